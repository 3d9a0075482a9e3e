/**
 * Search in `npm start`. The dev server renders pages on demand, so there is
 * no built HTML to index; instead each production build also keeps a copy of
 * its split index (src/search/shards.ts) in .search-dev/ (git-ignored), and the
 * dev server serves that copy at the same address as a build would. The
 * search modal then says the index comes from the last build and may be
 * stale (src/theme/SearchTranslations); without a copy it says to build.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folder served as a static directory in `npm start`; holds `search/`. */
export const DEV_SEARCH_ROOT = '.search-dev';

export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** Static directories for the dev server: the last built index, when there is one. */
export function devSearchStaticDirectories(siteDir: string): string[] {
  if (!isDevServer()) return [];
  return fs.existsSync(path.join(siteDir, DEV_SEARCH_ROOT, 'search', 'base.json')) ? [DEV_SEARCH_ROOT] : [];
}
