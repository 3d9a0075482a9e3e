/**
 * The credential inspector (/reference/inspector) on the production build:
 * each kind decodes and shows its checks, nothing leaves the page while
 * inspecting, the QR code on screen decodes to the URL, and the page works
 * from the keyboard and passes axe.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page, Request } from 'playwright-core';
import { useSite } from '../support/site.mts';
import {
  NOW,
  certificate,
  es256KeyPair,
  issueSdJwtVc,
  joseKeyPair,
  presentWithKeyBinding,
  seconds,
  signJwt,
  tamperDisclosure,
} from '../support/inspector-vectors.mts';
import { loadMdocVectors } from '../support/mdoc-vectors-load.mts';

const site = useSite();
const PATH = '/reference/inspector';

/** Pastes `value`, presses Inspect and waits for the result heading. Returns the requests made meanwhile. */
async function inspectValue(page: Page, value: string): Promise<Request[]> {
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on('request', record);
  await page.getByLabel('Credential, offer or request').fill(value);
  await page.getByRole('button', { name: 'Inspect', exact: true }).click();
  await page.locator('#inspection-result').waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return requests;
}

/** Every check on screen as "status: name". */
async function checksShown(page: Page): Promise<string[]> {
  return page
    .locator('[data-status]')
    .evaluateAll((items) =>
      items.map(
        (item) => `${item.getAttribute('data-status')}: ${item.querySelector('span:nth-child(2)')?.textContent}`,
      ),
    );
}

/** Requests that could carry the value somewhere: anything not a plain GET of this site's own files, or naming part of the value. */
function leaks(requests: Request[], value: string, origin: string): string[] {
  const pieces = Array.from({ length: Math.floor(value.length / 24) }, (_, index) =>
    value.slice(index * 24, index * 24 + 24),
  );
  return requests
    .filter((request) => {
      const url = new URL(request.url());
      return (
        url.origin !== origin ||
        request.method() !== 'GET' ||
        url.search !== '' ||
        request.postData() !== null ||
        pieces.some((piece) => request.url().includes(piece) || request.url().includes(encodeURIComponent(piece)))
      );
    })
    .map((request) => `${request.method()} ${request.url()}`);
}

describe('credential inspector page', async () => {
  const issuer = await es256KeyPair();
  const holder = await es256KeyPair();
  const sdJwtVc = await issueSdJwtVc({ issuer, holder, status: true });

  it('decodes an SD-JWT VC with key binding, shows every check, and sends nothing anywhere', async () => {
    const { page, context, errors } = await site.open(PATH);
    const presented = await presentWithKeyBinding(sdJwtVc, holder);
    const requests = await inspectValue(page, presented);
    assert.equal(await page.locator('#inspection-result').textContent(), 'SD-JWT VC with key-binding JWT');
    assert.deepEqual(await checksShown(page), [
      'passed: Disclosure digests match the signed payload',
      "passed: The issuer's signature verifies",
      'passed: The credential is within its validity window',
      'not-possible: Revocation and suspension status',
      'passed: Key-binding JWT covers these disclosures (sd_hash)',
      "passed: The holder's key-binding signature verifies",
      'passed: The key-binding JWT is within its validity window',
    ]);
    assert.ok(await page.getByRole('heading', { name: /^Disclosure \d: given_name$/, level: 4 }).isVisible());
    assert.deepEqual(leaks(requests, presented, site.url()), []);
    // The decoders are loaded now: a second value makes no request at all.
    const tampered = tamperDisclosure(sdJwtVc, 'family_name', 'Musterfrau');
    assert.deepEqual(
      (await inspectValue(page, tampered)).map((request) => request.url()),
      [],
    );
    assert.match((await checksShown(page))[0], /^failed: Disclosure digests/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('decodes an ISO mdoc DeviceResponse with its checks, and names the element whose digest a tampered value breaks', async () => {
    const vectors = await loadMdocVectors();
    const { page, context, errors } = await site.open(PATH);
    const requests = await inspectValue(page, vectors.deviceResponse);
    assert.equal(await page.locator('#inspection-result').textContent(), 'ISO mdoc: device response (DeviceResponse)');
    assert.deepEqual(await checksShown(page), [
      'passed: Document 1 · Element digests match the MSO',
      'passed: Document 1 · MSO validity window',
      'passed: Document 1 · Issuer signature (issuerAuth)',
      'passed: Document 1 · Document signer certificate validity',
      'not-possible: Document 1 · Certificate chain to a trusted IACA',
      'not-possible: Document 1 · Device authentication (deviceAuth)',
      'passed: Document 1 · docType matches the MSO',
    ]);
    assert.deepEqual(leaks(requests, vectors.deviceResponse, site.url()), []);
    await inspectValue(page, vectors.tamperedElement);
    assert.equal((await checksShown(page))[0], 'failed: Element digests match the MSO');
    assert.match(await page.locator('[data-status="failed"]').first().innerText(), /family_name/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('decodes a JWT VC, a JSON-LD VC and an OpenID4VP request object, each with its checks', async () => {
    const { page, context } = await site.open(PATH);
    const key = await joseKeyPair();
    const jwtVc = await signJwt(
      {
        iss: 'https://issuer.example.com',
        nbf: seconds(NOW),
        exp: seconds(NOW) + 86400,
        vc: {
          '@context': ['https://www.w3.org/2018/credentials/v1'],
          type: ['VerifiableCredential'],
          credentialSubject: { name: 'Erika' },
        },
      },
      { jwk: key.publicJwk },
      key.privateJwk,
    );
    await inspectValue(page, jwtVc);
    assert.equal(await page.locator('#inspection-result').textContent(), 'JWT VC (credential in the vc claim)');
    assert.ok((await checksShown(page)).includes("passed: The issuer's signature verifies"));

    const jsonLd = JSON.stringify({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential'],
      issuer: 'did:example:issuer',
      credentialSubject: { name: 'Erika' },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        verificationMethod: 'did:example:issuer#key-1',
        proofValue: 'z58DAdFfa9SkqZMVPxAQp',
      },
    });
    await inspectValue(page, jsonLd);
    assert.equal(await page.locator('#inspection-result').textContent(), 'JSON-LD verifiable credential');
    assert.ok(
      (await checksShown(page)).includes('not-possible: The proof (DataIntegrityProof / eddsa-rdfc-2022) verifies'),
    );

    const cert = await certificate(new Date('2025-01-01'), new Date('2026-01-01'), 'CN=verifier.example.com');
    const requestObject = await signJwt(
      {
        client_id: 'x509_san_dns:verifier.example.com',
        response_type: 'vp_token',
        nonce: 'n',
        dcql_query: { credentials: [{ id: 'pid', format: 'dc+sd-jwt', claims: [{ path: ['given_name'] }] }] },
      },
      { typ: 'oauth-authz-req+jwt', x5c: [cert.der] },
      cert.privateJwk,
    );
    await inspectValue(page, `openid4vp://?client_id=x509_san_dns%3Averifier.example.com&request=${requestObject}`);
    assert.equal(await page.locator('#inspection-result').textContent(), 'OpenID4VP request, request object by value');
    const checks = await checksShown(page);
    assert.ok(checks.includes('passed: The DCQL query is well-formed'), checks.join('\n'));
    assert.ok(checks.includes('failed: Signing certificate is within its validity period'), checks.join('\n'));
    // the expired certificate names the Core error, linked to its catalogue entry
    assert.equal(
      await page.getByRole('link', { name: 'BR_0213 in the error codes' }).getAttribute('href'),
      '/reference/errors#BR_0213',
    );
    await context.close();
  });

  it('shows malformed input as a problem with its position, never an error page', async () => {
    const { page, context, errors } = await site.open(PATH);
    const firstTilde = sdJwtVc.indexOf('~');
    await inspectValue(page, `${sdJwtVc.slice(0, firstTilde + 3)}!${sdJwtVc.slice(firstTilde + 4)}`);
    const problem = page.locator('li', { has: page.locator('strong', { hasText: 'Disclosure 1' }) });
    assert.match(
      (await problem.textContent()) ?? '',
      new RegExp(`\\(character ${firstTilde + 4}\\).*"!" at character ${firstTilde + 4} is not base64url`),
    );
    assert.equal(await problem.locator('mark').textContent(), '!');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('draws an offer as a QR code that an independent decoder reads back as the URL', async () => {
    const { page, context } = await site.open(PATH, { context: { deviceScaleFactor: 2 } });
    await page.getByRole('button', { name: 'Credential offer with a transaction code' }).click();
    await page.locator('#inspection-result').waitFor();
    const svg = page.locator('svg[data-qr-value]');
    await svg.waitFor();
    const url = await page.getByLabel('Credential, offer or request').inputValue();
    assert.equal(await svg.getAttribute('data-qr-value'), url);
    const png = PNG.sync.read(await svg.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(decoded?.data, url);
    assert.match(
      (await page.locator('#inspection-result').textContent()) ?? '',
      /OpenID4VCI credential offer, by value/,
    );
    assert.equal(
      await page.getByRole('link', { name: 'BR_0169 in the error codes' }).getAttribute('href'),
      '/reference/errors#BR_0169',
    );
    await context.close();
  });

  it('works from the keyboard: the box, Inspect, then the result takes the focus', async () => {
    const { page, context } = await site.open(PATH);
    const box = page.getByLabel('Credential, offer or request');
    for (
      let press = 0;
      press < 120 && !(await box.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    assert.ok(await box.evaluate((element) => element === document.activeElement), 'Tab reaches the input box');
    await page.keyboard.type('openid4vp://?client_id=x&request_uri=https%3A%2F%2Fverifier.example.com%2Fr%2F1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#inspection-result').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'inspection-result');
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no serious or critical axe violation with a result shown, and no sideways scroll, at ${viewport.width} px`, async () => {
      const { page, context } = await site.open(PATH, { viewport });
      await inspectValue(page, await presentWithKeyBinding(sdJwtVc, holder));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
      assert.deepEqual(severe, []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
      await context.close();
    });
  }

  it('stores nothing: no local or session storage entry holds the value', async () => {
    const { page, context } = await site.open(PATH);
    await inspectValue(page, sdJwtVc);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    assert.ok(!stored.includes(sdJwtVc.slice(0, 40)), 'the value is in web storage');
    await context.close();
  });
});
