/**
 * The state of the search index `npm start` serves (config/dev-search.ts), written by the dev
 * server's background build (src/plugins/dev-search-index) and read by the search modal, which
 * waits for the index while it is being prepared instead of reporting a failure.
 */

/** File name of the status, in the served folder: fetched at the site root. */
export const DEV_INDEX_STATUS_FILE = 'search-status.json';

export type DevIndexStatus =
  /** `previous`: an older index is served meanwhile. */
  | { state: 'preparing'; since: string; pid: number; previous: boolean }
  | { state: 'ready'; builtAt: string }
  | { state: 'failed'; at: string; log: string; reason: string };

/** The status, or null when there is none (the index then comes from a production build, if any). */
export async function readDevIndexStatus(url: string, fetchImpl: typeof fetch = fetch): Promise<DevIndexStatus | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as DevIndexStatus;
  } catch {
    return null;
  }
}

/** Resolves once there is an index to search, or none will come (failed, unknown), checking every `intervalMs`. */
export async function untilDevIndexSettled(
  url: string,
  intervalMs = 2000,
  fetchImpl: typeof fetch = fetch,
): Promise<DevIndexStatus | null> {
  for (;;) {
    const status = await readDevIndexStatus(url, fetchImpl);
    if (status?.state !== 'preparing' || status.previous) return status;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
