/**
 * Wraps the reference pages' item component to import the OpenAPI theme's
 * stylesheet, which src/plugins/openapi-theme keeps out of the CSS of every
 * page (imported here, it is loaded by reference pages alone), and to mark an
 * operation page's <html> with `api-operation-page`, which the sample
 * column's layout in src/css/custom.css keys on (the theme marks it only
 * with the doc's id).
 */
import React, { type ComponentProps } from 'react';
import ApiItem from '@theme-original/ApiItem';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

const API_OPERATION_PAGE_CLASS = 'api-operation-page';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  const { frontMatter } = (props as { content: { frontMatter: { api?: unknown } } }).content;
  if (!frontMatter.api) return <ApiItem {...props} />;
  return (
    <HtmlClassNameProvider className={API_OPERATION_PAGE_CLASS}>
      <ApiItem {...props} />
    </HtmlClassNameProvider>
  );
}
