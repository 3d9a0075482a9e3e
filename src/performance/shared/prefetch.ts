/**
 * What the parts that fetch ahead share (`idle-prefetch`, `search-prefetch`):
 * whether to fetch ahead at all, a chunk's address, which scripts the page
 * runs already, and the prefetch link itself.
 */

/** Added by Docusaurus' ChunkAssetPlugin: the URL of a chunk, by name. */
declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

/**
 * Whether the reader's connection asks the site not to fetch ahead: Save-Data
 * is on, or the browser rates the connection 2G or slower.
 */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** The address of the chunk named `chunkName`, or null where the bundle has no such chunk. */
export function chunkUrl(chunkName: string): string | null {
  const url = __webpack_require__.gca(chunkName);
  // gca builds the address from the name itself when it knows no such chunk (`<name>.undefined.js`).
  return url && !url.includes('undefined') ? url : null;
}

/** The paths of the scripts the page has loaded. */
export function runningScriptPaths(): Set<string> {
  return new Set(Array.from(document.scripts, (script) => script.src && new URL(script.src).pathname).filter(Boolean));
}

/** Asks the browser to fetch `url` into its cache when it has nothing more urgent to do. `marker`: a `data-prefetch` value. */
export function addPrefetchLink(url: string, marker?: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  if (marker) link.dataset.prefetch = marker;
  document.head.appendChild(link);
}
