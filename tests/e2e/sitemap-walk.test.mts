/** Every page of the sitemap hydrates in Chromium without a console error. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, it } from 'node:test';
import { waitForHydration } from '../support/browser.mts';
import { BUILD_DIR, requireBuild, sitemapPaths, useSite } from '../support/site.mts';
import { inTabs } from '../support/tabs.mts';

const site = useSite();

describe('sitemap walk', () => {
  it('hydrates every listed page with no console error', async () => {
    requireBuild();
    const context = await site.browser().newContext();
    const failures = await inTabs(context, sitemapPaths(), async ({ page, errors }, route) => {
      const found: string[] = [];
      const response = await page.goto(site.url() + route);
      if (response?.status() !== 200) found.push(`${route}: HTTP ${response?.status()}`);
      await waitForHydration(page).catch(() => found.push(`${route}: did not hydrate`));
      for (const error of errors) found.push(`${route}: ${error}`);
      return found;
    });
    await context.close();
    assert.deepEqual(failures.flat(), []);
  });

  it('gives every card of a category page a description (src/performance/lean-version-metadata keeps them only for cards)', () => {
    requireBuild();
    const missing: string[] = [];
    let cards = 0;
    for (const route of sitemapPaths()) {
      const file = [`${route.replace(/\/$/, '')}.html`, path.join(route, 'index.html')]
        .map((f) => path.join(BUILD_DIR, f))
        .find((f) => fs.existsSync(f));
      if (!file) continue;
      const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
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
