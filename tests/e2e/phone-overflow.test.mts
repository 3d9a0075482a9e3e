/**
 * No page of the site scrolls sideways on a phone (390 x 844): wide tables and
 * code scroll inside their own box, and nothing hidden (a glossary tooltip)
 * or shown widens the document. Walks every page of the sitemap.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser.mts';
import { sitemapPaths, useSite } from '../support/site.mts';
import { inTabs } from '../support/tabs.mts';

const site = useSite();

const PHONE = { width: 390, height: 844 };
/** Pages with glossary terms near the right edge of a phone's line. */
const TERM_PAGES = ['/certificates', '/components/wallet-app', '/eidas'];

/**
 * The document's scroll width and, when wider than the screen, the element
 * that sticks out furthest: the outermost one reaching that right edge that no
 * scrolling or clipping box of its own holds in.
 */
// A string, not a function: tsx would wrap the inner named functions in a helper the page lacks.
const MEASURE = `(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth };
    const clipped = (el) => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') return true;
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return getComputedStyle(el).position === 'fixed';
    };
    const describe = (el) => {
      const parts = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = [...e.classList].slice(0, 2).map((c) => '.' + c).join('');
        parts.unshift(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + classes);
      }
      const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return parts.join(' > ') + ' ("' + text + '")';
    };
    let culprit;
    let furthest = width;
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      // Strictly further: of a nest of elements reaching the same edge, the outermost (met first) is kept.
      if (right > furthest + 0.5 && !clipped(el)) {
        furthest = right;
        culprit = el;
      }
    }
    return { scrollWidth, culprit: culprit ? describe(culprit) + ' reaches ' + Math.round(furthest) + ' px' : undefined };
})()`;

async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprit?: string }> {
  return page.evaluate(MEASURE);
}

describe('every page on a phone (390 x 844)', () => {
  it('scrolls no page sideways', async () => {
    const context = await site.browser().newContext({ viewport: PHONE });
    const wide = (
      await inTabs(context, sitemapPaths(), async ({ page }, route) => {
        // Layout comes from the server-rendered HTML and CSS; hydration changes no width.
        await page.goto(site.url() + route, { waitUntil: 'load' });
        const { scrollWidth, culprit } = await sidewaysOverflow(page);
        return scrollWidth > PHONE.width
          ? [`${route}: ${scrollWidth} px wide; ${culprit ?? 'no single element found'}`]
          : [];
      })
    ).flat();
    await context.close();
    assert.deepEqual(wide, []);
  });
});

describe('a glossary tooltip on a phone (390 x 844)', () => {
  for (const path of TERM_PAGES) {
    it(`${path}: every term's tooltip, shown by keyboard focus or by the pointer, lies inside the screen and widens no page`, async () => {
      const context = await site.browser().newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(site.url() + path);
      await waitForHydration(page);
      const links = page.locator('article span:has(> [role="tooltip"]) > a');
      const count = await links.count();
      assert.ok(count >= 1, 'the page has a glossary term with a tooltip');
      const outside: string[] = [];
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        const tooltip = link.locator('xpath=following-sibling::*[@role="tooltip"]');
        for (const how of ['focus', 'hover'] as const) {
          await page.mouse.move(0, 0);
          await page.locator('body').focus();
          if (how === 'focus') await link.focus();
          else await link.hover();
          await tooltip.waitFor({ state: 'visible' });
          // The shift is applied one frame after the tooltip shows.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const box = (await tooltip.boundingBox())!;
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (box.x < 0 || box.x + box.width > PHONE.width || scrollWidth > PHONE.width) {
            outside.push(
              `"${await link.textContent()}" by ${how}: tooltip from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px, page ${scrollWidth} px wide`,
            );
          }
        }
        await link.blur();
      }
      await context.close();
      assert.deepEqual(outside, []);
    });
  }
});
