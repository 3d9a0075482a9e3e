/**
 * Issue 37, item 2 on the production build: each current operation page's "History" section
 * (static HTML, every link resolving to its changelog entry), and the API-change feeds, read
 * by an independent feed parser and announced from the reference pages' head.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load, type CheerioAPI } from 'cheerio';
import Parser from 'rss-parser';
import YAML from 'yaml';
import lodash from 'lodash';
import { API_VERSIONS } from '../../config/api-versions.ts';
import { normalizedSiteLocation } from '../../config/site-location.ts';
import { changelogEntries } from '../../scripts/reference/api-changelog/entries.ts';
import { API_CHANGE_ATOM, API_CHANGE_FEED_TITLE, API_CHANGE_RSS } from '../../src/plugins/api-change-feed/routes.ts';
import { builtPage } from '../support/built-pages.mts';
import { BUILD_DIR, ROOT, useSite } from '../support/site.mts';

const site = useSite();
const { url: SITE_URL, baseUrl: BASE_URL } = normalizedSiteLocation();
const absolute = (route: string) => `${SITE_URL}${BASE_URL}${route.replace(/^\//, '')}`;

/** The built HTML of a route, as the server sends it before any script runs. */
function built(route: string): CheerioAPI {
  const page = builtPage(route);
  assert.ok(page, `${route} was not built`);
  return page;
}

/** The History section of an operation page: the <h2 id="history"> and the list after it. */
function history(route: string) {
  const $ = built(route);
  const heading = $('article h2#history');
  assert.equal(heading.length, 1, `${route}: one History heading`);
  const list = heading.nextAll('ul').first();
  return {
    $,
    text: list.text().replace(/\s+/g, ' ').trim(),
    links: list
      .find('a')
      .toArray()
      .map((a) => ({ text: $(a).text(), href: $(a).attr('href')! })),
  };
}

/** Whether a site link (`/route#anchor`) lands on a built page holding that anchor. */
function resolves(href: string): boolean {
  const [route, anchor] = href.split('#');
  const file = path.join(BUILD_DIR, `${route.replace(/^\//, '')}.html`);
  if (!fs.existsSync(file)) return false;
  return anchor === undefined || built(route)(`[id="${anchor}"]`).length === 1;
}

describe('operation history', () => {
  it('names the release that deprecated an operation and what replaces it', () => {
    const { text, links } = history('/reference/core/get-did-list');
    assert.match(text, /Core 1\.70: present in the oldest release this reference covers\./);
    assert.match(text, /Core 1\.74: changed since Core 1\.70 \(changelog: other changes\): Deprecated\./);
    assert.match(text, /Deprecated in Core 1\.74, not yet in Core 1\.70: replaced by List identifiers\./);
    assert.deepEqual(
      links.map((l) => l.href),
      ['/reference/changelog/core-1.70-to-1.74#changed-get-did-list', '/reference/core/get-identifier-list'],
    );
    for (const { href } of links) assert.ok(resolves(href), href);
  });

  it('says so when the spec names no replacement', () => {
    assert.match(
      history('/reference/core/resolve-trust-entity').text,
      /Deprecated in Core 1\.74, not yet in Core 1\.70\. The spec names no operation that replaces it\./,
    );
  });

  it('marks a breaking change, here of the required permissions, and links its entry', () => {
    const { text, links } = history('/reference/core/create-signature');
    assert.match(
      text,
      /Breaking: Required permission REGISTRATION_CERTIFICATE_CREATE, X509_CERTIFICATE_CREATE became ACCESS_CERTIFICATE_SIGN, REGISTRATION_CERTIFICATE_SIGN, X509_CERTIFICATE_SIGN\./,
    );
    assert.deepEqual(
      links.map((l) => l.href),
      ['/reference/changelog/core-1.70-to-1.74#breaking-create-signature'],
    );
    const $ = built('/reference/changelog/core-1.70-to-1.74');
    const entry = $('#breaking-create-signature').closest('li');
    assert.match(entry.text(), /POST \/api\/signature\/v1[\s\S]*Required permission/);
  });

  it('places an operation new in 1.74 between the two releases the reference covers', () => {
    const { text, links } = history('/reference/core/post-trust-collection');
    assert.equal(text, 'Core 1.74: added since Core 1.70 (changelog: added operations).');
    assert.deepEqual(
      links.map((l) => l.href),
      ['/reference/changelog/core-1.70-to-1.74#added-post-trust-collection'],
    );
  });

  it('is on every operation page of the current reference, and every link in it resolves', () => {
    for (const api of ['core', 'desk', 'bridge']) {
      const spec = YAML.parse(fs.readFileSync(path.join(ROOT, `openapi/${api}.yaml`), 'utf8'));
      const slugs = Object.values<any>(spec.paths).flatMap((item) =>
        Object.values<any>(item)
          .filter((op) => op?.operationId)
          .map((op) => lodash.kebabCase(op.operationId)),
      );
      assert.ok(slugs.length > 0);
      let linked = 0;
      for (const slug of slugs) {
        const { links } = history(`/reference/${api}/${slug}`);
        if (links.length) linked += 1;
        for (const { href } of links) assert.ok(resolves(href), `/reference/${api}/${slug}: ${href}`);
      }
      // Core 1.70 -> 1.74 added or changed about 100 operations; Desk and Bridge have no older public spec
      if (api === 'core') assert.ok(linked >= 90, `core: ${linked} pages link the changelog`);
      else assert.equal(linked, 0, `${api}: ${linked} pages link a changelog`);
    }
  });

  it('takes a reader from the history to the entry on the changelog page', async () => {
    const { page, context, errors } = await site.open('/reference/core/get-credential-list');
    try {
      const link = page.locator('h2#history + ul a', { hasText: 'breaking changes' });
      await link.click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/reference/changelog/core-1.70-to-1.74' && url.hash === '#breaking-get-credential-list',
      );
      const entry = page.locator('#breaking-get-credential-list');
      await entry.waitFor({ state: 'attached' });
      const box = await page.locator('li:has(> #breaking-get-credential-list)').boundingBox();
      assert.ok(box && box.y >= 60 && box.y < 900, `the entry is in view below the navbar (y = ${box?.y})`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

async function fetchText(route: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${site.url()}${route}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('API-change feed', () => {
  const entries = changelogEntries(ROOT);

  it('lists every changelog entry in RSS, breaking ones marked in the title, each linking its entry', async () => {
    const rss = await fetchText(`/${API_CHANGE_RSS}`);
    assert.equal(rss.status, 200);
    const feed = await new Parser().parseString(rss.text);
    assert.equal(feed.title, API_CHANGE_FEED_TITLE);
    assert.equal(feed.items.length, entries.length);
    assert.ok(entries.length > 100, `${entries.length} entries`);
    const breaking = feed.items.filter((item) => item.title?.startsWith('Breaking: '));
    assert.equal(breaking.length, entries.filter((entry) => entry.breaking).length);
    assert.ok(breaking.length > 0);
    for (const [i, item] of feed.items.entries()) {
      assert.equal(item.link, absolute(entries[i].href));
      assert.ok(resolves(entries[i].href), entries[i].href);
      // dated by the newer release's day, not by the build
      assert.equal(item.isoDate?.slice(0, 10), API_VERSIONS.find((v) => v.label === entries[i].to)?.released);
    }
    const signature = feed.items.find((item) => item.link?.endsWith('#breaking-create-signature'));
    assert.equal(
      signature?.title,
      'Breaking: Core API 1.70 → 1.74: Create a signature (POST /api/signature/v1) changed',
    );
    assert.match(
      String(signature?.['content:encoded' as keyof typeof signature] ?? ''),
      /<strong>Breaking:<\/strong> Required permission <code>REGISTRATION_CERTIFICATE_CREATE<\/code>/,
    );
    const added = feed.items.find((item) => item.link?.endsWith('#added-post-trust-collection'));
    assert.equal(added?.title, 'Core API 1.70 → 1.74: Create a trust collection (POST /api/trust-collection/v1) added');
  });

  it('is valid Atom with the same entries', async () => {
    const atom = await fetchText(`/${API_CHANGE_ATOM}`);
    assert.equal(atom.status, 200);
    const feed = await new Parser().parseString(atom.text);
    assert.deepEqual(
      feed.items.map((item) => item.link),
      entries.map((entry) => absolute(entry.href)),
    );
    const $ = load(atom.text, { xml: true });
    assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
    // RFC 4287: each entry has an id, a title and an updated date
    for (const entry of $('feed > entry').toArray()) {
      for (const child of ['id', 'title', 'updated'])
        assert.equal($(entry).children(child).length, 1, `an entry lacks <${child}>`);
    }
    assert.equal(
      $('feed > entry > title').filter((_, t) => $(t).text().startsWith('Breaking: ')).length,
      entries.filter((e) => e.breaking).length,
    );
  });

  it('is announced in the head of reference pages, not of guides', async () => {
    for (const route of [
      '/reference/core/post-credential',
      '/reference/changelog/core-1.70-to-1.74',
      '/reference/1.70/core/post-credential',
    ]) {
      const $ = load((await fetchText(route)).text);
      for (const [type, file] of [
        ['application/rss+xml', API_CHANGE_RSS],
        ['application/atom+xml', API_CHANGE_ATOM],
      ]) {
        const link = $(`head link[rel=alternate][type="${type}"][title="${API_CHANGE_FEED_TITLE}"]`);
        assert.equal(link.attr('href'), `${BASE_URL}${file}`, `${route}: ${type}`);
      }
    }
    const guide = load((await fetchText('/keys')).text);
    assert.equal(guide(`head link[title="${API_CHANGE_FEED_TITLE}"]`).length, 0);
  });
});
