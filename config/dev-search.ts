/**
 * Search in `npm start`. The dev server renders pages on demand, so there is no built HTML to
 * index; instead it serves a copy of the split index (src/search/shards.ts) from .search-dev/
 * (git-ignored) at the address a build would. Every production build leaves that copy, and when
 * there is none, or it is older than the content, `npm start` builds one in the background
 * (src/plugins/dev-search-index) while the dev server runs. A status file next to the copy tells
 * the search modal whether the index is being prepared (src/search/devIndexStatus.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folder the dev server serves in `npm start`; holds `search/` and the status file. */
export const DEV_SEARCH_ROOT = '.search-dev';
/** Where the background build writes its pages, generated files and log: outside the served folder. */
export const DEV_SEARCH_BUILD_DIR = '.search-dev-build';
/** Setting it to `off` keeps `npm start` from building the index (on a machine short of memory). */
export const DEV_SEARCH_SWITCH = 'DEV_SEARCH_INDEX';

export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/**
 * The dev server's `static` entry for the folder its search index is (or will be) in. Given to the
 * dev server alone (src/plugins/dev-search-index), not as one of the site's `staticDirectories`:
 * those are also roots the bundler resolves paths against, so every file the background build
 * wrote into the folder made the dev server compile again and reload the page. Not watched: the
 * modal reads the status file when it asks (src/search/devIndexStatus.ts).
 */
export function devSearchStatic(siteDir: string, baseUrl: string) {
  const directory = path.join(siteDir, DEV_SEARCH_ROOT);
  // Made now, even empty, so that the dev server starts with the folder to serve.
  fs.mkdirSync(directory, { recursive: true });
  return { directory, publicPath: baseUrl, watch: false };
}
