import fs from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../search/files';
import { buildEmbeddedIndex } from '../../search/buildIndex';
import { collectRecords } from './collect';
import { readOperationIds } from './operationIds';
import { writeShards } from './writeShards';
import { DEV_SEARCH_ROOT } from '../../../config/dev-search';

export interface SearchIndexJob {
  siteDir: string;
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  /** Route paths including the base URL, as Docusaurus reports them. */
  routes: string[];
}

export interface SearchIndexSummary {
  records: number;
  pages: number;
}

/**
 * The records of the built pages, the whole index and records (for the MCP
 * server), and the split index the browser loads (src/search/shards.ts), in
 * the build and in the copy `npm start` serves (config/dev-search.ts).
 */
export async function buildSearchIndex({
  siteDir,
  outDir,
  siteUrl,
  baseUrl,
  routes,
}: SearchIndexJob): Promise<SearchIndexSummary> {
  const records = await collectRecords({ outDir, siteUrl, baseUrl, routes, operationIds: readOperationIds(siteDir) });
  const { index, records: packed } = buildEmbeddedIndex(records);
  await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
  await fs.writeFile(path.join(outDir, SEARCH_RECORDS_FILE), JSON.stringify(packed));
  await writeShards([outDir, path.join(siteDir, DEV_SEARCH_ROOT)], records);
  return { records: records.length, pages: new Set(records.map((r) => r.url_without_anchor)).size };
}
