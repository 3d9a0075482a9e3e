import React, { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes near the viewport, so
 * heavy widgets further down a page cost nothing on first load. Until
 * then, and without JavaScript, `fallback` stands in.
 */
export default function WhenVisible({
  children,
  fallback,
  margin = '300px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer to wait for: show it after hydration
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return <div ref={ref}>{visible ? children : fallback}</div>;
}
