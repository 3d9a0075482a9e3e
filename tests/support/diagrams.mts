/** Finding the built site's Mermaid diagrams and measuring how large their labels are drawn. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BUILD_DIR, ROOT } from './site.mts';

/** The source of every ```mermaid block in the guide and reference pages. */
export function sourceDiagrams(): Array<{ file: string; source: string }> {
  const found: Array<{ file: string; source: string }> = [];
  for (const dir of ['docs', 'reference']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
      for (const match of text.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm))
        found.push({ file: `${dir}/${file}`, source: match[1] });
    }
  }
  return found;
}

let diagramPages: Map<string, string> | undefined;

/** Built pages holding a diagram (src/theme/Mermaid keeps each one's source in `data-mermaid-source`), by route; the build is read once. */
export function builtDiagramPages(): Map<string, string> {
  if (diagramPages) return diagramPages;
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || file === '404.html') continue;
    const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
    if (!html.includes('data-mermaid-source')) continue;
    const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
    pages.set(route, html);
  }
  diagramPages = pages;
  return pages;
}

export interface DiagramMeasure {
  /** The diagram's first source line after its kind, to name it in a message. */
  name: string;
  labels: number;
  /** The smallest label size as rendered, in CSS pixels. */
  smallestPx: number;
  smallestText: string;
  frameWidth: number;
  /** Where the frame ends on screen, in CSS pixels from the left. */
  frameRight: number;
  contentWidth: number;
  /** The frame scrolls sideways. */
  overflowing: boolean;
  cueVisible: boolean;
  focusable: boolean;
}

/** Scrolls every diagram of the page into view (they are drawn when near) and waits until all are drawn. */
export async function drawAll(page: Page): Promise<void> {
  const count = await page.locator('[data-mermaid-source]').count();
  for (let index = 0; index < count; index += 1) {
    const diagram = page.locator('[data-mermaid-source]').nth(index);
    await diagram.scrollIntoViewIfNeeded();
    await diagram.locator('svg').first().waitFor({ state: 'attached', timeout: 20_000 });
  }
  // Mermaid inserts the SVG, then the wrapper sizes it on the next mutation callback.
  await page.waitForTimeout(100);
}

/**
 * The rendered size of every label of every drawn diagram on the page: the
 * label's nominal font size times the ratio of its box on screen to its own
 * unscaled box (HTML labels in foreignObject: offsetHeight; SVG text: getBBox).
 */
export function measureDiagrams(page: Page): Promise<DiagramMeasure[]> {
  return page.$$eval('[data-mermaid-source]', (diagrams) =>
    diagrams.map((diagram) => {
      const source = diagram.getAttribute('data-mermaid-source') ?? '';
      const name =
        source
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(1, 2)[0] ?? '';
      const svg = diagram.querySelector('svg');
      const frame = diagram.querySelector<HTMLElement>('[data-diagram-frame]');
      let smallestPx = Infinity;
      let smallestText = '';
      let labels = 0;
      for (const element of svg ? Array.from(svg.querySelectorAll('*')) : []) {
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        // Text that is drawn: not the SVG's <style>, <title> or <desc>.
        if (!ownText || !(element instanceof HTMLElement || element instanceof SVGGraphicsElement)) continue;
        const nominal = parseFloat(getComputedStyle(element).fontSize);
        const screen = element.getBoundingClientRect().height;
        const own = element instanceof HTMLElement ? element.offsetHeight : element.getBBox().height;
        if (!screen || !own) continue;
        labels += 1;
        const px = (nominal * screen) / own;
        if (px < smallestPx) {
          smallestPx = px;
          smallestText = element.textContent!.trim();
        }
      }
      const cue = diagram.querySelector<HTMLElement>('[data-diagram-scroll-cue]');
      return {
        name,
        labels,
        smallestPx: Math.round(smallestPx * 10) / 10,
        smallestText,
        frameWidth: frame?.clientWidth ?? 0,
        frameRight: frame ? frame.getBoundingClientRect().right : 0,
        contentWidth: frame?.scrollWidth ?? 0,
        overflowing: frame ? frame.scrollWidth > frame.clientWidth + 1 : false,
        cueVisible: Boolean(
          cue && cue.offsetWidth > 0 && cue.offsetHeight > 0 && getComputedStyle(cue).visibility !== 'hidden',
        ),
        focusable: frame?.tabIndex === 0,
      };
    }),
  );
}
