/** Every page of the sitemap hydrates in Chromium without a console error. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectErrors, waitForHydration } from '../support/browser.mts';
import { requireBuild, sitemapPaths, useSite } from '../support/site.mts';

const site = useSite();

describe('sitemap walk', () => {
  it('hydrates every listed page with no console error', async () => {
    requireBuild();
    const context = await site.browser().newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const failures: string[] = [];
    for (const route of sitemapPaths()) {
      errors.length = 0;
      const response = await page.goto(site.url() + route);
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      await waitForHydration(page).catch(() => failures.push(`${route}: did not hydrate`));
      for (const error of errors) failures.push(`${route}: ${error}`);
    }
    await context.close();
    assert.deepEqual(failures, []);
  });
});
