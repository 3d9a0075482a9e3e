import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { itemPriority, pageToRecords } from '../../src/plugins/search-index/records.ts';
import { isSearchableRoute } from '../../src/plugins/search-index/collect.ts';
import { highlight, parseFilter, searchIndex, shortestPrefixes, snippetOf } from '../../src/search/embeddedBackend.ts';
import { adaptTypesenseResponse } from '../../src/search/adapt.ts';
import { buildEmbeddedIndex, restoreEmbeddedIndex } from '../../src/search/buildIndex.ts';
import { packRecords, unpackRecord, type PackedRecords } from '../../src/search/packedRecords.ts';

const page = ({ robots = '', body = '', sidebar = true } = {}) => `<!doctype html>
<html lang="en"><head><title>Manage credential status | Procivis One Documentation</title>
${robots ? `<meta name="robots" content="${robots}">` : ''}
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active" href="/use">Use</a></div></nav>
${
  sidebar
    ? `<ul class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/issue">Issue</a></div>
<ul><li class="menu__list-item"><a class="menu__link menu__link--active" href="/issue/manage-status">Manage status</a></li></ul></li></ul>`
    : ''
}
<main><article><nav class="theme-doc-breadcrumbs"><a>Home</a></nav><div class="markdown">
<h1>Manage credential status</h1>
<p>Suspend, reactivate and revoke issued credentials.</p>
${body}
<h2 id="suspend">Suspend<a class="hash-link" href="#suspend">\u200b</a></h2>
<p>A suspended credential fails verification until it is reactivated.</p>
<h3 id="suspend-until">Suspend until a date</h3>
<ul><li>Set <code>suspendEndDate</code> to lift it automatically.</li></ul>
<h2 id="revoke">Revoke</h2>
<table><tr><th>Method</th><th>Revokes</th></tr><tr><td>BITSTRINGSTATUSLIST</td><td>Yes, permanently</td></tr></table>
</div></article></main></body></html>`;

const URL_ = 'https://docs.example/issue/manage-status';

describe('search records', () => {
  const records = pageToRecords({ html: page(), url: URL_ });

  it('builds the hierarchy from the sidebar category, title and headings', () => {
    const suspendUntil = records.find((r) => r.type === 'lvl3')!;
    assert.equal(suspendUntil['hierarchy.lvl0'], 'Issue');
    assert.equal(suspendUntil['hierarchy.lvl1'], 'Manage credential status');
    assert.equal(suspendUntil['hierarchy.lvl2'], 'Suspend');
    assert.equal(suspendUntil['hierarchy.lvl3'], 'Suspend until a date');
    const revoke = records.find((r) => r.type === 'lvl2' && r['hierarchy.lvl2'] === 'Revoke')!;
    assert.equal(revoke['hierarchy.lvl3'], null, 'a new h2 clears the deeper levels');
  });

  it('keys every record by the anchor of its heading', () => {
    const text = records.find((r) => r.content?.startsWith('A suspended credential'))!;
    assert.equal(text.anchor, 'suspend');
    assert.equal(text.url, `${URL_}#suspend`);
    assert.equal(text.url_without_anchor, URL_);
    const intro = records.find((r) => r.content?.startsWith('Suspend, reactivate'))!;
    assert.equal(intro.anchor, null);
    assert.equal(intro.url, URL_);
    assert.ok(
      records.some((r) => r.anchor === 'revoke' && r.content === 'BITSTRINGSTATUSLIST · Yes, permanently'),
      'a table row is one record with every column',
    );
  });

  it('carries language, docs tag and version, and strips hash links', () => {
    for (const r of records) {
      assert.equal(r.language, 'en');
      assert.equal(r.docusaurus_tag, 'docs-default-current');
      assert.equal(r.version, 'current');
    }
    assert.equal(records.find((r) => r.type === 'lvl2')!['hierarchy.lvl2'], 'Suspend');
  });

  it('ranks headings above text, and earlier above later', () => {
    const lvl1 = records.find((r) => r.type === 'lvl1')!;
    const lvl2 = records.find((r) => r.type === 'lvl2')!;
    const content = records.find((r) => r.type === 'content')!;
    assert.ok(lvl1.item_priority > lvl2.item_priority);
    assert.ok(lvl2.item_priority > content.item_priority);
    assert.ok(itemPriority(0.5, 'content', 1) > itemPriority(0.5, 'content', 2));
    assert.ok(itemPriority(1, 'content', 1) > itemPriority(0.5, 'lvl1', 0));
  });

  it('falls back to the active navbar section for lvl0', () => {
    const [first] = pageToRecords({ html: page({ sidebar: false }), url: URL_ });
    assert.equal(first['hierarchy.lvl0'], 'Use');
  });

  it('leaves out unlisted (noindex) and redirect pages', () => {
    assert.deepEqual(pageToRecords({ html: page({ robots: 'noindex, nofollow' }), url: URL_ }), []);
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/trial"></head><body></body></html>';
    assert.deepEqual(pageToRecords({ html: redirect, url: URL_ }), []);
    for (const route of ['/404', '/404.html', '/search', '/__test__/crash'])
      assert.equal(isSearchableRoute(route), false);
    assert.equal(isSearchableRoute('/issue/manage-status'), true);
  });

  it('indexes API operation pages by method and path', () => {
    const api = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-reference-current"></head><body><main><article>
      <div class="openapi-left-panel__container"><h1>Revoke a credential</h1>
      <pre class="openapi__method-endpoint"><span class="badge">POST</span> <h2 class="openapi__method-endpoint-path">/api/credential/v1/{id}/revoke</h2></pre>
      <p>Revokes the credential.</p></div></article></main></body></html>`;
    const recs = pageToRecords({ html: api, url: 'https://docs.example/reference/core/revoke-credential' });
    assert.ok(recs.some((r) => r.content === 'POST /api/credential/v1/{id}/revoke'));
    assert.ok(!recs.some((r) => r.type === 'lvl2'), 'the path is not a section heading');
    assert.ok(recs.every((r) => r.page_kind === 'core'));
    const named = pageToRecords({
      html: api.replace('{id}', ':id'),
      url: 'https://docs.example/reference/core/revoke-credential',
      operationId: 'revoke_credential',
    });
    assert.ok(
      named.some((r) => r.content === 'POST /api/credential/v1/{id}/revoke · revoke_credential'),
      'path parameters as the spec writes them, and the operationId',
    );
  });

  it('keeps words apart that the page shows apart', () => {
    const body = `<h2 id="params">Parameters</h2>
      <ul><li class="schemaItem"><div><strong>claims</strong><span class="openapi-schema__type">object[]</span><span class="openapi-schema__required">required</span></div><div><p>The claims.</p></div></li></ul>
      <ul><li><p>Body</p><span class="openapi-schema__required">required</span></li></ul>
      <table><tr><th>Name</th><th>Type</th></tr><tr><td><code>OPENID4VCI_FINAL1</code></td><td>issuance<br>protocol</td></tr></table>
      <p>A <a href="/glossary#did">DID</a>s page and <code>did:web</code><code>did:key</code>.</p>`;
    const recs = pageToRecords({ html: page({ body }), url: URL_ });
    const contents = recs.map((r) => r.content ?? '');
    assert.ok(contents.includes('claims object[] required The claims.'), contents.join('\n'));
    assert.ok(contents.includes('Body required'));
    assert.ok(contents.includes('OPENID4VCI_FINAL1 · issuance protocol'), 'every column, the name first');
    assert.ok(!contents.some((c) => c.startsWith('Name')), 'a header row is not a record');
    assert.ok(contents.includes('A DIDs page and did:web did:key .'));
  });

  it('indexes a schema property whose one-of choices are tabs, without the tab labels', () => {
    const body = `<h2 id="responses">Responses</h2>
      <ul><li><div><strong>@context</strong><span class="openapi-schema__required">required</span></div><p>JSON-LD context.</p>
      <div class="tabs-container"><ul class="tabs" role="tablist"><li role="tab">string</li><li role="tab">array</li></ul><div role="tabpanel"><p>One URL.</p></div></div></li></ul>`;
    const contents = pageToRecords({ html: page({ body }), url: URL_ }).map((r) => r.content ?? '');
    assert.ok(contents.includes('@context required JSON-LD context. One URL.'), contents.join('\n'));
    assert.ok(
      !contents.some((c) => c === 'string' || c.includes('string array')),
      'tab labels are not text of the page',
    );
  });

  it('leaves out category cards, glyphs and duplicates', () => {
    const body = `<section class="row"><article><a class="card padding--lg" href="/issue/manage-status"><h2 class="text--truncate" title="Manage status">📄️ Manage status</h2><p>Suspend and revoke.</p></a></article></section>
      <h2 id="tips">💡 Tips</h2><p>Check the state first.</p><p>Check the state first.</p>`;
    const recs = pageToRecords({ html: page({ body }), url: URL_ });
    assert.ok(!recs.some((r) => (r['hierarchy.lvl2'] ?? '').includes('Manage status')), 'no card records');
    assert.ok(
      recs.some((r) => r['hierarchy.lvl2'] === 'Tips'),
      'emoji dropped from headings',
    );
    assert.equal(recs.filter((r) => r.content === 'Check the state first.').length, 1, 'one record for repeated text');
  });
});

describe('embedded search', () => {
  const records = pageToRecords({ html: page(), url: URL_ });
  // Through JSON, as the build writes the two files and the browser reads them.
  const built = buildEmbeddedIndex(records);
  const restored = restoreEmbeddedIndex(JSON.stringify(built.index), JSON.stringify(built.records));
  const request = {
    collection: 'docs',
    q: 'suspnd',
    filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]',
  };

  it('packs the records without losing anything but their ids', () => {
    const packed = JSON.parse(JSON.stringify(packRecords(records))) as PackedRecords;
    assert.equal(packed.pages.length, 1, 'the page is written once');
    records.forEach((record, i) => assert.deepEqual(unpackRecord(packed, i), { ...record, id: String(i) }));
  });

  it('reads the contextual filter', () => {
    const filter = parseFilter(request.filter_by);
    assert.deepEqual([...filter.get('language')!], ['en']);
    assert.deepEqual([...filter.get('docusaurus_tag')!], ['default', 'docs-default-current']);
  });

  it('tolerates typos, matches prefixes, ranks headings first and groups by page', () => {
    const typo = searchIndex(restored, request);
    assert.equal(typo.found, 1);
    const [group] = typo.grouped_hits;
    assert.equal(group.group_key[0], URL_);
    // The heading outranks the text of the page; its section is shown by its own text (one hit per section).
    const first = group.hits[0].document as {
      url: string;
      type?: string;
      'hierarchy.lvl2'?: string;
      'hierarchy.lvl3'?: string | null;
    };
    assert.equal(first.url, `${URL_}#suspend`, 'the section of the heading "Suspend" comes first');
    assert.equal(first.type, 'content', 'shown by the text under the heading');
    assert.ok(group.hits.length <= 3);
    assert.equal(
      new Set(group.hits.map((h) => (h.document as { url: string }).url)).size,
      group.hits.length,
      'one hit per section',
    );
    assert.equal(searchIndex(restored, { ...request, q: 'reactiv' }).found, 1);
  });

  it('applies the filter', () => {
    assert.equal(searchIndex(restored, { ...request, filter_by: 'docusaurus_tag:=[docs-reference-current]' }).found, 0);
  });

  it('produces the hits the DocSearch modal renders, with escaped highlights', () => {
    const result = adaptTypesenseResponse(searchIndex(restored, { ...request, q: 'suspend' }), request);
    assert.equal(result.nbHits, 1);
    const [top] = result.hits;
    assert.match(
      String((top._highlightResult?.['hierarchy.lvl2'] as { value: string }).value),
      /<mark>Suspend<\/mark>/,
    );
    assert.equal(
      highlight('(Suspend) the <uuid> now', ['suspend']).snippet,
      '<mark>(Suspend)</mark> the &lt;uuid&gt; now',
    );
    assert.deepEqual(
      shortestPrefixes(['listing', 'list', 'credentials', 'cred', 'b', 'ab', 'a', 'list']),
      ['a', 'b', 'cred', 'list'],
      'a term another one starts with adds no highlight',
    );
    const long = Array.from({ length: 60 }, (_, i) => (i === 30 ? 'suspended' : `w${i}`)).join(' ');
    const cut = snippetOf(long, ['suspend']);
    assert.ok(cut.includes('suspended') && !cut.includes('…'), 'the modal adds the ellipses, so the snippet has none');
  });
});
