/**
 * An element whose inner HTML the server already rendered, for content that
 * is costly to render again in the browser (highlighted code: src/theme/CodeBlock).
 *
 * - Hydrating: the server's inner HTML is kept as it is (React leaves the
 *   children of an element with inner HTML alone) and remembered under `markupKey`.
 * - Mounting later with a remembered key (tabs mount their panels again
 *   right after hydration): the remembered HTML is used.
 * - Otherwise (client-side navigation, `npm start`, the server itself):
 *   `children` render as usual.
 */
import React, { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydratedFromServer } from '@site/src/hooks/useHydratedFromServer';

/**
 * One object for every kept element: React 19 sets the inner HTML again
 * whenever this prop is a different object, so a fresh `{ __html: '' }` on a
 * later render would wipe the kept markup.
 */
const KEEP_SERVER_HTML = Object.freeze({ __html: '' });

/** Inner HTML of the elements hydrated on this page view, by key. */
const remembered = new Map<string, string>();

/**
 * What an element with this key shows: the server's HTML kept while hydrating
 * (`keep`), remembered HTML (`html`), or neither (render its children).
 */
function useServerMarkup(markupKey: string): { keep: boolean; html?: string } {
  const hydrated = useHydratedFromServer();
  const [firstKey] = useState(markupKey);
  if (process.env.DOCS_SERVER_BUNDLE) return { keep: false };
  if (hydrated && firstKey === markupKey) return { keep: true };
  return { keep: false, html: remembered.get(markupKey) };
}

/** True when `ServerMarkup` with this key renders no children: it keeps or reuses server HTML. */
export function useHasServerMarkup(markupKey: string): boolean {
  const { keep, html } = useServerMarkup(markupKey);
  return keep || html !== undefined;
}

type Props = { as: 'code' | 'div'; markupKey: string; children?: ReactNode } & Omit<
  React.HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

export default function ServerMarkup({ as: Tag, markupKey, children, ...attributes }: Props): React.JSX.Element {
  const { keep, html } = useServerMarkup(markupKey);
  const ref = useRef<HTMLElement>(null);
  // Same object while the HTML is the same, for the reason given at KEEP_SERVER_HTML.
  const reused = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
  useLayoutEffect(() => {
    if (keep && ref.current) remembered.set(markupKey, ref.current.innerHTML);
  }, [keep, markupKey]);
  if (keep)
    return (
      <Tag ref={ref as never} {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    );
  if (html !== undefined) return <Tag {...attributes} dangerouslySetInnerHTML={reused} />;
  return <Tag {...attributes}>{children}</Tag>;
}
