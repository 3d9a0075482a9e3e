/**
 * Wraps the theme's breadcrumbs to put the "Copy page" control beside them.
 * Every doc page renders the breadcrumbs (guides, reference, API and category
 * pages), so this one wrapper reaches them all, near the title. Only pages in a
 * sidebar get the control: unlisted pages have no Markdown twin. On phones
 * src/css/custom.css folds the bar into one row with the version badge and
 * "On this page" (the global class `page-actions-bar` is its hook).
 */
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): React.JSX.Element {
  if (!useDocsSidebar()) return <DocBreadcrumbs />;
  return (
    <div className={`${styles.bar} page-actions-bar`}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
