/**
 * Why this wrapper exists: highlighting code with Prism is the costliest part
 * of hydrating a guide page (the tokenizer runs again for every block) and
 * Prism is a large part of the JavaScript every page loads. The built HTML
 * already holds the highlighted code, so on hydration the highlighted lines
 * the server wrote are kept as they are, and remembered: the theme's tabs
 * mount their content a second time right after hydration, and those blocks
 * reuse the remembered lines. Prism is never loaded for the page itself.
 * Blocks never seen highlighted (client-side navigation, `npm start`, which
 * renders without server HTML) load the theme's highlighter on demand and
 * show the plain code until it arrives.
 */
import React, { Suspense, lazy, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
// The theme's own class names, so the kept markup and the fallback look the same.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const HighlightedContent = lazy(() => import(/* webpackChunkName: "code-highlighter" */ './Highlighted'));
// The server bundle highlights synchronously; the browser bundle drops this branch (src/plugins/lazy-prism).
const ServerHighlightedContent: React.ComponentType<Props> | null = process.env.DOCS_SERVER_BUNDLE ? require('./Highlighted').default : null;

/** Highlighted lines (inner HTML of `<code>`) of the blocks hydrated on this page view, by block content. */
const serverLines = new Map<string, string>();

function useBlockKey(): string {
  const { metadata } = useCodeBlockContext();
  return JSON.stringify([metadata.language, metadata.lineNumbersStart, metadata.lineClassNames, metadata.code]);
}

const subscribeToNothing = () => () => {};

/**
 * True only while React hydrates markup the server rendered: React reads the
 * server snapshot when hydrating (also when a Suspense boundary hydrates
 * late) and the client one when it renders anew (client-side navigation,
 * `npm start`).
 */
function useIsHydratingServerMarkup(): boolean {
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  // Decided once per block: a block that hydrated keeps its server markup for good.
  const [keep] = useState(hydrating);
  return keep;
}

/**
 * The `<pre><code>` shell the theme renders. Its lines are `lines` (React
 * children) or `html`; an empty `html` while hydrating keeps the server's.
 */
function CodeShell({ className, lines, html }: { className?: string; lines?: React.ReactNode; html?: string }): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  const key = useBlockKey();
  const codeRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (html === '' && codeRef.current) serverLines.set(key, codeRef.current.innerHTML);
  }, [html, key]);
  const { plain } = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  const code = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined,
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the theme: scrollable code is keyboard reachable
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{ color: plain.color, backgroundColor: plain.backgroundColor }}>
      {html !== undefined ? (
        // When hydrating, React leaves the children of an element with inner HTML alone.
        <code ref={codeRef} {...code} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      ) : (
        <code {...code}>{lines}</code>
      )}
    </pre>
  );
}

function PlainLines(): React.JSX.Element {
  const { metadata } = useCodeBlockContext();
  return (
    <>
      {metadata.code.split('\n').map((line, i) => (
        // eslint-disable-next-line react/no-array-index-key -- lines have no identity but their position
        <span key={i} className="token-line">
          {line}
          <br />
        </span>
      ))}
    </>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const keepServerMarkup = useIsHydratingServerMarkup();
  const remembered = serverLines.get(useBlockKey());
  if (ServerHighlightedContent) return <ServerHighlightedContent {...props} />;
  // No Suspense boundary on these paths, so the block hydrates with its parent (which measures the <pre>).
  if (keepServerMarkup) return <CodeShell className={props.className} html="" />;
  if (remembered !== undefined) return <CodeShell className={props.className} html={remembered} />;
  return (
    <Suspense fallback={<CodeShell className={props.className} lines={<PlainLines />} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
