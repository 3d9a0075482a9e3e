/**
 * Wraps the theme's Mermaid diagram (rather than ejecting it: the theme
 * still draws) so that every diagram can be read:
 * - its source stays in the built HTML for the page's Markdown twin
 *   (src/plugins/llms); an attribute is not text, so readers, screen readers
 *   and search never see it;
 * - without JavaScript, the diagram's content shows as text (DiagramText);
 * - the diagram library is large, so it loads when a diagram comes near the
 *   viewport, not with the page;
 * - a diagram never shrinks below readable labels: a frame too narrow for it
 *   scrolls sideways and says so (readable.ts, useDrawnDiagram.ts);
 * - any diagram opens enlarged, zoomable, in a dialog (ZoomDialog).
 */
import React, { useCallback, useRef, useState } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import WhenVisible from '@site/src/components/WhenVisible';
import DiagramText from './DiagramText';
import ZoomDialog from './ZoomDialog';
import { useDrawnDiagram } from './useDrawnDiagram';
import styles from './styles.module.css';

export default function MermaidWrapper(props: Props): React.JSX.Element {
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { svg, overflowing } = useDrawnDiagram(frame);
  const [enlarged, setEnlarged] = useState(false);
  const close = useCallback(() => setEnlarged(false), []);

  return (
    <div className={styles.diagram} data-mermaid-source={props.value}>
      <div
        ref={frame}
        className={styles.frame}
        data-diagram-frame=""
        data-overflowing={overflowing ? 'true' : undefined}
        // A frame that scrolls is reached by keyboard too.
        {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': 'Diagram, scrolls sideways' } : {})}>
        <WhenVisible fallback={<div className={styles.placeholder} aria-hidden="true" />}>
          <Mermaid {...props} />
        </WhenVisible>
      </div>
      <noscript>
        <DiagramText source={props.value} />
      </noscript>
      {svg && (
        <div className={styles.actions}>
          {overflowing && (
            <span className={styles.scrollCue} data-diagram-scroll-cue="">
              Wider than the screen: scroll sideways
            </span>
          )}
          <button
            ref={opener}
            type="button"
            className={styles.button}
            onClick={() => setEnlarged(true)}
            aria-haspopup="dialog">
            Enlarge diagram
          </button>
          <ZoomDialog svg={svg} open={enlarged} onClose={close} opener={opener} />
        </div>
      )}
    </div>
  );
}
