/**
 * Why this wrapper exists: the theme remounts every code block once hydration
 * is done (it keys the block on `useIsBrowser()`), so that a dark-mode Prism
 * theme can replace the light one the server wrote. With one color mode, as
 * this site is configured, the remount only costs time: every block's DOM was
 * rebuilt and measured again right after hydration. Then the block here
 * always gets the same answer; its buttons, which wait for the browser, get
 * the real one back.
 */
import React, { type ComponentProps } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import { useThemeConfig } from '@docusaurus/theme-common';
import { BrowserContextValue } from '@site/src/components/BrowserContextValue';

export default function CodeBlockWrapper(props: ComponentProps<typeof CodeBlock>): React.JSX.Element {
  const { colorMode } = useThemeConfig();
  const oneColorMode = colorMode.disableSwitch && !colorMode.respectPrefersColorScheme;
  if (!oneColorMode) return <CodeBlock {...props} />;
  return (
    <BrowserContextValue value={false}>
      <CodeBlock {...props} />
    </BrowserContextValue>
  );
}
