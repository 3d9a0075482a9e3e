/**
 * The mdoc inspector in Chromium: bundled for the browser as the site bundles it (cbor-x's browser
 * build, WebCrypto from the page, @peculiar/x509 with its Reflect polyfill), it must reach the same
 * verdicts as in node, make no request while inspecting, and stay within its size budget.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { inspectMdoc } from '../../src/inspector/mdoc/index.ts';
import type { Inspection } from '../../src/inspector/types.ts';
import { launchBrowser } from '../support/browser.mts';
import { loadMdocVectors } from '../support/mdoc-vectors-load.mts';

/** gzip bytes the module may add to the inspector page's lazily loaded code. */
const GZIP_BUDGET = 90_000;

const vectors = await loadMdocVectors();
const bundle = await build({
  entryPoints: [new URL('../../src/inspector/mdoc/index.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
});
const code = bundle.outputFiles[0].text;

describe('mdoc inspector in Chromium', () => {
  let server: http.Server;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/mdoc.js') {
        response.setHeader('content-type', 'text/javascript');
        response.end(code);
        return;
      }
      response.setHeader('content-type', 'text/html');
      response.end(
        '<!doctype html><title>mdoc</title><script type="module">import { inspectMdoc } from "/mdoc.js"; window.inspectMdoc = inspectMdoc;</script>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    await page.waitForFunction(() => 'inspectMdoc' in window);
    page.on('request', (request) => requests.push(request.url()));
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('reaches the verdicts node reaches, for good and broken vectors, without a request', async () => {
    const names = [
      'issuerSigned',
      'deviceResponse',
      'tamperedElement',
      'expired',
      'wrongSignature',
      'withChain',
      'brokenChain',
      'docTypeMismatch',
    ] as const;
    for (const name of names) {
      const inBrowser = await page.evaluate(
        ([input, now]) => (window as unknown as { inspectMdoc: typeof inspectMdoc }).inspectMdoc(input, new Date(now)),
        [vectors[name], vectors.madeAt] as const,
      );
      const inNode = (await inspectMdoc(vectors[name], new Date(vectors.madeAt))) as Inspection;
      const verdicts = (inspection: Inspection | null) =>
        inspection?.checks.map((check) => `${check.name}: ${check.status}`);
      assert.deepEqual(verdicts(inBrowser), verdicts(inNode), name);
      assert.deepEqual(inBrowser?.problems, [], name);
    }
    const signature = (await page.evaluate(
      ([input, now]) => (window as unknown as { inspectMdoc: typeof inspectMdoc }).inspectMdoc(input, new Date(now)),
      [vectors.wrongSignature, vectors.madeAt] as const,
    ))!.checks.find((check) => check.name === 'Issuer signature (issuerAuth)');
    assert.equal(signature?.status, 'failed');
    assert.deepEqual(requests, []);
  });

  it(`adds at most ${GZIP_BUDGET} gzip bytes to the inspector page`, () => {
    assert.ok(gzipSync(code).length <= GZIP_BUDGET, `${gzipSync(code).length} gzip bytes`);
  });
});
