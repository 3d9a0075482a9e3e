/**
 * Wraps the theme's Mermaid diagram for two reasons:
 * - the diagram is drawn only in the browser, so its source is kept in the
 *   built HTML for the page's Markdown twin (src/plugins/llms); an attribute
 *   is not text, so readers, screen readers and search never see it;
 * - the diagram library is large, so it loads when a diagram comes near the
 *   viewport, not with the page.
 */
import React from 'react';
import Mermaid from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import WhenVisible from '@site/src/components/WhenVisible';

export default function MermaidWrapper(props: Props): React.JSX.Element {
  return (
    <div data-mermaid-source={props.value}>
      <WhenVisible fallback={<div style={{ minHeight: '12rem' }} aria-hidden="true" />}>
        <Mermaid {...props} />
      </WhenVisible>
    </div>
  );
}
