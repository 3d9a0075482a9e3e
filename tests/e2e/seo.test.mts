/** Redirects, robots meta and the sitemap, checked in the built site. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { load } from 'cheerio';
import { waitForHydration } from '../support/browser.mts';
import { builtHead } from '../support/built-pages.mts';
import { BUILD_DIR, sitemapPaths, useSite } from '../support/site.mts';
import { redirectPairs } from '../../config/redirects.ts';

const site = useSite();

/** The robots meta of a built page; a route that was not built fails the check that asks. */
function robotsOf(route: string): string {
  const head = builtHead(route);
  assert.ok(head, `${route} was not built`);
  return head('meta[name="robots"]').attr('content') ?? '';
}

describe('redirects', () => {
  const pairs = redirectPairs();

  it('serves every old address as a redirect page whose refresh and script name its new address, which is a page', async () => {
    const wrong: string[] = [];
    for (const { from, to } of pairs) {
      const response = await fetch(site.url() + from);
      const $ = load(await response.text());
      const refresh = $('meta[http-equiv="refresh"]').attr('content') ?? '';
      if (response.status !== 200 || refresh !== `0; url=${to}`) {
        wrong.push(`${from}: HTTP ${response.status}, refresh "${refresh}", expected "0; url=${to}"`);
        continue;
      }
      if (!$('script').text().includes(`window.location.href = '${to}'`))
        wrong.push(`${from}: the script does not go to ${to}`);
      const target = await fetch(site.url() + to);
      if (target.status !== 200 || load(await target.text())('h1').length === 0)
        wrong.push(`${from}: its target ${to} is not a page (HTTP ${target.status})`);
    }
    assert.ok(pairs.length > 50, `only ${pairs.length} redirects`);
    assert.deepEqual(wrong, []);
  });

  // A browser follows a sample: the redirect pages are all one template, checked above one by one.
  const sample = pairs.filter((_pair, index) => index % 20 === 0);
  // One context for all: its cache keeps the bundles a redirect lands on, as a reader's browser would.
  let context: BrowserContext;
  before(async () => {
    context = await site.browser().newContext();
  });
  after(() => context.close());
  for (const { from, to } of sample) {
    it(`${from} lands on ${to} in a browser, and the page hydrates`, async () => {
      const page = await context.newPage();
      await page.goto(site.url() + from);
      await page.waitForURL((u) => u.pathname === to, { timeout: 10_000 });
      await waitForHydration(page);
      assert.ok((await page.locator('h1').count()) > 0);
      await page.close();
    });
  }
});

describe('robots and sitemap', () => {
  const unlisted = ['/product/revocation_methods', '/api/credentials', '/old/mqtt'];

  it('marks unlisted pages noindex and listed pages not', () => {
    for (const route of unlisted) assert.match(robotsOf(route), /noindex/, route);
    for (const route of ['/', '/get-started', '/trial', '/reference/apis'])
      assert.doesNotMatch(robotsOf(route), /noindex/, route);
  });

  it('lists pages weekly with priority 0.5 and leaves out noindex pages', () => {
    const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    assert.ok(entries.length > 50, `sitemap has ${entries.length} entries`);
    for (const entry of entries) {
      assert.match(entry, /<changefreq>weekly<\/changefreq>/);
      assert.match(entry, /<priority>0\.5<\/priority>/);
    }
    const paths = sitemapPaths();
    for (const route of unlisted) assert.ok(!paths.includes(route), `${route} is not in the sitemap`);
    for (const route of paths) assert.doesNotMatch(robotsOf(route), /noindex/, `${route} in the sitemap is noindex`);
  });

  it('gives every page a meta description and a social card', () => {
    for (const route of sitemapPaths()) {
      const $ = builtHead(route);
      assert.ok($, `${route} was not built`);
      assert.ok(($('meta[name="description"]').attr('content') ?? '').length >= 20, `${route} has a description`);
      assert.match(
        $('meta[property="og:image"]').attr('content') ?? '',
        /social-card\.png$/,
        `${route} has a social card`,
      );
    }
  });
});
