/** Search with no Typesense configured: the embedded index, through the DocSearch modal and /search. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Worker } from 'playwright-core';
import { waitForHydration } from '../support/browser.mts';
import { useSite } from '../support/site.mts';
import { EXTERNAL } from '../../config/site.ts';

const site = useSite();

async function open(path: string) {
  const dialogs: string[] = [];
  const opened = await site.open(path, {
    beforeGoto: (page) =>
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      }),
  });
  return { ...opened, dialogs };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchButton = (page: Page) => page.locator('.navbar').getByRole('button', { name: /search/i });

async function typeInModal(page: Page, query: string) {
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await input.fill(query);
}

describe('search modal (embedded index)', () => {
  it('opens on click, Ctrl+K and "/", and Escape closes it and returns focus', async () => {
    const { page, context, errors } = await open('/get-started');
    await searchButton(page).click();
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Button'), null, {
      timeout: 2000,
    });

    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    await page.locator('article h1').first().click();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finds a page, groups hits by section, and Enter opens the hit at its anchor', async () => {
    const { page, context, errors } = await open('/get-started');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'suspend a credential');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok((await page.locator('.DocSearch-Hit-source').count()) >= 1, 'hits are grouped under section titles');
    assert.ok((await page.locator('.DocSearch-Hit mark').count()) > 0, 'matches are highlighted');
    // Move to a hit inside a page (a heading), then open it.
    const sectionHit = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = (await sectionHit.getAttribute('href'))!;
    const [path, anchor] = href.split('#');
    while (!(await sectionHit.locator('xpath=..').evaluate((el) => el.getAttribute('aria-selected') === 'true'))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === path && u.hash === `#${anchor}`);
    await page.locator(`[id="${decodeURIComponent(anchor)}"]`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('leads from "See all N results" to /search with the same count', async () => {
    const { page, context } = await open('/');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'credential');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await footer.waitFor();
    const count = Number((await footer.textContent())!.match(/See all (\d+) results/)![1]);
    assert.ok(count > 10);
    await footer.click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'credential');
    await page.getByText(`${count} results for`).waitFor();
    await context.close();
  });

  it('answers a task with the Core operation and its guide first, each hit headed "Page › Heading"', async () => {
    const { page, context, errors } = await open('/get-started');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'revoke credential');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // In the order the reader sees them (the modal groups hits by section; runs keep the ranking's order).
    const paths = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!, 'https://x').pathname));
    const first3 = paths.slice(0, 3);
    assert.ok(first3.includes('/reference/core/revoke-credential'), first3.join(', '));
    assert.ok(
      first3.some((p) => p === '/issue/manage-status' || p === '/use/suspend'),
      first3.join(', '),
    );
    const desk = paths.indexOf('/reference/desk/revoke-credential');
    assert.ok(desk === -1 || desk > paths.indexOf('/reference/core/revoke-credential'), 'Core before Desk');
    const headlines = await page.locator('.DocSearch-Hit-title').allTextContents();
    assert.ok(headlines.length > 0);
    for (const headline of headlines)
      assert.ok(!headline.includes(' · '), `a headline is not a table row: ${headline}`);
    assert.ok(
      headlines.some((h) => h.includes(' › ')),
      `"Page › Heading": ${headlines.join(' | ')}`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows one hit per page, headed by the error code with text of its section below', async () => {
    const { page, context } = await open('/get-started');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'BR_0197');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const paths = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!, 'https://x').pathname));
    assert.equal(paths[0], '/reference/errors');
    assert.equal(new Set(paths).size, paths.length, `one hit per page: ${paths.join(', ')}`);
    const first = page.locator('.DocSearch-Hit').first();
    assert.match((await first.locator('.DocSearch-Hit-title').textContent())!, / › BR_0197$/);
    assert.ok(
      ((await first.locator('.DocSearch-Hit-path').textContent()) ?? '').trim().length > 0,
      'text of the section below the headline',
    );
    await context.close();
  });

  it('credits the search that runs, and counts in English', async () => {
    const { page, context } = await open('/get-started');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'BR_0358');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await footer.waitFor();
    assert.equal((await footer.textContent())!.trim(), 'See the 1 result');
    const credit = page.locator('.DocSearch-Footer .DocSearch-Logo');
    await credit.getByText('Search by MiniSearch, in your browser').waitFor();
    assert.equal(
      await credit.locator('a[href*="typesense.org"]').isVisible(),
      false,
      'no Typesense credit on the embedded index',
    );
    await footer.click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'BR_0358');
    await page.getByText('1 result for').waitFor();
    assert.equal(await page.locator('.DocSearch-Modal').count(), 0, 'the modal closed');
    await context.close();
  });

  it('shows the no-results texts with a link to the documentation request form', async () => {
    const { page, context } = await open('/');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'qqzzxxv');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = (await screen.textContent())!;
    assert.match(text, /No results for/);
    assert.match(text, /qqzzxxv/);
    assert.match(text, /Believe this query should return results\?/);
    const report = screen.getByRole('link', { name: /Let us know/ });
    assert.ok((await report.getAttribute('href'))!.startsWith(EXTERNAL.documentationRequestForm));
    await context.close();
  });

  it('keeps hostile and unusual queries inert', async () => {
    const { page, context, errors, dialogs } = await open('/');
    const queries = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(2)>',
      'x'.repeat(10_000),
      '🔐 credential 🪪',
      'שלום עולם اعتماد',
      '?!…()//::',
      'credential'.repeat(300),
    ];
    await page.keyboard.press('Control+k');
    for (const query of queries) {
      await typeInModal(page, query);
      await page.waitForTimeout(400);
      assert.equal(await page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script').count(), 0);
    }
    await page.keyboard.press('Escape');
    for (const query of queries) {
      await page.goto(`${site.url()}/search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await page.waitForTimeout(400);
      assert.equal(await page.locator('main img[src="x"], main script').count(), 0);
    }
    assert.deepEqual(dialogs, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('search page (embedded index)', () => {
  it('shows results for ?q=, keeps the query in the address and loads more', async () => {
    const { page, context, errors } = await open('/search?q=credential');
    await page.getByText(/\d+ results for/).waitFor();
    const first = await page.locator('main ol > li').count();
    assert.equal(first, 10);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('main ol > li').length > n, first);

    const input = page.getByRole('searchbox', { name: 'Search terms' });
    await input.fill('proof schema');
    await page.waitForURL((u) => u.searchParams.get('q') === 'proof schema');
    await page.getByText(/\d+ results? for/).waitFor();
    await page.locator('main ol > li mark').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the no-results texts', async () => {
    const { page, context } = await open('/search?q=qqzzxxv');
    await page.getByText('No results for').waitFor();
    await page.getByText('Try searching for').waitFor();
    await page.getByRole('link', { name: 'Let us know.' }).waitFor();
    await context.close();
  });

  it('shows the error screen when the index cannot be loaded', async () => {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    await page.route('**/search/base.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${site.url()}/search?q=credential`);
    await page.getByText('Unable to fetch results').waitFor();
    await page.getByText('You might want to check your network connection.').waitFor();

    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'credential');
    await page.locator('.DocSearch-ErrorScreen').getByText('Unable to fetch results').waitFor();
    await context.close();
  });

  it('starts loading the index when the reader reaches for search: the search button focused', async () => {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    const base = page.waitForResponse((r) => r.url().endsWith('/search/base.json'));
    await page.locator('.DocSearch-Button').focus();
    await base;
    assert.equal(await page.locator('.DocSearch-Modal').count(), 0, 'the modal is not open');
    await context.close();
  });

  it('loads the index only when a reader searches, and then only what the query needs', async () => {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
    });
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    assert.ok(!requested.some((u) => u.startsWith('/search')), 'no index on first load');
    // Opening search starts loading the base, before the reader types.
    const base = page.waitForResponse((r) => r.url().endsWith('/search/base.json'));
    await page.keyboard.press('Control+k');
    await base;
    await typeInModal(page, 'trust list');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const shards = requested.filter((u) => /^\/search\/t-\d+\.json$/.test(u));
    const chunks = requested.filter((u) => /^\/search\/r-\d+\.json$/.test(u));
    assert.ok(shards.length >= 1 && shards.length <= 6, `term shards: ${shards.join(', ')}`);
    // The modal shows one hit per page, ten pages: the chunks of those ten hits at most (src/search/modalLayout.ts).
    assert.ok(chunks.length >= 1 && chunks.length <= 10, `record chunks: ${chunks.join(', ')}`);
    assert.ok(
      !requested.some((u) => u.endsWith('search-index.json') || u.endsWith('search-records.json')),
      'never the whole index',
    );
    assert.ok(
      !requested.some((u) => u.startsWith('/search/docs-')),
      "never an older version's index from a current page",
    );
    // The modal is handed the site's client (src/performance/docsearch-client): the Typesense library is not fetched.
    assert.ok(
      !(await Promise.all(scripts)).some((text) => text.includes('X-TYPESENSE-API-KEY')),
      'no Typesense client code in embedded mode',
    );
    // Loaded and queried off the main thread.
    assert.equal(workers.length, 1, `search workers: ${workers.map((w) => w.url()).join(', ')}`);
    // One script (src/performance/search-worker-chunk): a worker loads further scripts one after the other, before it can fetch the index.
    const workerScripts = await workers[0].evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
    assert.deepEqual(workerScripts, [], 'the search worker loads no further scripts');
    // The next query reuses what was fetched.
    const before = requested.length;
    await typeInModal(page, 'trust');
    await page.waitForTimeout(500);
    assert.ok(!requested.slice(before).some((u) => u === '/search/base.json'), 'the base is fetched once');
    await context.close();
  });

  it('prefetches the modal and the search worker when the page is idle, so opening search fetches no script', async () => {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    // src/performance/search-prefetch: the modal's chunk and the worker's script, in idle time.
    await page.waitForFunction(() => document.querySelectorAll('link[data-prefetch="search"]').length === 2);
    const prefetched = await page.$$eval('link[data-prefetch="search"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const worker = page.waitForEvent('worker');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'revoke');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok(
      prefetched.includes(new URL((await worker).url()).pathname),
      `the worker's script ${(await worker).url()} is one of the prefetched ${prefetched.join(', ')}`,
    );
    assert.ok(scripts.length > 0, 'opening search ran the modal');
    for (const script of scripts) assert.ok(prefetched.includes(script), `${script} was not prefetched`);
    await context.close();
  });

  it('links /search hits to this site, in the same tab, without a full reload', async () => {
    const { page, context, errors } = await open('/search?q=revoke%20a%20credential');
    await page.getByText(/\d+ results? for/).waitFor();
    const links = page.locator('main ol a');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      assert.ok(href.startsWith('/') && !href.startsWith('//'), `relative link: ${href}`);
    }
    assert.equal(await page.locator('main ol a[target]').count(), 0, 'no new tab');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL((u) => u.pathname === href.split('#')[0]);
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      'client-side navigation keeps the page alive',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('narrows results to Guides, Core, Desk, Bridge or SDK, with the filter in the address', async () => {
    const { page, context, errors } = await open('/search?q=credential');
    await page.getByText(/\d+ results for/).waitFor();
    await page.getByRole('radio', { name: 'Core API' }).check();
    await page.waitForURL((u) => u.searchParams.get('scope') === 'core' && u.searchParams.get('q') === 'credential');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('main ol > li h2 a')).every((a) =>
        a.getAttribute('href')!.startsWith('/reference/core/'),
      ),
    );
    assert.ok((await page.locator('main ol > li').count()) > 0);

    await page.goto(`${site.url()}/search?q=credential&scope=guides`);
    await page.getByText(/\d+ results? for/).waitFor();
    assert.equal(
      await page.getByRole('radio', { name: 'Guides' }).isChecked(),
      true,
      'the filter is read from the address',
    );
    const hrefs = await page.locator('main ol > li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    assert.ok(
      hrefs.length > 0 && hrefs.every((h) => !/^\/reference\/(core|desk|bridge|sdk)(\/|$)/.test(h)),
      hrefs.join(', '),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the best guide in the modal for a task query', async () => {
    const { page, context } = await open('/');
    await page.keyboard.press('Control+k');
    await typeInModal(page, 'revoke a credential');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(
      hrefs.slice(0, 6).some((h) => /\/(issue\/manage-status|use\/suspend)/.test(h)),
      hrefs.join(', '),
    );
    await context.close();
  });

  it('shows results on /search without moving what is already on screen', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const context = await site.browser().newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.url()}/search?q=credential`);
      await page.getByText(/\d+ results for/).waitFor();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      assert.ok(shifts < 0.02, `layout shift ${shifts.toFixed(3)} at ${viewport.width} px`);
      await context.close();
    }
  });
});
