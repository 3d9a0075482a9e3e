/**
 * "Try it" without a server, on the production build under the site's own
 * Content-Security-Policy: with "Example responses (no server)" chosen, a
 * create answers the spec's example with a new ID that a get on another
 * page accepts, an invalid request is refused naming its field, an unknown
 * ID gets the spec's 404 example, and no request leaves the page. A share
 * response's offer URL is drawn as a QR code that decodes to that URL.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'yaml';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.mts';
import { startCoreStandIn, type CoreStandIn } from '../support/core-stand-in.mts';
import { startStaticServer, type StaticServer } from '../support/server.mts';
import { BUILD_DIR, requireBuild } from '../support/site.mts';
import { contentSecurityPolicy } from '../../src/plugins/csp/policy.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const TOKEN = 'stand-in-token.7c21';
/** The proof request URL the stand-in Core answers a share with (not the spec's example). */
const PROOF_REQUEST_URL =
  'openid4vp://?client_id=x509_san_dns%3Averifier.test&request_uri=https%3A%2F%2Fverifier.test%2Fssi%2Fopenid4vp%2Ffinal-1.0%2F0d15ea5e-0000-4000-8000-000000000001%2Fclient-request';

let site: StaticServer;
let core: CoreStandIn;
let browser: Browser;

before(async () => {
  requireBuild();
  site = await startStaticServer(BUILD_DIR, {
    headers: { 'Content-Security-Policy': contentSecurityPolicy(BUILD_DIR) },
  });
  core = await startCoreStandIn({
    allowOrigin: site.url,
    token: TOKEN,
    routes: [
      {
        method: 'POST',
        path: '/api/proof-request/v1/b4c5d6e7-f809-41a2-b3c4-d5e6f708192a/share',
        status: 201,
        response: { url: PROOF_REQUEST_URL, expiresAt: '2030-01-01T00:00:00.000Z' },
      },
    ],
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), core?.close()]);
});

/** The QR code's text, read back from a screenshot of it by jsQR. */
async function decodedQr(page: Page, name: string): Promise<{ text: string | undefined; width: number }> {
  const image = page.getByRole('img', { name });
  await image.waitFor({ timeout: 10_000 });
  await image.scrollIntoViewIfNeeded();
  const png = PNG.sync.read(await image.screenshot());
  return { text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, width: png.width };
}

const responseBox = (page: Page) => page.locator('.openapi-explorer__response-container');
const exampleLabel = (page: Page) => page.locator('[data-answer="example"]');
const send = (page: Page) => page.getByRole('button', { name: /Send API Request/i }).click();

async function openPanel(page: Page, route: string): Promise<void> {
  await page.goto(site.url + route);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Try it/ }).click();
  await page.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
}

/**
 * Every request the page makes from now on, and every policy violation. It
 * starts once the opened panel's own lazy code has loaded, so that what it
 * sees is what typing and Send cause.
 */
async function watch(page: Page): Promise<{ requests: string[]; violations: string[] }> {
  await page.waitForLoadState('networkidle');
  const seen = { requests: [] as string[], violations: [] as string[] };
  page.on('request', (request) => seen.requests.push(`${request.resourceType()} ${request.method()} ${request.url()}`));
  page.on('console', (message) => {
    if (/Content-Security-Policy|Refused to/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
}

/**
 * What example mode may load: the site's own code chunks (a syntax
 * highlighter the updated samples need, the QR encoder, the chunks of links
 * the site prefetches when idle), and nothing else: no fetch, no request to a
 * server, nothing off the site.
 */
function assertNoRequestSent(requests: string[], where: string): void {
  const ownCode = new RegExp(`^(script|other) GET ${site.url.replace(/[.:/]/g, '\\$&')}/assets/js/[\\w.-]+\\.js$`);
  assert.deepEqual(
    requests.filter((request) => !ownCode.test(request)),
    [],
    `${where}: no request but the site's own code`,
  );
}

/** The response body the panel shows, as JSON. */
async function shownBody(page: Page): Promise<Record<string, unknown>> {
  const text = (await responseBox(page).locator('pre').first().textContent()) ?? '';
  return JSON.parse(text) as Record<string, unknown>;
}

describe('Try it with example responses (no server)', () => {
  it('creates a credential schema and gets it by the returned ID on another page, with no request made', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openPanel(page, '/reference/core/post-credential-schema');
    const examples = page.getByLabel('Example responses (no server)');
    await examples.check();
    const seen = await watch(page);

    const bodyField = page.getByLabel('Request body');
    const body = JSON.parse(await bodyField.inputValue()) as Record<string, unknown>;
    await bodyField.fill(JSON.stringify({ ...body, name: 'Badge from the e2e test' }, null, 2));
    await send(page);
    await responseBox(page).getByRole('tab', { name: /201/ }).waitFor({ timeout: 5000 });
    assert.match((await exampleLabel(page).textContent()) ?? '', /Example response, not from a server\./);
    const created = await shownBody(page);
    const id = String(created.id);
    assert.match(id, UUID);
    assertNoRequestSent(seen.requests, 'the create page');

    // The next page of the same tab: the choice holds and the created ID is found.
    await openPanel(page, '/reference/core/get-credential-schema');
    assert.ok(await page.getByLabel('Example responses (no server)').isChecked(), 'the choice holds in the tab');
    const onGet = await watch(page);
    await page.getByLabel('id', { exact: true }).fill(id);
    await send(page);
    await responseBox(page).getByRole('tab', { name: /200/ }).waitFor({ timeout: 5000 });
    const got = await shownBody(page);
    assert.equal(got.id, id, 'the get answers with the ID the create gave');
    assert.equal(got.name, 'Badge from the e2e test', 'and the name the create was sent');
    assert.match(
      (await exampleLabel(page).textContent()) ?? '',
      /Example response, not from a server\..*record created in this tab/,
    );

    // An ID the example set does not have: the spec's 404 example, labelled too.
    await page.getByLabel('id', { exact: true }).fill('7e57ab1e-0000-4000-8000-000000000404');
    await send(page);
    await responseBox(page).getByRole('tab', { name: /404/ }).waitFor({ timeout: 5000 });
    assert.match((await exampleLabel(page).textContent()) ?? '', /no record at \/api\/credential-schema\/v1 with id/);
    assert.match(String((await shownBody(page)).code), /^BR_\d{4}$/);
    assertNoRequestSent(onGet.requests, 'the get page');
    assert.deepEqual(onGet.violations, []);
    await context.close();
  });

  it('refuses an invalid request before answering, naming the field', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openPanel(page, '/reference/core/get-credential-schema');
    await page.getByLabel('Example responses (no server)').check();
    const seen = await watch(page);
    await page.getByLabel('id', { exact: true }).fill('not-a-uuid');
    await send(page);
    const alert = responseBox(page).getByRole('alert');
    await alert.waitFor({ timeout: 5000 });
    assert.match(
      (await alert.textContent()) ?? '',
      /Not sent\. The path parameter id takes a UUID.*"not-a-uuid" is not one/,
    );
    assert.equal(await exampleLabel(page).count(), 0, 'no example answer for a refused request');

    await page.getByLabel('id', { exact: true }).fill('');
    await send(page);
    await alert.filter({ hasText: /The path parameter id is required/ }).waitFor({ timeout: 5000 });
    assertNoRequestSent(seen.requests, 'the refused requests');
    await context.close();
  });

  it("draws a share response's offer URL as a QR code that decodes to the URL", async () => {
    const spec = parse(fs.readFileSync('openapi/core.yaml', 'utf8')) as {
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { example: { url: string } }> }> } }
      >;
    };
    const offer =
      spec.paths['/api/credential/v1/{id}/share'].post.responses['201'].content['application/json'].example.url;
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await openPanel(page, '/reference/core/share-credential');
      await page.getByLabel('Example responses (no server)').check();
      const seen = await watch(page);
      await send(page);
      const decoded = await decodedQr(page, 'QR code: Credential offer');
      assert.equal(decoded.text, offer, `the code at ${width} px reads back as the offer URL`);
      assert.ok(decoded.width >= 150, `the code is drawn large enough to scan (${decoded.width} px)`);
      assertNoRequestSent(seen.requests, `the share page at ${width} px`);
      assert.deepEqual(seen.violations, []);
      // The answer source choice, the example label and the QR code, as axe-core sees them (the theme's form has its own test).
      const results = await new AxeBuilder({ page })
        .include('[data-answer-source]')
        .include('[data-answer="example"]')
        .include('figure:has(svg[data-qr-value])')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      assert.deepEqual(
        results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        [],
      );
      await context.close();
    }
  });

  it("draws the proof request URL a real server's share answers with", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openPanel(page, '/reference/core/share-proof');
    await page.getByLabel('Your server (this URL)').check();
    const field = page.getByLabel('baseUrl', { exact: true });
    if (!(await field.isVisible())) {
      await page.locator('.openapi-explorer__server-url').hover();
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    }
    await field.fill(core.url);
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    await send(page);
    await responseBox(page).getByRole('tab', { name: /201/ }).waitFor({ timeout: 15_000 });
    assert.equal((await decodedQr(page, 'QR code: Proof request')).text, PROOF_REQUEST_URL);
    assert.equal(await exampleLabel(page).count(), 0, "a server's answer is not labelled as an example");
    assert.equal(core.received.filter((r) => r.method === 'POST').length, 1);
    await context.close();
  });
});
