import type { ClientModule } from '@docusaurus/types';
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { isSearchLoading } from '../../search/searchActivity';
import { addPrefetchLink, chunkUrl, isSlowConnection, runningScriptPaths } from '../shared/prefetch';
import { createIdleQueue } from './idleQueue';
import { indexChunkNames, matchBranch, type RouteNode } from './routeChunks';

/** The chunk with the deferred routes' registry and chunk names (src/performance/client-registry/deferred-routes.cjs). */
const DEFERRED_ROUTES_CHUNK = 'deferred-routes';

let installed = false;

/**
 * Replaces Docusaurus' link prefetching (`window.docusaurus.prefetch`, which
 * every internal link calls when it scrolls into view) with one that does
 * the same work once: chunks are looked up in an index, each chunk URL gets
 * one <link rel="prefetch"> (Docusaurus added one per route, so shared
 * layout chunks were added dozens of times), chunks the page already runs
 * are skipped, and the work waits for idle time. Runs on the first route
 * update, when `window.docusaurus` is set and no link has prefetched yet.
 */
function installIdlePrefetch(): void {
  if (installed) return;
  installed = true;
  let chunksByPath: Map<string, string[]> | null = null;
  const requested = runningScriptPaths();
  // Two queues, so one idle callback never both resolves a route and inserts all its links:
  // each inserted link starts a fetch, and a route can need half a dozen.
  // Held while a first search loads: its requests come first (src/search/searchActivity.ts).
  const links = createIdleQueue<string>((url) => addPrefetchLink(url), undefined, isSearchLoading);
  let indexedRoutes = 0;
  const queue = createIdleQueue<string>((routePath) => {
    // The deferred routes' entries join the map once a page needed them (src/performance/client-registry).
    const knownRoutes = Object.keys(routesChunkNames).length;
    if (!chunksByPath || knownRoutes !== indexedRoutes) {
      chunksByPath = indexChunkNames(routesChunkNames as never);
      indexedRoutes = knownRoutes;
    }
    for (const route of matchBranch(routes as RouteNode[], routePath, (pathname, r) => matchPath(pathname, r))) {
      // A deferred route's chunks are not known yet: the file that names them is what to fetch.
      for (const chunkName of chunksByPath.get(route.path) ?? [DEFERRED_ROUTES_CHUNK]) {
        const url = chunkUrl(chunkName);
        if (!url) continue;
        const { pathname } = new URL(url, window.location.href);
        if (requested.has(pathname)) continue;
        requested.add(pathname);
        links.add(url);
      }
    }
  });
  window.docusaurus = Object.freeze({
    ...window.docusaurus,
    prefetch: (routePath: string) => {
      if (!isSlowConnection()) queue.add(routePath);
      // The type Docusaurus declares; Link ignores the result.
      return Promise.resolve([]);
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    installIdlePrefetch();
  },
};

export default clientModule;
