/** Degraded conditions: storage that throws, a route chunk that fails, JavaScript off. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitForHydration } from '../support/browser.mts';
import { useSite } from '../support/site.mts';

const site = useSite();

describe('faults', () => {
  it('works when localStorage throws on every call, and the announcement bar still closes', async () => {
    const context = await site.browser().newContext();
    // A string, not a function: the page must get exactly this code.
    await context.addInitScript(`
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value() { throw new DOMException('Storage is disabled', 'SecurityError'); },
        });
      }
    `);
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    await page.locator('.theme-announcement-bar').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.theme-announcement-bar').waitFor({ state: 'detached' });
    await page.locator('.navbar').getByRole('link', { name: 'Deploy', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/deploy');
    await page.locator('h1').waitFor();
    assert.deepEqual(uncaught, []);
    await context.close();
  });

  it('reloads the whole page when a route chunk fails to load during navigation, and lands on the target', async () => {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    await page.goto(`${site.url()}/get-started`);
    await waitForHydration(page);
    let reloaded = false;
    await page.route('**/assets/js/**', (route) => (reloaded ? route.continue() : route.abort('failed')));
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    await page.locator('.navbar').getByRole('link', { name: 'Config Reference', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/reference/configuration/core');
    await waitForHydration(page);
    assert.equal(reloaded, true, 'the page was reloaded from the server');
    await page.locator('h1').waitFor();
    await context.close();
  });

  it('keeps content and navigation in the HTML with JavaScript disabled', async () => {
    const context = await site.browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url()}/issue/manage-status`);
    assert.ok(((await page.locator('article').textContent()) ?? '').length > 1000, 'the article is in the HTML');
    for (const label of ['Get started', 'Deploy', 'Integrate', 'Use', 'APIs']) {
      // APIs is a menu (config/navbar.ts): its label is a link the theme gives the button role
      const href = await page
        .locator('.navbar a[href]')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first()
        .getAttribute('href');
      assert.ok(href?.startsWith('/'), `${label} links somewhere`);
    }
    assert.ok(
      (await page.locator('.theme-doc-sidebar-menu a[href]').count()) >= 15,
      'the sidebar links are in the HTML',
    );
    await context.close();
  });
});
