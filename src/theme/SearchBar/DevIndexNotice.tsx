/**
 * In `npm start` only: says, at the top of the open search modal, that the index is being built
 * in the background (and that the query will answer when it is ready), or that the background
 * build failed and where its output is. Nothing when the index is there.
 */
import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { readDevIndexStatus, type DevIndexStatus } from '@site/src/search/devIndexStatus';
import { useModalDropdown } from './useModalDropdown';

const POLL_MS = 2000;

function minutesSince(iso: string): string {
  const minutes = Math.floor((Date.now() - Date.parse(iso)) / 60_000);
  return minutes < 1 ? 'less than a minute ago' : minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
}

export default function DevIndexNotice({ statusUrl }: { statusUrl: string }): React.JSX.Element | null {
  const [status, setStatus] = useState<DevIndexStatus | null>(null);
  const dropdown = useModalDropdown();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = await readDevIndexStatus(statusUrl);
      if (!live) return;
      setStatus(next);
      if (next?.state === 'preparing') timer = setTimeout(check, POLL_MS);
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [statusUrl]);
  if (!dropdown || !status || status.state === 'ready') return null;
  const started = status.state === 'preparing' ? minutesSince(status.since) : '';
  const text =
    status.state === 'failed' ? (
      <>
        The background build of the search index failed ({status.reason}); its output is in <code>{status.log}</code>.
        Fix what it names and restart <code>npm start</code>, or run <code>npm run build</code>.
      </>
    ) : status.previous ? (
      <>
        Pages changed since the search index was built: <code>npm start</code> began building a new one in the
        background {started}. Until it is ready, results come from the older index.
      </>
    ) : (
      <>
        Preparing the search index: <code>npm start</code> began building it in the background {started}. Your search
        answers as soon as it is ready.
      </>
    );
  return createPortal(
    <p className="DocSearch-Help" role="status" data-dev-index={status.state}>
      {text}
    </p>,
    dropdown,
  );
}
