/**
 * The public pages of a build, from the build's own route data: every route Docusaurus
 * rendered, less the routes config/public-pages.ts names and the pages whose head says
 * `noindex`. The same rule as the sitemap plugin's, as one function that the Markdown twins,
 * llms.txt and both search indexes read (src/plugins/llms, src/plugins/search-index,
 * scripts/search), so each covers the same pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createMatcher, flattenRoutes } from '@docusaurus/utils';
import type { RouteConfig } from '@docusaurus/types';

/** What postBuild hands every plugin that this reads. */
export interface BuildRouteData {
  routes: RouteConfig[];
  routesBuildMetadata: Record<string, { noIndex: boolean }>;
}

/** Written next to the pages, for tools that run after the build (the Typesense indexer). */
export const PUBLIC_PAGES_FILE = 'public-pages.json';

/** The paths of the public pages (base URL included, as the routes have it), sorted, each once. */
export function publicPages({ routes, routesBuildMetadata }: BuildRouteData, privatePatterns: string[]): string[] {
  const isPrivate = createMatcher(privatePatterns);
  const paths = flattenRoutes(routes)
    .map((route) => route.path)
    .filter((route) => !isPrivate(route) && !routesBuildMetadata[route]?.noIndex);
  return [...new Set(paths)].sort();
}

/** What PUBLIC_PAGES_FILE holds: the address the build was made for, and its public pages. */
export interface PublicPagesOfBuild {
  url: string;
  baseUrl: string;
  pages: string[];
}

/** The list a build wrote (PUBLIC_PAGES_FILE), or null when the build has none. */
export async function readPublicPages(buildDir: string): Promise<PublicPagesOfBuild | null> {
  const file = path.join(buildDir, PUBLIC_PAGES_FILE);
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const data = JSON.parse(text) as Partial<PublicPagesOfBuild>;
  if (
    typeof data.url !== 'string' ||
    typeof data.baseUrl !== 'string' ||
    !Array.isArray(data.pages) ||
    !data.pages.every((page) => typeof page === 'string')
  )
    throw new Error(`${file}: expected { url, baseUrl, pages: [paths] } as the build writes it`);
  return data as PublicPagesOfBuild;
}
