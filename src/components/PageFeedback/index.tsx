/**
 * "Was this page helpful?" and "Report a problem with this page" at the end
 * of every doc page: plain links to a prefilled report (./links), rendered into
 * the built HTML. No script of its own, no request until the reader clicks.
 * The markup avoids p, li and headings, which the search records index, and
 * carries data-llms-ignore, so it stays out of the Markdown twins.
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { feedbackHref, type FeedbackKind } from './links';
import styles from './styles.module.css';

export default function PageFeedback(): React.JSX.Element {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const destination = siteConfig.customFields!.pageFeedback as string;
  const page = { title: metadata.title, url: `${siteConfig.url}${metadata.permalink}` };
  // A form opens beside the page; a mailto opens the mail program and leaves the tab alone.
  const newTab = destination.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const link = (kind: FeedbackKind) => ({
    href: feedbackHref(destination, kind, page),
    ...newTab,
    'data-feedback': kind,
  });
  return (
    <div className={styles.feedback} data-llms-ignore="">
      <span className={styles.question}>
        Was this page helpful?{' '}
        <a className={styles.answer} {...link('helpful')}>
          Yes
        </a>{' '}
        <a className={styles.answer} {...link('notHelpful')}>
          No
        </a>
      </span>
      <a className={styles.report} {...link('problem')}>
        Report a problem with this page
      </a>
    </div>
  );
}
