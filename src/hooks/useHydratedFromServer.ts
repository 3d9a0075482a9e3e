import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True for a component whose first render in the browser hydrates HTML the
 * server wrote: React reads the server snapshot of a store only then, and
 * the client one when it renders anew (client-side navigation, `npm start`).
 * Decided once, at mount. Components use it to keep server-rendered markup
 * that is costly to render again in the browser (src/components/ServerMarkup).
 */
export function useHydratedFromServer(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [hydrated] = useState(hydrating);
  return hydrated;
}
