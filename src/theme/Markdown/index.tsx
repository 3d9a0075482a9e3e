/**
 * Why this wrapper exists: the OpenAPI theme renders every description,
 * qualifier and enum list of an API page with react-markdown (Markdown, GFM
 * and raw HTML through parse5), on the server and again on hydration, where
 * it was the costliest part of an operation page. The built page already
 * holds the result, so hydration keeps it (src/components/ServerMarkup).
 * Rendered in the browser (client-side navigation), it is parsed as before.
 */
import React, { type ComponentProps } from 'react';
import Markdown from '@theme-original/Markdown';
import ServerMarkup from '@site/src/components/ServerMarkup';

export default function MarkdownWrapper(props: ComponentProps<typeof Markdown>): React.JSX.Element {
  const { children } = props as { children?: unknown };
  if (typeof children !== 'string') return <Markdown {...props} />;
  return (
    <ServerMarkup as="div" markupKey={`markdown:${children}`}>
      <Markdown {...props} />
    </ServerMarkup>
  );
}
