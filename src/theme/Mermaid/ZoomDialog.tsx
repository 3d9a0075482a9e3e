/**
 * A drawn diagram enlarged in a modal <dialog>: it opens at the diagram's
 * full size and zooms in and out by buttons or the + - 0 keys; Escape
 * closes it (the browser's own dialog behaviour) and focus goes back to the
 * button that opened it.
 */
import React, { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { naturalWidth } from './readable';
import styles from './styles.module.css';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const FULL_SIZE = ZOOMS.indexOf(1);

/**
 * The SVG's markup with every id renamed, and the references to them: the
 * copy sits in the same page as the diagram, where an id must stay unique.
 * Mermaid scopes its styles by the SVG's id and prefixes most inner ids with
 * it, but not all (a sequence diagram's actors are `actor0`, `actor1`...).
 */
function copyOf(svg: SVGSVGElement): string {
  const suffix = '-enlarged';
  let markup = svg.id ? svg.outerHTML.split(svg.id).join(`${svg.id}${suffix}`) : svg.outerHTML;
  const others = Array.from(svg.querySelectorAll('[id]'), (element) => element.id).filter(
    (id) => id && !(svg.id && id.includes(svg.id)),
  );
  for (const id of new Set(others)) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    markup = markup.replace(new RegExp(`(id="|#)${escaped}(?=["')\\s])`, 'g'), `$1${id}${suffix}`);
  }
  return markup;
}

export default function ZoomDialog({
  svg,
  open,
  onClose,
  opener,
}: {
  svg: SVGSVGElement;
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(FULL_SIZE);
  const width = naturalWidth(svg);

  useLayoutEffect(() => {
    const element = dialog.current;
    const target = canvas.current;
    if (!element || !target) return;
    if (open && !element.open) {
      target.innerHTML = copyOf(svg);
      const copy = target.querySelector('svg');
      copy?.removeAttribute('style');
      copy?.setAttribute('width', '100%');
      copy?.removeAttribute('height');
      setZoom(FULL_SIZE);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, svg]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const closed = () => {
      if (canvas.current) canvas.current.innerHTML = '';
      onClose();
      opener.current?.focus();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose, opener]);

  const zoomBy = (step: number) => setZoom((current) => Math.min(ZOOMS.length - 1, Math.max(0, current + step)));
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else if (event.key === '0') setZoom(FULL_SIZE);
    else return;
    event.preventDefault();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Enlarged diagram" onKeyDown={onKeyDown}>
      <div className={styles.dialogBar}>
        <span className={styles.zoomLevel} aria-live="polite">
          {Math.round(ZOOMS[zoom] * 100)}%
        </span>
        <button
          type="button"
          className={styles.button}
          onClick={() => zoomBy(-1)}
          disabled={zoom === 0}
          aria-label="Zoom out">
          −
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => zoomBy(1)}
          disabled={zoom === ZOOMS.length - 1}
          aria-label="Zoom in">
          +
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => setZoom(FULL_SIZE)}
          disabled={zoom === FULL_SIZE}>
          Full size
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- showModal() focuses the autofocus control: Close, not the first zoom button */}
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
      </div>
      <div className={styles.dialogBody} tabIndex={0} role="region" aria-label="Diagram at the chosen size">
        <div ref={canvas} className={styles.canvas} style={{ width: `${Math.round(width * ZOOMS[zoom])}px` }} />
      </div>
    </dialog>
  );
}
