/**
 * The search records of a built site: exactly the records the embedded index
 * is built from (collectRecords over the sitemap's routes), after checking
 * that the build is there and was made for the same SITE_URL and BASE_URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteLocation } from '../../config/site-location.ts';
import {
  collectRecords,
  htmlFileFor,
  isSearchableRoute,
  sitemapRoutes,
} from '../../src/plugins/search-index/collect.ts';
import { readOperationIds } from '../../src/plugins/search-index/operationIds.ts';
import type { DocSearchRecord } from '../../src/search/record.ts';
import { PublishError } from './errors.ts';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
/** A path as the user would type it: relative inside the working directory, else absolute. */
export function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** `siteDir`: the checkout whose `openapi/` specs the build was made from (operationIds of the API pages). */
export async function readSiteRecords(
  buildDir: string,
  site: SiteLocation,
  siteDir = process.cwd(),
): Promise<DocSearchRecord[]> {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!(await exists(sitemap))) {
    throw new PublishError(`${shown(sitemap)} not found: run \`npm run build\` first (or pass --build-dir)`);
  }

  // Records carry absolute URLs built from SITE_URL and BASE_URL. Indexing a
  // build made for another address would publish links to the wrong site,
  // which is easy to do when CI sets the variables for one step only.
  const firstLoc = (await fs.readFile(sitemap, 'utf8')).match(/<loc>([^<]+)<\/loc>/)?.[1];
  const expected = `${site.url}${site.baseUrl}`;
  if (firstLoc && !firstLoc.startsWith(expected)) {
    throw new PublishError(
      `${shown(sitemap)} lists ${firstLoc}, which is not under ${expected}: set SITE_URL and BASE_URL as for \`npm run build\``,
    );
  }

  const routes = await sitemapRoutes(buildDir);
  // collectRecords skips a page whose HTML is missing; here a missing page
  // means an incomplete build, and publishing it would drop pages from search.
  const base = site.baseUrl.replace(/\/$/, '');
  for (const routePath of routes) {
    const route = routePath.startsWith(base) ? routePath.slice(base.length) || '/' : routePath;
    if (!isSearchableRoute(route)) continue;
    const file = htmlFileFor(buildDir, route);
    if (!(await exists(file))) {
      throw new PublishError(`${shown(file)} not found (listed in ${shown(sitemap)}): run \`npm run build\` again`);
    }
  }

  const records = await collectRecords({
    outDir: buildDir,
    siteUrl: site.url,
    baseUrl: site.baseUrl,
    routes,
    operationIds: readOperationIds(siteDir),
  });
  if (records.length === 0) {
    throw new PublishError(
      `no search records in ${shown(buildDir)}: its sitemap lists no searchable pages; run \`npm run build\``,
    );
  }
  return records;
}
