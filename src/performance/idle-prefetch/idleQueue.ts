type IdleDeadline = { timeRemaining: () => number };
type Scheduler = (callback: (deadline: IdleDeadline) => void) => void;

/** Idle callbacks where the browser has them (not Safari), else short timeouts. */
const defaultScheduler: Scheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(() => callback({ timeRemaining: () => 8 }), 50);
};

/**
 * Longest stretch of work per idle callback, in ms: an idle period can last
 * 50 ms, and input that arrives meanwhile waits for the callback to return.
 */
const SLICE_MS = 8;

/** How long a held queue waits before it looks again, in ms. */
const HOLD_RETRY_MS = 250;

/**
 * Runs `work` for each added item, in order and once per item, only while
 * the browser is idle, so a burst of additions never becomes one long task.
 * While `held()` is true, nothing runs; the queue looks again after
 * `retry` (a timer, by default) and goes on when it is false.
 */
export function createIdleQueue<T>(
  work: (item: T) => void,
  schedule: Scheduler = defaultScheduler,
  held: () => boolean = () => false,
  retry: (callback: () => void) => void = (callback) => void window.setTimeout(callback, HOLD_RETRY_MS),
): { add: (item: T) => void } {
  const pending: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;
  const run = (deadline: IdleDeadline) => {
    if (held()) {
      retry(() => schedule(run));
      return;
    }
    scheduled = false;
    const stopBelow = Math.max(4, deadline.timeRemaining() - SLICE_MS);
    // One item always runs, so a busy page still makes progress (idle callbacks that hit their timeout report no time left).
    do {
      const item = pending.shift();
      if (item === undefined) return;
      work(item);
    } while (deadline.timeRemaining() > stopBelow);
    if (pending.length > 0) {
      scheduled = true;
      schedule(run);
    }
  };
  return {
    add(item) {
      if (seen.has(item)) return;
      seen.add(item);
      pending.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(run);
      }
    },
  };
}
