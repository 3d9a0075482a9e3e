/** The generated API reference: operation pages, the request panel and the reference sidebars. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BUILD_DIR, useSite } from '../support/site.mts';

const site = useSite();

const WIDE = { width: 1440, height: 900 };
const open = (path: string) => site.open(path, { viewport: WIDE });

async function assertOperationPage(
  page: Page,
  { method, path, parameter, permission }: { method: string; path: string; parameter?: string; permission?: string },
) {
  const endpoint = page.locator('.openapi__method-endpoint');
  assert.equal((await endpoint.locator('.badge').textContent())!.trim(), method);
  assert.equal((await endpoint.locator('.openapi__method-endpoint-path').textContent())!.trim(), path);
  if (parameter)
    await page.locator('.openapi-left-panel__container').getByText(parameter, { exact: true }).first().waitFor();
  if (permission)
    await page.locator('.openapi-left-panel__container').getByText(permission, { exact: true }).first().waitFor();
  // A request sample (cURL by default) and a response example.
  const samples = page.getByRole('region', { name: 'Request samples' });
  await samples.waitFor();
  for (const language of ['cURL', 'Node.js', 'Python', 'Kotlin', 'Swift', 'Java']) {
    await samples.getByRole('tab', { name: language }).waitFor();
  }
  assert.match((await samples.locator('pre').first().textContent())!, new RegExp(`curl -X ${method} `));
  await page
    .locator('.openapi-left-panel__container')
    .getByRole('tab', { name: /Example/ })
    .first()
    .click();
  assert.ok((await page.locator('.openapi-left-panel__container pre code').count()) > 0, 'a response example is shown');
}

describe('API reference', () => {
  // The pages checked one after another in a loop share a tab; the others get a fresh context each.
  const reader = site.tab(WIDE);
  it('has no built page that holds content back in a streamed Suspense boundary', () => {
    // React 19.2 writes a finished boundary of more than 500 bytes at the end of a large page, in a
    // hidden element an inline script moves into place: readers without scripts, the search index
    // and the Markdown twins would see the fallback.
    const streamed = fs
      .readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          file.endsWith('.html') && /<template id="?B:/.test(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')),
      );
    assert.deepEqual(streamed, []);
  });

  it('keeps the server-rendered request and response sections through hydration on a phone', async () => {
    const { page, context, errors } = await site.open('/reference/core/post-credential', {
      viewport: { width: 390, height: 700 },
    });
    await page.waitForLoadState('networkidle');
    const panel = page.locator('.openapi-left-panel__container');
    await panel.locator('#responses').waitFor({ state: 'attached' });
    const tab = panel.getByRole('tab', { name: '400', exact: true }).first();
    assert.equal(await tab.getAttribute('aria-selected'), 'false');
    await tab.scrollIntoViewIfNeeded();
    await tab.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('builds parameters, request and response schemas into the page, and hydrates them without a mismatch', async () => {
    // Query parameters; a request body with nested arrays; a response that is an array at the top level.
    const pages = [
      { path: '/reference/core/get-credential-list', shows: ['page', 'pageSize'] },
      { path: '/reference/core/post-credential', shows: ['credentialSchemaId', 'claimValues'] },
      { path: '/reference/core/credential-revocation-check', shows: ['credentialIds', 'success'] },
    ];
    for (const { path, shows } of pages) {
      const html = await (await fetch(`${site.url()}${path}`)).text();
      const panel = html.slice(
        html.indexOf('openapi-left-panel__container'),
        html.indexOf('openapi-right-panel__container'),
      );
      assert.doesNotMatch(panel, /openapi-skeleton/, `${path}: the built page has skeletons instead of schemas`);
      for (const name of shows)
        assert.match(panel, new RegExp(`>${name}<`), `${path}: ${name} is not in the built page`);
      // The request panel's preview sits in its column, not streamed to the end of the page and hidden until a script moves it.
      assert.doesNotMatch(panel, /<p>\*\*Possible values/, `${path}: a description shows its Markdown source`);
      const rightColumn = html.slice(html.indexOf('openapi-right-panel__container'), html.indexOf('theme-doc-footer'));
      assert.match(
        rightColumn,
        /aria-label="?Request samples/,
        `${path}: the request samples are not in the built request panel`,
      );
      assert.doesNotMatch(
        html,
        /<template id="?B:/,
        `${path}: React streamed a Suspense boundary to the end of the page`,
      );
      const { page, errors } = await reader.open(path);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, [], `${path}: errors while hydrating`);
      // Hydration kept what the server wrote (descriptions keep their Markdown output): as many paragraphs as built.
      const builtParagraphs = panel.match(/<p[ >]/g)?.length ?? 0;
      assert.ok(builtParagraphs > 0);
      assert.equal(
        await page.locator('.openapi-left-panel__container p').count(),
        builtParagraphs,
        `${path}: paragraphs changed on hydration`,
      );
    }
  });

  it('renders a core operation page with method, path, parameters, samples, examples and permission', async () => {
    const { page, context, errors } = await open('/reference/core/get-credential-list');
    await assertOperationPage(page, {
      method: 'GET',
      path: '/api/credential/v1',
      parameter: 'pageSize',
      permission: 'CREDENTIAL_LIST',
    });
    const samples = page.getByRole('region', { name: 'Request samples' });
    await samples.getByRole('tab', { name: 'Kotlin' }).click();
    assert.match((await samples.locator('pre:visible').first().textContent())!, /OkHttpClient/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens the request panel on demand, with a server URL the reader can set', async () => {
    const { page, context, errors } = await open('/reference/core/post-credential');
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
    // The server URL is a variable the reader edits; the samples follow it.
    await page.locator('.openapi-explorer__server-url').hover();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.getByPlaceholder('http://localhost:3000').fill('https://core.example.org');
    const samples = page.getByRole('region', { name: 'Request samples' });
    await samples
      .getByText(/https:\/\/core\.example\.org\/api\/credential\/v1/)
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('marks deprecated operations', async () => {
    const { page, context } = await open('/reference/core/get-did');
    await page.locator('.theme-admonition').filter({ hasText: 'This endpoint has been deprecated' }).waitFor();
    await context.close();
  });

  it('renders a desk and a bridge operation page', async () => {
    for (const [route, method, path] of [
      ['/reference/desk/list-credentials', 'GET', '/api/credential/v1'],
      ['/reference/bridge/bridge-create-provider', 'POST', '/api/provider/v1'],
    ] as const) {
      const { page, errors } = await reader.open(route);
      await assertOperationPage(page, { method, path });
      assert.deepEqual(errors, [], route);
    }
  });

  it('serves the bridge overview pages at their exact routes', async () => {
    for (const [route, heading] of [
      ['/reference/bridge/openid-bridge-api', 'OpenID Bridge API'],
      ['/reference/bridge/provider-controller', 'Providers'],
      ['/reference/bridge/history-controller', 'History'],
    ]) {
      const { page } = await reader.open(route);
      assert.equal((await page.locator('h1').first().textContent())!.trim(), heading);
    }
  });

  it('offers the spec download on the info page', async () => {
    const { page, context } = await open('/reference/core/core-api');
    const link = page.getByRole('link', { name: 'Download the OpenAPI description' });
    assert.equal(await link.getAttribute('href'), '/openapi/core.yaml');
    const response = await page.request.get(site.url() + '/openapi/core.yaml');
    assert.equal(response.status(), 200);
    assert.match(await response.text(), /^openapi: 3\.0\.3/m);
    await context.close();
  });

  it('shows the right sidebar on every reference page', async () => {
    for (const [route, sidebarEntry] of [
      ['/reference', 'Core API'],
      ['/reference/apis', 'Desk API'],
      ['/reference/core/post-credential', 'Core API'],
      ['/reference/desk/desk-api', 'Desk API'],
      ['/reference/bridge/openid-bridge-api', 'OpenID Bridge API'],
      ['/reference/configuration/core', 'Core configuration'],
      ['/reference/sdk/install', 'Wallet workflow'],
    ]) {
      const { page } = await reader.open(route);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      await sidebar.waitFor();
      assert.ok(
        (await sidebar.getByText(sidebarEntry, { exact: false }).count()) > 0,
        `${route} shows its sidebar (${sidebarEntry})`,
      );
    }
  });
});
