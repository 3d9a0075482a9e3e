/**
 * Every page of the sitemap, loaded once: it hydrates in Chromium without a console error at phone
 * and desktop widths, and does not scroll sideways on a phone (wide tables and code scroll inside
 * their own box). One load serves both widths: the page is measured at 390 px as the server's HTML
 * and CSS lay it out, then widened to 1280 px, where the desktop-only parts (sidebar, table of
 * contents) mount; the first client render, which hydration compares, does not depend on the width.
 *
 * The longest of the end-to-end files. Node's runner starts the files in the order of their names,
 * and this name puts it among the first: started early, it leaves the short files for the end, where
 * they keep both cores busy instead of leaving one idle beside the walk.
 */
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { before, describe, it } from 'node:test';
import { waitForHydration } from '../support/browser.mts';
import { PHONE, sidewaysOverflow } from '../support/overflow.mts';
import { builtHtml } from '../support/built-pages.mts';
import { requireBuild, sitemapPaths, useSite } from '../support/site.mts';
import { inTabs, loadAt, resizeTo } from '../support/tabs.mts';

const site = useSite();
const DESKTOP = { width: 1280, height: 900 };

interface WalkResult {
  errors: string[];
  wide: string[];
}

describe('sitemap walk', () => {
  let walk: WalkResult[] = [];
  before(async () => {
    requireBuild();
    const context = await site.browser().newContext({ viewport: PHONE });
    walk = await inTabs(context, sitemapPaths(), async ({ page, errors }, route) => {
      const found: WalkResult = { errors: [], wide: [] };
      const response = await loadAt(page, PHONE, site.url() + route);
      if (response?.status() !== 200) found.errors.push(`${route}: HTTP ${response?.status()}`);
      const { scrollWidth, culprit } = await sidewaysOverflow(page);
      if (scrollWidth > PHONE.width)
        found.wide.push(`${route}: ${scrollWidth} px wide; ${culprit ?? 'no single element found'}`);
      await waitForHydration(page).catch(() => found.errors.push(`${route}: did not hydrate`));
      await resizeTo(page, DESKTOP);
      for (const error of errors) found.errors.push(`${route}: ${error}`);
      return found;
    });
    await context.close();
  });

  it('hydrates every listed page with no console error, at phone and desktop widths', () => {
    assert.ok(walk.length > 50, `only ${walk.length} pages walked`);
    assert.deepEqual(
      walk.flatMap((result) => result.errors),
      [],
    );
  });

  it('scrolls no page sideways on a phone (390 x 844)', () => {
    assert.deepEqual(
      walk.flatMap((result) => result.wide),
      [],
    );
  });

  it('gives every card of a category page a description (src/performance/lean-version-metadata keeps them only for cards)', () => {
    requireBuild();
    const missing: string[] = [];
    let cards = 0;
    for (const route of sitemapPaths()) {
      const html = builtHtml(route);
      // Only a page with an element of class "card" is parsed: most pages have none.
      if (!html || !/\bclass=["']?(?:[^"'>]*\s)?card[\s"'>]/.test(html)) continue;
      const $ = cheerio.load(html);
      $('article a.card').each((_i, card) => {
        cards += 1;
        const description = $(card).find('p').first().text().trim();
        if (!description) missing.push(`${route}: the card "${$(card).find('h2').text().trim()}" has no description`);
      });
    }
    assert.ok(cards >= 30, `only ${cards} cards found: has the card markup changed?`);
    assert.deepEqual(missing, []);
  });
});
