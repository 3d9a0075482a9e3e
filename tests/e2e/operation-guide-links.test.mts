/**
 * Guides and operations link both ways, in the built site: every operation
 * page a guide links to links back to that guide ("Related guides").
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { BUILD_DIR, requireBuild, sitemapPaths } from '../support/site.mts';

const html = (route: string) => {
  const file = path.join(BUILD_DIR, `${route}.html`);
  return fs.existsSync(file) ? load(fs.readFileSync(file, 'utf8')) : null;
};

describe('operation pages and guides', () => {
  it('link back from every operation page a guide links to', () => {
    requireBuild();
    const missing: string[] = [];
    let checked = 0;
    // /permissions is an index of every operation, not a guide; operations link to it by their permission.
    for (const route of sitemapPaths().filter((r) => r !== '/' && r !== '/permissions' && !r.startsWith('/reference'))) {
      const guide = html(route);
      if (!guide) continue;
      const operations = new Set(
        guide('article a[href^="/reference/"]')
          .map((_, a) => (guide(a).attr('href') ?? '').split('#')[0])
          .get()
          .filter((href) => /^\/reference\/(core|desk|bridge)\/[^/]+$/.test(href)),
      );
      for (const operation of operations) {
        const page = html(operation);
        if (!page || page('.openapi__method-endpoint').length === 0) continue; // an API's introduction or a tag page
        checked += 1;
        if (page(`article a[href="${route}"], article a[href^="${route}#"]`).length === 0) missing.push(`${operation} does not link back to ${route}`);
      }
    }
    assert.ok(checked > 100, `only ${checked} guide → operation links checked`);
    assert.equal(missing.length, 0, missing.join('\n'));
  });
});
