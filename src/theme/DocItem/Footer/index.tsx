/**
 * Wraps the doc footer ("Last updated", from git or an API page's spec) to
 * put the page-feedback links under it. Guides, reference and API pages all
 * render this footer, so one wrapper reaches every doc page.
 */
import React from 'react';
import DocItemFooter from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooterWrapper(): React.JSX.Element {
  return (
    <>
      <DocItemFooter />
      <PageFeedback />
    </>
  );
}
