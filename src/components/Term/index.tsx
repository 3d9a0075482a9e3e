import React, { useId, useState, type ReactNode } from 'react';
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
 * hides it until the pointer or focus leaves (WCAG 1.4.13).
 */
export default function Term({ id, definition, children }: TermProps): ReactNode {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const reset = () => setDismissed(false);
  return (
    <span
      className={styles.term}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={reset}
      onBlur={reset}>
      <Link to={`/glossary#${id}`} aria-describedby={definition ? tooltipId : undefined}>
        {children}
      </Link>
      {definition && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {definition}
        </span>
      )}
    </span>
  );
}
