import { useEffect, useState, type RefObject } from 'react';
import { keepReadable } from './readable';

export interface DrawnDiagram {
  /** The SVG Mermaid drew, once it has. */
  svg: SVGSVGElement | null;
  /** The diagram is wider than its frame, which scrolls. */
  overflowing: boolean;
}

/**
 * Follows the frame a diagram is drawn into: notices the SVG when Mermaid
 * inserts it (late: the library loads on demand), keeps it readable, and
 * tells whether the frame has to scroll.
 */
export function useDrawnDiagram(frame: RefObject<HTMLElement | null>): DrawnDiagram {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const find = () => {
      const found = element.querySelector('svg');
      if (found && !found.style.minWidth) keepReadable(found);
      // React may put the same drawing back as a new element when the page re-renders;
      // a new state for it would re-render again, without end. A new drawing has a new id.
      setSvg((current) => (current && found && current.id === found.id ? current : found));
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frame]);

  useEffect(() => {
    const element = frame.current;
    if (!element || !svg) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, svg]);

  return { svg, overflowing };
}
