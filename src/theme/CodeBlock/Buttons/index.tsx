/** Copy and word-wrap buttons render once in the browser, as in the theme: see ../index.tsx. */
import React, { type ComponentProps } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import { RestoreBrowserContext } from '@site/src/components/BrowserContextValue';

export default function CodeBlockButtonsWrapper(props: ComponentProps<typeof Buttons>): React.JSX.Element {
  return (
    <RestoreBrowserContext>
      <Buttons {...props} />
    </RestoreBrowserContext>
  );
}
