import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from '@docusaurus/types';
import type { SearchIndexJob, SearchIndexSummary } from './buildSearchIndex';
import { publicPages } from '../public-pages/publicPages';
import { privateRoutePatterns } from '../../../config/public-pages';

/** Runs buildSearchIndex in a worker thread (./worker.cjs); its failure fails the build with its own error. */
function inWorker(job: SearchIndexJob): Promise<SearchIndexSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.cjs'), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`[search-index] the index worker stopped (exit code ${code}) before it finished`)),
    );
  });
}

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
    async postBuild({ outDir, siteConfig, routes, routesBuildMetadata }) {
      // With a hosted Typesense collection, `npm run search:index` publishes the records instead.
      if (options.enabled === false) return;
      const started = Date.now();
      const { records, pages } = await inWorker({
        siteDir: context.siteDir,
        outDir,
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        // the pages the Typesense indexer reads from build/public-pages.json: the same function's list
        routes: publicPages({ routes, routesBuildMetadata }, privateRoutePatterns(context.siteDir)),
      });
      console.log(`[search-index] ${records} records from ${pages} pages in ${Date.now() - started} ms`);
    },
  };
}
