/**
 * What a reader sees of issue 24's extras on the production build: "Last updated" dates, page
 * feedback links, the release-notes feeds and their autodiscovery, robots.txt, and the
 * "Open in ChatGPT / Claude" entries of the page menu.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import Parser from 'rss-parser';
import { lastCommitDate } from '../../config/git-history.ts';
import { ANNOUNCEMENT } from '../../config/site.ts';
import { trialPromise } from '../../src/components/home/trial-offer.ts';
import { normalizedSiteLocation } from '../../config/site-location.ts';
import { BUILD_DIR, ROOT, useSite } from '../support/site.mts';

const site = useSite();
/** The address the build was made for (the tests run with the build's SITE_URL and BASE_URL). */
const { url: SITE_URL, baseUrl: BASE_URL } = normalizedSiteLocation();
const absolute = (route: string) => `${SITE_URL}${BASE_URL}${route.replace(/^\//, '')}`;

const VERSION_HEADING = /^\d+(?:\.\d+)+$/;

async function fetchText(route: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${site.url()}${route}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('last updated', () => {
  const reader = site.tab();
  for (const [route, source] of [
    ['/keys', 'docs/keys.mdx'],
    ['/reference/core/post-credential', 'openapi/core.yaml'],
  ] as const) {
    it(`${route} shows the last commit of ${source} as a <time datetime>`, async () => {
      const { page } = await reader.open(route);
      const time = page.locator('article .theme-last-updated time');
      assert.equal(await time.count(), 1);
      const datetime = (await time.getAttribute('datetime'))!;
      const expected = lastCommitDate(ROOT, source);
      assert.ok(expected, `git has no date for ${source}`);
      assert.equal(datetime, expected.toISOString());
      assert.match(
        await page.locator('article .theme-last-updated').innerText(),
        /^Last updated on \w{3} \d{1,2}, \d{4}$/,
      );
    });
  }
});

describe('page feedback', () => {
  it('ends a guide with yes, no and report links whose prefilled report names the page title and URL, loading nothing', async () => {
    const requests: string[] = [];
    const { page, context } = await site.open('/keys', {
      beforeGoto: (p) => p.on('request', (r) => requests.push(r.url())),
    });
    try {
      const title = (await page.locator('article h1').first().innerText()).trim();
      const links = page.locator('article [data-feedback]');
      assert.deepEqual(await links.allInnerTexts(), ['Yes', 'No', 'Report a problem with this page']);
      assert.match(await page.locator('article').innerText(), /Was this page helpful\?/);
      const reports = new Set<string>();
      for (const link of await links.all()) {
        const href = decodeURIComponent((await link.getAttribute('href'))!);
        assert.ok(href.includes(`"${title}"`), `${href} names the title`);
        assert.ok(href.includes(absolute('/keys')), `${href} names the URL`);
        reports.add(href);
      }
      assert.equal(reports.size, 3, 'each link opens a different report');
      assert.deepEqual(
        requests.filter((url) => !url.startsWith(site.url())),
        [],
        'nothing is requested from another host before a click',
      );
    } finally {
      await context.close();
    }
  });

  it('is left out of the Markdown twin', () => {
    assert.doesNotMatch(
      fs.readFileSync(path.join(BUILD_DIR, 'keys.md'), 'utf8'),
      /Was this page helpful|Report a problem with this page/,
    );
  });
});

describe('release-notes feeds', () => {
  const releasesOnPage = async () => {
    const { text } = await fetchText('/release-notes');
    const $ = load(text);
    return $('article h3')
      .toArray()
      .map((h) => ({
        id: $(h).attr('id')!,
        version: $(h).clone().children().remove().end().text().trim(),
        /** The release line under the heading: its date and what its numbers are. */
        date: $(h).next('.release-info').find('time').attr('datetime'),
        line: $(h).next('.release-info').text().trim(),
      }))
      .filter((h) => VERSION_HEADING.test(h.version));
  };

  it('RSS lists every release of the page, newest first, linking to its heading', async () => {
    const releases = await releasesOnPage();
    assert.ok(releases.length >= 4, `${releases.length} releases on the page`);
    const rss = await fetchText('/release-notes/rss.xml');
    assert.equal(rss.status, 200);
    const $ = load(rss.text, { xml: true });
    const items = $('rss > channel > item').toArray();
    assert.deepEqual(
      items.map((item) => $(item).children('link').text()),
      releases.map((r) => `${absolute('/release-notes')}#${r.id}`),
    );
    for (const item of items) {
      assert.ok($(item).children('description').text().length > 20, 'a summary per release');
    }
  });

  it('dates each release as its release line does, not by the build, and names its numbers as the line does', async () => {
    const releases = await releasesOnPage();
    for (const release of releases)
      assert.match(
        release.line,
        /^\d{1,2} \w+ \d{4} · (documentation \S+|Core \S+)/,
        `${release.version}: ${release.line}`,
      );
    const feed = await new Parser().parseString((await fetchText('/release-notes/rss.xml')).text);
    assert.deepEqual(
      feed.items.map((item) => [item.title, item.isoDate?.slice(0, 10)]),
      releases.map((r) => [`Procivis One ${r.line.replace(/^[^·]+· /, '')}`, r.date]),
    );
    const dates = new Set(feed.items.map((item) => item.isoDate));
    assert.ok(dates.size > 1, 'the releases are not all dated alike');
    assert.ok(!dates.has(undefined), 'every item has a date');
    assert.equal(feed.items[0].title, 'Procivis One documentation 1.23.1 · Core 1.74.2');
  });

  it('Atom lists the same releases, and the page itself is still served at /release-notes', async () => {
    const releases = await releasesOnPage();
    const atom = await fetchText('/release-notes/atom.xml');
    assert.equal(atom.status, 200);
    const $ = load(atom.text, { xml: true });
    assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
    assert.deepEqual(
      $('feed > entry > id')
        .toArray()
        .map((id) => $(id).text()),
      releases.map((r) => `${absolute('/release-notes')}#${r.id}`),
    );
    const page = await fetchText('/release-notes');
    assert.equal(page.status, 200);
    assert.match(page.type, /text\/html/);
  });

  it('is announced by <link rel="alternate"> on guides, the home page and API pages', async () => {
    for (const route of ['/', '/keys', '/reference/core/post-credential']) {
      const $ = load((await fetchText(route)).text);
      for (const [type, file] of [
        ['application/rss+xml', 'rss.xml'],
        ['application/atom+xml', 'atom.xml'],
      ]) {
        // by title: reference pages also announce the API-change feeds (tests/e2e/api-history.test.mts)
        const href = $(`head link[rel=alternate][type="${type}"][title="Procivis One release notes"]`).attr('href');
        assert.equal(href, `${BASE_URL}release-notes/${file}`, `${route}: ${type}`);
        assert.equal((await fetchText(href!.slice(BASE_URL.length - 1))).status, 200);
      }
    }
  });
});

describe('robots.txt', () => {
  it('allows crawlers and names the sitemap of this deployment, which exists', async () => {
    const robots = await fetchText('/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(robots.text, /^User-agent: \*$/m);
    assert.doesNotMatch(robots.text, /^Disallow: \/$/m, 'the test build is not a preview');
    assert.match(robots.text, new RegExp(`^Sitemap: ${absolute('/sitemap.xml').replaceAll('.', '\\.')}$`, 'm'));
    assert.equal((await fetchText('/sitemap.xml')).status, 200);
  });
});

describe('Open in ChatGPT and Open in Claude', () => {
  it("start a conversation with the page's absolute Markdown twin from the page menu", async () => {
    const { page, context } = await site.open('/use/issue-credential');
    try {
      await page.getByRole('button', { name: 'More options for this page' }).click();
      const twin = absolute('/use/issue-credential.md');
      assert.ok(fs.existsSync(path.join(BUILD_DIR, 'use/issue-credential.md')), 'the twin exists');
      for (const [name, start] of [
        ['ChatGPT', 'https://chatgpt.com/'],
        ['Claude', 'https://claude.ai/new'],
      ]) {
        const link = page.getByRole('link', { name: new RegExp(`^Open in ${name}`) });
        await link.waitFor();
        const href = new URL((await link.getAttribute('href'))!);
        assert.equal(`${href.origin}${href.pathname}`, start);
        assert.ok(href.searchParams.get('q')!.includes(twin), `${name}: ${href.searchParams.get('q')}`);
        assert.equal(await link.getAttribute('target'), '_blank');
      }
    } finally {
      await context.close();
    }
  });
});

describe('sitemap', () => {
  it('gives each page its last change from git as lastmod, the day "Last updated" shows', () => {
    const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      path: new URL(m[1].match(/<loc>([^<]+)<\/loc>/)![1]).pathname,
      lastmod: m[1].match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    }));
    const withDate = urls.filter((u) => u.lastmod);
    assert.ok(withDate.length / urls.length > 0.95, `${withDate.length} of ${urls.length} URLs have a lastmod`);
    for (const [route, source] of [
      ['/keys', 'docs/keys.mdx'],
      ['/reference/core/post-credential', 'openapi/core.yaml'],
    ] as const) {
      const url = urls.find((u) => u.path === `${BASE_URL}${route.slice(1)}`);
      assert.equal(url?.lastmod, lastCommitDate(ROOT, source)!.toISOString().slice(0, 10), route);
    }
  });
});

describe('versions and promises on the home page', () => {
  it('announces the release with both numbers said for what they are, and the trial box promises what /trial offers', async () => {
    const { page, context } = await site.open('/');
    try {
      const banner = (await page.locator('.theme-announcement-bar').innerText()).replace(/\s+/g, ' ').trim();
      assert.equal(banner, ANNOUNCEMENT.html.replace(/<[^>]+>/g, ''));
      assert.match(banner, /documentation 1\.23\.1 · Core 1\.74\.2/);
      assert.equal((await page.locator('#trial + p').innerText()).trim(), trialPromise());
    } finally {
      await context.close();
    }
  });
});
