import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHUNK_REQUESTS_PER_ROUND, withinOneRound } from '../../src/search/oneRound.ts';

/** A page's group with hits on the given record ids. */
const group = (url: string, ...ids: number[]) => ({ url, hits: ids.map((id) => ({ id: String(id) })) });
/** Records 0-7 in chunk 0, 8-15 in chunk 1, … */
const chunkOf = (id: number) => Math.floor(id / 8);
const nothingFetched = () => false;

describe('the modal hits one round of chunk requests brings', () => {
  it('keeps the first six pages when each needs a chunk of its own', () => {
    const groups = Array.from({ length: 10 }, (_, i) => group(`/p${i}`, i * 8));
    const kept = withinOneRound(groups, chunkOf, nothingFetched);
    assert.equal(CHUNK_REQUESTS_PER_ROUND, 6);
    assert.deepEqual(
      kept.map((g) => g.url),
      ['/p0', '/p1', '/p2', '/p3', '/p4', '/p5'],
    );
  });

  it('keeps more pages where they share a chunk or it was fetched before', () => {
    // /a and /b share chunk 0; chunks 5 and 6 were fetched for an earlier query.
    const groups = [
      group('/a', 1),
      group('/b', 2),
      group('/c', 16),
      group('/d', 40),
      group('/e', 48),
      group('/f', 24),
      group('/g', 32),
      group('/h', 64),
      group('/i', 72),
      group('/j', 80),
    ];
    const fetched = (n: number) => n === 5 || n === 6;
    const kept = withinOneRound(groups, chunkOf, fetched);
    // Requests: 0, 2, 3, 4, 8, 9; /j would need a seventh.
    assert.deepEqual(
      kept.map((g) => g.url),
      ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i'],
    );
  });

  it('stops at the first page past the round, so the hits shown keep their ranks', () => {
    // /g needs a seventh chunk; /h's chunk is one /a already needs, but it ranks below /g.
    const groups = [
      group('/a', 0),
      group('/b', 8),
      group('/c', 16),
      group('/d', 24),
      group('/e', 32),
      group('/f', 40),
      group('/g', 48),
      group('/h', 1),
    ];
    assert.deepEqual(
      withinOneRound(groups, chunkOf, nothingFetched).map((g) => g.url),
      ['/a', '/b', '/c', '/d', '/e', '/f'],
    );
  });

  it('counts every hit of a page (the search page shows three)', () => {
    const groups = [group('/a', 0, 8, 16), group('/b', 24, 32, 40), group('/c', 48)];
    assert.deepEqual(
      withinOneRound(groups, chunkOf, nothingFetched).map((g) => g.url),
      ['/a', '/b'],
    );
  });

  it('keeps everything when all chunks were fetched', () => {
    const groups = Array.from({ length: 10 }, (_, i) => group(`/p${i}`, i * 8));
    assert.equal(withinOneRound(groups, chunkOf, () => true).length, 10);
  });
});
