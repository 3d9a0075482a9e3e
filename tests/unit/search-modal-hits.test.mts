/** The hits as the DocSearch modal shows them (src/search/modalHits.ts): headline, text below, ranking order. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepRankOrder, toModalHit, toModalResult } from '../../src/search/modalHits.ts';
import { adaptTypesenseResponse } from '../../src/search/adapt.ts';
import { isModalRequest, MODAL_LAYOUT, withoutLayout } from '../../src/search/modalLayout.ts';
import { toTypesenseHit } from '../../src/search/embeddedBackend.ts';
import { rankedTypesenseRequest } from '../../src/search/typesenseQuery.ts';
import type { DocSearchRecord, RecordType } from '../../src/search/record.ts';
import type { SearchHit } from '../../src/search/types.ts';

function record(
  page: string,
  section: string,
  type: RecordType,
  levels: string[],
  content: string | null,
): DocSearchRecord {
  const [lvl1, lvl2 = null, lvl3 = null] = levels;
  return {
    id: `${page}:${levels.length}`,
    content,
    url: `https://docs.example${page}#x`,
    url_without_anchor: `https://docs.example${page}`,
    anchor: 'x',
    type,
    language: 'en',
    docusaurus_tag: 'default',
    version: 'current',
    item_priority: 1,
    page_kind: 'guide',
    'hierarchy.lvl0': section,
    'hierarchy.lvl1': lvl1,
    'hierarchy.lvl2': lvl2,
    'hierarchy.lvl3': lvl3,
    'hierarchy.lvl4': null,
    'hierarchy.lvl5': null,
    'hierarchy.lvl6': null,
  };
}

/** The embedded backend's hits of these records, through the adapter, as the modal asks for them. */
function modalHits(records: DocSearchRecord[], terms: string[]): SearchHit[] {
  const response = {
    found: records.length,
    page: 1,
    request_params: { per_page: 10 },
    facet_counts: [],
    grouped_hits: records.map((r) => ({
      group_key: [r.url_without_anchor],
      found: 1,
      hits: [toTypesenseHit(r, 1, terms)],
    })),
  };
  return adaptTypesenseResponse(response, { collection: 'docs', q: terms.join(' '), ...MODAL_LAYOUT }).hits;
}

const highlighted = (hit: SearchHit, field: string) => (hit._highlightResult?.[field] as { value: string }).value;

describe('modal hits', () => {
  it('reads "Page › Heading" as the headline, with the table row or text below', () => {
    const [row] = modalHits(
      [
        record(
          '/errors',
          'Reference',
          'content',
          ['Error codes', 'Credential errors'],
          'BR_0197 · 400 · Credential role must be Holder',
        ),
      ],
      ['br_0197'],
    );
    assert.equal(row.type, 'lvl1', 'rendered by the modal as a headline with its content below');
    assert.equal(row['hierarchy.lvl1'], 'Error codes › Credential errors');
    assert.equal(highlighted(row, 'hierarchy.lvl1'), 'Error codes › Credential errors');
    assert.match(highlighted(row, 'content'), /^<mark>BR_0197<\/mark> · 400/);
    assert.equal(row.url, 'https://docs.example/errors#x', 'the hit still opens its section');
  });

  it('names the deepest heading, and a page title alone for the page itself', () => {
    const [deep] = modalHits(
      [record('/a', 'Docs', 'lvl3', ['Manage status', 'Revocation', 'Revoke a credential'], null)],
      ['revoke'],
    );
    assert.equal(deep['hierarchy.lvl1'], 'Manage status › Revoke a credential');
    assert.equal(highlighted(deep, 'hierarchy.lvl1'), 'Manage status › <mark>Revoke</mark> a credential');
    const [page] = modalHits([record('/b', 'Core API', 'lvl1', ['Revoke a credential'], null)], ['revoke']);
    assert.equal(page['hierarchy.lvl1'], 'Revoke a credential');
  });

  it('escapes text Typesense returns without a match: the modal sets it as HTML', () => {
    const hit = toModalHit({
      url: '/x',
      type: 'lvl2',
      content: null,
      'hierarchy.lvl1': 'Get <uuid>',
      'hierarchy.lvl2': 'Path',
      _highlightResult: {
        'hierarchy.lvl1': { value: 'Get <uuid>', matchLevel: 'none' },
        'hierarchy.lvl2': { value: '<mark>Path</mark>', matchLevel: 'full' },
      },
    });
    assert.equal(highlighted(hit, 'hierarchy.lvl1'), 'Get &lt;uuid&gt; › <mark>Path</mark>');
  });

  it('keeps the ranking order across sections: a later run of a section is a group of its own', () => {
    const hits = ['Core API', 'Issue', 'Core API', 'Core API', 'Issue'].map((section, i): SearchHit => ({
      url: `/p${i}`,
      type: 'lvl1',
      content: null,
      'hierarchy.lvl0': section,
      _highlightResult: { 'hierarchy.lvl0': { value: section, matchLevel: 'none' } },
    }));
    const keys = keepRankOrder(hits).map((hit) => highlighted(hit, 'hierarchy.lvl0'));
    // The modal groups by this key in order of first appearance: five hits, four groups, in rank order.
    assert.deepEqual([...new Set(keys)].length, 4);
    assert.deepEqual(
      keys.map((k) => k.replace(/\u200b/g, '')),
      ['Core API', 'Issue', 'Core API', 'Core API', 'Issue'],
    );
    assert.equal(keys[2], keys[3], 'one run stays one group');
    assert.notEqual(keys[0], keys[2]);
  });

  it('reshapes only the modal’s requests, and never sends the marker to Typesense', () => {
    const response = {
      found: 1,
      page: 1,
      request_params: { per_page: 10 },
      facet_counts: [],
      grouped_hits: [
        {
          group_key: ['https://docs.example/a'],
          found: 1,
          hits: [toTypesenseHit(record('/a', 'Docs', 'content', ['A', 'B'], 'text'), 1, ['text'])],
        },
      ],
    };
    assert.equal(
      adaptTypesenseResponse(response, { collection: 'docs', q: 'text' }).hits[0].type,
      'content',
      'the search page gets the records as they are',
    );
    assert.equal(
      toModalResult(adaptTypesenseResponse(response, { collection: 'docs', q: 'text' })).hits[0].type,
      'lvl1',
    );
    assert.ok(isModalRequest({ collection: 'docs', q: 'x', ...MODAL_LAYOUT }));
    assert.equal('site_layout' in withoutLayout({ collection: 'docs', q: 'x', ...MODAL_LAYOUT }), false);
    assert.equal('site_layout' in rankedTypesenseRequest({ collection: 'docs', q: 'x', ...MODAL_LAYOUT }), false);
  });
});
