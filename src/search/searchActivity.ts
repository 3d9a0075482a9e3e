/**
 * Whether a first search is under way: from the moment the reader reaches
 * for search (./usePrepareOnIntent.ts) until its first answer arrives or the
 * modal closes. The site's idle prefetching (src/performance/idle-prefetch)
 * holds back its route chunks meanwhile: on a phone's connection they took
 * the connections and the bandwidth the search's own requests were waiting
 * for. A search that never answers stops holding them back after
 * `SEARCH_HOLD_MAX_MS`.
 */
export const SEARCH_HOLD_MAX_MS = 10_000;

let reachedAt: number | null = null;

/** The reader is about to search (or searches again). */
export function markSearchStarted(now = performance.now()): void {
  reachedAt = now;
}

/** The search answered, failed or was closed. */
export function markSearchSettled(): void {
  reachedAt = null;
}

export function isSearchLoading(now = performance.now()): boolean {
  return reachedAt !== null && now - reachedAt < SEARCH_HOLD_MAX_MS;
}
