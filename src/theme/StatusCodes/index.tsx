/** The responses (schemas and examples per status code) hydrate when the reader gets to them (see DeferredHydration). */
import React, { type ComponentProps } from 'react';
import StatusCodes from '@theme-original/StatusCodes';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function StatusCodesWrapper(props: ComponentProps<typeof StatusCodes>): React.JSX.Element {
  return (
    <DeferredHydration>
      <StatusCodes {...props} />
    </DeferredHydration>
  );
}
