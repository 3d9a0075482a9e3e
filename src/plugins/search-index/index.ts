import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, SEARCH_INDEX_FILE } from '../../search/indexOptions';
import { collectRecords } from './collect';

/**
 * Builds the embedded search index after the site is built: the same
 * DocSearch records the Typesense collection holds, in a MiniSearch index
 * written to build/search-index.json. The browser fetches it only when a
 * reader first searches, and only when no Typesense host is configured.
 */
export default function searchIndexPlugin(_context: unknown, options: { enabled?: boolean } = {}): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir, siteConfig, routesPaths }) {
      // With a hosted Typesense collection, `npm run search:index` publishes the records instead.
      if (options.enabled === false) return;
      const started = Date.now();
      const records = await collectRecords({ outDir, siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, routes: routesPaths });
      const index = new MiniSearch(MINISEARCH_OPTIONS);
      index.addAll(records);
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
      console.log(`[search-index] ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages in ${Date.now() - started} ms`);
    },
  };
}
