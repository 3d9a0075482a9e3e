import { useEffect } from 'react';

/** The keys that open the DocSearch modal (its useDocSearchKeyboardEvents). */
const isOpenKey = (event: KeyboardEvent) =>
  ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
  (event.key === '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test((event.target as HTMLElement | null)?.tagName ?? ''));

/**
 * Calls `prepare` as soon as the reader shows they are about to search: the
 * search button is focused or pressed, or a key that opens the modal is
 * typed. The modal's own code takes a few hundred milliseconds to arrive on a
 * first search; the index loads alongside it instead of after it. Pass a
 * stable callback.
 */
export function usePrepareOnIntent(prepare: () => void): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? isOpenKey(event)
          : (event.target as Element | null)?.closest?.('.DocSearch-Button')
      )
        prepare();
    };
    // Capture phase: before DocSearch handles (and may stop) the event.
    const events = ['keydown', 'pointerdown', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, true);
    };
  }, [prepare]);
}
