/**
 * One list of public pages for the whole build: the sitemap, the Markdown twins, the embedded
 * search index and the records the Typesense indexer would publish cover the same pages
 * (src/plugins/public-pages). Reads the build only: no browser.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { BUILD_DIR, requireBuild, sitemapPaths } from '../support/site.mts';
import { readPublicPages, type PublicPagesOfBuild } from '../../src/plugins/public-pages/publicPages.ts';
import { isSearchableRoute } from '../../src/plugins/search-index/collect.ts';
import { readSiteRecords } from '../../scripts/search/site-records.ts';
import { SEARCH_RECORDS_FILE } from '../../src/search/files.ts';
import { unpackRecord, type PackedRecords } from '../../src/search/packedRecords.ts';

let built: PublicPagesOfBuild;
const pathOf = (url: string) => new URL(url).pathname;
const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();

before(async () => {
  requireBuild();
  const list = await readPublicPages(BUILD_DIR);
  assert.ok(list, 'the build wrote public-pages.json');
  built = list;
});

describe('the public pages of the build', () => {
  it('are the pages of the sitemap', () => {
    assert.ok(built.pages.length > 500, `${built.pages.length} public pages`);
    assert.deepEqual(sorted(built.pages), sorted(sitemapPaths()));
  });

  it('each has its Markdown twin', () => {
    const base = built.baseUrl.replace(/\/$/, '');
    const missing = built.pages.filter((page) => {
      const route = page.slice(base.length) || '/';
      return !fs.existsSync(path.join(BUILD_DIR, route === '/' ? 'index.md' : `${route.slice(1)}.md`));
    });
    assert.deepEqual(missing, []);
  });

  it('both search backends index the same pages: the embedded index and the Typesense records', async () => {
    const packed = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SEARCH_RECORDS_FILE), 'utf8')) as PackedRecords;
    const embedded = sorted(packed.records.map((_, i) => pathOf(unpackRecord(packed, i).url_without_anchor)));
    const typesense = sorted(
      (await readSiteRecords(BUILD_DIR, { url: built.url, baseUrl: built.baseUrl })).map((record) =>
        pathOf(record.url_without_anchor),
      ),
    );
    assert.ok(embedded.length > 500, `${embedded.length} pages in the embedded index`);
    assert.deepEqual(embedded, typesense);
    // and they are the public pages search covers (no 404 or search page), each with a record
    const base = built.baseUrl.replace(/\/$/, '');
    const searchable = built.pages.filter((page) => isSearchableRoute(page.slice(base.length) || '/'));
    assert.deepEqual(embedded, sorted(searchable));
  });
});
