/**
 * The relevance test set (tests/fixtures/search-relevance.json) against the
 * built site's embedded index, loaded and ranked exactly as the browser's
 * search worker does (ShardedSearch over build/search/, read from disk
 * instead of fetched). Fails when hit@5 < 0.95 or MRR@10 < 0.85, when a
 * task query lacks its Core operation or main guide in the first three
 * pages (but for the gaps named below, which must not pass unnoticed), or
 * when an identifier query ranks its page lower than before the task
 * ranking; names the queries that missed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ShardedSearch } from '../../src/search/shardedSearch.ts';
import { SHARD_DIR } from '../../src/search/shards.ts';
import {
  describeFigures,
  FAMILIES,
  measureRelevance,
  RELEVANCE_BUDGET,
  type RelevanceFigures,
} from '../../scripts/search/relevance.mts';
import { BUILD_DIR, requireBuild } from '../support/site.mts';
import { CURRENT_VERSIONS_FILTER } from '../../src/search/currentVersions.ts';

/**
 * Task queries whose first three pages still lack their operation or guide,
 * and why. A query that passes must leave this list.
 */
const TASK_GAPS: Record<string, string> = {};

/** Identifier queries not ranked first before the task ranking, with their rank then (null: not in the first ten). The rest ranked first. */
const IDENTIFIER_RANKS_BEFORE: Record<string, number | null> = {
  BITSTRINGSTATUSLIST: 2,
  INTERACTION_EXPIRED: 4,
  'credential-revocation-check': null,
};

describe('search relevance (embedded index of the built site)', () => {
  let figures: RelevanceFigures;
  before(async () => {
    requireBuild();
    const search = new ShardedSearch(async (file) =>
      JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SHARD_DIR, file), 'utf8')),
    );
    figures = await measureRelevance(async (q) =>
      (
        await search.search({ collection: 'docs', q, per_page: 10, filter_by: CURRENT_VERSIONS_FILTER })
      ).grouped_hits.map((g) => new URL(g.group_key[0]).pathname),
    );
    console.log(`all: ${describeFigures(figures)}`);
    for (const [family, f] of Object.entries(figures.families)) console.log(`${family}: ${describeFigures(f)}`);
  });

  it(`keeps hit@5 ≥ ${RELEVANCE_BUDGET.hitAt5} and MRR@10 ≥ ${RELEVANCE_BUDGET.mrrAt10}`, () => {
    const misses = figures.outcomes
      .filter((o) => o.rank === null || o.rank > 5)
      .map((o) => `${o.q} (${o.kind}): ${o.got.slice(0, 5).join(', ')}`);
    const summary = describeFigures(figures);
    assert.ok(figures.hitAt5 >= RELEVANCE_BUDGET.hitAt5, `${summary}; not in the first 5:\n${misses.join('\n')}`);
    assert.ok(figures.mrrAt10 >= RELEVANCE_BUDGET.mrrAt10, `${summary}; not in the first 5:\n${misses.join('\n')}`);
  });

  it('puts the Core operation and the main guide of a task among the first three pages', () => {
    const withFirst3 = figures.outcomes.filter((o) => o.first3);
    const incomplete = withFirst3
      .filter((o) => o.missingFromFirst3.length > 0 && !(o.q in TASK_GAPS))
      .map((o) => `${o.q}: lacks ${o.missingFromFirst3.join('; ')} (got ${o.got.slice(0, 3).join(', ')})`);
    assert.deepEqual(incomplete, []);
    const closed = withFirst3.filter((o) => o.missingFromFirst3.length === 0 && o.q in TASK_GAPS).map((o) => o.q);
    assert.deepEqual(closed, [], 'these now pass: take them out of TASK_GAPS');
    console.log(
      `first three complete: ${withFirst3.length - Object.keys(TASK_GAPS).length} of ${withFirst3.length} task queries`,
    );
  });

  it('keeps every identifier (error code, config key, METHOD /path, operationId, SDK name) where it was, or higher', () => {
    const kinds: readonly string[] = FAMILIES.identifier;
    const lower = figures.outcomes
      .filter((o) => kinds.includes(o.kind))
      .filter((o) => {
        const before = o.q in IDENTIFIER_RANKS_BEFORE ? IDENTIFIER_RANKS_BEFORE[o.q] : 1;
        return before !== null && (o.rank === null || o.rank > before);
      })
      .map((o) => `${o.q}: rank ${o.rank ?? 'none'} (got ${o.got.slice(0, 3).join(', ')})`);
    assert.deepEqual(lower, []);
  });
});
