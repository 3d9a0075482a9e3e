/**
 * Every address the site publishes (the sitemap and llms.txt) answers 200 from plain static servers
 * configured as hosts configure them. serve-handler 6.1.7, behind `npx serve` for years, takes
 * the last segment of `/reference/1.70` for a file with the extension `.70` and answers 404; 6.1.8
 * (behind `docusaurus serve`) does not. A route whose last segment contains a dot fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import handler617 from 'serve-handler-6.1.7';
import handler618 from 'serve-handler';
import { startStaticServer, type ServeHandler, type ServeOptions } from '../support/server.mts';
import { BUILD_DIR, requireBuild, sitemapPaths } from '../support/site.mts';

const HANDLERS: Array<[string, ServeHandler]> = [
  ['serve-handler 6.1.7', handler617],
  ['serve-handler 6.1.8', handler618],
];
const CONFIGURATIONS: Array<[string, ServeOptions]> = [
  ['clean URLs', { cleanUrls: true, directoryListing: false }],
  ['clean URLs, no trailing slash', { cleanUrls: true, trailingSlash: false, directoryListing: false }],
];

/** The site's own pages linked from llms.txt, by path. */
function llmsPaths(): string[] {
  const text = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  return [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => new URL(m[1]).pathname);
}

describe('static hosts', () => {
  for (const [handlerName, serve] of HANDLERS) {
    for (const [configName, serveOptions] of CONFIGURATIONS) {
      it(`${handlerName} with ${configName} answers 200 for every sitemap and llms.txt address`, async () => {
        requireBuild();
        const addresses = [...new Set([...sitemapPaths(), ...llmsPaths()])];
        assert.ok(
          addresses.length > 500,
          `only ${addresses.length} addresses: has the sitemap or llms.txt changed shape?`,
        );
        const server = await startStaticServer(BUILD_DIR, { handler: serve, serveOptions, compress: false });
        try {
          const failures: string[] = [];
          for (const address of addresses) {
            const response = await fetch(server.url + address, { redirect: 'manual' });
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${address}: HTTP ${response.status}`);
          }
          assert.deepEqual(failures, []);
        } finally {
          await server.close();
        }
      });
    }
  }
});
