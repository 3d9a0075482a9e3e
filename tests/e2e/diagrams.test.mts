/**
 * Every Mermaid diagram of the built site can be read: labels drawn at 12 px
 * or more and nothing cut off at 1280 px; on a phone a wide diagram scrolls
 * in its frame with a visible cue instead of shrinking; any diagram opens
 * enlarged in a dialog; without JavaScript its content shows as text.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { load } from 'cheerio';
import { waitForHydration } from '../support/browser.mts';
import { PHONE } from '../support/overflow.mts';
import { useSite } from '../support/site.mts';
import { inTabs, loadAt, resizeTo } from '../support/tabs.mts';
import {
  builtDiagramPages,
  drawAll,
  measureDiagrams,
  sourceDiagrams,
  type DiagramMeasure,
} from '../support/diagrams.mts';
import { outlineDiagram, type OutlineItem } from '../../src/theme/Mermaid/outline.ts';

const site = useSite();

const READABLE_PX = 12;
const DESKTOP = { width: 1280, height: 900 };

const normalise = (source: string) => source.trim().replace(/\s+/g, ' ');

function diagramPages(): string[] {
  return [...builtDiagramPages().keys()].sort();
}

describe('diagrams', () => {
  it('has a built page for every diagram in the guides and the reference', () => {
    const built = new Set<string>();
    for (const html of builtDiagramPages().values()) {
      const $ = load(html);
      $('[data-mermaid-source]').each(
        (_, element) => void built.add(normalise($(element).attr('data-mermaid-source') ?? '')),
      );
    }
    const missing = sourceDiagrams().filter(({ source }) => !built.has(normalise(source)));
    assert.ok(sourceDiagrams().length > 0, 'no diagrams in the sources');
    assert.deepEqual(
      missing.map(({ file }) => file),
      [],
      'diagrams with no built page',
    );
  });

  /**
   * Each diagram page loaded once, at phone width, its diagrams drawn and measured, then widened to
   * 1280 px and measured again. A diagram is drawn the same at any width (its SVG keeps its own
   * size, and readable.ts gives it its least width from its labels), and its frame measures itself
   * again when it resizes (useDrawnDiagram.ts); the page's desktop parts mount as it widens.
   */
  let measuredPages: Array<{ route: string; errors: string[]; phone: DiagramMeasure[]; desktop: DiagramMeasure[] }> =
    [];
  before(async () => {
    const context = await site.browser().newContext({ viewport: PHONE });
    measuredPages = await inTabs(context, diagramPages(), async ({ page, errors }, route) => {
      await loadAt(page, PHONE, site.url() + route);
      await waitForHydration(page);
      await drawAll(page);
      const phone = await measureDiagrams(page);
      await resizeTo(page, DESKTOP);
      // The frames' resize observers set their state, and React renders it.
      await page.waitForTimeout(100);
      return { route, errors: [...errors], phone, desktop: await measureDiagrams(page) };
    });
    await context.close();
  });

  it(`draws every diagram's labels at ${READABLE_PX} px or more at 1280 px, the whole diagram in its column`, () => {
    const failures: string[] = [];
    let measured = 0;
    for (const { route, errors, desktop } of measuredPages) {
      desktop.forEach((diagram, index) => {
        measured += 1;
        const label = `${route} diagram ${index + 1} ("${diagram.name}")`;
        if (diagram.labels === 0) failures.push(`${label}: no label drawn`);
        else if (diagram.smallestPx < READABLE_PX)
          failures.push(`${label}: "${diagram.smallestText}" at ${diagram.smallestPx} px`);
        if (diagram.overflowing)
          failures.push(
            `${label}: ${diagram.contentWidth} px wide in a ${diagram.frameWidth} px column, so it scrolls`,
          );
      });
      if (errors.length > 0) failures.push(`${route}: errors in the page: ${errors.join('; ')}`);
    }
    assert.ok(
      measured >= sourceDiagrams().length,
      `measured ${measured} diagrams, the sources have ${sourceDiagrams().length}`,
    );
    assert.deepEqual(failures, []);
  });

  it(`keeps every diagram's labels at ${READABLE_PX} px or more at 390 px: one too wide scrolls in its frame, with a cue, the frame within the screen`, () => {
    const failures: string[] = [];
    let scrolling = 0;
    for (const { route, phone } of measuredPages) {
      phone.forEach((diagram, index) => {
        const label = `${route} diagram ${index + 1} ("${diagram.name}")`;
        if (diagram.smallestPx < READABLE_PX)
          failures.push(`${label}: "${diagram.smallestText}" at ${diagram.smallestPx} px`);
        if (diagram.overflowing) {
          scrolling += 1;
          if (!diagram.cueVisible) failures.push(`${label}: scrolls without a visible cue`);
          if (!diagram.focusable) failures.push(`${label}: scrolls but cannot be reached by keyboard`);
        } else if (diagram.cueVisible) failures.push(`${label}: says it scrolls but fits`);
        if (diagram.frameRight > PHONE.width)
          failures.push(`${label}: its frame ends at ${Math.round(diagram.frameRight)} px, past the screen`);
      });
    }
    assert.deepEqual(failures, []);
    assert.ok(scrolling > 0, 'no diagram is wider than a phone: the cue went untested');
  });

  it('opens a diagram enlarged from the keyboard, zooms it, and closes on Escape, focus back on the button', async () => {
    const { page, context, errors } = await site.open('/get-started/issue', { viewport: DESKTOP });
    await drawAll(page);
    const diagram = page.locator('[data-mermaid-source]').first();
    const button = diagram.getByRole('button', { name: 'Enlarge diagram' });
    assert.equal(
      await button.evaluate((element) => (element as HTMLButtonElement).tabIndex),
      0,
      'the button is in the tab order',
    );
    // Reached by Tab from the element just before it.
    await button.evaluate((element) => {
      const before = document.createElement('button');
      before.textContent = 'before';
      element.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    assert.equal(
      await button.evaluate((element) => element === document.activeElement),
      true,
      'Tab reaches the button',
    );
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Enlarged diagram' });
    await dialog.waitFor({ state: 'visible' });
    assert.equal(
      await dialog.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal')),
      true,
      'a modal dialog',
    );
    const labelPx = () =>
      dialog.locator('svg').evaluate((svg) => {
        const label = Array.from(svg.querySelectorAll('text, p')).find(
          (element) => element.textContent!.trim() !== '',
        )!;
        const own = label instanceof HTMLElement ? label.offsetHeight : (label as SVGGraphicsElement).getBBox().height;
        return (parseFloat(getComputedStyle(label).fontSize) * label.getBoundingClientRect().height) / own;
      });
    const fullSize = await labelPx();
    assert.ok(fullSize >= 15.5, `labels at ${fullSize} px at full size`);
    await page.keyboard.press('+');
    await page.waitForFunction(() => document.querySelector('dialog[open] [aria-live]')?.textContent === '125%');
    const zoomed = await labelPx();
    assert.ok(zoomed > fullSize * 1.2, `zoomed in: ${zoomed} px after ${fullSize} px`);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForFunction(() => document.querySelector('dialog[open] [aria-live]')?.textContent === '100%');
    const ids = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
      return all.filter((id, index) => all.indexOf(id) !== index);
    });
    assert.deepEqual(ids, [], 'the enlarged copy repeats no id');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await button.evaluate((element) => element === document.activeElement),
      true,
      'focus back on the button',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows every diagram as text without JavaScript, and no empty space for it', async () => {
    const context = await site.browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const failures: string[] = [];
    const lines = (items: OutlineItem[]): string[] =>
      items.flatMap((item) => [item.text, ...lines(item.children ?? [])]);
    const shownPages = await inTabs(context, diagramPages(), async ({ page }, route) => {
      await page.goto(site.url() + route);
      const diagrams = await page.$$eval('[data-mermaid-source]', (elements) =>
        elements.map((element) => {
          const text = element.querySelector<HTMLElement>('[data-diagram-text]');
          const placeholder = element.querySelector('[aria-hidden="true"]');
          return {
            source: element.getAttribute('data-mermaid-source') ?? '',
            text: text && text.offsetHeight > 0 ? text.innerText : '',
            items: text ? text.querySelectorAll('li').length : 0,
            placeholderHeight: placeholder ? placeholder.getBoundingClientRect().height : 0,
          };
        }),
      );
      return { route, diagrams };
    });
    for (const { route, diagrams } of shownPages) {
      diagrams.forEach((diagram, index) => {
        const label = `${route} diagram ${index + 1}`;
        const outline = outlineDiagram(diagram.source);
        if (!outline || outline.unread.length > 0)
          failures.push(`${label}: not read as text (${outline?.unread.join(' | ') ?? 'unknown kind'})`);
        else if (!diagram.text) failures.push(`${label}: no text shown`);
        else {
          const shown = diagram.text.replace(/\s+/g, ' ');
          const absent = lines(outline.items).filter((line) => !shown.includes(line.replace(/\s+/g, ' ')));
          if (absent.length > 0 || diagram.items === 0) failures.push(`${label}: the text lacks ${absent.join(' | ')}`);
        }
        if (diagram.placeholderHeight > 0) failures.push(`${label}: ${diagram.placeholderHeight} px of empty space`);
      });
    }
    await context.close();
    assert.deepEqual(failures, []);
  });
});
