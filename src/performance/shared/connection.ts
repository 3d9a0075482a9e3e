/**
 * Whether the reader's connection asks the site not to fetch ahead: Save-Data
 * is on, or the browser rates the connection 2G or slower. Prefetching
 * (route chunks, the search modal) stands back then.
 */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
