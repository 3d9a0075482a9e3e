import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../search/files';
import { buildEmbeddedIndex } from '../../search/buildIndex';
import { collectRecords } from './collect';
import { readOperationIds } from './operationIds';
import { writeShards } from './writeShards';
import { DEV_SEARCH_ROOT } from '../../../config/dev-search';

/**
 * Builds the embedded search index after the site is built: the same
 * DocSearch records the Typesense collection holds, in a MiniSearch index.
 * The browser loads it split (build/search/, src/search/shards.ts): a base
 * when search opens, then only the term shards and record chunks a query
 * needs. The whole index and records (build/search-index.json and
 * build/search-records.json) serve the MCP server. Only when no Typesense
 * host is configured.
 */
export default function searchIndexPlugin(context: { siteDir: string }, options: { enabled?: boolean } = {}): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir, siteConfig, routesPaths }) {
      // With a hosted Typesense collection, `npm run search:index` publishes the records instead.
      if (options.enabled === false) return;
      const started = Date.now();
      const records = await collectRecords({ outDir, siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, routes: routesPaths, operationIds: readOperationIds(context.siteDir) });
      const { index, records: packed } = buildEmbeddedIndex(records);
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
      await fs.writeFile(path.join(outDir, SEARCH_RECORDS_FILE), JSON.stringify(packed));
      // The browser loads the index in pieces (src/search/shards.ts); the whole files above serve the MCP server.
      // A copy goes to `npm start`, which has no built pages to index (config/dev-search.ts).
      await writeShards([outDir, path.join(context.siteDir, DEV_SEARCH_ROOT)], records);
      console.log(`[search-index] ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages in ${Date.now() - started} ms`);
    },
  };
}
