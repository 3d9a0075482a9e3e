/**
 * Replaces the OpenAPI theme's array brackets, which are <li> elements. Our
 * Schema wrapper puts each schema in a list item (src/theme/Schema), and an
 * <li> opened inside another one closes it: a top-level array schema was
 * split by the HTML parser, and the page failed to hydrate. As block
 * elements the brackets look the same and nest anywhere.
 */
import React from 'react';
import styles from './styles.module.css';

export function OpeningArrayBracket(): React.JSX.Element {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket(): React.JSX.Element {
  return <div className={styles.bracket}>]</div>;
}
