/** Whether a page scrolls sideways, and which element makes it: for the walks at phone width. */
import type { Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };

/**
 * The document's scroll width and, when wider than the screen, the element
 * that sticks out furthest: the outermost one reaching that right edge that no
 * scrolling or clipping box of its own holds in.
 */
// A string, not a function: tsx would wrap the inner named functions in a helper the page lacks.
const MEASURE = `(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth };
    const clipped = (el) => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') return true;
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return getComputedStyle(el).position === 'fixed';
    };
    const describe = (el) => {
      const parts = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = [...e.classList].slice(0, 2).map((c) => '.' + c).join('');
        parts.unshift(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + classes);
      }
      const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return parts.join(' > ') + ' ("' + text + '")';
    };
    let culprit;
    let furthest = width;
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      // Strictly further: of a nest of elements reaching the same edge, the outermost (met first) is kept.
      if (right > furthest + 0.5 && !clipped(el)) {
        furthest = right;
        culprit = el;
      }
    }
    return { scrollWidth, culprit: culprit ? describe(culprit) + ' reaches ' + Math.round(furthest) + ' px' : undefined };
})()`;

export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprit?: string }> {
  return page.evaluate(MEASURE);
}
