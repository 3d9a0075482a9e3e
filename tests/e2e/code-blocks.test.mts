/**
 * Code blocks keep the highlighting the build wrote: hydration reuses it
 * (also in tabs, which mount their content again), so the page never loads
 * the highlighter; blocks rendered in the browser later load it on demand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chunkFilePrefix, useSite } from '../support/site.mts';

const site = useSite();

async function open(path: string) {
  const scripts: string[] = [];
  const opened = await site.open(path, {
    beforeGoto: (page) =>
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      }),
  });
  await opened.page.waitForLoadState('networkidle');
  const highlighter = chunkFilePrefix('code-highlighter');
  return { ...opened, loadedHighlighter: () => scripts.some((url) => new URL(url).pathname.startsWith(highlighter)) };
}

/**
 * Highlighted token spans inside the block's <code>, and the block's text, one
 * line per `.token-line` (each line is a block element ending in <br>, so
 * `innerText` would count every line break twice).
 */
async function block(page: Page, selector: string) {
  const code = page.locator(selector).locator('pre code').first();
  await code.waitFor({ state: 'visible' });
  const lines = await code.locator('.token-line').allTextContents();
  return { tokens: await code.locator('span.token').count(), text: lines.join('\n').trim() };
}

describe('code blocks', () => {
  it('keep their build-time highlighting on hydration, without loading the highlighter', async () => {
    const { page, context, errors, loadedHighlighter } = await open('/issue/manage-status');
    const blocks = page.locator('.theme-code-block');
    assert.ok((await blocks.count()) > 3);
    for (let i = 0; i < (await blocks.count()); i += 1) {
      const code = blocks.nth(i).locator('pre code');
      assert.ok((await code.locator('.token-line').count()) > 0, `block ${i} has no lines`);
    }
    const first = await block(page, '.theme-code-block >> nth=0');
    assert.ok(first.tokens > 0, 'the first block is highlighted');
    assert.equal(loadedHighlighter(), false, 'the highlighter was loaded on first view');
    // The copy button copies the block's code from the kept markup's source.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url() });
    await blocks.first().hover();
    await blocks
      .first()
      .getByRole('button', { name: /copy code/i })
      .click();
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), first.text);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('are not rebuilt after hydration outside tabs (the theme remounts them for a second color mode, which this site has not)', async () => {
    const { page, context, errors } = await site.open('/issue/manage-status', {
      beforeGoto: (p) =>
        p.addInitScript(() => {
          const removed: string[] = [];
          (window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks = removed;
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of Array.from(record.removedNodes))
                if (
                  node instanceof Element &&
                  (node.matches('.theme-code-block') || node.querySelector('.theme-code-block'))
                )
                  removed.push(node.outerHTML.slice(0, 80));
          }).observe(document, { childList: true, subtree: true });
        }),
    });
    await page.waitForLoadState('networkidle');
    await page.locator('.theme-code-block').first().hover();
    await page
      .locator('.theme-code-block')
      .first()
      .getByRole('button', { name: /copy code/i })
      .waitFor();
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('stay highlighted inside tabs, which mount again after hydration, and when switching tabs', async () => {
    const { page, context, errors, loadedHighlighter } = await open('/get-started/issue');
    const tabs = page.locator('.tabs-container').filter({ hasText: 'Second Core as wallet' });
    await tabs.getByRole('tab', { name: 'Second Core as wallet (API)' }).click();
    const panel = tabs.locator('[role="tabpanel"]:not([hidden])');
    const shown = await block(page, '.tabs-container [role="tabpanel"]:not([hidden]) .theme-code-block');
    assert.ok(shown.tokens > 0, 'code in the selected tab is highlighted');
    assert.match(await panel.innerText(), /handle-invitation/);
    assert.equal(loadedHighlighter(), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('are highlighted on pages reached by client-side navigation, loading the highlighter then', async () => {
    const { page, context, errors, loadedHighlighter } = await open('/issue');
    await page.locator('article').getByRole('link', { name: 'Manage credential status' }).first().click();
    await page.waitForURL('**/issue/manage-status');
    await page.locator('.theme-code-block pre code span.token').first().waitFor();
    assert.equal(loadedHighlighter(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('can wrap long lines after hydration (the button measures the kept <pre>)', async () => {
    const { page, context, errors } = await open('/get-started/issue');
    // Shown only on blocks wider than their box, which the theme measures on the kept markup.
    // Visible ones: a block in a tab panel that is not selected has no box to wrap in.
    const wrappable = page
      .locator('.theme-code-block')
      .filter({ visible: true, has: page.getByRole('button', { name: /toggle word wrap/i }) });
    // The measure runs in an effect after hydration, which can finish after the network is idle.
    await wrappable
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => assert.fail('no block offers word wrap'));
    const button = wrappable.first().getByRole('button', { name: /toggle word wrap/i });
    await button.scrollIntoViewIfNeeded();
    await button.click({ force: true });
    const code = wrappable.first().locator('pre code');
    assert.match((await code.getAttribute('style')) ?? '', /white-space: pre-wrap/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
