/**
 * Guides and operations link both ways, in the built site: every operation
 * page a guide links to links back to that guide ("Related guides").
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { planModelPages, type OpenApiSpec } from '../../scripts/reference/data-models.ts';
import { builtPage } from '../support/built-pages.mts';
import { ROOT, requireBuild, sitemapPaths } from '../support/site.mts';

/** A built page, parsed once: many guides link to one operation, and many operations to one model page. */
const html = builtPage;

describe('operation pages and guides', () => {
  it('link back from every operation page a guide links to', () => {
    requireBuild();
    const missing: string[] = [];
    let checked = 0;
    // /permissions is an index of every operation, not a guide; operations link to it by their permission.
    for (const route of sitemapPaths().filter(
      (r) => r !== '/' && r !== '/permissions' && !r.startsWith('/reference'),
    )) {
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
        if (page(`article a[href="${route}"], article a[href^="${route}#"]`).length === 0)
          missing.push(`${operation} does not link back to ${route}`);
      }
    }
    assert.ok(checked > 100, `only ${checked} guide → operation links checked`);
    assert.equal(missing.length, 0, missing.join('\n'));
  });

  it('link every operation page to the data models its request and responses name, each to its section on a model page', () => {
    requireBuild();
    const problems: string[] = [];
    let links = 0;
    for (const [api, { spec: file }] of Object.entries(API_SPECS)) {
      const plan = planModelPages(api, YAML.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as OpenApiSpec);
      for (const [route, models] of plan.operationModels) {
        const page = html(route);
        if (!page || models.length === 0) continue;
        const line = page('article p').filter((_, p) => page(p).text().startsWith('Data models:'));
        const named = line
          .find('a')
          .get()
          .map((a) => page(a).text());
        if (named.join() !== models.join())
          problems.push(`${route} names the models ${named.join(', ') || 'none'}, not ${models.join(', ')}`);
        for (const a of line.find('a').get()) {
          links += 1;
          const [target, anchor] = (page(a).attr('href') ?? '').split('#');
          const model = html(target);
          if (!model || model(`h2[id="${anchor}"]`).length === 0)
            problems.push(`${route}: ${target}#${anchor} has no such model`);
        }
      }
    }
    assert.ok(links > 400, `only ${links} data model links checked`);
    assert.deepEqual(problems, []);
  });
});
