/** The throttled first-search comparison of `npm run bench` (scripts/bench/search-throttled.mts): its summary and budgets. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  summarize,
  throttledBudgets,
  THROTTLED_QUERIES,
  type ColdSearch,
} from '../../scripts/bench/search-throttled.mts';

const searches = (ms: number[], bytes: number[]): ColdSearch[] =>
  ms.map((value, i) => ({ query: THROTTLED_QUERIES[i], ms: value, requests: i + 1, bytes: bytes[i] }));

describe('throttled first-search comparison', () => {
  it('summarizes cold searches by their median and worst time, median requests and bytes', () => {
    const run = summarize('ours', true, searches([900, 400, 1200, 700, 500], [10, 50, 30, 20, 40]));
    assert.equal(run.medianMs, 700);
    assert.equal(run.worstMs, 1200);
    assert.equal(run.medianRequests, 3);
    assert.equal(run.medianBytes, 30);
  });

  it('holds the embedded and the Typesense mode to 0.5x Pagefind throttled, 0.7x unthrottled, and 0.5x its bytes', () => {
    const pagefind = (throttled: boolean) =>
      summarize('pagefind', throttled, searches([1000, 1000, 1000, 1000, 1000], [100, 100, 100, 100, 100]));
    const budgets = throttledBudgets([
      summarize('ours', true, searches([500, 500, 500, 500, 500], [50, 50, 50, 50, 50])),
      pagefind(true),
      summarize('ours', false, searches([710, 710, 710, 710, 710], [40, 40, 40, 40, 40])),
      pagefind(false),
      summarize('typesense', true, searches([400, 400, 400, 400, 400], [51, 51, 51, 51, 51])),
    ]);
    assert.deepEqual(
      budgets.map((b) => [b.name, b.pass]),
      [
        ["Embedded first hit, mobile throttling: median time ≤ 0.5× Pagefind's", true],
        ["Embedded first hit, mobile throttling: median bytes ≤ 0.5× Pagefind's", true],
        ["Embedded first hit, unthrottled: median time ≤ 0.7× Pagefind's", false],
        ["Embedded first hit, unthrottled: median bytes ≤ 0.5× Pagefind's", true],
        ["Typesense first hit, mobile throttling: median time ≤ 0.5× Pagefind's", true],
        ["Typesense first hit, mobile throttling: median bytes ≤ 0.5× Pagefind's", false],
      ],
    );
  });
});
