/**
 * What a reader sees of an API page's sample column at 1280 px and of the top
 * of a page on a phone (390 x 844), measured in Chromium on the built site:
 * sizes, positions and the edge shadows that say a box scrolls.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { boxOf, waitForHydration } from '../support/browser.mts';
import { useSite } from '../support/site.mts';

const site = useSite();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Operations with a JSON success body, a body-less success, a request body. */
const OPERATIONS = [
  '/reference/core/get-credential-list',
  '/reference/core/revoke-credential',
  '/reference/core/post-proof',
  '/reference/desk/list-credential-schemas',
];
const GUIDES = ['/get-started', '/get-started/issue', '/issue/manage-status', '/configure', '/keys', '/trial'];
/** The tab group of the request samples (src/components/ApiCodeSamples), part of the key Docusaurus stores the choice under. */
const SAMPLE_LANGUAGE_GROUP = 'api-code-sample-language';

const column = (page: Page) => page.locator('.theme-api-markdown > .openapi-right-panel__container');

/**
 * Mean brightness (0-255) of a strip of the screen, with every text and border
 * made transparent first, so that only backgrounds (and the shadows painted
 * in them) count.
 */
async function brightness(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = await page.screenshot({ clip: box });
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
    return sum / (pixels.length / 4);
  }, png.toString('base64'));
}

async function hideInk(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '* { color: transparent !important; border-color: transparent !important; text-decoration-color: transparent !important; } svg { visibility: hidden !important; }',
  });
}

/**
 * Whether the sample column's first `selector` has more than 40 px more to show on `side`. Code
 * blocks mount again just after hydration (src/theme/CodeBlock), so this waits for the filled one.
 */
function overflowing(page: Page, selector: string, side: 'right' | 'below'): Promise<boolean> {
  return page
    .waitForFunction(
      ([inColumn, toSide]) => {
        const box = document.querySelector(`.theme-api-markdown > .openapi-right-panel__container ${inColumn}`);
        if (!box) return false;
        return toSide === 'right' ? box.scrollWidth > box.clientWidth + 40 : box.scrollHeight > box.clientHeight + 40;
      },
      [selector, side] as const,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** The edge strip of `box` (6 px deep) on `side`. */
function edge(box: { x: number; y: number; width: number; height: number }, side: 'right' | 'bottom') {
  return side === 'right'
    ? { x: box.x + box.width - 6, y: box.y + 2, width: 6, height: box.height - 4 }
    : { x: box.x + 2, y: box.y + box.height - 6, width: box.width - 4, height: 6 };
}

/** How much darker the `side` edge of a scrolling box is while it has more to show than once scrolled to its end. */
async function edgeShadow(page: Page, scroller: Locator, side: 'right' | 'bottom'): Promise<number> {
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  const box = await boxOf(scroller);
  // Scrollbars are drawn in the same strip: measure the area inside them.
  const bars = await scroller.evaluate((el: HTMLElement) => ({
    right: el.offsetWidth - el.clientWidth,
    bottom: el.offsetHeight - el.clientHeight,
  }));
  const inner = { ...box, width: box.width - bars.right, height: box.height - bars.bottom };
  const withMore = await brightness(page, edge(inner, side));
  await scroller.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
  const atEnd = await brightness(page, edge(inner, side));
  return atEnd - withMore;
}

describe('the sample column of an API page at 1280 px', () => {
  const reader = site.tab(DESKTOP);
  for (const path of OPERATIONS) {
    it(`${path}: request samples and the success response side by side with the description, 80 columns of 13 px code`, async () => {
      const { page, errors } = await reader.open(path);
      const right = column(page);
      const samples = right.getByRole('region', { name: 'Request samples' });
      const response = right.getByRole('region', { name: 'Response example' });
      await samples.waitFor();
      await response.waitFor();
      const description = await boxOf(page.locator('.openapi-left-panel__container > p').first());
      const columnBox = await boxOf(right);
      assert.ok(
        columnBox.x >= description.x + description.width,
        `the sample column is beside the description: ${JSON.stringify({ description, columnBox })}`,
      );

      const code = samples.locator('pre').first();
      const measured = await code.evaluate((pre) => {
        const lines = pre.querySelector('code')!;
        const padding =
          parseFloat(getComputedStyle(lines).paddingLeft) + parseFloat(getComputedStyle(lines).paddingRight);
        const probe = document.createElement('span');
        probe.textContent = 'x'.repeat(80);
        lines.append(probe);
        const lineWidth = probe.getBoundingClientRect().width;
        probe.remove();
        return { fontSize: parseFloat(getComputedStyle(lines).fontSize), lineWidth, room: pre.clientWidth - padding };
      });
      assert.ok(measured.fontSize >= 13, `code at ${measured.fontSize} px`);
      assert.ok(
        measured.lineWidth <= measured.room,
        `an 80-character line (${measured.lineWidth} px) fits the code box (${measured.room} px)`,
      );

      const tabTops = await samples
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      assert.ok(tabTops.length >= 4, `${tabTops.length} languages`);
      assert.equal(new Set(tabTops).size, 1, `the languages sit in one row: tops ${tabTops.join(', ')}`);

      const responseBox = await boxOf(response);
      assert.ok(responseBox.y > (await boxOf(samples)).y, 'the response comes under the request');
      assert.deepEqual(errors, []);
    });
  }

  it('shows the documented success response: the JSON example of a 200, "No body" for a 204', async () => {
    const { page, context } = await site.open('/reference/core/get-credential-list', { viewport: DESKTOP });
    const response = column(page).getByRole('region', { name: 'Response example' });
    assert.match((await response.textContent())!, /^Response 200 OK/);
    const body = JSON.parse((await response.locator('pre').textContent())!) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['totalItems', 'totalPages', 'values']);
    await page.goto(site.url() + '/reference/core/revoke-credential');
    await waitForHydration(page);
    assert.equal(
      (await column(page).getByRole('region', { name: 'Response example' }).textContent())!.trim(),
      'Response 204 No ContentNo body.',
    );
    await context.close();
  });

  it('keeps the column in view while the description scrolls, whole on the screen', async () => {
    const { page, context } = await site.open('/reference/core/get-credential-list', { viewport: DESKTOP });
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 2000);
    const navbarBottom = await boxOf(page.locator('.navbar'));
    const samples = await boxOf(column(page).getByRole('region', { name: 'Request samples' }));
    const response = await boxOf(column(page).getByRole('region', { name: 'Response example' }));
    assert.ok(
      samples.y >= navbarBottom.y + navbarBottom.height && samples.y < 250,
      `request samples at ${samples.y} px after scrolling`,
    );
    assert.ok(
      response.y + response.height <= DESKTOP.height,
      `the response ends at ${response.y + response.height} px of ${DESKTOP.height}`,
    );
    await context.close();
  });

  it('shades the edge of a code box that has more to the right or below', async () => {
    // The cURL sample of an operation with an ID in its path has a line longer than 80 characters.
    const { page, context } = await site.open('/reference/core/revoke-credential', { viewport: DESKTOP });
    // Code blocks draw again once the lazily loaded Prism languages arrive (src/performance/lazy-prism).
    await page.waitForLoadState('networkidle');
    const request = column(page).getByRole('region', { name: 'Request samples' }).locator('pre').first();
    assert.ok(
      await overflowing(page, '[aria-label="Request samples"] pre', 'right'),
      'the cURL sample has a line longer than its box',
    );
    await hideInk(page);
    const right = await edgeShadow(page, request, 'right');
    assert.ok(right >= 8, `the right edge is ${right.toFixed(1)} levels darker while more is to the right`);
    await context.close();
    const list = await site.open('/reference/core/get-credential-list', { viewport: DESKTOP });
    await list.page.waitForLoadState('networkidle');
    const response = column(list.page).getByRole('region', { name: 'Response example' }).locator('pre');
    assert.ok(
      await overflowing(list.page, '[aria-label="Response example"] pre', 'below'),
      'the example is taller than its box',
    );
    await hideInk(list.page);
    const bottom = await edgeShadow(list.page, response, 'bottom');
    assert.ok(bottom >= 8, `the bottom edge is ${bottom.toFixed(1)} levels darker while more is below`);
    await list.context.close();
  });

  it('remembers the chosen language across pages and visits', async () => {
    const { page, context } = await site.open('/reference/core/get-credential-list', { viewport: DESKTOP });
    const selected = () =>
      column(page).getByRole('region', { name: 'Request samples' }).getByRole('tab', { selected: true }).textContent();
    await column(page).getByRole('tab', { name: 'Python' }).click();
    assert.equal(await selected(), 'Python');
    // A navigation inside the site, then a new visit in a fresh tab, then a reload.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Revoke a credential' }).first().click();
    await page.waitForURL((url) => url.pathname === '/reference/core/revoke-credential');
    await page.getByRole('heading', { level: 1, name: 'Revoke a credential' }).waitFor();
    assert.equal(await selected(), 'Python');
    const again = await context.newPage();
    await again.goto(site.url() + '/reference/desk/list-credential-schemas');
    await waitForHydration(again);
    await again.reload();
    await waitForHydration(again);
    assert.equal(
      await column(again)
        .getByRole('region', { name: 'Request samples' })
        .getByRole('tab', { selected: true })
        .textContent(),
      'Python',
    );
    const stored = await again.evaluate(
      (group) =>
        Object.keys(localStorage)
          .filter((key) => key.includes(group))
          .map((key) => localStorage.getItem(key)),
      SAMPLE_LANGUAGE_GROUP,
    );
    assert.deepEqual(stored, ['python'], 'kept in the browser for later visits');
    await context.close();
  });
});

describe('a page on a phone (390 x 844)', () => {
  const reader = site.tab(PHONE);
  for (const path of GUIDES) {
    it(`${path}: the title starts within the first 200 px, the page does not scroll sideways`, async () => {
      const { page } = await reader.open(path);
      const h1 = await boxOf(page.locator('article h1').first());
      assert.ok(h1.y <= 200, `H1 at ${h1.y} px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    });
  }

  for (const path of OPERATIONS) {
    it(`${path}: the first sentence within the first 300 px, the samples under it, no sideways scroll`, async () => {
      const { page } = await reader.open(path);
      const first = await boxOf(page.locator('.openapi-left-panel__container > p').first());
      assert.ok(first.y <= 300, `first sentence at ${first.y} px`);
      const samples = await boxOf(column(page).getByRole('region', { name: 'Request samples' }));
      assert.ok(
        samples.y > first.y && samples.x >= 0 && samples.x + samples.width <= PHONE.width,
        `samples at ${JSON.stringify(samples)}`,
      );
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    });
  }

  it('keeps the page actions usable in the folded row: "Copy page" named, its menu opens', async () => {
    const { page, context } = await site.open('/get-started/issue', { viewport: PHONE });
    const copy = page.getByRole('button', { name: 'Copy page' });
    const row = await boxOf(copy);
    const toc = await boxOf(page.locator('.theme-doc-toc-mobile'));
    assert.ok(
      Math.abs(row.y + row.height / 2 - (toc.y + toc.height / 2)) < 4,
      'Copy page and "On this page" share a row',
    );
    await page.getByRole('button', { name: 'More options for this page' }).click();
    await page.getByRole('link', { name: /View as Markdown/ }).waitFor();
    await context.close();
  });

  it('scrolls a wide table inside itself, with a shadow on the edge that has more', async () => {
    const { page, context } = await site.open('/configure', { viewport: PHONE });
    const marked = await page.evaluate(() => {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('.markdown table')).find(
        (el) => el.scrollWidth > el.clientWidth + 20,
      );
      wide?.setAttribute('data-wide-table', '');
      return !!wide;
    });
    assert.ok(marked, 'the page has a table wider than the screen');
    const table = page.locator('table[data-wide-table]');
    const sizes = await table.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      overflow: getComputedStyle(el).overflowX,
    }));
    assert.ok(sizes.scroll > sizes.client, `the table is wider than the screen: ${JSON.stringify(sizes)}`);
    assert.equal(sizes.overflow, 'auto');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    await hideInk(page);
    const shadow = await edgeShadow(page, table, 'right');
    assert.ok(shadow >= 8, `the right edge is ${shadow.toFixed(1)} levels darker while more is to the right`);
    await context.close();
  });
});
