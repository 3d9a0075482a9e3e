/**
 * What a page makes the browser load on first visit: every script and
 * stylesheet fetched until the network is idle after hydration, with raw,
 * gzip and brotli sizes computed from the bodies (so the figures do not
 * depend on how the test server compresses).
 */
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { waitForHydration } from '../../tests/support/browser.mts';

export interface AssetSizes {
  count: number;
  raw: number;
  gzip: number;
  brotli: number;
  files: Array<{ url: string; raw: number; gzip: number }>;
}

export interface FirstLoad {
  route: string;
  js: AssetSizes;
  css: AssetSizes;
}

const empty = (): AssetSizes => ({ count: 0, raw: 0, gzip: 0, brotli: 0, files: [] });

export async function measureFirstLoad(browser: Browser, baseUrl: string, route: string): Promise<FirstLoad> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const pending: Array<Promise<void>> = [];
  const result: FirstLoad = { route, js: empty(), css: empty() };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind || !response.url().startsWith(baseUrl)) return;
    pending.push(
      response.body().then(
        (body) => {
          const sizes = result[kind];
          const gzip = zlib.gzipSync(body, { level: 9 }).length;
          sizes.count += 1;
          sizes.raw += body.length;
          sizes.gzip += gzip;
          sizes.brotli += zlib.brotliCompressSync(body).length;
          sizes.files.push({ url: response.url().slice(baseUrl.length), raw: body.length, gzip });
        },
        (error: Error) => {
          // A response still arriving when the page closes (idle prefetching) has no body to read; it is not part of the first load.
          if (!page.isClosed()) throw error;
        },
      ),
    );
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  for (const sizes of [result.js, result.css]) sizes.files.sort((a, b) => b.gzip - a.gzip);
  return result;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
