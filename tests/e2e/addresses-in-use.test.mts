/**
 * The addresses readers already follow (config/addresses-in-use.ts) land on a
 * page, by its own route or a redirect, with the fragment's section there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitForHydration } from '../support/browser.mts';
import { useSite } from '../support/site.mts';
import { addressesInUse } from '../../config/addresses-in-use.ts';

const site = useSite();

describe('addresses in use', () => {
  for (const { address, source } of addressesInUse) {
    it(`${address} (${source})`, async () => {
      const page = await site.browser().newPage();
      try {
        const response = await page.goto(site.url() + address);
        assert.notEqual(response?.status(), 404, `${address} is not found`);
        // A redirect page (no Docusaurus app in it) forwards with a script.
        if ((await page.locator('#__docusaurus').count()) === 0) {
          const from = new URL(page.url()).pathname;
          await page.waitForURL((url) => url.pathname !== from, { timeout: 10_000 });
        }
        await waitForHydration(page);
        const landed = new URL(page.url());
        assert.ok(
          (await page.locator('article h1, main h1').count()) > 0,
          `${address} → ${landed.pathname} shows no page`,
        );
        assert.doesNotMatch(await page.title(), /^Page Not Found/, `${address} → ${landed.pathname} is the 404 page`);
        const fragment = address.split('#')[1];
        if (fragment) {
          assert.equal(
            landed.hash,
            `#${fragment}`,
            `${address}: the fragment was lost on the way to ${landed.pathname}`,
          );
          assert.ok(
            await page.evaluate((id) => document.getElementById(id) !== null, fragment),
            `${address}: ${landed.pathname} has no section #${fragment}`,
          );
        }
      } finally {
        await page.close();
      }
    });
  }
});
