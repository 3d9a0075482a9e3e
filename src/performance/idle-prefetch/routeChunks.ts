/**
 * Which chunks a route needs, from the route tree and the chunk names
 * Docusaurus generates. Docusaurus' own prefetch filters every route's chunk
 * list for every matched route on every call; with every page a route and
 * dozens of links in view that was most of its cost. Here the lists are indexed once.
 */
type ChunkNames = { [key: string]: string | ChunkNames };
export interface RouteNode {
  path: string;
  exact?: boolean;
  routes?: RouteNode[];
}
type Matcher = (pathname: string, route: { path: string; exact?: boolean }) => unknown;

/** Every chunk name in a route's (nested) chunk names. */
function chunkNamesOf(names: ChunkNames | string): string[] {
  return typeof names === 'string' ? [names] : Object.values(names).flatMap(chunkNamesOf);
}

/** Chunk names per route path (routesChunkNames keys are `<path>-<hash>`). */
export function indexChunkNames(routesChunkNames: Record<string, ChunkNames>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, names] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...chunkNamesOf(names)]);
  }
  return byPath;
}

/** The branch of nested routes that renders `pathname`, as react-router-config's matchRoutes finds it. */
export function matchBranch(routes: RouteNode[], pathname: string, matches: Matcher): RouteNode[] {
  for (const route of routes) {
    if (matches(pathname, route)) return [route, ...(route.routes ? matchBranch(route.routes, pathname, matches) : [])];
  }
  return [];
}
