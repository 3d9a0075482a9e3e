import React, { useId } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * A plain search form that submits to the /search page. It works before
 * hydration and without JavaScript, which matters on error pages.
 */
export default function SearchForm({ label = 'Search the documentation' }: { label?: string }): React.JSX.Element {
  const id = useId();
  return (
    <form role="search" action={useBaseUrl('/search')} method="get" className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} name="q" type="search" className={styles.input} placeholder="e.g. revoke a credential" />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
