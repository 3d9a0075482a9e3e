/**
 * With JavaScript off a reader still gets the content: every tab panel under its label, the
 * navbar's links on a phone, and a /search page that says why it is empty and where to go.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite } from '../support/site.mts';

const site = useSite();
const PHONE = { width: 390, height: 844 };

async function openWithoutScripts(
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const response = await page.goto(site.url() + path);
  assert.equal(response?.status(), 200, path);
  return { page, close: () => context.close() };
}

/** Each tab panel of the page: whether it is shown, and its label's text when that is shown. */
const tabPanels = (page: Page) =>
  page.$$eval('[role="tabpanel"]', (panels) =>
    panels.map((panel) => {
      const label = panel.querySelector(':scope > [data-tab-label]') as HTMLElement | null;
      return {
        shown: (panel as HTMLElement).offsetHeight > 0,
        label: label && label.offsetHeight > 0 ? (label.textContent?.trim() ?? '') : null,
      };
    }),
  );

describe('without JavaScript', () => {
  for (const path of ['/reference/core/get-credential-list', '/keys']) {
    it(`${path} shows every tab panel under its label, and no tab row`, async () => {
      const { page, close } = await openWithoutScripts(path);
      const panels = await tabPanels(page);
      assert.ok(panels.length >= 2, `${path}: only ${panels.length} tab panels`);
      assert.deepEqual(
        panels.filter((panel) => !panel.shown || !panel.label),
        [],
        `${path}: panels hidden or unlabelled`,
      );
      assert.equal(await page.locator('[role="tablist"]').first().isVisible(), false);
      await close();
      // With scripts, a tab row switches the panels and the labels stay hidden.
      const { page: scripted, context } = await site.open(path);
      const withScripts = await tabPanels(scripted);
      assert.ok(
        withScripts.some((panel) => !panel.shown),
        `${path}: with JavaScript some panels are hidden`,
      );
      assert.deepEqual(
        withScripts.filter((panel) => panel.label !== null),
        [],
      );
      await context.close();
    });
  }

  it('shows the navbar links on a phone, where the menu button would need a script', async () => {
    const { page, close } = await openWithoutScripts('/keys', PHONE);
    for (const name of ['Get started', 'Deploy', 'Integrate', 'Use', 'APIs', 'SDK']) {
      const link = page.locator('nav.navbar a.navbar__link', { hasText: new RegExp(`^${name}$`) }).first();
      assert.equal(await link.isVisible(), true, `${name} is visible`);
      const box = await link.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} is inside the screen`);
    }
    assert.equal(await page.locator('.navbar__toggle').isVisible(), false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
    await close();
  });

  it('says on /search that search needs JavaScript and links the sections', async () => {
    const { page, close } = await openWithoutScripts('/search');
    const notice = page.getByRole('note').filter({ hasText: 'needs JavaScript' });
    assert.equal(await notice.isVisible(), true);
    assert.ok((await notice.locator('a[href="/get-started"]').count()) === 1);
    assert.ok((await notice.locator('a[href="/reference/apis"]').count()) === 1);
    await close();
  });
});
