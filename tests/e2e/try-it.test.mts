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
/** Another web server at the URL a reader entered: an HTML 404 page where Core's API would be. */
let notCore: CoreStandIn;
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>';
let browser: Browser;

before(async () => {
  requireBuild();
  site = await startStaticServer(BUILD_DIR, {
    headers: { 'Content-Security-Policy': contentSecurityPolicy(BUILD_DIR) },
  });
  const routes = [
    {
      method: 'GET',
      path: '/api/credential/v1',
      status: 200,
      response: {
        values: [{ id: 'c0ffee00-0000-4000-8000-000000000001', state: 'ACCEPTED' }],
        totalItems: 15,
        totalPages: 3,
      },
    },
    {
      method: 'POST',
      path: '/api/credential/v1',
      json: NEW_CREDENTIAL,
      status: 201,
      response: { id: 'c0ffee00-0000-4000-8000-00000000beef' },
    },
  ];
  core = await startCoreStandIn({ allowOrigin: site.url, token: TOKEN, routes });
  refusingCore = await startCoreStandIn({ allowOrigin: null, token: TOKEN, routes });
  notCore = await startCoreStandIn({
    allowOrigin: site.url,
    token: TOKEN,
    routes: [
      {
        method: 'GET',
        path: '/api/credential/v1',
        status: 404,
        contentType: 'text/html; charset=utf-8',
        response: NOT_FOUND_PAGE,
      },
    ],
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), core?.close(), refusingCore?.close(), notCore?.close()]);
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
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
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
    assert.match(
      (await responseBox(page).textContent()) ?? '',
      /Press Send API Request above: the status and body of the response appear here\./,
    );
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
    assert.equal(sent[0].rawQuery, 'page=2&pageSize=7');
    assert.equal(sent[0].headers.authorization, `Bearer ${TOKEN}`);
    assert.equal(sent[0].headers.origin, site.url);
    assert.deepEqual(
      core.received.filter((r) => r.path !== '/api/credential/v1'),
      [],
      'a request that got its response is not probed',
    );
    assert.deepEqual(violations, []);
    assert.ok(
      !page.url().includes(TOKEN) && !page.url().includes(core.url),
      'neither token nor server URL in the address',
    );
    assert.deepEqual(
      logs.filter((l) => l.includes(TOKEN)),
      [],
      'the token is never logged',
    );
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
    assert.match(
      (await alert.textContent())!,
      new RegExp(`CORS headers do not allow pages from ${site.url}.*allowed origins`),
    );
    assert.ok(
      refusingCore.received.some((r) => r.method === 'OPTIONS'),
      'the browser asked the server (preflight)',
    );
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
    assert.match(
      (await alert.textContent())!,
      /Content-Security-Policy does not allow requests to http:\/\/192\.0\.2\.10:8080.*It allows 'self' https:/,
    );
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
      [
        () => setServerUrl(page, 'javascript:alert(document.domain)'),
        /Not sent\. The server URL starts with "javascript:"/,
      ],
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
    assert.equal(
      (await page.getByLabel('Request body').inputValue()).length,
      JSON.stringify({ blob: 'x'.repeat(1_200_000) }).length,
    );
    assert.equal(core.received.length + refusingCore.received.length, before, 'nothing was sent');
    await context.close();
  });

  it('refuses a remembered token that contains a line break', async () => {
    const { context, page } = await session();
    await page.goto(`${site.url}/reference/core/get-credential-list`);
    const key = 'reference/core/core-api';
    await page.evaluate(
      ([k, url, token]) =>
        localStorage.setItem(
          'procivis-docs:try-it',
          JSON.stringify({
            rememberToken: true,
            apis: { [k]: { variables: { baseUrl: url }, auth: { bearer: { token } } } },
          }),
        ),
      [key, core.url, `${TOKEN}\nX-Injected: 1`],
    );
    const before = core.received.length;
    await openPanel(page, '/reference/core/get-credential-list');
    await send(page);
    await alertIn(page)
      .filter({ hasText: /Not sent\. The token contains a line break/ })
      .waitFor({ timeout: 5000 });
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
    await other
      .getByRole('region', { name: 'Request samples' })
      .getByText(`${core.url}/api/credential/v1`)
      .first()
      .waitFor();
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
    await third
      .getByRole('status')
      .filter({ hasText: /Forgotten/ })
      .waitFor();
    assert.equal(await third.evaluate(() => localStorage.getItem('procivis-docs:try-it')), null);
    assert.equal(await third.getByLabel('Bearer Token', { exact: true }).inputValue(), '');
    assert.equal(await third.evaluate(() => sessionStorage.getItem('bearer')), null);
    await context.close();
  });
});

/** The panel, opened on a page with the stand-in Core's URL and the token entered. */
async function readyPanel(route: string, server = core): Promise<Session> {
  const opened = await session();
  await openPanel(opened.page, route);
  await setServerUrl(opened.page, server.url);
  await opened.page.getByLabel('Bearer Token', { exact: true }).fill(TOKEN);
  return opened;
}

const showOptional = (page: Page) => page.getByRole('button', { name: 'Show optional parameters' }).click();
/** The panel's cURL sample (the first language of a fresh browser). */
const curlSample = async (page: Page) =>
  (await page.getByRole('region', { name: 'Request samples' }).locator('pre').first().textContent()) ?? '';
/** The requests to List credentials that reached the stand-in since `from`. */
const listRequests = (from: number) =>
  core.received.slice(from).filter((r) => r.method === 'GET' && r.path === '/api/credential/v1');

async function sendAndWait(page: Page, status: RegExp): Promise<void> {
  await send(page);
  await responseBox(page).getByRole('tab', { name: status }).waitFor({ timeout: 15_000 });
}

describe('Try it sends exactly what the reader sees', () => {
  it('sends an untouched List credentials with its required parameters only, as its cURL sample shows', async () => {
    const { context, page } = await readyPanel('/reference/core/get-credential-list');
    const from = core.received.length;
    // Required fields start with their example; optional ones start empty, the example their placeholder.
    assert.equal(await page.getByLabel('page', { exact: true }).inputValue(), '0');
    assert.equal(await page.getByLabel('pageSize', { exact: true }).inputValue(), '20');
    await showOptional(page);
    const name = page.getByLabel('name', { exact: true });
    assert.equal(await name.inputValue(), '');
    assert.equal(await name.getAttribute('placeholder'), 'Employee');
    assert.equal(await page.getByLabel('organisationId', { exact: true }).inputValue(), '');
    assert.deepEqual(
      await page
        .getByLabel('states[]', { exact: true })
        .evaluate((s: HTMLSelectElement) => Array.from(s.selectedOptions, (o) => o.value)),
      [],
    );

    await sendAndWait(page, /200/);
    const sent = listRequests(from);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].rawQuery, 'page=0&pageSize=20');
    assert.match(
      await curlSample(page),
      new RegExp(`^curl -X GET '${core.url}/api/credential/v1\\?page=0&pageSize=20'`),
    );
    await context.close();
  });

  it('adds two filters typed in, encoded once, in the order of the spec', async () => {
    const { context, page } = await readyPanel('/reference/core/get-credential-list');
    const from = core.received.length;
    await showOptional(page);
    await page.getByLabel('name', { exact: true }).fill('Müller & Söhne');
    await page.getByLabel('organisationId', { exact: true }).fill('3c5e7bd1-8f3a-4b63-a1a5-6a2f0d0b4c11');
    await sendAndWait(page, /200/);
    const query =
      'page=0&pageSize=20&organisationId=3c5e7bd1-8f3a-4b63-a1a5-6a2f0d0b4c11&name=M%C3%BCller%20%26%20S%C3%B6hne';
    assert.deepEqual(
      listRequests(from).map((r) => r.rawQuery),
      [query],
    );
    assert.match(
      await curlSample(page),
      new RegExp(`^curl -X GET '${core.url}/api/credential/v1\\?${query.replace(/[?.]/g, '\\$&')}'`),
    );
    // Emptied again, a field is not sent at all.
    await page.getByLabel('name', { exact: true }).fill('');
    const again = core.received.length;
    await sendAndWait(page, /200/);
    assert.deepEqual(
      listRequests(again).map((r) => r.rawQuery),
      ['page=0&pageSize=20&organisationId=3c5e7bd1-8f3a-4b63-a1a5-6a2f0d0b4c11'],
    );
    await context.close();
  });

  it('sends array parameters as the spec says (form, exploded): one name=value per item', async () => {
    const { context, page } = await readyPanel('/reference/core/get-credential-list');
    const from = core.received.length;
    await showOptional(page);
    await page.getByLabel('states[]', { exact: true }).selectOption(['ACCEPTED', 'SUSPENDED']);
    const ids = page
      .locator('.openapi-explorer__form-item')
      .filter({ has: page.locator('.openapi-explorer__form-item-label', { hasText: /^ids\[\]$/ }) });
    await ids.getByRole('button', { name: 'Add item' }).click();
    await ids.getByRole('button', { name: 'Add item' }).click();
    await ids.getByRole('textbox').nth(0).fill('9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
    await ids.getByRole('textbox').nth(1).fill('c7e1f0a2-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
    await sendAndWait(page, /200/);
    const query =
      'page=0&pageSize=20&ids[]=9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a&ids[]=c7e1f0a2-3b4d-4e5f-8a9b-0c1d2e3f4a5b&states[]=ACCEPTED&states[]=SUSPENDED';
    assert.deepEqual(
      listRequests(from).map((r) => r.rawQuery),
      [query],
    );
    assert.ok((await curlSample(page)).includes(`'${core.url}/api/credential/v1?${query}'`));
    await context.close();
  });

  it('sends a POST body exactly as typed, no query, and refuses one that is not JSON', async () => {
    const { context, page } = await readyPanel('/reference/core/post-credential');
    const before = core.received.length;
    await page.getByLabel('Request body').fill('{"credentialSchemaId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",}');
    await send(page);
    await alertIn(page)
      .filter({ hasText: /Not sent\. The request body is not JSON/ })
      .waitFor({ timeout: 5000 });
    assert.equal(core.received.length, before, 'nothing was sent');

    const typed = JSON.stringify(NEW_CREDENTIAL, null, 1);
    await page.getByLabel('Request body').fill(typed);
    await sendAndWait(page, /201/);
    const sent = core.received.slice(before).filter((r) => r.method === 'POST');
    assert.equal(sent.length, 1);
    assert.equal(sent[0].path, '/api/credential/v1');
    assert.equal(sent[0].rawQuery, '');
    assert.equal(sent[0].body, typed);
    const sample = await curlSample(page);
    assert.ok(sample.startsWith(`curl -X POST '${core.url}/api/credential/v1'`));
    assert.deepEqual(
      JSON.parse(sample.slice(sample.indexOf("--data-raw '") + 12, sample.lastIndexOf("'"))),
      NEW_CREDENTIAL,
    );
    await context.close();
  });

  it('refuses parameters it cannot send, naming the field, and sends nothing', async () => {
    const { context, page } = await readyPanel('/reference/core/get-credential-list');
    const before = core.received.length;
    await showOptional(page);
    const cases: Array<[() => Promise<void>, RegExp]> = [
      [
        () => page.getByLabel('pageSize', { exact: true }).fill(''),
        /Not sent\. The query parameter pageSize is required: enter a value\./,
      ],
      [
        async () => {
          await page.getByLabel('pageSize', { exact: true }).fill('20');
          await page.getByLabel('page', { exact: true }).fill('first');
        },
        /Not sent\. The query parameter page takes a whole number; "first" is not one\./,
      ],
      [
        async () => {
          await page.getByLabel('page', { exact: true }).fill('0');
          await page.getByLabel('pageSize', { exact: true }).fill('5000');
        },
        /Not sent\. The query parameter pageSize takes a value from 1 to 1000; 5000 is outside\./,
      ],
      [
        async () => {
          await page.getByLabel('pageSize', { exact: true }).fill('20');
          await page.getByLabel('organisationId', { exact: true }).fill('acme');
        },
        /Not sent\. The query parameter organisationId takes a UUID .*; "acme" is not one\./,
      ],
    ];
    for (const [enter, message] of cases) {
      await enter();
      await send(page);
      await alertIn(page).filter({ hasText: message }).waitFor({ timeout: 5000 });
    }
    assert.equal(core.received.length, before, 'nothing was sent');
    await context.close();
  });

  it('says when the answer is not from a Core, and keeps the body out of the way', async () => {
    const { context, page } = await readyPanel('/reference/core/get-credential-list', notCore);
    await send(page);
    const alert = alertIn(page);
    await alert.waitFor({ timeout: 15_000 });
    assert.equal(await alert.getAttribute('data-failure'), 'not-core');
    assert.match(
      (await alert.textContent())!,
      new RegExp(
        `Not a Core response\\. The server at ${notCore.url} answered 404 with an HTML page.*appends /api/credential/v1 to it`,
      ),
    );
    assert.equal(
      await responseBox(page).getByText('The requested URL was not found on this server.').isVisible(),
      false,
      'the page is not shown as the response',
    );
    await responseBox(page)
      .getByText(/The body as received/)
      .click();
    await responseBox(page)
      .getByText(/The requested URL was not found on this server\./)
      .waitFor();
    await context.close();
  });
});
