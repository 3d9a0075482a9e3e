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
import React, { Suspense, lazy } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import ServerMarkup, { useHasServerMarkup } from '@site/src/components/ServerMarkup';
// The theme's own class names, so the kept markup and the fallback look the same.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const HighlightedContent = lazy(() => import(/* webpackChunkName: "code-highlighter" */ './Highlighted'));
// The server bundle highlights synchronously; the browser bundle drops this branch (src/plugins/server-bundle-flag).
/* eslint-disable @typescript-eslint/no-require-imports -- a require() in a dead branch is dropped; an import would not be */
const ServerHighlightedContent: React.ComponentType<Props> | null = process.env.DOCS_SERVER_BUNDLE
  ? require('./Highlighted').default
  : null;
/* eslint-enable @typescript-eslint/no-require-imports */

function useBlockKey(): string {
  const { metadata } = useCodeBlockContext();
  return JSON.stringify(['code', metadata.language, metadata.lineNumbersStart, metadata.lineClassNames, metadata.code]);
}

/** The `<pre><code>` shell the theme renders; its lines are kept from the server, reused, or `lines`. */
function CodeShell({
  className,
  markupKey,
  lines,
}: {
  className?: string;
  markupKey: string;
  lines?: React.ReactNode;
}): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { plain } = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // As the theme: scrollable code is keyboard reachable.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{ color: plain.color, backgroundColor: plain.backgroundColor }}>
      <ServerMarkup
        as="code"
        markupKey={markupKey}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined}>
        {lines}
      </ServerMarkup>
    </pre>
  );
}

function PlainLines(): React.JSX.Element {
  const { metadata } = useCodeBlockContext();
  return (
    <>
      {metadata.code.split('\n').map((line, i) => (
        // Lines have no identity but their position.
        <div key={i} className="token-line">
          {line}
          <br />
        </div>
      ))}
    </>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const markupKey = useBlockKey();
  const hasServerMarkup = useHasServerMarkup(markupKey);
  if (ServerHighlightedContent) return <ServerHighlightedContent {...props} />;
  // No Suspense boundary on this path, so the block hydrates with its parent (which measures the <pre>).
  if (hasServerMarkup) return <CodeShell className={props.className} markupKey={markupKey} />;
  return (
    <Suspense fallback={<CodeShell className={props.className} markupKey={markupKey} lines={<PlainLines />} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
