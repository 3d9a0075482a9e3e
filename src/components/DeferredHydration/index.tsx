/**
 * Server-rendered content that React hydrates only when it is needed: when
 * it comes near the viewport, or the reader points at, touches or focuses it.
 * Until then the server's HTML stays on screen unchanged (readable, selectable,
 * links work), and the page's first hydration skips it. This is what keeps
 * long API pages responsive on phones: their schemas are most of the page
 * and most of the hydration work. Content mounted later (client-side
 * navigation) renders at once.
 */
import React, { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface HydrationGate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): HydrationGate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Suspends (keeping the server's HTML in place) until the gate opens. */
function Gated({ gate, children }: { gate: HydrationGate | null; children: ReactNode }): ReactNode {
  if (gate) use(gate.promise);
  return children;
}

const subscribeToNothing = () => () => {};
/** Reader actions that need the content to be live. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

export default function DeferredHydration({ children, margin = '200px' }: { children: ReactNode; margin?: string }): React.JSX.Element {
  // React reads the server snapshot only while hydrating server HTML.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [gate] = useState(() => (hydrating && ExecutionEnvironment.canUseDOM ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return undefined;
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: margin });
    const stop = () => {
      observer?.disconnect();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    };
    function wake() {
      stop();
      gate!.open();
    }
    if (!observer) wake();
    observer?.observe(element);
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake, true);
    return stop;
  }, [gate, margin]);

  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
