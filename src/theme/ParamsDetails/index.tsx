/** The path, query and header parameters hydrate when the reader gets to them (see DeferredHydration). */
import React, { type ComponentProps } from 'react';
import ParamsDetails from '@theme-original/ParamsDetails';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function ParamsDetailsWrapper(props: ComponentProps<typeof ParamsDetails>): React.JSX.Element {
  return (
    <DeferredHydration>
      <ParamsDetails {...props} />
    </DeferredHydration>
  );
}
