import { useId, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface TermProps {
  /** Glossary id: the link goes to /glossary#<id>. */
  id: string;
  /** Filled in at build time by src/plugins/remark-glossary-terms. */
  definition?: string;
  children: ReactNode;
}

/**
 * The first use of a term on a page: a plain link to its glossary entry, with
 * the definition as a tooltip on hover and keyboard focus. The tooltip is in
 * the server-rendered HTML and shown by CSS; the only script is Escape, which
 * hides it until the pointer or focus leaves (WCAG 1.4.13), and a nudge
 * sideways when a term near the edge would put the tooltip past the screen.
 */
export default function Term({ id, definition, children }: TermProps): ReactNode {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const tooltip = useRef<HTMLSpanElement>(null);
  const reset = () => setDismissed(false);
  // After the browser has shown the tooltip (by :hover or :focus-within), so it can be measured.
  const keepOnScreen = () => requestAnimationFrame(() => tooltip.current && shiftOntoScreen(tooltip.current));
  return (
    // The handlers catch what bubbles up from the link (Escape, focus); the span itself is no control.
    <span
      role="presentation"
      className={styles.term}
      data-dismissed={dismissed || undefined}
      onMouseEnter={keepOnScreen}
      onFocus={keepOnScreen}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={reset}
      onBlur={reset}>
      <Link to={`/glossary#${id}`} aria-describedby={definition ? tooltipId : undefined}>
        {children}
      </Link>
      {definition && (
        <span ref={tooltip} role="tooltip" id={tooltipId} className={styles.tooltip}>
          {definition}
        </span>
      )}
    </span>
  );
}

/** The gap kept between a shown tooltip and the side of the screen, in px. */
const SCREEN_MARGIN = 8;

/** Moves a shown tooltip sideways just enough to lie inside the screen, its start first when it is wider. */
function shiftOntoScreen(tip: HTMLElement): void {
  tip.style.setProperty('--term-tooltip-shift', '0px');
  const { left, right, width } = tip.getBoundingClientRect();
  if (width === 0) return;
  const screen = document.documentElement.clientWidth;
  let shift = Math.min(0, screen - SCREEN_MARGIN - right);
  shift = Math.max(shift, SCREEN_MARGIN - left);
  tip.style.setProperty('--term-tooltip-shift', `${shift}px`);
}
