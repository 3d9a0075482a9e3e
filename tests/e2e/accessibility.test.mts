/** axe-core on one page of each kind, and the keyboard paths readers rely on. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useSite } from '../support/site.mts';

const site = useSite();

const PAGES = [
  ['home', '/'],
  ['guide', '/issue/manage-status'],
  ['category index', '/category/concepts'],
  ['API operation', '/reference/core/post-credential'],
  ['API tag', '/reference/core/credential-management'],
  ['reference landing', '/reference'],
  ['search', '/search?q=credential'],
  ['error codes', '/reference/errors'],
  ['permissions', '/permissions'],
  ['glossary', '/glossary'],
  ['guide with glossary terms', '/verify'],
  ['not found', '/no/such/page'],
] as const;

const open = (path: string, viewport?: { width: number; height: number }) => site.open(path, { viewport });

describe('accessibility (axe-core)', () => {
  const reader = site.tab();
  for (const [kind, path] of PAGES) {
    it(`has no serious or critical violation on the ${kind} page`, async () => {
      const { page } = await reader.open(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      assert.deepEqual(severe, [], `${path}`);
    });
  }
});

/** Tabs forward until `predicate` holds for the focused element; returns how many presses it took. */
async function tabTo(page: import('playwright-core').Page, predicate: string, max = 80): Promise<number> {
  for (let i = 1; i <= max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(() => { const el = document.activeElement; return !!el && (${predicate}); })()`))
      return i;
  }
  throw new Error(`never reached an element matching ${predicate}`);
}

async function hasVisibleFocus(page: import('playwright-core').Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return el.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
  });
}

describe('keyboard', () => {
  it('reaches every navbar item and the search button, with a visible focus', async () => {
    const { page, context } = await open('/get-started');
    for (const name of [
      'Get started',
      'Deploy',
      'Integrate',
      'Use',
      'Search',
      'APIs',
      'SDK',
      'Config Reference',
      'Release Notes',
      'Procivis One Core on GitHub',
      'Get Trial Access',
    ]) {
      await tabTo(
        page,
        `el.closest('.navbar') && ((el.getAttribute('aria-label') || '') + ' ' + el.textContent).includes(${JSON.stringify(name)})`,
      );
      assert.ok(await hasVisibleFocus(page), `${name} shows focus`);
    }
    await context.close();
  });

  it('opens search from the keyboard', async () => {
    const { page, context } = await open('/get-started');
    await tabTo(page, "el.classList.contains('DocSearch-Button')");
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Input').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), true);
    await context.close();
  });

  it('operates the mobile menu from the keyboard', async () => {
    const { page, context } = await open('/get-started', { width: 390, height: 844 });
    await tabTo(page, "el.classList.contains('navbar__toggle')");
    await page.keyboard.press('Enter');
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
    await tabTo(page, "el.closest('.navbar-sidebar') && el.textContent.trim() === 'Deploy'");
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/deploy');
    await context.close();
  });

  it('reaches the copy button of a code block and the try-it button of an API page', async () => {
    const guide = await open('/get-started/issue');
    await tabTo(
      guide.page,
      "el.matches('button[aria-label*=\"Copy\" i]') && !!el.closest('pre, .theme-code-block, [class*=codeBlock]')",
      200,
    );
    assert.ok(await hasVisibleFocus(guide.page));
    await guide.context.close();

    const api = await open('/reference/core/post-credential');
    await tabTo(api.page, "el.textContent.includes('Try it')", 300);
    await api.page.keyboard.press('Enter');
    await api.page.getByRole('button', { name: /Send API Request/i }).waitFor({ timeout: 15_000 });
    await api.context.close();
  });
});
