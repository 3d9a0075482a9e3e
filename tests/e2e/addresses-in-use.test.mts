/**
 * The addresses readers already follow (config/addresses-in-use.ts) land on a
 * page, by its own route or a redirect, with the fragment's section there.
 * All are visited in a few tabs of one browser context (tests/support/tabs.mts),
 * whose cache they share as a reader's tabs do; each address is reported as a
 * test of its own.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser.mts';
import { useSite } from '../support/site.mts';
import { inTabs } from '../support/tabs.mts';
import { addressesInUse } from '../../config/addresses-in-use.ts';

const site = useSite();

/** What went wrong on the way from an address to its section; empty when it landed. */
type Problems = string[];

describe('addresses in use', () => {
  const found = new Map<string, Problems>();
  before(async () => {
    const context = await site.browser().newContext();
    const results = await inTabs(
      context,
      addressesInUse.map(({ address }) => address),
      // A visit that throws (a redirect that never forwards) fails its own address, not the walk.
      async ({ page }, address): Promise<Problems> =>
        visit(page, address).catch((error: Error) => [`${address}: ${error.message.split('\n')[0]}`]),
    );
    addressesInUse.forEach(({ address }, i) => found.set(address, results[i]));
    await context.close();
  });

  async function visit(page: Page, address: string): Promise<Problems> {
    const problems: Problems = [];
    const response = await page.goto(site.url() + address);
    if (response?.status() === 404) return [`${address} is not found`];
    // A redirect page (no Docusaurus app in it) forwards with a script.
    if ((await page.locator('#__docusaurus').count()) === 0) {
      const from = new URL(page.url()).pathname;
      await page.waitForURL((url) => url.pathname !== from, { timeout: 10_000 });
    }
    await waitForHydration(page);
    const landed = new URL(page.url());
    if ((await page.locator('article h1, main h1').count()) === 0)
      problems.push(`${address} → ${landed.pathname} shows no page`);
    if (/^Page Not Found/.test(await page.title())) problems.push(`${address} → ${landed.pathname} is the 404 page`);
    const fragment = address.split('#')[1];
    if (fragment) {
      if (landed.hash !== `#${fragment}`)
        problems.push(`${address}: the fragment was lost on the way to ${landed.pathname} (${landed.hash})`);
      else if (!(await page.evaluate((id) => document.getElementById(id) !== null, fragment)))
        problems.push(`${address}: ${landed.pathname} has no section #${fragment}`);
    }
    return problems;
  }

  for (const { address, source } of addressesInUse) {
    it(`${address} (${source})`, () => {
      assert.deepEqual(found.get(address), []);
    });
  }
});
