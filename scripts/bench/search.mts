/**
 * Search figures for `npm run bench`, on the served (compressed) build:
 * - first search: bytes (gzip, JS chunks included) and time from opening the
 *   modal to the first hits, for a few typical queries, in a fresh browser
 *   context each (nothing cached);
 * - query latency over the relevance set, in Node, through the browser's
 *   loader and ranking (ShardedSearch), once its shards are loaded;
 * - relevance: hit@1, hit@5, MRR@10 of the relevance set.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { waitForHydration } from '../../tests/support/browser.mts';
import { ShardedSearch } from '../../src/search/shardedSearch.ts';
import { SHARD_DIR } from '../../src/search/shards.ts';
import { measureRelevance, readRelevanceSet } from '../search/relevance.mts';
import { CURRENT_VERSIONS_FILTER } from '../../src/search/currentVersions.ts';

export const FIRST_SEARCH_QUERIES = [
  'credential',
  'revoke a credential',
  'did:web',
  'verify presentation offline',
  'trust list',
];

export interface FirstSearch {
  query: string;
  gzipBytes: number;
  files: number;
  ms: number;
}

/**
 * Opens the modal on a guide, types the query at once, and times in the page
 * itself from the key that opens search to the frame that shows the first
 * hit; counts every response in between. (Timed from the test with
 * Playwright's waitFor, the figure included its polling back-off: up to
 * half a second after the hit was on screen.)
 */
export async function measureFirstSearch(browser: Browser, baseUrl: string, query: string): Promise<FirstSearch> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/get-started`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Counted once the hits are on screen: reading and compressing each body as it arrived ran in
  // this process, beside the server that answers the search's requests, and slowed them.
  const responses: Response[] = [];
  page.on('response', (response) => void responses.push(response));
  // Installed before the key is pressed; read once the hit is there.
  await page.evaluate(() => {
    let opened = 0;
    (window as unknown as { firstHit: Promise<number> }).firstHit = new Promise<number>((resolve) => {
      document.addEventListener('keydown', (event) => void (opened ||= event.timeStamp), { capture: true });
      const observer = new MutationObserver(() => {
        if (!opened || !document.querySelector('.DocSearch-Hit')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - opened));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const ms = Math.round(await page.evaluate(() => (window as unknown as { firstHit: Promise<number> }).firstHit));
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    responses.map((response) =>
      response.body().then(
        (body) => zlib.gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    ),
  );
  await context.close();
  return { query, gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length, ms };
}

export async function searchFigures(browser: Browser, baseUrl: string, buildDir: string) {
  if (!fs.existsSync(path.join(buildDir, SHARD_DIR, 'base.json'))) return null;
  const firstSearches: FirstSearch[] = [];
  for (const query of FIRST_SEARCH_QUERIES) firstSearches.push(await measureFirstSearch(browser, baseUrl, query));

  const search = new ShardedSearch(async (file) =>
    JSON.parse(fs.readFileSync(path.join(buildDir, SHARD_DIR, file), 'utf8')),
  );
  const relevance = await measureRelevance(async (q) =>
    (await search.search({ collection: 'docs', q, per_page: 10, filter_by: CURRENT_VERSIONS_FILTER })).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    ),
  );
  // Latency once the shards a query needs are loaded (the relevance run loaded them).
  const latencies: number[] = [];
  const queries = readRelevanceSet().map((q) => q.q);
  for (let i = 0; i < 5 * queries.length; i += 1) {
    const started = performance.now();
    await search.search({
      collection: 'docs',
      q: queries[i % queries.length],
      per_page: 10,
      filter_by: CURRENT_VERSIONS_FILTER,
    });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  // The current versions' index set (what a guide searches); older versions' sets are in subfolders (src/search/indexSets.ts).
  const shardFiles = fs
    .readdirSync(path.join(buildDir, SHARD_DIR), { withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name);
  const allFiles = fs
    .readdirSync(path.join(buildDir, SHARD_DIR), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile());
  const gzipOf = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(buildDir, SHARD_DIR, file)), { level: 9 }).length;
  return {
    firstSearches,
    firstSearchMaxGzipKiB: Math.round(Math.max(...firstSearches.map((f) => f.gzipBytes)) / 1024),
    firstSearchMaxMs: Math.max(...firstSearches.map((f) => f.ms)),
    queryMedianMs: Number(at(50).toFixed(2)),
    queryP95Ms: Number(at(95).toFixed(2)),
    relevance: {
      queries: relevance.queries,
      hitAt1: relevance.hitAt1,
      hitAt5: relevance.hitAt5,
      mrrAt10: relevance.mrrAt10,
    },
    index: {
      files: shardFiles.length,
      totalGzipKiB: Math.round(shardFiles.reduce((sum, f) => sum + gzipOf(f), 0) / 1024),
      baseGzipKiB: Math.round(gzipOf('base.json') / 1024),
      allSetsFiles: allFiles.length,
      allSetsGzipKiB: Math.round(
        allFiles.reduce(
          (sum, f) => sum + gzipOf(path.relative(path.join(buildDir, SHARD_DIR), path.join(f.parentPath, f.name))),
          0,
        ) / 1024,
      ),
    },
  };
}
