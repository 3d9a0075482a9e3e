/**
 * Wraps the OpenAPI theme's response tabs to name its two scroll buttons,
 * which the theme renders empty: without a name, assistive technology
 * announces them as unlabelled buttons.
 */
import React, { useEffect, useRef, type ComponentProps } from 'react';
import ApiTabs from '@theme-original/ApiTabs';

const LABELS: Record<string, string> = { left: 'Scroll status codes left', right: 'Scroll status codes right' };

function labelArrows(root: HTMLElement): void {
  for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow'))) {
    const side = button.classList.contains('left') ? 'left' : 'right';
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', LABELS[side]);
  }
}

export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    labelArrows(root);
    // The arrows come and go with the width of the tab list.
    const observer = new MutationObserver(() => labelArrows(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref}>
      <ApiTabs {...props} />
    </div>
  );
}
