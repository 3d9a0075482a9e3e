import { useEffect, useState } from 'react';

/** DocSearch marks <body> while its modal is open. */
const OPEN_CLASS = 'DocSearch--active';

/**
 * Follows the DocSearch modal opening and closing. On close, focus goes back
 * to the element that had it before the modal opened (the modal leaves it on
 * <body>), or to the search button, and `onClose` runs. Pass a stable callback.
 */
export function useModalLifecycle(onClose: () => void): boolean {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    // The modal focuses its input as it opens, so remember focus continuously, outside the modal.
    let lastOutside: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!target.closest('.DocSearch-Container')) lastOutside = target;
    };
    let open = false;
    const observer = new MutationObserver(() => {
      const nowOpen = document.body.classList.contains(OPEN_CLASS);
      if (nowOpen === open) return;
      open = nowOpen;
      setIsOpen(nowOpen);
      if (!nowOpen) {
        onClose();
        const target = lastOutside?.isConnected
          ? lastOutside
          : document.querySelector<HTMLElement>('.DocSearch-Button');
        requestAnimationFrame(() => target?.focus());
      }
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [onClose]);
  return isOpen;
}
