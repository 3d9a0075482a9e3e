/**
 * The "Try it" panel sends real requests under the site's own
 * Content-Security-Policy: to a stand-in Core on 127.0.0.1 that checks
 * method, path, parameters, body and bearer token; and it explains the
 * requests that get no response (CORS, no server, the policy) and refuses
 * bad input without sending anything.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser.mts';
import { startCoreStandIn, unusedLocalUrl, type CoreStandIn } from '../support/core-stand-in.mts';
import { startStaticServer, type StaticServer } from '../support/server.mts';
import { BUILD_DIR, requireBuild } from '../support/site.mts';
import { contentSecurityPolicy } from '../../src/plugins/csp/policy.ts';

const TOKEN = 'stand-in-token.3f9a';
const NEW_CREDENTIAL = {
  credentialSchemaId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  issuer: '1fa85f64-5717-4562-b3fc-2c963f66afa1',
  protocol: 'OPENID4VCI_FINAL1',
  claimValues: [{ claimId: '2fa85f64-5717-4562-b3fc-2c963f66afa2', value: 'Ada', path: 'name' }],
};

let site: StaticServer;
let core: CoreStandIn;
let refusingCore: CoreStandIn;
let browser: Browser;

before(async () => {
  requireBuild();
  site = await startStaticServer(BUILD_DIR, { headers: { 'Content-Security-Policy': contentSecurityPolicy(BUILD_DIR) } });
  const routes = [
    {
      method: 'GET',
      path: '/api/credential/v1',
      query: { page: '2', pageSize: '7' },
      status: 200,
      response: { values: [{ id: 'c0ffee00-0000-4000-8000-000000000001', state: 'ACCEPTED' }], totalItems: 15, totalPages: 3 },
    },
    { method: 'POST', path: '/api/credential/v1', json: NEW_CREDENTIAL, status: 201, response: { id: 'c0ffee00-0000-4000-8000-00000000beef' } },
  ];
  core = await startCoreStandIn({ allowOrigin: site.url, token: TOKEN, routes });
  refusingCore = await startCoreStandIn({ allowOrigin: null, token: TOKEN, routes });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), core?.close(), refusingCore?.close()]);
});

interface Session {
  context: BrowserContext;
  page: Page;
  violations: string[];
  logs: string[];
}

async function session(): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  const logs: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (message) => logs.push(message.text()));
  page.on('pageerror', (error) => logs.push(`uncaught: ${error.message}`));
  return { context, page, violations, logs };
}

async function openPanel(page: Page, route: string): Promise<void> {
  await page.goto(site.url + route);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Try it/ }).click();
  await page.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
}

async function setServerUrl(page: Page, url: string): Promise<void> {
  const field = page.getByLabel('baseUrl', { exact: true });
  if (!(await field.isVisible())) {
    await page.locator('.openapi-explorer__server-url').hover();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  }
  await field.fill(url);
}

const send = (page: Page) => page.getByRole('button', { name: /Send API Request/i }).click();
const responseBox = (page: Page) => page.locator('.openapi-explorer__response-container');
const alertIn = (page: Page) => responseBox(page).getByRole('alert');

describe('Try it', () => {
  it('sends a GET with query parameters and the bearer token, and shows the status and body', async () => {
    const { context, page, violations, logs } = await session();
    const before = core.received.length;
    await openPanel(page, '/reference/core/get-credential-list');
    assert.match(await responseBox(page).textContent() ?? '', /Press Send API Request above: the status and body of the response appear here\./);
    assert.doesNotMatch(await responseBox(page).innerHTML(), /&lt;code&gt;/);
    await setServerUrl(page, core.url);
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    await page.getByLabel('page', { exact: true }).fill('2');
    await page.getByLabel('pageSize', { exact: true }).fill('7');
    assert.equal(core.received.length, before, 'nothing is requested before Send');

    await send(page);
    await responseBox(page).getByRole('tab', { name: /200/ }).waitFor({ timeout: 15_000 });
    await responseBox(page).getByText('c0ffee00-0000-4000-8000-000000000001').first().waitFor();
    const sent = core.received.filter((r) => r.method === 'GET' && r.path === '/api/credential/v1');
    assert.equal(sent.length, 1);
    assert.equal(sent[0].query.page, '2');
    assert.equal(sent[0].query.pageSize, '7');
    assert.equal(sent[0].headers.authorization, `Bearer ${TOKEN}`);
    assert.equal(sent[0].headers.origin, site.url);
    assert.deepEqual(core.received.filter((r) => r.path !== '/api/credential/v1'), [], 'a request that got its response is not probed');
    assert.deepEqual(violations, []);
    assert.ok(!page.url().includes(TOKEN) && !page.url().includes(core.url), 'neither token nor server URL in the address');
    assert.deepEqual(logs.filter((l) => l.includes(TOKEN)), [], 'the token is never logged');
    await context.close();
  });

  it('sends a POST with a JSON body and shows the 201 response', async () => {
    const { context, page, violations } = await session();
    await openPanel(page, '/reference/core/post-credential');
    await setServerUrl(page, core.url);
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    await page.getByLabel('Request body').fill(JSON.stringify(NEW_CREDENTIAL, null, 2));
    await send(page);
    await responseBox(page).getByRole('tab', { name: /201/ }).waitFor({ timeout: 15_000 });
    await responseBox(page).getByText('c0ffee00-0000-4000-8000-00000000beef').first().waitFor();
    const sent = core.received.filter((r) => r.method === 'POST');
    assert.equal(sent.length, 1);
    assert.deepEqual(JSON.parse(sent[0].body), NEW_CREDENTIAL);
    assert.match(sent[0].headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('says when CORS withholds the response, and what to change', async () => {
    const { context, page } = await session();
    await openPanel(page, '/reference/core/get-credential-list');
    await setServerUrl(page, refusingCore.url);
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    await send(page);
    const alert = alertIn(page);
    await alert.waitFor({ timeout: 15_000 });
    assert.equal(await alert.getAttribute('data-failure'), 'cors');
    assert.match((await alert.textContent())!, new RegExp(`CORS headers do not allow pages from ${site.url}.*allowed origins`));
    assert.ok(refusingCore.received.some((r) => r.method === 'OPTIONS'), 'the browser asked the server (preflight)');
    await context.close();
  });

  it('says when nothing answers at the server URL', async () => {
    const { context, page } = await session();
    await openPanel(page, '/reference/core/get-credential-list');
    const nowhere = await unusedLocalUrl();
    await setServerUrl(page, nowhere);
    await send(page);
    const alert = alertIn(page);
    await alert.waitFor({ timeout: 15_000 });
    assert.equal(await alert.getAttribute('data-failure'), 'unreachable');
    assert.match((await alert.textContent())!, new RegExp(`Nothing answered at ${nowhere}.*Check the server URL`));
    await context.close();
  });

  it("says when the site's Content-Security-Policy keeps the request from leaving", async () => {
    const { context, page, violations } = await session();
    await openPanel(page, '/reference/core/get-credential-list');
    // Plain HTTP to a host other than this machine: not in connect-src.
    await setServerUrl(page, 'http://192.0.2.10:8080');
    await send(page);
    const alert = alertIn(page);
    await alert.waitFor({ timeout: 15_000 });
    assert.equal(await alert.getAttribute('data-failure'), 'content-security-policy');
    assert.match((await alert.textContent())!, /Content-Security-Policy does not allow requests to http:\/\/192\.0\.2\.10:8080.*It allows 'self' https:/);
    assert.ok(violations.some((v) => v.startsWith('connect-src')));
    await context.close();
  });

  it('refuses bad input with a message and sends nothing', async () => {
    const { context, page } = await session();
    await openPanel(page, '/reference/core/post-credential');
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    const before = core.received.length + refusingCore.received.length;
    const cases: Array<[() => Promise<void>, RegExp]> = [
      [() => setServerUrl(page, 'not a server'), /Not sent\. The server URL is not a URL/],
      [() => setServerUrl(page, 'javascript:alert(document.domain)'), /Not sent\. The server URL starts with "javascript:"/],
      [
        async () => {
          await setServerUrl(page, core.url);
          await page.getByLabel('Request body').fill(JSON.stringify({ blob: 'x'.repeat(1_200_000) }));
        },
        /Not sent\. The request body is 1\.1 MB; the panel sends at most 1 MB/,
      ],
    ];
    for (const [enter, message] of cases) {
      await enter();
      await send(page);
      await alertIn(page).filter({ hasText: message }).waitFor({ timeout: 5000 });
    }
    // The body stays as typed: nothing the reader entered is lost.
    assert.equal((await page.getByLabel('Request body').inputValue()).length, JSON.stringify({ blob: 'x'.repeat(1_200_000) }).length);
    assert.equal(core.received.length + refusingCore.received.length, before, 'nothing was sent');
    await context.close();
  });

  it('refuses a remembered token that contains a line break', async () => {
    const { context, page } = await session();
    await page.goto(`${site.url}/reference/core/get-credential-list`);
    const key = 'reference/core/core-api';
    await page.evaluate(
      ([k, url, token]) =>
        localStorage.setItem('procivis-docs:try-it', JSON.stringify({ rememberToken: true, apis: { [k]: { variables: { baseUrl: url }, auth: { bearer: { token } } } } })),
      [key, core.url, `${TOKEN}\nX-Injected: 1`],
    );
    const before = core.received.length;
    await openPanel(page, '/reference/core/get-credential-list');
    await send(page);
    await alertIn(page).filter({ hasText: /Not sent\. The token contains a line break/ }).waitFor({ timeout: 5000 });
    assert.equal(core.received.length, before);
    await context.close();
  });

  it('remembers the server URL across pages, the token only when asked, and forgets both', async () => {
    const { context, page } = await session();
    await openPanel(page, '/reference/core/get-credential-list');
    await setServerUrl(page, core.url);
    await page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
    const stored = () => page.evaluate(() => localStorage.getItem('procivis-docs:try-it') ?? '');
    assert.match(await stored(), new RegExp(core.url.replace(/[.:/]/g, '\\$&')));
    assert.doesNotMatch(await stored(), new RegExp(TOKEN), 'the token is not stored without consent');

    // Another page, in a new tab: the samples and the panel use the remembered server; the token stayed behind.
    const other = await context.newPage();
    await other.goto(`${site.url}/reference/core/post-credential`);
    await waitForHydration(other);
    await other.getByRole('region', { name: 'Request samples' }).getByText(`${core.url}/api/credential/v1`).first().waitFor();
    await other.getByRole('button', { name: /Try it/ }).click();
    await other.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
    assert.equal(await other.getByLabel('Bearer Token', { exact: true }).inputValue(), '');
    await other.close();

    await page.getByLabel('Remember my token on this device').check();
    assert.match(await stored(), new RegExp(TOKEN));
    const third = await context.newPage();
    await openPanel(third, '/reference/core/get-credential-list');
    assert.equal(await third.getByLabel('Bearer Token', { exact: true }).inputValue(), TOKEN);
    await third.getByRole('button', { name: 'Forget server URL and token' }).click();
    await third.getByRole('status').filter({ hasText: /Forgotten/ }).waitFor();
    assert.equal(await third.evaluate(() => localStorage.getItem('procivis-docs:try-it')), null);
    assert.equal(await third.getByLabel('Bearer Token', { exact: true }).inputValue(), '');
    assert.equal(await third.evaluate(() => sessionStorage.getItem('bearer')), null);
    await context.close();
  });
});
