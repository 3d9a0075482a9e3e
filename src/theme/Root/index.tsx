/**
 * Why this wrapper exists: right after hydration Docusaurus tells every
 * component that asks that it now runs in a browser, in one synchronous
 * render. Browser-only content mounts, the theme's tabs and the OpenAPI
 * theme's panels remount, an API page rebuilds its store and re-renders its
 * whole layout: on a phone that was the longest task of the page. Below the
 * root the same switch is deferred (src/components/BrowserContextValue), so
 * React does that work in interruptible slices.
 */
import React, { type ReactNode } from 'react';
import Root from '@theme-original/Root';
import { DeferredBrowserContext } from '@site/src/components/BrowserContextValue';

export default function RootWrapper({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <Root>
      <DeferredBrowserContext>{children}</DeferredBrowserContext>
    </Root>
  );
}
