/**
 * Wraps the OpenAPI theme's schema view in a list item: the theme renders it
 * straight inside a <ul> (request and response bodies), which screen readers
 * and axe reject as a malformed list.
 */
import React, { type ComponentProps } from 'react';
import Schema from '@theme-original/Schema';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): React.JSX.Element {
  return (
    <li style={{ listStyle: 'none' }}>
      <Schema {...props} />
    </li>
  );
}
