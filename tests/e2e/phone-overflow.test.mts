/**
 * A glossary term's tooltip on a phone (390 x 844) stays inside the screen. That no page scrolls
 * sideways on a phone is checked in the walk over every page (all-pages.test.mts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterTwoFrames, waitForHydration } from '../support/browser.mts';
import { PHONE } from '../support/overflow.mts';
import { useSite } from '../support/site.mts';

const site = useSite();

/** Pages with glossary terms near the right edge of a phone's line. */
const TERM_PAGES = ['/certificates', '/components/wallet-app', '/eidas'];

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
          await afterTwoFrames(page);
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
