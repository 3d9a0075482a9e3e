/**
 * Sets what `useIsBrowser()` answers for a subtree, and lets a deeper subtree
 * get the real answer back. Theme components key or gate their rendering on
 * that answer; this is how a wrapper opts one of them out without ejecting it.
 */
import React, { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// Docusaurus' own context behind useIsBrowser(); the package has no exports map, so this path is stable for 3.x.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

const RealIsBrowser = createContext<boolean | null>(null);

/** `useIsBrowser()` answers `value` below; `RestoreBrowserContext` undoes it. */
export function BrowserContextValue({ value, children }: { value: boolean; children: ReactNode }): React.JSX.Element {
  const real = useIsBrowser();
  const outer = useContext(RealIsBrowser);
  return (
    <RealIsBrowser.Provider value={outer ?? real}>
      <BrowserContext.Provider value={value}>{children}</BrowserContext.Provider>
    </RealIsBrowser.Provider>
  );
}

/** `useIsBrowser()` answers as it would without any `BrowserContextValue` above. */
export function RestoreBrowserContext({ children }: { children: ReactNode }): React.JSX.Element {
  const real = useContext(RealIsBrowser);
  const current = useIsBrowser();
  return <BrowserContext.Provider value={real ?? current}>{children}</BrowserContext.Provider>;
}

/**
 * `useIsBrowser()` turns true below in a deferred render: React renders what
 * changes then (browser-only content mounting, blocks keyed on it remounting)
 * in short slices, with the browser free to paint and take input in between.
 */
export function DeferredBrowserContext({ children }: { children: ReactNode }): React.JSX.Element {
  const isBrowser = useDeferredValue(useIsBrowser());
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
