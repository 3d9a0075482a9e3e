/**
 * The search records of a built site: exactly the records the embedded index
 * is built from (collectRecords over the build's public pages), after checking
 * that the build is there and was made for the same SITE_URL and BASE_URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteLocation } from '../../config/site-location.ts';
import { collectRecords, htmlFileFor, isSearchableRoute } from '../../src/plugins/search-index/collect.ts';
import { PUBLIC_PAGES_FILE, readPublicPages } from '../../src/plugins/public-pages/publicPages.ts';
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
  const built = await readPublicPages(buildDir);
  const listFile = path.join(buildDir, PUBLIC_PAGES_FILE);
  if (!built) {
    throw new PublishError(`${shown(listFile)} not found: run \`npm run build\` first (or pass --build-dir)`);
  }

  // Records carry absolute URLs built from SITE_URL and BASE_URL. Indexing a
  // build made for another address would publish links to the wrong site,
  // which is easy to do when CI sets the variables for one step only.
  const builtFor = `${built.url}${built.baseUrl}`;
  const expected = `${site.url}${site.baseUrl}`;
  if (builtFor !== expected) {
    throw new PublishError(
      `${shown(buildDir)} was built for ${builtFor}, not ${expected}: set SITE_URL and BASE_URL as for \`npm run build\``,
    );
  }

  // The pages the embedded index holds too: both come from the build's route data (src/plugins/public-pages).
  const routes = built.pages;
  // collectRecords skips a page whose HTML is missing; here a missing page
  // means an incomplete build, and publishing it would drop pages from search.
  const base = site.baseUrl.replace(/\/$/, '');
  for (const routePath of routes) {
    const route = routePath.startsWith(base) ? routePath.slice(base.length) || '/' : routePath;
    if (!isSearchableRoute(route)) continue;
    const file = htmlFileFor(buildDir, route);
    if (!(await exists(file))) {
      throw new PublishError(`${shown(file)} not found (listed in ${shown(listFile)}): run \`npm run build\` again`);
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
      `no search records in ${shown(buildDir)}: it lists no searchable public pages; run \`npm run build\``,
    );
  }
  return records;
}
