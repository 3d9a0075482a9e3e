/**
 * The pages an integrator looks things up in: error codes, permissions,
 * webhooks and the glossary, their links from other pages, the <Term>
 * tooltip, and search finding a code or a permission typed on its own.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readInventory } from '../../scripts/inventory/release.ts';
import type { ErrorInventory } from '../../scripts/inventory/errors.ts';
import { glossary } from '../../src/data/glossary.ts';
import { BUILD_DIR, ROOT, useSite } from '../support/site.mts';

const site = useSite();
const built = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

async function firstSearchHit(query: string): Promise<string> {
  const { page, context } = await site.open('/get-started');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const hit = page.locator('.DocSearch-Hit a').first();
  await hit.waitFor();
  const href = new URL((await hit.getAttribute('href'))!, site.url());
  await context.close();
  return `${href.pathname}${href.hash}`;
}

describe('error codes, permissions, webhooks and glossary', () => {
  // Pages read as they load share a tab; the search checks get a fresh context each.
  const reader = site.tab();
  it('gives every Core error code its own entry on /reference/errors, and guides link the codes they name', async () => {
    const { errors } = readInventory<ErrorInventory>(ROOT, 'errors');
    const { page, errors: consoleErrors } = await reader.open('/reference/errors');
    const entries = await page.locator('article h3[id^="BR_"]').evaluateAll((headings) => headings.map((h) => h.id));
    assert.deepEqual(entries.sort(), errors.map((e) => e.code).sort());
    await page.goto(`${site.url()}/verify/manage-proofs`);
    assert.ok(
      (await page.locator('article a[href="/reference/errors#BR_0013"]').count()) > 0,
      'a code in a guide links to its entry',
    );
    assert.deepEqual(consoleErrors, []);
  });

  it('lists every permission on /permissions, and operation pages link theirs to it', async () => {
    const html = built('permissions.html');
    for (const permission of ['CREDENTIAL_ISSUE', 'PROOF_SCHEMA_CREATE', 'SYSTEM_HISTORY_LIST'])
      assert.match(html, new RegExp(`<h3[^>]* id=${permission}[ >]`));
    assert.match(built('reference/core/post-credential.html'), /href=\/permissions#CREDENTIAL_ISSUE>/);
  });

  it('finds an error code or a permission typed on its own, its entry first', async () => {
    assert.equal(await firstSearchHit('BR_0218'), '/reference/errors#BR_0218');
    assert.equal(await firstSearchHit('CREDENTIAL_ISSUE'), '/permissions#CREDENTIAL_ISSUE');
  });

  it('has a glossary entry with an anchor for every term', () => {
    const html = built('glossary.html');
    assert.ok(glossary.length >= 60);
    for (const term of glossary) assert.match(html, new RegExp(`<h3[^>]* id=${term.id}[ >]`), term.id);
  });

  it('links a marked term to the glossary without JavaScript, and shows its definition on hover and keyboard focus', async () => {
    assert.match(built('verify.html'), /<a aria-describedby=[^ >]+ href=\/glossary#dcql>/);
    const { page, errors } = await reader.open('/verify');
    const link = page.locator('article a[href="/glossary#dcql"]').first();
    const tooltip = page.locator(`[role="tooltip"][id="${await link.getAttribute('aria-describedby')}"]`);
    assert.equal(await tooltip.isVisible(), false);
    await link.focus();
    await tooltip.waitFor({ state: 'visible' });
    assert.match(await tooltip.innerText(), /DCQL|query language/i);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    // Dismissed until focus leaves (WCAG 1.4.13); then a pointer shows it again.
    await link.evaluate((element) => (element as HTMLElement).blur());
    await link.hover();
    await tooltip.waitFor({ state: 'visible' });
    assert.deepEqual(errors, []);
  });

  it('puts the four pages in the sidebars, llms.txt and the Markdown twins; the webhooks page under Integrate', async () => {
    const llms = built('llms.txt');
    for (const route of ['/reference/errors', '/permissions', '/webhooks', '/glossary']) {
      assert.ok(llms.includes(`${route}.md)`), `${route} in llms.txt`);
      assert.ok(fs.existsSync(path.join(BUILD_DIR, `${route.slice(1)}.md`)), `${route}.md`);
    }
    assert.doesNotMatch(
      built('verify.md'),
      /query language in which a verifier/i,
      'tooltip text stays out of the twin',
    );
    const { page } = await reader.open('/webhooks');
    const integrate = page
      .locator('.theme-doc-sidebar-menu .menu__list-item')
      .filter({ has: page.locator('a[href="/integrate"]') });
    assert.ok((await integrate.locator('a[href="/webhooks"]').count()) > 0, 'Webhooks sits under Integrate');
  });
  it('describes the two webhook events in the Core reference, as requests Core sends and not ones to try', async () => {
    assert.match(built('webhooks.html'), /href=\/reference\/core\/credential-status-notification>/);
    assert.match(
      built('reference/core/proof-status-notification.md'),
      /^Webhook event `proofStatusChanged`: the API sends `POST`/m,
    );
    const { page, errors } = await reader.open('/reference/core/credential-status-notification');
    assert.equal(await page.getByRole('button', { name: /try it/i }).count(), 0);
    assert.ok((await page.locator('a[href="/webhooks"]').count()) > 0);
    assert.match(await page.locator('article').innerText(), /eventTimestamp/);
    assert.deepEqual(errors, []);
  });
});
