/** robots.txt: crawlers pointed at the sitemap, or every crawler turned away for a preview deployment. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { robotsPlugin, ROBOTS_FILE } from '../../src/plugins/robots/index.ts';
import { disallowCrawlers, robotsTxt } from '../../src/plugins/robots/robots-txt.ts';

describe('robots.txt text', () => {
  it('allows every crawler and names the sitemap at the site URL and base URL', () => {
    assert.equal(
      robotsTxt({ siteUrl: 'https://docs.procivis.ch', baseUrl: '/', sitemapFile: 'sitemap.xml', disallowAll: false }),
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.procivis.ch/sitemap.xml\n',
    );
    assert.match(
      robotsTxt({ siteUrl: 'https://example.org', baseUrl: '/docs/', sitemapFile: 'sitemap.xml', disallowAll: false }),
      /^Sitemap: https:\/\/example\.org\/docs\/sitemap\.xml$/m,
    );
  });

  it('for a preview, disallows everything and names no sitemap', () => {
    const text = robotsTxt({
      siteUrl: 'https://preview.example.org',
      baseUrl: '/',
      sitemapFile: 'sitemap.xml',
      disallowAll: true,
    });
    assert.match(text, /^User-agent: \*\nDisallow: \/$/m);
    assert.doesNotMatch(text, /Sitemap|Allow:/);
  });
});

describe('DOCS_DISALLOW_CRAWLERS', () => {
  it('reads 1 and true as disallow; unset, empty, 0 and false as allow', () => {
    for (const value of ['1', 'true', 'TRUE', ' 1 ']) assert.equal(disallowCrawlers(value), true, value);
    for (const value of [undefined, '', '0', 'false']) assert.equal(disallowCrawlers(value), false, String(value));
  });

  it('refuses anything else, naming the variable and the accepted values', () => {
    assert.throws(() => disallowCrawlers('yes'), /DOCS_DISALLOW_CRAWLERS must be 1 or true.*got "yes"/);
  });
});

describe('robots plugin', () => {
  const build = async (disallowAll: boolean) => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
    const plugin = robotsPlugin(undefined, { disallowAll, sitemapFile: 'sitemap.xml' });
    const siteConfig = { url: 'https://docs.procivis.ch', baseUrl: '/' };
    await plugin.postBuild!({ outDir, siteConfig } as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    const text = fs.readFileSync(path.join(outDir, ROBOTS_FILE), 'utf8');
    fs.rmSync(outDir, { recursive: true });
    return text;
  };

  it('writes robots.txt into the build both ways', async () => {
    assert.match(await build(false), /Sitemap: https:\/\/docs\.procivis\.ch\/sitemap\.xml/);
    assert.match(await build(true), /Disallow: \//);
  });
});
