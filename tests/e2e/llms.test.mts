/** Markdown twins, llms.txt, llms-full.txt and the "Copy page" control, against the built site. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser.mts';
import { BUILD_DIR, sitemapPaths, useSite } from '../support/site.mts';
import { OLDER_API_VERSIONS, versionHomeRoute, versionRoute } from '../../config/api-versions.ts';

/** The sitemap's pages as llms.txt lists them: an older API version only by its landing page. */
const llmsPaths = () =>
  sitemapPaths().filter(
    (route) =>
      !OLDER_API_VERSIONS.some(
        (version) => route.startsWith(`${versionRoute(version.label)}/`) && route !== versionHomeRoute(version.label),
      ),
  );
import { SITE_TITLE } from '../../config/site.ts';

const site = useSite();

const UNLISTED = ['/product/revocation_methods', '/api/credentials', '/old/mqtt'];
const mdFile = (route: string) => path.join(BUILD_DIR, route === '/' ? 'index.md' : `${route.slice(1)}.md`);
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
/** Paths of the `- [title](url)` links of llms.txt. */
const llmsLinks = () =>
  [...read('llms.txt').matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);

const openDoc = (route: string, viewport?: { width: number; height: number }) =>
  site.open(route, { viewport, context: { permissions: ['clipboard-read', 'clipboard-write'] } });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('Markdown twins', () => {
  it('exist for every page of the sitemap, each starting with its title', () => {
    const missing: string[] = [];
    for (const route of sitemapPaths()) {
      const file = mdFile(route);
      if (!fs.existsSync(file)) missing.push(route);
      else assert.match(fs.readFileSync(file, 'utf8'), /^# \S/, `${route}.md starts with a title`);
    }
    assert.deepEqual(missing, []);
  });

  it('exist for no unlisted, not-found or redirect page', () => {
    for (const route of [...UNLISTED, '/404', '/trial/intro', '/sdk', '/__test__/crash']) {
      assert.ok(!fs.existsSync(mdFile(route)), `${route}.md should not exist`);
    }
  });

  it('are served next to the pages', async () => {
    const response = await fetch(`${site.url()}/use/issue-credential.md`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.equal(text, fs.readFileSync(mdFile('/use/issue-credential'), 'utf8'));
    assert.match(text, /^# /);
    assert.doesNotMatch(text, /<(div|span|button|svg)\b/);
  });

  it('render tabs, code blocks and tables of a guide', () => {
    const md = fs.readFileSync(mdFile('/keys'), 'utf8');
    assert.match(md, /^\*\*Android \(Kotlin\)\*\*\n\n```kotlin/m, 'every tab label, then its code');
    assert.match(md, /^\*\*iOS \(Swift\)\*\*\n\n```swift/m);
    assert.match(md, /^\| `keyType` +\| Algorithm/m, 'a Markdown table');
    assert.match(md, /^> \*\*Warning: /m, 'an admonition');
  });

  it('write API operation pages from the spec: summary, method and path, parameters, body and responses', () => {
    const md = fs.readFileSync(mdFile('/reference/core/post-credential'), 'utf8');
    assert.ok(md.startsWith('# Create a credential\n\n`POST /api/credential/v1`\n'), md.slice(0, 120));
    assert.match(md, /^## Request body$/m);
    assert.match(md, /^\| `credentialSchemaId` \| string \(uuid\) \| yes \|/m);
    assert.match(md, /^## Responses$/m);
    assert.match(md, /^### 201\n\n.+\n\n`application\/json`:\n\n```json\n\{\n {2}"id": /m);
    assert.match(
      md,
      /^## Request samples\n\n\*\*cURL\*\*\n\n```bash\ncurl /m,
      'the samples of the built page, before the responses',
    );
    assert.ok(md.indexOf('## Request samples') < md.indexOf('## Responses'));
    const list = fs.readFileSync(mdFile('/reference/core/get-credential-list'), 'utf8');
    assert.match(list, /^\| Name \| In \| Type \| Required \| Description \|$/m);
    assert.match(list, /^\| `pageSize` \| query \| integer/m);
  });
});

describe('llms.txt', () => {
  it('has the title, a summary and sections for the guides and the reference', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    assert.equal(lines[0], `# ${SITE_TITLE}`);
    assert.equal(lines[1], '');
    assert.match(lines[2], /^> \S.{40,}/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    for (const name of [
      'Get started',
      'Use the Desk',
      'API overview',
      'Core API',
      'Desk API',
      'OpenID Bridge API',
      'Configuration',
      'SDK',
    ]) {
      assert.ok(sections.includes(name), `section ${name}`);
    }
    assert.ok(sections.indexOf('Release notes') < sections.indexOf('API overview'), 'guides before the reference');
    assert.match(text, /^- \[Create a credential\]\(https?:\/\/[^)]+\/reference\/core\/post-credential\.md\): \S/m);
  });

  it('links the Markdown twin of every sitemap page exactly once (an older API version by its landing page), and nothing else', () => {
    const links = llmsLinks();
    const counts = new Map<string, number>();
    for (const link of links) counts.set(link, (counts.get(link) ?? 0) + 1);
    const expected = llmsPaths().map((route) => (route === '/' ? '/index.md' : `${route}.md`));
    for (const twin of expected) assert.equal(counts.get(twin), 1, `${twin} linked once`);
    assert.equal(links.length, expected.length);
  });

  it('leaves out unlisted pages, as does llms-full.txt', () => {
    const full = read('llms-full.txt');
    const text = read('llms.txt');
    for (const route of UNLISTED) {
      assert.doesNotMatch(text, new RegExp(`${route}(\\.md)?\\)`), `${route} is not in llms.txt`);
      assert.doesNotMatch(full, new RegExp(`^source: \\S+${route}$`, 'm'), `${route} is not in llms-full.txt`);
    }
  });

  it('has every page in llms-full.txt after a --- / source / --- separator', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^---\nsource: (\S+)\n---\n\n# /gm)].map((m) => new URL(m[1]).pathname);
    assert.deepEqual([...sources].sort(), [...llmsPaths()].sort());
  });
});

describe('Copy page control', () => {
  it('copies the page as Markdown and says so', async () => {
    const { page, context, errors } = await openDoc('/use/issue-credential');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('status').filter({ hasText: 'Copied' }).getAttribute('aria-live'), 'polite');
    assert.equal(await clipboard(page), fs.readFileSync(mdFile('/use/issue-credential'), 'utf8'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('works from the keyboard: Tab to it, Enter copies; the menu opens with Enter and closes with Escape', async () => {
    const { page, context } = await openDoc('/reference/core/post-credential');
    const focusedName = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');
    let presses = 0;
    while ((await focusedName()) !== 'Copy page') {
      assert.ok(++presses < 100, 'Copy page is reachable with Tab (after the navbar and the sidebar)');
      await page.keyboard.press('Tab');
    }
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.notEqual(outline, 'none', 'focus is visible');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await clipboard(page), fs.readFileSync(mdFile('/reference/core/post-credential'), 'utf8'));

    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'More options for this page' });
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    const view = page.getByRole('link', { name: /View as Markdown/ });
    await view.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await view.getAttribute('href'), '/reference/core/post-credential.md');
    await page.keyboard.press('Tab');
    assert.equal(await view.evaluate((el) => el === document.activeElement), true, 'Tab moves into the menu');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(
      await toggle.evaluate((el) => el === document.activeElement),
      true,
      'Escape returns focus to the toggle',
    );
    await context.close();
  });

  it('copies the address of llms.txt from its menu', async () => {
    const { page, context } = await openDoc('/get-started');
    await page.getByRole('button', { name: 'More options for this page' }).click();
    await page.getByRole('button', { name: /Copy link to llms\.txt/ }).click();
    await page.getByRole('status').filter({ hasText: 'Copied the link to llms.txt' }).waitFor({ state: 'attached' });
    assert.equal(await clipboard(page), `${site.url()}/llms.txt`);
    await context.close();
  });

  it('fits a 390 px screen, menu included', async () => {
    const { page, context } = await openDoc('/use/issue-credential', { width: 390, height: 844 });
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'More options for this page' }).click();
    const menu = page.getByRole('link', { name: /View as Markdown/ }).locator('xpath=ancestor::ul[1]');
    await menu.waitFor({ state: 'visible' });
    for (const box of [await button.boundingBox(), await menu.boundingBox()]) {
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `inside the screen: ${JSON.stringify(box)}`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true, 'no horizontal scroll');
    const background = await menu.evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(background, 'rgb(255, 255, 255)', 'the menu is opaque');
    await context.close();
  });

  it('loads the Markdown only on interaction, and is absent from unlisted pages', async () => {
    const { page, context } = await openDoc('/get-started/issue');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.waitForLoadState('networkidle');
    assert.ok(!requests.some((url) => url.endsWith('.md')), 'no Markdown fetched before interaction');
    const markdownRequest = page.waitForRequest((request) => request.url().endsWith('/get-started/issue.md'));
    await page.getByRole('button', { name: 'Copy page' }).hover();
    await markdownRequest;
    await page.goto(`${site.url()}/old/mqtt`);
    await waitForHydration(page);
    assert.equal(await page.getByRole('button', { name: 'Copy page' }).count(), 0);
    await context.close();
  });
});
