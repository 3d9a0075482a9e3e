/** The site under its Content-Security-Policy: no violation while reading, searching and trying the API. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.mts';
import { startStaticServer, type StaticServer } from '../support/server.mts';
import { BUILD_DIR, requireBuild } from '../support/site.mts';
import { contentSecurityPolicy } from '../../src/plugins/csp/policy.ts';

let server: StaticServer;
let browser: Browser;
let policy: string;

before(async () => {
  requireBuild();
  policy = contentSecurityPolicy(BUILD_DIR);
  server = await startStaticServer(BUILD_DIR, { headers: { 'Content-Security-Policy': policy } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

describe('Content-Security-Policy', () => {
  it("allows only the site's own scripts and the hashed inline ones", () => {
    assert.match(policy, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    assert.doesNotMatch(policy, /unsafe-eval/);
    // The site, and the servers readers try API requests against: any HTTPS origin, plain HTTP on this machine only.
    assert.match(policy, /connect-src 'self' https: http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
  });

  it('runs home, guides, search, the API request panel and a redirect without a violation', async () => {
    const context = await browser.newContext();
    await context.addInitScript(`
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
    `);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const violations = async () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

    for (const route of ['/', '/get-started/issue', '/reference/core/post-credential', '/search?q=credential']) {
      await page.goto(server.url + route);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await violations(), [], route);
    }
    await page.goto(`${server.url}/reference/core/post-credential`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('revoke');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.deepEqual(await violations(), []);

    await page.goto(`${server.url}/sdk`);
    await page.waitForURL((u) => u.pathname === '/reference/sdk');
    await waitForHydration(page);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(refused, []);
    await context.close();
  });
});
