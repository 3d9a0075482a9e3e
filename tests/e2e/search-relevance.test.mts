/**
 * The relevance test set (tests/fixtures/search-relevance.json) against the
 * built site's embedded index, loaded and ranked exactly as the browser's
 * search worker does (ShardedSearch over build/search/, read from disk
 * instead of fetched). Fails when hit@5 < 0.95 or MRR@10 < 0.85, and names
 * the queries that missed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ShardedSearch } from '../../src/search/shardedSearch.ts';
import { SHARD_DIR } from '../../src/search/shards.ts';
import { measureRelevance, RELEVANCE_BUDGET } from '../../scripts/search/relevance.mts';
import { BUILD_DIR, requireBuild } from '../support/site.mts';
import { CURRENT_VERSIONS_FILTER } from '../../src/search/currentVersions.ts';

describe('search relevance (embedded index of the built site)', () => {
  it(`keeps hit@5 ≥ ${RELEVANCE_BUDGET.hitAt5} and MRR@10 ≥ ${RELEVANCE_BUDGET.mrrAt10}`, async () => {
    requireBuild();
    const search = new ShardedSearch(async (file) => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SHARD_DIR, file), 'utf8')));
    const figures = await measureRelevance(async (q) =>
      (await search.search({ collection: 'docs', q, per_page: 10, filter_by: CURRENT_VERSIONS_FILTER })).grouped_hits.map((g) => new URL(g.group_key[0]).pathname),
    );
    const misses = figures.outcomes.filter((o) => o.rank === null || o.rank > 5).map((o) => `${o.q} (${o.kind}): ${o.got.slice(0, 5).join(', ')}`);
    const summary = `hit@1 ${figures.hitAt1.toFixed(3)}, hit@5 ${figures.hitAt5.toFixed(3)}, MRR@10 ${figures.mrrAt10.toFixed(3)} over ${figures.queries} queries`;
    console.log(summary);
    assert.ok(figures.hitAt5 >= RELEVANCE_BUDGET.hitAt5, `${summary}; not in the first 5:\n${misses.join('\n')}`);
    assert.ok(figures.mrrAt10 >= RELEVANCE_BUDGET.mrrAt10, `${summary}; not in the first 5:\n${misses.join('\n')}`);
  });
});
