import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import { publicPages } from '../../src/plugins/public-pages/publicPages.ts';
import { privateRoutePatterns } from '../../config/public-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const route = (routePath: string, routes?: RouteConfig[]): RouteConfig => ({ path: routePath, component: 'x', routes });

describe('the public pages of a build (src/plugins/public-pages)', () => {
  const routes: RouteConfig[] = [
    route('/404.html'),
    route('/search'),
    route('/__test__/widget'),
    route('/', [route('/'), route('/get-started'), route('/draft-notes')]),
    route('/reference', [route('/reference/core/post-credential'), route('/reference/1.70/core/post-credential')]),
  ];
  const metadata = { '/draft-notes': { noIndex: true }, '/get-started': { noIndex: false } };

  it('every rendered leaf route, less the private patterns and the pages marked noindex, sorted, each once', () => {
    assert.deepEqual(
      publicPages({ routes, routesBuildMetadata: metadata }, [
        '/search',
        '/__test__/**',
        '/reference/1.70/core/post-credential',
      ]),
      ['/', '/404.html', '/get-started', '/reference/core/post-credential'],
    );
  });

  it('the private patterns are the sitemap’s: the sitemap reads the same list', () => {
    const config = fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    assert.match(config, /ignorePatterns: privateRoutePatterns\(__dirname\)/);
    assert.ok(privateRoutePatterns(ROOT).includes('/search'));
  });

  it('the twins and llms.txt, the embedded index and the Typesense indexer take their pages from it, none from the sitemap', () => {
    const readers = {
      'src/plugins/llms/index.ts': /publicPages\(\{ routes, routesBuildMetadata \}/,
      'src/plugins/search-index/index.ts': /publicPages\(\{ routes, routesBuildMetadata \}/,
      'scripts/search/site-records.ts': /readPublicPages\(buildDir\)/,
    };
    for (const [file, call] of Object.entries(readers)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      assert.match(text, call, file);
      assert.doesNotMatch(text, /sitemap\.xml|<loc>|routesPaths/, `${file} reads no other page list`);
    }
    for (const dir of ['src/plugins/search-index', 'src/plugins/llms', 'scripts/search']) {
      for (const file of fs.readdirSync(path.join(ROOT, dir)).filter((f) => /\.(ts|mts|cjs)$/.test(f))) {
        const text = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
        assert.doesNotMatch(text, /sitemap\.xml['"`]|<loc>/, `${dir}/${file} parses no sitemap`);
      }
    }
  });
});
