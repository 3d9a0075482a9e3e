/**
 * REST ↔ SDK on the built pages: a Core operation page names the SDK function
 * that does the same (or why none does) and shows its call beside the HTTP
 * samples; the SDK function page links back to the operation.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSite } from '../support/site.mts';

const site = useSite();

const leftColumn = (html: string) =>
  html.slice(html.indexOf('openapi-left-panel__container'), html.indexOf('openapi-right-panel__container'));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('REST ↔ SDK', () => {
  it('says on "Revoke a credential" that no SDK function revokes, and why, and shows no SDK call', async () => {
    const html = await (await fetch(`${site.url()}/reference/core/revoke-credential`)).text();
    assert.match(
      text(leftColumn(html)),
      /Mobile SDK: no function does this: the mobile SDK uses Core's credential_service \(checkRevocation, deleteCredential, getCredential, listCredentials\), but nothing in it calls revoke_credential\./,
    );
    assert.doesNotMatch(html, /aria-label="?Mobile SDK call/);
  });

  it('links the SDK function from its operation, shows its call on each platform beside the HTTP samples, and the SDK page links back', async () => {
    const { page, context, errors } = await site.open('/reference/core/get-credential', {
      viewport: { width: 1280, height: 900 },
    });
    const sdkLine = page.locator('.openapi-left-panel__container p').filter({ hasText: 'Mobile SDK:' });
    assert.equal(
      await sdkLine.getByRole('link', { name: 'getCredential' }).getAttribute('href'),
      '/reference/sdk/api/functions/get_credential',
    );

    // The HTTP samples say which client they use, so the Kotlin and Swift tabs are not read as the SDK.
    const http = page.getByRole('region', { name: 'Request samples' });
    await http.getByRole('tab', { name: 'Kotlin · OkHttp' }).waitFor();
    await http.getByRole('tab', { name: 'Swift · URLSession' }).waitFor();

    const sdk = page.getByRole('region', { name: 'Mobile SDK call' });
    await sdk.getByRole('tab', { name: 'Kotlin', exact: true }).click();
    assert.equal(
      (await sdk.locator('pre:visible').textContent())!.trim(),
      'val credentialDetail = core.getCredential(credentialId = credentialId)',
    );
    await sdk.getByRole('tab', { name: 'Swift', exact: true }).click();
    assert.equal(
      (await sdk.locator('pre:visible').textContent())!.trim(),
      'let credentialDetail = try await core.getCredential(credentialId: credentialId)',
    );

    await sdk.getByRole('link', { name: 'getCredential' }).click();
    await page.waitForURL('**/reference/sdk/api/functions/get_credential');
    // The platform chosen on the operation page is the SDK page's too (one tab group).
    assert.equal(await page.getByRole('tab', { name: 'iOS (Swift)' }).first().getAttribute('aria-selected'), 'true');
    const restLine = page.locator('article li').filter({ hasText: 'REST API:' });
    await restLine.getByRole('link', { name: 'Retrieve a credential' }).click();
    await page.waitForURL('**/reference/core/get-credential');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('has the SDK call in the built page, for readers without JavaScript', async () => {
    const html = await (await fetch(`${site.url()}/reference/core/get-credential`)).text();
    const right = html.slice(html.indexOf('openapi-right-panel__container'));
    assert.match(right, /aria-label="?Mobile SDK call/);
    assert.match(text(right), /const credentialDetail = await core\.getCredential\(credentialId\);/);
  });

  it('says on an SDK function page with no REST operation why none does', async () => {
    const html = await (await fetch(`${site.url()}/reference/sdk/api/functions/create_backup`)).text();
    assert.match(text(html), /REST API: no operation does this: nothing in the REST API calls Core's backup_service\./);
  });
});
