/**
 * The size at which a drawn diagram stays readable. Mermaid's SVG shrinks to
 * its column (width 100%, at most its own width); below READABLE_PX its labels
 * cannot be read, so it keeps the width that holds them at READABLE_PX and its
 * frame scrolls sideways instead (on a phone, mostly).
 */

/** The smallest label size, in CSS pixels as rendered, a diagram is drawn at. */
export const READABLE_PX = 12;

/** Elements of a Mermaid SVG that hold label text: HTML labels in foreignObject, SVG text. */
export const LABEL_SELECTOR = 'foreignObject span, foreignObject p, foreignObject div, text, tspan';

/** The diagram's own width: the viewBox, in which its fonts have their nominal size. */
export function naturalWidth(svg: SVGSVGElement): number {
  return svg.viewBox.baseVal?.width || svg.getBBox().width;
}

/** The smallest nominal font size of the diagram's labels, in its own units. */
export function smallestFontSize(svg: SVGSVGElement): number | null {
  let smallest: number | null = null;
  for (const element of Array.from(svg.querySelectorAll(LABEL_SELECTOR))) {
    if (!element.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size > 0 && (smallest === null || size < smallest)) smallest = size;
  }
  return smallest;
}

/** Keeps the diagram at least as wide as its labels need to render at READABLE_PX. */
export function keepReadable(svg: SVGSVGElement): void {
  const width = naturalWidth(svg);
  const font = smallestFontSize(svg);
  if (!width || !font) return;
  const scale = Math.min(1, READABLE_PX / font);
  svg.style.minWidth = `${Math.ceil(width * scale)}px`;
}
