/** The versions of the API reference in the built site: badge, dropdown, old-version notice, canonical, sitemap, llms.txt, search records. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { BUILD_DIR, sitemapPaths, useSite } from '../support/site.mts';

const site = useSite();
const htmlFor = (route: string) => load(fs.readFileSync(path.join(BUILD_DIR, `${route}.html`), 'utf8'));

describe('API reference versions', () => {
  // Pages read as they load share a tab; the search checks get a fresh context each.
  const reader = site.tab();
  it('badges current and older pages with their Core release and offers both in the dropdown', async () => {
    const { page, errors } = await reader.open('/reference/core/post-credential');
    assert.equal((await page.locator('.theme-doc-version-badge').textContent())?.trim(), 'Version: 1.74');
    // the theme puts the item's class on the dropdown's link
    const dropdown = page.locator('.navbar__item.dropdown:has(> a.navbar__reference-version)');
    assert.equal((await dropdown.locator('> a').textContent())?.trim(), '1.74');
    await dropdown.hover();
    const items = await dropdown.locator('.dropdown__menu a').allTextContents();
    assert.deepEqual(
      items.map((t) => t.trim()),
      ['1.74', '1.70', 'API changelog'],
    );
    assert.deepEqual(errors, []);
  });

  it('leads from an operation to the same operation in the other version, or to its landing page where it has none', async () => {
    const versionLinks = async (route: string) => {
      const { page, errors } = await reader.open(route);
      const links = await page.$$eval(
        '.navbar__item.dropdown:has(> a.navbar__reference-version) .dropdown__menu a',
        (as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      );
      assert.deepEqual(errors, []);
      return Object.fromEntries(links);
    };
    const current = await versionLinks('/reference/core/post-credential');
    assert.equal(current['1.70'], '/reference/1.70/core/post-credential');
    assert.equal(current['1.74'], '/reference/core/post-credential');
    assert.equal(
      (await versionLinks('/reference/1.70/core/post-credential'))['1.74'],
      '/reference/core/post-credential',
    );
    // Trust collections are new in 1.74.
    assert.equal((await versionLinks('/reference/core/delete-trust-collection'))['1.70'], '/reference/1.70/overview');
  });

  it('hides the dropdown on guides, which are not versioned', async () => {
    const { page } = await reader.open('/get-started/issue');
    assert.equal(await page.locator('.navbar__item.dropdown:has(> a.navbar__reference-version)').isVisible(), false);
    assert.equal(
      await page.locator('.navbar__item.dropdown:has(> a.navbar__reference-version) .dropdown__menu').isVisible(),
      false,
    );
  });

  it('says on an older page that it is old, and links the same operation of the current version', async () => {
    const { page, errors } = await reader.open('/reference/1.70/core/post-credential');
    assert.equal((await page.locator('.theme-doc-version-badge').textContent())?.trim(), 'Version: 1.70');
    const notice = page.locator('.theme-admonition-caution').first();
    assert.match((await notice.textContent()) ?? '', /Core 1\.70: an older version/i);
    assert.equal(await notice.locator('a').getAttribute('href'), '/reference/core/post-credential');
    await notice.locator('a').click();
    await page.waitForURL((u) => u.pathname === '/reference/core/post-credential');
    assert.deepEqual(errors, []);
  });

  it('links an operation Core 1.74 no longer has to the changelog, which lists it as removed', () => {
    const $ = htmlFor('/reference/1.70/core/get-lvvc-by-credential-id');
    assert.equal($('.theme-admonition-caution a').attr('href'), '/reference/changelog/core-1.70-to-1.74');
    const changelog = htmlFor('/reference/changelog/core-1.70-to-1.74');
    assert.ok(changelog('a[href="/reference/1.70/core/get-lvvc-by-credential-id"]').length > 0);
    assert.equal(
      changelog('h2')
        .first()
        .text()
        .replace(/\u200b/g, '')
        .trim(),
      'Breaking changes',
    );
  });

  it('points search engines at the current page of an unchanged operation, and keeps changed ones indexable', () => {
    const sitemap = new Set(sitemapPaths());
    // get_key is the same in 1.70 and 1.74; get_credential lost and gained fields
    assert.equal(
      htmlFor('/reference/1.70/core/get-key')('link[rel="canonical"]').attr('href'),
      'https://docs.procivis.ch/reference/core/get-key',
    );
    assert.equal(htmlFor('/reference/1.70/core/get-key')('link[rel="canonical"]').length, 1);
    assert.ok(!sitemap.has('/reference/1.70/core/get-key'));
    assert.equal(
      htmlFor('/reference/1.70/core/get-credential')('link[rel="canonical"]').attr('href'),
      'https://docs.procivis.ch/reference/1.70/core/get-credential',
    );
    assert.ok(sitemap.has('/reference/1.70/core/get-credential'));
  });

  it('marks older pages with their version for search, and lists only their landing page in llms.txt', () => {
    assert.equal(
      htmlFor('/reference/1.70/core/get-credential')('meta[name="docsearch:version"]').attr('content'),
      '1.70',
    );
    // Docusaurus names the current version `current` in these tags (its label is 1.74)
    assert.equal(
      htmlFor('/reference/core/get-credential')('meta[name="docsearch:version"]').attr('content'),
      'current',
    );
    assert.equal(
      htmlFor('/reference/1.70/core/get-credential')('meta[name="docsearch:docusaurus_tag"]').attr('content'),
      'docs-reference-1.70',
    );
    const llms = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    const older = llms.slice(llms.indexOf('\n## Older API versions\n'));
    assert.ok(llms.includes('\n## Older API versions\n'), 'llms.txt has the older versions section');
    assert.match(older, /\(https:\/\/docs\.procivis\.ch\/reference\/1\.70\/overview\.md\)/);
    assert.ok(!/\/reference\/1\.70\/core\//.test(llms), 'llms.txt lists no older operation page');
    assert.ok(fs.existsSync(path.join(BUILD_DIR, 'reference/1.70/core/get-credential.md')));
  });

  it("searches the version being read: an older page finds its own version's operations, a guide the current ones", async () => {
    for (const [route, expected] of [
      ['/reference/1.70/core/post-credential', '/reference/1.70/core/post-credential'],
      ['/issue/manage-status', '/reference/core/post-credential'],
    ]) {
      const { page, context } = await site.open(route);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('POST /api/credential/v1');
      await page.locator('.DocSearch-Hit a').first().waitFor();
      const hrefs = await page.$$eval('.DocSearch-Hit a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
      assert.equal(hrefs[0], expected, `${route}: ${hrefs.slice(0, 5).join(', ')}`);
      const reference = hrefs.filter((href) => href.startsWith('/reference/') && /\/(core|desk|bridge)\//.test(href));
      const older = route.startsWith('/reference/1.70/');
      assert.ok(
        reference.every((href) => href.startsWith('/reference/1.70/') === older),
        `${route} found another version: ${reference.join(', ')}`,
      );
      await context.close();
    }
  });

  it("serves each version's specs, the inferred ones saying so", () => {
    const desk = fs.readFileSync(path.join(BUILD_DIR, 'openapi/1.70/desk.yaml'), 'utf8');
    assert.match(desk, /Inferred version/);
    assert.match(fs.readFileSync(path.join(BUILD_DIR, 'openapi/1.70/core.yaml'), 'utf8'), /^ {2}version: 1\.70\.0$/m);
  });
});
