/**
 * Wraps the reference pages' item component to import the OpenAPI theme's
 * stylesheet, which src/performance/openapi-theme keeps out of the CSS of every
 * page (imported here, it is loaded by reference pages alone), to mark an
 * operation page's <html> with `api-operation-page`, which the sample
 * column's layout in src/css/custom.css keys on (the theme marks it only
 * with the doc's id), and to announce the API-change feeds in the head of
 * every reference page (src/plugins/api-change-feed), where readers who
 * want to follow the API are.
 */
import React, { type ComponentProps } from 'react';
import ApiItem from '@theme-original/ApiItem';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { API_CHANGE_ATOM, API_CHANGE_FEED_TITLE, API_CHANGE_RSS } from '@site/src/plugins/api-change-feed/routes';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

const API_OPERATION_PAGE_CLASS = 'api-operation-page';

function ApiChangeFeedLinks(): React.JSX.Element {
  return (
    <Head>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={API_CHANGE_FEED_TITLE}
        href={useBaseUrl(API_CHANGE_RSS)}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={API_CHANGE_FEED_TITLE}
        href={useBaseUrl(API_CHANGE_ATOM)}
      />
    </Head>
  );
}

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  const { frontMatter } = (props as { content: { frontMatter: { api?: unknown } } }).content;
  if (!frontMatter.api) {
    return (
      <>
        <ApiChangeFeedLinks />
        <ApiItem {...props} />
      </>
    );
  }
  return (
    <HtmlClassNameProvider className={API_OPERATION_PAGE_CLASS}>
      <ApiChangeFeedLinks />
      <ApiItem {...props} />
    </HtmlClassNameProvider>
  );
}
