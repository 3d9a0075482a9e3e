/**
 * Search against a hosted Typesense cluster: a build made with TYPESENSE_*
 * set (DOCS_TYPESENSE_BUILD_DIR), the service answered by request
 * interception in the browser: with fixed answers, or passed on to the
 * Typesense stand-in (tests/support/typesense-stand-in.mts) after
 * `npm run search:index`'s publish() filled it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.mts';
import { startStaticServer, type StaticServer } from '../support/server.mts';
import { ROOT } from '../support/site.mts';
import { publish } from '../../scripts/search/publish.ts';
import { readTaskPins } from '../../scripts/search/task-curations.ts';
import { FIXTURE_SITE, revokeCredentialPages, writeFixtureBuild } from '../support/search-fixture.mts';
import { startTypesenseStandIn } from '../support/typesense-stand-in.mts';

/** What the test command sets when it builds this variant. */
export const TYPESENSE_BUILD_ENV = {
  TYPESENSE_HOST: 'search-1.example.test,search-2.example.test',
  TYPESENSE_SEARCH_API_KEY: 'search-only-key-for-tests',
  TYPESENSE_COLLECTION: 'docs',
};

const BUILD_DIR = process.env.DOCS_TYPESENSE_BUILD_DIR ?? path.join(ROOT, 'build-typesense');

let server: StaticServer;
let browser: Browser;
before(async () => {
  server = await startStaticServer(BUILD_DIR);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const hit = (url: string, title: string) => ({
  document: {
    id: `${url}:0`,
    'hierarchy.lvl0': 'Issue',
    'hierarchy.lvl1': title,
    'hierarchy.lvl2': null,
    content: null,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
  },
  highlights: [
    {
      field: 'hierarchy.lvl1',
      snippet: `<mark>${title}</mark>`,
      value: `<mark>${title}</mark>`,
      matched_tokens: [title],
    },
  ],
  text_match: 100,
});

const RESPONSE = {
  results: [
    {
      facet_counts: [],
      found: 1,
      out_of: 500,
      page: 1,
      search_time_ms: 1,
      request_params: { q: 'status', per_page: 10, collection_name: 'docs' },
      grouped_hits: [
        {
          group_key: ['https://docs.procivis.ch/issue/manage-status'],
          found: 1,
          hits: [hit('https://docs.procivis.ch/issue/manage-status', 'Manage credential status')],
        },
      ],
    },
  ],
};

interface Seen {
  url: URL;
  key: string | null;
  body: { searches: Array<Record<string, string>> };
}

async function openModal(page: Page, query: string) {
  await page.goto(`${server.url}/issue`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

describe('search with Typesense configured', () => {
  it('queries the configured cluster with the search-only key, collection and contextual filter', async () => {
    const page = await browser.newPage();
    const seen: Seen[] = [];
    await page.route('https://search-*.example.test/**', async (route: Route) => {
      const request = route.request();
      seen.push({
        url: new URL(request.url()),
        key: request.headers()['x-typesense-api-key'] ?? new URL(request.url()).searchParams.get('x-typesense-api-key'),
        body: request.postDataJSON(),
      });
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(RESPONSE) });
    });
    await openModal(page, 'status');
    await page.locator('.DocSearch-Hit').getByText('Manage credential status').waitFor();
    const last = seen.at(-1)!;
    assert.equal(last.url.protocol, 'https:');
    assert.match(last.url.hostname, /^search-[12]\.example\.test$/);
    assert.equal(last.url.port === '' ? 443 : Number(last.url.port), 443);
    assert.equal(last.url.pathname, '/multi_search');
    assert.equal(last.key, TYPESENSE_BUILD_ENV.TYPESENSE_SEARCH_API_KEY);
    const [search] = last.body.searches;
    assert.equal(search.collection, 'docs');
    assert.equal(search.q, 'status');
    assert.match(search.filter_by, /language:=en/);
    assert.match(search.filter_by, /docusaurus_tag:=\[[^\]]*docs-default-current/);
    // The site's ranking (src/search/typesenseQuery.ts), not the modal's sort by priority alone.
    assert.match(search.sort_by, /^_text_match\(buckets: 10\):desc,_eval\(\[ \(page_kind:\[guide,reference\]\):3/);
    assert.equal(search.query_by.split(',')[0], 'hierarchy.lvl1');
    assert.ok(Number(search.drop_tokens_threshold) > 0);
    await page.close();
  });

  it('prefetches the modal when the page is idle, and no search worker script (none runs in this mode)', async () => {
    const page = await browser.newPage();
    await page.route('https://search-*.example.test/**', (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(RESPONSE) }),
    );
    await page.goto(`${server.url}/issue`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll('link[data-prefetch="search"]').length > 0);
    await page.waitForLoadState('networkidle');
    const prefetched = await page.$$eval('link[data-prefetch="search"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    assert.equal(prefetched.length, 1, `prefetched: ${prefetched.join(', ')}`);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('status');
    await page.locator('.DocSearch-Hit').getByText('Manage credential status').waitFor();
    assert.ok(scripts.includes(prefetched[0]), `the modal's chunk ${prefetched[0]} runs: ${scripts.join(', ')}`);
    await page.close();
  });

  it('keeps the best guide on the first page when API operations fill it, as the embedded index does', async () => {
    const page = await browser.newPage();
    let searches: Array<Record<string, unknown>> = [];
    const group = (url: string, title: string, section: string) => {
      const found = hit(url, title);
      return {
        group_key: [url],
        found: 1,
        hits: [{ ...found, document: { ...found.document, 'hierarchy.lvl0': section } }],
      };
    };
    await page.route('https://search-*.example.test/**', async (route: Route) => {
      searches = (route.request().postDataJSON() as Seen['body']).searches;
      const results = searches.map((search) => {
        // The guide search asks for pages that are not API operations; the page's search gets ten operations.
        const groups = /page_kind:\[guide,reference,sdk\]/.test(String(search.filter_by))
          ? [group('https://docs.procivis.ch/issue/manage-status', 'Manage credential status', 'Issue')]
          : Array.from({ length: Number(search.per_page ?? 10) }, (_, i) =>
              group(`https://docs.procivis.ch/reference/core/operation-${i}`, `Status operation ${i}`, 'Core API'),
            );
        return { ...RESPONSE.results[0], found: 40, grouped_hits: groups };
      });
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results }) });
    });
    await openModal(page, 'status');
    await page.locator('.DocSearch-Hit').getByText('Manage credential status').waitFor();
    assert.equal(searches.length, 2, 'one multi_search: the query, then its best guide');
    assert.equal(searches[1].per_page, 1);
    assert.equal(searches[1].q, searches[0].q);
    assert.match(String(searches[1].filter_by), /^language:=en && .* && page_kind:\[guide,reference,sdk\]$/);
    // Where it goes on the page (the last place, instead of the tenth operation): tests/unit/search-ranking.test.mts.
    await page.close();
  });

  it('asks for a task in the task order, one group per page, and shows each hit as "Page › Heading" with its text', async () => {
    const page = await browser.newPage();
    let searches: Array<Record<string, unknown>> = [];
    const row = (url: string, lvl1: string, lvl2: string, content: string) => ({
      document: {
        id: `${url}:1`,
        'hierarchy.lvl0': 'Issue',
        'hierarchy.lvl1': lvl1,
        'hierarchy.lvl2': lvl2,
        content,
        url: `${url}#revoke`,
        url_without_anchor: url,
        anchor: 'revoke',
        type: 'content',
      },
      highlights: [
        {
          field: 'content',
          snippet: `<mark>Revoke</mark> · ${content.split(' · ')[1]}`,
          value: `<mark>Revoke</mark> · ${content.split(' · ')[1]}`,
          matched_tokens: ['Revoke'],
        },
      ],
      text_match: 100,
    });
    await page.route('https://search-*.example.test/**', async (route: Route) => {
      searches = (route.request().postDataJSON() as Seen['body']).searches;
      const url = 'https://docs.procivis.ch/issue/manage-status';
      const hits = [
        row(url, 'Manage credential status', 'Revoke a credential', 'Revoke · marks the credential as revoked'),
        row(url, 'Manage credential status', 'Revoke a credential', 'Revoke · marks the credential as revoked'),
      ];
      const results = searches.map(() => ({
        ...RESPONSE.results[0],
        grouped_hits: [{ group_key: [url], found: 2, hits }],
      }));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results }) });
    });
    await openModal(page, 'revoke credential');
    const first = page.locator('.DocSearch-Hit').first();
    await first.waitFor();
    const [search] = searches;
    assert.equal(search.group_by, 'url_without_anchor');
    assert.equal(search.group_limit, 1, 'one hit per page: the one the modal shows');
    assert.match(
      String(search.sort_by),
      /_eval\(\[ \(page_kind:\[core,guide,reference\]\):3, \(page_kind:sdk\):2, \(page_kind:\[desk,bridge\]\):1 \]\)/,
    );
    assert.equal('site_layout' in search, false, 'the modal marker stays in the browser');
    assert.equal(
      await first.locator('.DocSearch-Hit-title').textContent(),
      'Manage credential status › Revoke a credential',
    );
    assert.match((await first.locator('.DocSearch-Hit-path').textContent())!, /marks the credential as revoked/);
    // Typesense answers: the footer credits it.
    await page.locator('.DocSearch-Footer a[href*="typesense.org"]').waitFor();
    assert.equal(await page.getByText('Search by MiniSearch', { exact: false }).count(), 0);
    await page.close();
  });

  it('answers "revoke credential" with the Core operation first and its guide second, from the published curations', async () => {
    const operation = '/reference/core/revoke-credential';
    const pin = readTaskPins(ROOT).find((candidate) => candidate.operation === operation);
    assert.ok(pin?.guide, `a task curation with a main guide for ${operation}`);
    const searchKey = TYPESENSE_BUILD_ENV.TYPESENSE_SEARCH_API_KEY;
    const standIn = await startTypesenseStandIn('admin-key-e2e', {
      version: '30.0',
      scopedKeys: { [searchKey]: ['documents:search'] },
    });
    const fixture = await writeFixtureBuild(FIXTURE_SITE, revokeCredentialPages(pin.guide));
    const page = await browser.newPage();
    try {
      await publish({
        buildDir: fixture,
        site: FIXTURE_SITE,
        siteDir: ROOT,
        target: {
          nodes: [{ host: '127.0.0.1', port: standIn.port, protocol: 'http' }],
          adminKey: 'admin-key-e2e',
          alias: TYPESENSE_BUILD_ENV.TYPESENSE_COLLECTION,
        },
        timeoutSeconds: 5,
        numRetries: 0,
        retryIntervalSeconds: 0,
      });
      // The site's cluster, answered by the stand-in.
      await page.route('https://search-*.example.test/**', async (route: Route) => {
        const request = route.request();
        const url = new URL(request.url());
        const key = request.headers()['x-typesense-api-key'] ?? url.searchParams.get('x-typesense-api-key') ?? '';
        const answer = await fetch(`http://127.0.0.1:${standIn.port}${url.pathname}${url.search}`, {
          method: request.method(),
          headers: { 'X-TYPESENSE-API-KEY': key, 'Content-Type': 'application/json' },
          body: request.postData() ?? undefined,
        });
        await route.fulfill({ status: answer.status, contentType: 'application/json', body: await answer.text() });
      });
      await openModal(page, 'revoke credential');
      const links = page.locator('.DocSearch-Hit a');
      await page.locator('.DocSearch-Hit').getByText('Revoke a credential').first().waitFor();
      const hrefs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).map(
        (href) => new URL(href, FIXTURE_SITE.url).pathname,
      );
      const pages = hrefs.filter((href, i) => hrefs.indexOf(href) === i);
      assert.deepEqual(pages.slice(0, 2), [operation, pin.guide.route], hrefs.join(', '));
      assert.equal(hrefs.filter((href) => href === operation).length, 1, 'the operation once');
      assert.ok(pages.includes('/tutorial/desk'), 'the row that led before is still found, lower');
    } finally {
      await page.close();
      await standIn.close();
      await fs.rm(path.dirname(fixture), { recursive: true, force: true });
    }
  });

  it('fails over to the next node when one is down', async () => {
    const page = await browser.newPage();
    const hosts: string[] = [];
    await page.route('https://search-*.example.test/**', async (route) => {
      const host = new URL(route.request().url()).hostname;
      hosts.push(host);
      if (host === 'search-1.example.test') await route.abort('connectionrefused');
      else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(RESPONSE) });
    });
    await openModal(page, 'status');
    await page.locator('.DocSearch-Hit').getByText('Manage credential status').waitFor();
    assert.ok(hosts.includes('search-2.example.test'));
    await page.close();
  });

  for (const [name, answer] of [
    [
      'an HTTP 500',
      (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    ],
    ['a network failure', (route: Route) => route.abort('connectionrefused')],
  ] as const) {
    it(`shows the error screen on ${name}`, async () => {
      const page = await browser.newPage();
      await page.route('https://search-*.example.test/**', answer);
      await openModal(page, 'status');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await screen.getByText('Unable to fetch results').waitFor();
      await screen.getByText('You might want to check your network connection.').waitFor();
      await page.goto(`${server.url}/search?q=status`);
      await page.getByText('Unable to fetch results').waitFor();
      await page.close();
    });
  }

  it('ships no search index and no other key', async () => {
    const { readFileSync, existsSync, readdirSync } = await import('node:fs');
    assert.equal(existsSync(path.join(BUILD_DIR, 'search-index.json')), false);
    assert.equal(existsSync(path.join(BUILD_DIR, 'search')), false, 'no split index either');
    const js = readdirSync(path.join(BUILD_DIR, 'assets/js')).map((f) =>
      readFileSync(path.join(BUILD_DIR, 'assets/js', f), 'utf8'),
    );
    assert.ok(js.some((source) => source.includes(TYPESENSE_BUILD_ENV.TYPESENSE_SEARCH_API_KEY)));
    assert.ok(!js.some((source) => source.includes('embedded-index')));
  });
});
