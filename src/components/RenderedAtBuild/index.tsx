/**
 * The OpenAPI theme draws an operation's parameters, request body and
 * responses inside <BrowserOnly>: the built page held grey skeletons, and the
 * browser rendered every schema in one long task after hydration. Their
 * content comes from the page's own data and renders the same on the server,
 * so here they are told they already run in a browser: the HTML carries the
 * real content and the browser hydrates it in the interruptible hydration
 * pass.
 */
import { memo, type ComponentType } from 'react';
import { BrowserContextValue } from '@site/src/components/BrowserContextValue';

/** Props come from the page's MDX: plain data, recreated (equal) on every render of the page. */
const sameData = (before: object, after: object): boolean => JSON.stringify(before) === JSON.stringify(after);

export function renderedAtBuild<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P> {
  // Memoized: when the theme rebuilds its store after hydration, the page re-renders with equal props, and the schemas need not.
  const Rendered = memo(function Rendered(props: P) {
    return (
      <BrowserContextValue value>
        <Component {...props} />
      </BrowserContextValue>
    );
  }, sameData);
  Rendered.displayName = `RenderedAtBuild(${name})`;
  return Rendered;
}
