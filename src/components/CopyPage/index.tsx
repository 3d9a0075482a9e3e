/**
 * "Copy page": puts the page's Markdown twin (written by src/plugins/llms) on
 * the clipboard, for pasting into a coding assistant, with a small menu to
 * view the Markdown, copy the address of llms.txt, or open the page in
 * ChatGPT or Claude (./assistants).
 *
 * Every doc page renders this, so it stays tiny: the copy logic (./actions)
 * and the menu (./Menu) are separate chunks, loaded on the first pointer or
 * focus on the control.
 */
import React, { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { LLMS_TXT, markdownPath } from '@site/src/plugins/llms/paths';
import type { Status } from './status';
import styles from './styles.module.css';

type Actions = typeof import('./actions');
let actions: Actions | undefined;
let loadingActions: Promise<Actions> | undefined;
function loadActions(): Promise<Actions> {
  loadingActions ??= import('./actions').then((module) => (actions = module));
  return loadingActions;
}
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

const ANNOUNCEMENTS: Record<Status, string> = {
  idle: '',
  copied: 'Copied the page as Markdown',
  linkCopied: 'Copied the link to llms.txt',
  failed: 'Could not copy. Use View as Markdown instead.',
};
const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  linkCopied: 'Copy page',
  failed: 'Copy failed',
};

export default function CopyPage(): React.JSX.Element {
  const { pathname } = useLocation();
  const markdownUrl = markdownPath(pathname);
  const llmsUrl = useBaseUrl(`/${LLMS_TXT}`);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Another page: the menu closes and the button's label resets (adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
    setStatus('idle');
  }

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), status === 'failed' ? 6000 : 2500);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // First interaction: fetch the code and the page's Markdown, so a click can copy at once.
  const prepare = () => {
    loadActions()
      .then((a) => a.prefetchMarkdown(markdownUrl))
      .catch(() => undefined);
    loadMenu().catch(() => undefined);
  };

  const copy = () => {
    const run = (a: Actions) => a.copyMarkdown(markdownUrl).then(() => setStatus('copied'));
    // With the code loaded, copy inside the click itself (Safari allows the clipboard only there).
    (actions ? run(actions) : loadActions().then(run)).catch(() => setStatus('failed'));
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeMenu(true);
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The handlers catch what bubbles up from the buttons and the menu; the box itself is no control.
    <div
      ref={rootRef}
      role="presentation"
      className={styles.copyPage}
      onPointerEnter={prepare}
      onFocus={prepare}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-llms-ignore="">
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
            {status === 'copied' ? (
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
            ) : (
              <path
                d="M5.5 2h6A1.5 1.5 0 0 1 13 3.5v7a1.5 1.5 0 0 1-1.5 1.5h-6A1.5 1.5 0 0 1 4 10.5v-7A1.5 1.5 0 0 1 5.5 2zM2.5 5v7.5A1.5 1.5 0 0 0 4 14h6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.3"
              />
            )}
          </svg>
          <span className={styles.label}>{LABELS[status]}</span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.button} ${styles.toggle}`}
          aria-label="More options for this page"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            markdownUrl={markdownUrl}
            llmsUrl={llmsUrl}
            onDone={(result) => {
              setStatus(result);
              closeMenu(true);
            }}
          />
        </Suspense>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {ANNOUNCEMENTS[status]}
      </span>
    </div>
  );
}
