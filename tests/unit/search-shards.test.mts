/** The browser's split index: posting encoding, index sets per docs version, and the loader picking the set a request's filter names. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { decodePostings, encodePostings } from '../../src/search/shards.ts';
import { indexSetDir, indexSets, olderVersionPlugin } from '../../src/search/indexSets.ts';
import { parseFilter } from '../../src/search/embeddedBackend.ts';
import { ShardedSearch } from '../../src/search/shardedSearch.ts';
import { CHUNK_REQUESTS_PER_ROUND } from '../../src/search/oneRound.ts';
import { writeShards } from '../../src/plugins/search-index/writeShards.ts';
import type { DocSearchRecord } from '../../src/search/record.ts';
import { MODAL_LAYOUT } from '../../src/search/modalLayout.ts';
import { RECORD_CHUNK } from '../../src/search/shards.ts';

describe('postings', () => {
  it('round-trips ids, frequencies and field lengths as ascending gaps', () => {
    const docs = { '20': 1, '7': 1, '9': 3, '1000': 2, '0': 1 };
    const lengthOf = (id: number) => id + 1;
    const encoded = encodePostings(docs, lengthOf);
    assert.deepEqual(encoded, [0, 1, 7, 8, 2, 10, -3, 11, 21, 980, 1001, -2]);
    const lengths = new Map<number, number>();
    assert.deepEqual(Object.fromEntries(decodePostings(encoded, (id, length) => lengths.set(id, length))), {
      0: 1,
      7: 1,
      9: 3,
      20: 1,
      1000: 2,
    });
    assert.deepEqual(Object.fromEntries(lengths), { 0: 1, 7: 8, 9: 10, 20: 21, 1000: 1001 });
    assert.deepEqual([...decodePostings(encodePostings({}, lengthOf), () => undefined)], []);
  });
});

describe('index sets', () => {
  it('tells older docs versions from current ones and pages outside docs', () => {
    assert.equal(olderVersionPlugin('docs-reference-1.70'), 'reference');
    assert.equal(olderVersionPlugin('docs-reference-current'), null);
    assert.equal(olderVersionPlugin('docs-default-current'), null);
    assert.equal(olderVersionPlugin('default'), null);
  });

  it('reads the tags of a filter and picks the set they name', () => {
    const tags = (filter: string | undefined) => [...(parseFilter(filter).get('docusaurus_tag') ?? [])];
    assert.deepEqual(tags('language:=en && docusaurus_tag:=[default,docs-default-current,docs-reference-1.70]'), [
      'default',
      'docs-default-current',
      'docs-reference-1.70',
    ]);
    assert.deepEqual(tags('docusaurus_tag:=docs-reference-current && page_kind:=core'), ['docs-reference-current']);
    assert.deepEqual(tags(undefined), []);
    assert.equal(indexSetDir(['default', 'docs-default-current', 'docs-reference-current']), '');
    assert.equal(indexSetDir(['default', 'docs-default-current', 'docs-reference-1.70']), 'docs-reference-1.70/');
    assert.equal(indexSetDir([]), '');
  });

  it('puts the current versions in one set, and each older version with the guides in its own', () => {
    const tags = [
      'default',
      'docs-default-current',
      'docs-reference-current',
      'docs-reference-1.70',
      'docs-reference-1.60',
    ];
    const sets = indexSets(tags.map((docusaurus_tag) => ({ docusaurus_tag })));
    assert.deepEqual(
      sets.map((s) => [s.dir, s.records.map((r) => r.docusaurus_tag)]),
      [
        ['', ['default', 'docs-default-current', 'docs-reference-current']],
        ['docs-reference-1.60/', ['default', 'docs-default-current', 'docs-reference-1.60']],
        ['docs-reference-1.70/', ['default', 'docs-default-current', 'docs-reference-1.70']],
      ],
    );
  });
});

describe('sharded search over index sets', () => {
  const record = (page: string, tag: string, title: string, content: string | null): DocSearchRecord => ({
    id: '',
    content,
    url: `https://docs.example${page}#a`,
    url_without_anchor: `https://docs.example${page}`,
    anchor: 'a',
    type: 'content',
    language: 'en',
    docusaurus_tag: tag,
    version: tag.endsWith('1.70') ? '1.70' : 'current',
    item_priority: 1,
    page_kind: page.startsWith('/reference') ? 'core' : 'guide',
    'hierarchy.lvl0': 'Docs',
    'hierarchy.lvl1': title,
    'hierarchy.lvl2': null,
    'hierarchy.lvl3': null,
    'hierarchy.lvl4': null,
    'hierarchy.lvl5': null,
    'hierarchy.lvl6': null,
  });

  it('reads only the set of the versions the request filters on, and finds the same records as written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      await writeShards(
        [dir],
        [
          record('/issue', 'docs-default-current', 'Issue a credential', 'Create the credential offer.'),
          record(
            '/reference/core/post-credential',
            'docs-reference-current',
            'Create a credential',
            'POST /api/credential/v1 creates a credential.',
          ),
          record(
            '/reference/1.70/core/post-credential',
            'docs-reference-1.70',
            'Create a credential',
            'POST /api/credential/v1 in 1.70.',
          ),
        ],
      );
      const read: string[] = [];
      const search = new ShardedSearch(async (file) => {
        read.push(file);
        return JSON.parse(fs.readFileSync(path.join(dir, 'search', file), 'utf8'));
      });
      const pages = async (filter: string) =>
        (await search.search({ collection: 'docs', q: 'credential', per_page: 10, filter_by: filter })).grouped_hits
          .map((g) => new URL(g.group_key[0]).pathname)
          .sort();
      assert.deepEqual(await pages('docusaurus_tag:=[default,docs-default-current,docs-reference-current]'), [
        '/issue',
        '/reference/core/post-credential',
      ]);
      assert.ok(
        read.every((file) => !file.startsWith('docs-reference-1.70/')),
        `a current page reads no older version: ${read.join(', ')}`,
      );
      assert.deepEqual(await pages('docusaurus_tag:=[default,docs-default-current,docs-reference-1.70]'), [
        '/issue',
        '/reference/1.70/core/post-credential',
      ]);
      assert.ok(read.includes('docs-reference-1.70/base.json'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it("reads the record chunk of the one hit per page the modal shows, not of the group's other hits", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      // One page of three sections, each a heading that holds the word and text that does not: three hits in three chunks.
      const records = Array.from({ length: 3 * RECORD_CHUNK }, (_, i) => {
        const section = Math.floor(i / RECORD_CHUNK);
        const heading = i % RECORD_CHUNK === 0;
        return {
          ...record('/status', 'docs-default-current', 'Manage status', heading ? null : 'Other text.'),
          type: heading ? 'lvl2' : 'content',
          anchor: `s${section}`,
          url: `https://docs.example/status#s${section}`,
          'hierarchy.lvl2': `Revoke in step ${section}`,
        } as DocSearchRecord;
      });
      await writeShards([dir], records);
      const search = () => {
        const read: string[] = [];
        const sharded = new ShardedSearch(async (file) => {
          read.push(file);
          return JSON.parse(fs.readFileSync(path.join(dir, 'search', file), 'utf8'));
        });
        return { read, sharded };
      };
      const request = { collection: 'docs', q: 'revoke', filter_by: 'docusaurus_tag:=[docs-default-current]' };
      const page = search();
      const pageHits = (await page.sharded.search({ ...request, group_limit: 3 })).grouped_hits[0].hits;
      assert.equal(pageHits.length, 3, 'the search page shows three hits of the page');
      assert.equal(page.read.filter((f) => /^r-\d+\.json$/.test(f)).length, 3);
      const modal = search();
      const modalHits = (await modal.sharded.search({ ...request, ...MODAL_LAYOUT })).grouped_hits[0].hits;
      assert.deepEqual(
        modalHits.map((h) => h.document.url),
        [pageHits[0].document.url],
      );
      assert.deepEqual(
        modal.read.filter((f) => /^r-\d+\.json$/.test(f)),
        ['r-0.json'],
        `chunks read: ${modal.read.join(', ')}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the modal with the pages one round of chunk requests brings, and more once their chunks are in', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      // Ten pages that hold the word, each in a chunk of its own.
      const records = Array.from({ length: 10 * RECORD_CHUNK }, (_, i) => {
        const page = Math.floor(i / RECORD_CHUNK);
        return record(
          `/page-${page}`,
          'docs-default-current',
          `Page ${page}`,
          i % RECORD_CHUNK === 0 ? 'Revoke it.' : 'Other.',
        );
      });
      await writeShards([dir], records);
      const read: string[] = [];
      const sharded = new ShardedSearch(async (file) => {
        read.push(file);
        return JSON.parse(fs.readFileSync(path.join(dir, 'search', file), 'utf8'));
      });
      const chunksRead = () => read.filter((f) => /^r-\d+\.json$/.test(f));
      const request = { collection: 'docs', q: 'revoke', filter_by: 'docusaurus_tag:=[docs-default-current]' };
      const first = await sharded.search({ ...request, ...MODAL_LAYOUT });
      assert.equal(first.found, 10, 'the count covers every page (the modal links to them all)');
      assert.equal(first.grouped_hits.length, CHUNK_REQUESTS_PER_ROUND);
      assert.equal(chunksRead().length, CHUNK_REQUESTS_PER_ROUND);
      // The same pages in the same order, and the rest below them, once their chunks are fetched.
      const again = await sharded.search({ ...request, ...MODAL_LAYOUT });
      assert.equal(again.grouped_hits.length, 10);
      assert.deepEqual(
        again.grouped_hits.slice(0, CHUNK_REQUESTS_PER_ROUND).map((g) => g.group_key[0]),
        first.grouped_hits.map((g) => g.group_key[0]),
      );
      // The search page is not limited.
      const page = new ShardedSearch(async (file) =>
        JSON.parse(fs.readFileSync(path.join(dir, 'search', file), 'utf8')),
      );
      assert.equal((await page.search({ ...request, per_page: 10 })).grouped_hits.length, 10);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
