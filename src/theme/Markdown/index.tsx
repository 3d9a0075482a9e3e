/**
 * Why this wrapper exists: the OpenAPI theme renders every description,
 * qualifier and enum list of an API page with react-markdown (Markdown, GFM
 * and raw HTML through parse5), on the server and again on hydration, where
 * it was the costliest part of an operation page, and its libraries the
 * largest part of the API pages' JavaScript. The built page already holds the
 * result, so hydration keeps it (src/components/ServerMarkup) and the page
 * never loads them. Rendered in the browser (client-side navigation), the
 * theme's component is loaded on demand (the `api-markdown` chunk; see
 * src/performance/api-chunks) and the plain text shows until it arrives. On the
 * server, a description that is one paragraph of text and inline code is
 * written as one without the renderer (./plainParagraph.tsx); the browser
 * keeps that HTML on hydration, so its bundle leaves the module out.
 */
import React, { Suspense, lazy, type ComponentProps } from 'react';
import type ThemeMarkdown from '@theme-original/Markdown';
import ServerMarkup from '@site/src/components/ServerMarkup';

type Props = ComponentProps<typeof ThemeMarkdown>;

const LazyMarkdown = lazy(() => import(/* webpackChunkName: "api-markdown" */ '@theme-original/Markdown'));
// The server bundle renders synchronously; the browser bundle drops this branch (src/plugins/server-bundle-flag).
/* eslint-disable @typescript-eslint/no-require-imports -- a require() in a dead branch is dropped; an import would not be */
const ServerMarkdown: React.ComponentType<Props> | null = process.env.DOCS_SERVER_BUNDLE
  ? require('@theme-original/Markdown').default
  : null;
const plainParagraphs: typeof import('./plainParagraph') | null = process.env.DOCS_SERVER_BUNDLE
  ? require('./plainParagraph')
  : null;
/* eslint-enable @typescript-eslint/no-require-imports */

export default function MarkdownWrapper(props: Props): React.JSX.Element {
  const { children } = props as { children?: unknown };
  const source = typeof children === 'string' ? children : null;
  const plain = source === null ? null : (plainParagraphs?.renderPlainParagraph(source) ?? null);
  const Markdown = ServerMarkdown ?? LazyMarkdown;
  const rendered = (
    <Suspense fallback={<p>{source}</p>}>
      <Markdown {...props} />
    </Suspense>
  );
  if (source === null) return rendered;
  // On the server, no Suspense boundary: React 19.2 writes a finished boundary of more than 500
  // bytes at the end of a large page, showing the fallback (the raw Markdown) in its place until
  // an inline script moves it. Hydration keeps the element's built HTML, so the trees need not match.
  return (
    <ServerMarkup as="div" markupKey={`markdown:${source}`}>
      {plain ?? (ServerMarkdown ? <ServerMarkdown {...props} /> : rendered)}
    </ServerMarkup>
  );
}
