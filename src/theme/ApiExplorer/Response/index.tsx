/**
 * Wraps the OpenAPI theme's response box. The theme shows a response when
 * there is one; this box speaks for the other states: before the first send
 * (the theme's own text showed its markup as text), a request refused before
 * sending, and a request that got no response, with the cause and what to do
 * (Content-Security-Policy, mixed content, CORS, no server, time limit).
 */
import React, { useEffect, useState, type ComponentProps } from 'react';
import Response from '@theme-original/ApiExplorer/Response';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { clearCode, clearHeaders, clearResponse } from '@theme/ApiExplorer/Response/slice';
import { describeFailure, type FailureReport } from '@site/src/components/TryItRequest/failure';
import { useTryItRequest, type Attempt } from '@site/src/components/TryItRequest/context';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Response>;

/** The theme's limit when `themeConfig.api.requestTimeout` is not set. */
const THEME_TIMEOUT_MS = 30_000;
/** The theme's text while a request is on its way. */
const FETCHING = 'Fetching...';

/** Whether the server answers at all: a no-cors request resolves (opaque) when it does, whatever its CORS headers. */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    await fetch(`${new URL(url).origin}/`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** Null when the failure went away meanwhile (the theme writes a response's body just before its status). */
async function explain(attempt: Attempt, timeoutMs: number, stillFailed: () => boolean): Promise<FailureReport | null> {
  const elapsedMs = Date.now() - attempt.startedAt;
  // The browser reports a policy violation in a task of its own: give it the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (!stillFailed()) return null;
  const facts = { pageOrigin: window.location.origin, requestUrl: attempt.url, refusedBy: attempt.refusedBy, elapsedMs, timeoutMs, serverAnswers: null };
  const first = describeFailure(facts);
  if (first.cause !== 'unreachable') return first;
  return describeFailure({ ...facts, serverAnswers: await serverAnswers(attempt.url) });
}

function Box({ children, onClear }: { children: React.ReactNode; onClear?: () => void }): React.JSX.Element {
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">Response</span>
        {onClear && (
          <button type="button" className="openapi-explorer__response-clear-btn" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

export default function ResponseWrapper(props: Props): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const timeoutMs = (siteConfig.themeConfig as { api?: { requestTimeout?: number } }).api?.requestTimeout ?? THEME_TIMEOUT_MS;
  const code = useTypedSelector((s: any) => s.response.code as number | undefined);
  const value = useTypedSelector((s: any) => s.response.value as string | undefined);
  const dispatch = useTypedDispatch();
  const { problem, attempt } = useTryItRequest();
  const [report, setReport] = useState<{ attempt: Attempt; report: FailureReport } | null>(null);

  // The theme writes its own error text, without a status code, when the request fails.
  const failed = !!attempt && !code && !!value && value !== FETCHING;
  useEffect(() => {
    if (!failed || !attempt) return undefined;
    let current = true;
    void explain(attempt, timeoutMs, () => current).then((result) => {
      if (current && result) setReport({ attempt, report: result });
    });
    return () => {
      current = false;
    };
  }, [failed, attempt, timeoutMs]);

  const clear = () => {
    dispatch(clearResponse());
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  if (problem) {
    return (
      <Box>
        <p role="alert" className={styles.problem}>
          <strong>Not sent.</strong> {problem}
        </p>
      </Box>
    );
  }
  if (failed) {
    const explained = report?.attempt === attempt ? report!.report : null;
    return (
      <Box onClear={clear}>
        {explained ? (
          <div role="alert" className={styles.problem} data-failure={explained.cause}>
            <p>
              <strong>No response.</strong> {explained.summary}
            </p>
            <p>{explained.advice}</p>
          </div>
        ) : (
          <p className={styles.placeholder}>The request failed; finding out why…</p>
        )}
      </Box>
    );
  }
  if (!code && !value) {
    return (
      <Box>
        <p className={styles.placeholder}>
          Press <strong>Send API Request</strong> above: the status and body of the response appear here.
        </p>
      </Box>
    );
  }
  return <Response {...props} />;
}
