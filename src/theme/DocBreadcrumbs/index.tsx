/**
 * Wraps the theme's breadcrumbs to put the "Copy page" control beside them.
 * Every doc page renders the breadcrumbs (guides, reference, API and category
 * pages), so this one wrapper reaches them all, near the title. Only pages in a
 * sidebar get the control: unlisted pages have no Markdown twin.
 */
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): React.JSX.Element {
  if (!useDocsSidebar()) return <DocBreadcrumbs />;
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
