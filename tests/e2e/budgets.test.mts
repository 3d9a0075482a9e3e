/**
 * The deterministic JavaScript budgets (first load, gzip), measured as the
 * browser executes the page. Lighthouse and build budgets are in `npm run bench`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSite } from '../support/site.mts';
import { kb, measureFirstLoad, type FirstLoad } from '../../scripts/bench/first-load.mts';

const site = useSite();

/**
 * A route's first load, measured once in a fresh context and read by every check of it below: the
 * same build serves the same first load each time.
 */
const loads = new Map<string, Promise<FirstLoad>>();
function firstLoad(route: string): Promise<FirstLoad> {
  if (!loads.has(route)) loads.set(route, measureFirstLoad(site.browser(), site.url(), route));
  return loads.get(route)!;
}

const GUIDE_BUDGET = 190 * 1024;
/** A class name only the OpenAPI theme's components use. */
const API_THEME_MARKER = 'openapi-schema__';
const API_OPERATION_BUDGET = 500 * 1024;
const GUIDE_CSS_BUDGET = 30 * 1024;

describe('first-load JavaScript', () => {
  it(`keeps guide pages and the home page within ${kb(GUIDE_BUDGET)}`, async () => {
    // A guide with many code blocks, one with tabs, the home page.
    for (const route of ['/issue/manage-status', '/keys', '/']) {
      const load = await firstLoad(route);
      assert.ok(
        load.js.gzip <= GUIDE_BUDGET,
        `${route}: ${kb(load.js.gzip)} > ${kb(GUIDE_BUDGET)}: ${load.js.files.map((f) => `${f.url} ${kb(f.gzip)}`).join(', ')}`,
      );
    }
  });

  it(`keeps an API operation page within ${kb(API_OPERATION_BUDGET)}, the request panel and code generators left out`, async () => {
    const load = await firstLoad('/reference/core/post-credential');
    assert.ok(load.js.gzip <= API_OPERATION_BUDGET, `${kb(load.js.gzip)} > ${kb(API_OPERATION_BUDGET)}`);
  });

  it('names every script a guide runs on load in its HTML, main.js last, so none waits for main.js to ask for it', async () => {
    // Pages without widgets loaded on demand (diagrams, API code samples), which come later by design.
    for (const route of ['/issue/manage-status', '/keys', '/']) {
      const html = await (await fetch(`${site.url()}${route}`)).text();
      const named = [...html.matchAll(/<script src=["']?([^"' >]+)["']?[^>]*defer/g)].map((match) => match[1]);
      assert.ok(named.length > 2, `${route}: only ${named.join(', ')} in the HTML`);
      assert.match(named[0], /runtime~main\./);
      assert.match(named.at(-1)!, /\/main\./);
      const load = await firstLoad(route);
      const unnamed = load.js.files.map((file) => file.url).filter((file) => !named.includes(file));
      assert.deepEqual(unnamed, [], `${route}: scripts requested after main.js ran`);
    }
  });

  it('loads no API reference or search code on guide pages, the home page or /search before use', async () => {
    for (const route of ['/', '/issue/manage-status', '/get-started/issue', '/use/issue-credential', '/search']) {
      const load = await firstLoad(route);
      const files = load.js.files.map((f) => f.url);
      // JavaScript chunk files are named by id (src/performance/chunk-filenames); the API theme's code is known by its class names.
      for (const file of files) {
        const code = await (await fetch(new URL(file, site.url()))).text();
        assert.ok(!code.includes(API_THEME_MARKER), `${route} loads API reference code: ${file}`);
      }
      assert.ok(!files.some((f) => f.includes('search-index')), `${route} loads the search index`);
    }
  });

  it(`keeps the OpenAPI theme's stylesheet to reference pages: guides load at most ${kb(GUIDE_CSS_BUDGET)} of CSS`, async () => {
    for (const route of ['/', '/issue/manage-status', '/keys']) {
      const load = await firstLoad(route);
      const files = load.css.files.map((f) => f.url);
      assert.ok(
        !files.some((f) => f.includes('api-reference')),
        `${route} loads the API pages' CSS: ${files.join(', ')}`,
      );
      assert.ok(load.css.gzip <= GUIDE_CSS_BUDGET, `${route}: ${kb(load.css.gzip)} of CSS > ${kb(GUIDE_CSS_BUDGET)}`);
    }
    const api = await firstLoad('/reference/core/post-credential');
    assert.ok(
      api.css.files.some((f) => f.url.includes('api-reference-styles')),
      `the API page misses its CSS: ${api.css.files.map((f) => f.url).join(', ')}`,
    );
    // The <noscript> stylesheet (static/noscript.css) loads only with scripts off.
    const html = (await (await fetch(`${site.url()}/reference/core/post-credential`)).text()).replace(
      /<noscript>[\s\S]*?<\/noscript>/g,
      '',
    );
    const linked = [...html.matchAll(/<link rel=["']?stylesheet["']? href=["']?([^"' >]+)/g)].map((match) => match[1]);
    assert.deepEqual(
      linked.map((href) => href.replace(/.*\/([a-z-]+)\.[0-9a-f]+\.css$/, '$1')),
      ['styles', 'api-reference-styles'],
      'the site stylesheet comes first, the theme builds on it',
    );
  });

  it('styles an API page reached from a guide by a link, not only one loaded directly', async () => {
    const { page, context } = await site.open('/get-started/issue');
    try {
      const link = page.locator('main a[href^="/reference/core/"]').first();
      const href = await link.getAttribute('href');
      // Followed from the keyboard: a click aims at where the link is, and the diagram above it, drawn
      // as it scrolls into view, can move it before the click lands.
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === href!.split('#')[0]);
      const badge = page.locator('.openapi__method-endpoint').first();
      await badge.waitFor();
      // Theme CSS: the method-and-path bar is a flex row; without the stylesheet it is a plain block.
      assert.equal(await badge.evaluate((el) => getComputedStyle(el).display), 'flex');
    } finally {
      await context.close();
    }
  });

  it('prefetches the chunks of visible links once each, and nothing when the reader saves data', async () => {
    for (const saveData of [false, true]) {
      const context = await site.browser().newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (saveData)
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
        );
      await page.goto(`${site.url()}/issue/manage-status`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // idle callbacks
      const hrefs = await page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => l.getAttribute('href')));
      if (saveData) {
        assert.deepEqual(hrefs, []);
      } else {
        assert.ok(hrefs.length > 0, 'nothing prefetched');
        assert.equal(new Set(hrefs).size, hrefs.length, `a chunk was prefetched twice: ${hrefs.join(', ')}`);
        const running = await page.$$eval('script[src]', (scripts) =>
          scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname),
        );
        assert.ok(!hrefs.some((h) => running.includes(h!)), 'a chunk the page already runs was prefetched');
      }
      await context.close();
    }
  });
});
