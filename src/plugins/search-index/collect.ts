/**
 * Which built pages search covers, and their records. Used by the build
 * (embedded index) and by the Typesense indexer, so both hold the same records.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pageToRecords, type DocSearchRecord } from './records';

/** Routes that are never search results, whatever their HTML says. */
const EXCLUDED_ROUTES = [/^\/404(\.html)?$/, /^\/search$/, /^\/__test__\//, /\.html$/];

export function isSearchableRoute(route: string): boolean {
  return !EXCLUDED_ROUTES.some((pattern) => pattern.test(route));
}

/** The HTML file a static host serves for a route (trailingSlash: false). */
export function htmlFileFor(outDir: string, route: string): string {
  const clean = route.replace(/\/$/, '');
  return clean === '' ? path.join(outDir, 'index.html') : path.join(outDir, `${clean}.html`);
}

export interface CollectOptions {
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  /** Route paths including the base URL, as Docusaurus reports them. */
  routes: string[];
  /** operationIds by route (operationIds.ts), for the API operation pages. */
  operationIds?: Map<string, string>;
}

export async function collectRecords({
  outDir,
  siteUrl,
  baseUrl,
  routes,
  operationIds,
}: CollectOptions): Promise<DocSearchRecord[]> {
  const records: DocSearchRecord[] = [];
  const base = baseUrl.replace(/\/$/, '');
  for (const routePath of [...new Set(routes)].sort()) {
    const route = routePath.startsWith(base) ? routePath.slice(base.length) || '/' : routePath;
    if (!isSearchableRoute(route)) continue;
    const file = htmlFileFor(outDir, route);
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(
      ...pageToRecords({
        html,
        url: `${siteUrl}${base}${route === '/' ? '/' : route}`,
        operationId: operationIds?.get(route),
      }),
    );
  }
  return records;
}
