/** The ranking rules shared by both search modes: the query plan, the best-guide rule and the Typesense parameters. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isApiQuery, planQuery } from '../../src/search/queryPlan.ts';
import { keepBestGuideVisible } from '../../src/search/rank.ts';
import { buildEmbeddedIndex } from '../../src/search/buildIndex.ts';
import { searchIndex } from '../../src/search/embeddedBackend.ts';
import type { DocSearchRecord, RecordType } from '../../src/search/record.ts';
import { rankedTypesenseRequest } from '../../src/search/typesenseQuery.ts';
import { bestGuideRequest, withBestGuide } from '../../src/search/typesenseGuide.ts';
import { pageKindOf, scopeFilter } from '../../src/search/pageKind.ts';

describe('query plan', () => {
  it('drops stop words, keeps identifiers whole or by parts, expands phrase synonyms', () => {
    assert.deepEqual(planQuery('what is a DID').concepts, [['did']]);
    assert.deepEqual(
      planQuery('credential-revocation-check').concepts,
      [['credential-revocation-check', 'credential_revocation_check', 'credential revocation check']],
      'hyphens and underscores spell one identifier',
    );
    assert.deepEqual(planQuery('verifiable credential').concepts, [['vc', 'verifiable credential']]);
    assert.deepEqual(planQuery('the').concepts, [['the']], 'a query of stop words only is searched as typed');
    assert.deepEqual(planQuery('?! …').concepts, []);
    assert.ok(planQuery('x'.repeat(10_000)).concepts[0][0].length <= 256, 'long queries are cut');
  });

  it('marks the concepts that are identifiers, whole then by parts', () => {
    assert.deepEqual(planQuery('CREDENTIAL_ISSUE credential').identifier, [true, false]);
    assert.deepEqual(planQuery('verifiable credential').identifier, [false], 'a synonym group is not an identifier');
  });

  it('tells an API operation query from a task query', () => {
    for (const q of ['POST /api/credential/v1', '/api/proof-schema/v1', 'api/key/v1', 'post_credential'])
      assert.equal(isApiQuery(q), true, q);
    for (const q of ['revoke a credential', 'OPENID4VCI_FINAL1', 'did:web', 'trust list'])
      assert.equal(isApiQuery(q), false, q);
  });

  it('knows page kinds and the scope filters', () => {
    assert.equal(pageKindOf('https://docs.example/reference/core/post-credential'), 'core');
    assert.equal(pageKindOf('https://docs.example/docs/reference/desk/create-key#x'), 'desk');
    assert.equal(pageKindOf('https://docs.example/reference/sdk/install'), 'sdk');
    assert.equal(pageKindOf('https://docs.example/reference/configuration/core'), 'reference');
    assert.equal(
      pageKindOf('https://docs.example/reference/core/models/credentials-and-proofs'),
      'core',
      'a page of data models is part of its API',
    );
    assert.equal(pageKindOf('https://docs.example/reference/1.70/desk/get-did'), 'desk', 'an older version too');
    assert.equal(pageKindOf('https://docs.example/reference/changelog/core-1.70-to-1.74'), 'reference');
    assert.equal(pageKindOf('https://docs.example/issue/manage-status'), 'guide');
    assert.equal(scopeFilter('guides'), 'page_kind:=[guide,reference]');
  });
});

describe('best guide kept visible', () => {
  const pages = (kinds: string[]) => kinds.map((kind, i) => ({ kind: kind as 'guide' | 'core', i }));
  it('moves the first guide into the last slot of the first page when operations fill it', () => {
    const moved = keepBestGuideVisible(pages(['core', 'core', 'core', 'guide']), 3);
    assert.deepEqual(
      moved.map((p) => p.i),
      [0, 1, 3, 2],
    );
    const kept = keepBestGuideVisible(pages(['core', 'guide', 'core']), 3);
    assert.deepEqual(
      kept.map((p) => p.i),
      [0, 1, 2],
    );
  });

  it('asks Typesense for the best guide alone on a first page of a task query, in the same ranking', () => {
    const ranked = rankedTypesenseRequest({
      collection: 'docs',
      q: 'revoke a credential',
      filter_by: 'language:=en',
      group_by: 'url',
    });
    const guide = bestGuideRequest(ranked)!;
    assert.equal(guide.filter_by, 'language:=en && page_kind:[guide,reference,sdk]');
    assert.equal(guide.per_page, 1);
    assert.equal(guide.sort_by, ranked.sort_by);
    assert.equal(guide.q, ranked.q);
    assert.equal(bestGuideRequest({ ...ranked, page: 2 }), null, 'a later page is as ranked');
    assert.equal(
      bestGuideRequest(rankedTypesenseRequest({ collection: 'docs', q: 'POST /api/credential/v1' })),
      null,
      'the operation comes first for its path',
    );
    assert.equal(bestGuideRequest({ collection: 'docs', q: 'status' })!.filter_by, 'page_kind:[guide,reference,sdk]');
  });

  it("puts Typesense's best guide in the last place of a full first page that lacks it, as the embedded ranking does", () => {
    const groups = (urls: string[]) => ({
      found: 40,
      grouped_hits: urls.map((url) => ({ group_key: [url], hits: [] })),
    });
    const urls = (result: { grouped_hits: Array<{ group_key: unknown[] }> }) =>
      result.grouped_hits.map((g) => g.group_key[0]);
    const guide = groups(['/guide']);
    assert.deepEqual(urls(withBestGuide(groups(['/a', '/b', '/c']), guide, 3)), ['/a', '/b', '/guide']);
    assert.deepEqual(
      urls(withBestGuide(groups(['/a']), guide, 3)),
      ['/a', '/guide'],
      'a short page gains it at its end',
    );
    assert.deepEqual(
      urls(withBestGuide(groups(['/a', '/guide', '/c']), guide, 3)),
      ['/a', '/guide', '/c'],
      'shown already',
    );
    assert.deepEqual(
      urls(withBestGuide(groups(['/a', '/b', '/c']), groups([]), 3)),
      ['/a', '/b', '/c'],
      'no guide matches',
    );
    assert.deepEqual(
      urls(withBestGuide(groups(['/a', '/b', '/c']), undefined, 3)),
      ['/a', '/b', '/c'],
      'the guide search failed',
    );
    assert.equal(withBestGuide(groups(['/a', '/b', '/c']), guide, 3).found, 40);
  });
});

describe('identifiers typed on their own', () => {
  const record = (
    page: string,
    type: RecordType,
    title: string,
    heading: string | null,
    content: string | null,
  ): DocSearchRecord => ({
    id: '',
    content,
    url: `https://docs.example${page}${heading ? `#${heading}` : ''}`,
    url_without_anchor: `https://docs.example${page}`,
    anchor: heading,
    type,
    language: 'en',
    docusaurus_tag: 'default',
    version: 'current',
    item_priority: 1,
    page_kind: 'guide',
    'hierarchy.lvl0': 'Docs',
    'hierarchy.lvl1': title,
    'hierarchy.lvl2': type === 'lvl1' ? null : 'Permissions by object',
    'hierarchy.lvl3': type === 'lvl1' ? null : heading,
    'hierarchy.lvl4': null,
    'hierarchy.lvl5': null,
    'hierarchy.lvl6': null,
  });
  const index = buildEmbeddedIndex([
    record('/issue', 'lvl1', 'Issue a credential', null, null),
    ...Array.from({ length: 4 }, (_, i) =>
      record(
        '/issue',
        'content',
        'Issue a credential',
        null,
        `To issue a credential, create the credential and issue it (${i}).`,
      ),
    ),
    record('/permissions', 'lvl3', 'Permissions', 'CREDENTIAL_ISSUE', null),
    record('/permissions', 'content', 'Permissions', 'CREDENTIAL_ISSUE', 'Lets a caller issue a credential.'),
  ]);
  const first = (q: string) =>
    searchIndex(index, { collection: 'docs', q, per_page: 5 }).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    );

  it('ranks the entry named by the identifier above pages that use its words', () => {
    assert.deepEqual(first('CREDENTIAL_ISSUE'), ['/permissions', '/issue']);
  });

  it('still finds an identifier by its parts where nothing holds it whole', () => {
    assert.deepEqual(first('credential-issue').sort(), ['/issue', '/permissions']);
  });
});

describe('Typesense parameters', () => {
  it('rank by text first (title > heading > body), then page kind, then priority', () => {
    const request = rankedTypesenseRequest({
      collection: 'docs',
      q: 'trust list',
      sort_by: 'item_priority:desc',
      group_by: 'url',
    });
    assert.equal(
      request.group_by,
      'url_without_anchor',
      'one group per page: the modal groups by `url`, which differs per section',
    );
    assert.match(
      String(request.sort_by),
      /^_text_match\(buckets: 10\):desc,_eval\(\[ \(page_kind:\[guide,reference\]\):3/,
    );
    assert.match(String(request.sort_by), /item_priority:desc$/);
    assert.equal(String(request.query_by).split(',')[0], 'hierarchy.lvl1');
    assert.equal(String(request.query_by).split(',').length, String(request.query_by_weights).split(',').length);
    assert.ok(Number(request.drop_tokens_threshold) > 0, 'falls back from all words to most words');
    const api = rankedTypesenseRequest({ collection: 'docs', q: 'POST /api/credential/v1' });
    assert.match(String(api.sort_by), /_eval\(\[ \(page_kind:\[core,desk,bridge\]\):3/);
    // A task: Core's operation level with the guides (its title weighs most), Desk's after them.
    const task = rankedTypesenseRequest({ collection: 'docs', q: 'revoke a credential' });
    assert.match(
      String(task.sort_by),
      /_eval\(\[ \(page_kind:\[core,guide,reference\]\):3, \(page_kind:sdk\):2, \(page_kind:\[desk,bridge\]\):1 \]\)/,
    );
  });
});
