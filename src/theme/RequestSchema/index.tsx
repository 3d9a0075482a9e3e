/** The request body schema hydrates when the reader gets to it (see DeferredHydration): it is a large part of an API page's hydration. */
import React, { type ComponentProps } from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function RequestSchemaWrapper(props: ComponentProps<typeof RequestSchema>): React.JSX.Element {
  return (
    <DeferredHydration>
      <RequestSchema {...props} />
    </DeferredHydration>
  );
}
