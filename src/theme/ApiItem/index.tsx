/**
 * Wraps the reference pages' item component only to import the OpenAPI
 * theme's stylesheet, which src/plugins/openapi-theme keeps out of the CSS of
 * every page: imported here, it is loaded by reference pages alone.
 */
import React, { type ComponentProps } from 'react';
import ApiItem from '@theme-original/ApiItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  return <ApiItem {...props} />;
}
