/**
 * The hits as the DocSearch modal shows them. The modal renders a content
 * record with its text as the headline (for a table row, the cells joined
 * with ` · `) and the page title below, and it groups hits by section
 * (`hierarchy.lvl0`) in the order each section first appears, so a guide
 * ranked second showed below every operation of the first section. Reshaped
 * here, each hit reads "Page › Heading" with its text below (the modal's
 * rendering of a page-level hit), and each run of hits from one section is a
 * group of its own, so the modal shows the hits in the ranking's order.
 * Only the modal's requests are reshaped (./modalLayout.ts); the search
 * page renders its own layout from the records as they are.
 */
import type { SearchHit, SearchResult } from './types';

/** Between the page title and the heading of a hit's headline. */
export const HEADLINE_SEPARATOR = ' › ';

const HEADINGS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
/** Invisible, and makes a repeated section name a group key of its own. */
const RUN_MARK = '\u200b';

type Highlight = { value?: string; matchLevel?: string };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A field as HTML with its highlights: the modal sets it as innerHTML. A
 * field without a match is the record's raw text in Typesense's answer, so
 * it is escaped here.
 */
function htmlOf(hit: SearchHit, field: string): string {
  const highlight = hit._highlightResult?.[field] as Highlight | undefined;
  if (highlight?.value && highlight.matchLevel !== 'none') return highlight.value;
  const raw = hit[field];
  return typeof raw === 'string' ? escapeHtml(raw) : '';
}

/** The deepest heading above the record (its own, for a heading record), or null for the page itself. */
function headingOf(hit: SearchHit): string | null {
  for (const level of HEADINGS) if (hit[`hierarchy.${level}`]) return `hierarchy.${level}`;
  return null;
}

/** One hit as the modal shows it: "Page › Heading" as the headline, the record's text (if any) below. */
export function toModalHit(hit: SearchHit): SearchHit {
  const heading = headingOf(hit);
  const headlineHtml = [htmlOf(hit, 'hierarchy.lvl1'), heading ? htmlOf(hit, heading) : '']
    .filter(Boolean)
    .join(HEADLINE_SEPARATOR);
  const headline = [hit['hierarchy.lvl1'], heading ? hit[heading] : null].filter(Boolean).join(HEADLINE_SEPARATOR);
  const title = { value: headlineHtml, matchLevel: 'full' };
  return {
    ...hit,
    // The modal renders a `lvl1` hit as its title with its content below.
    type: 'lvl1',
    'hierarchy.lvl1': headline,
    _highlightResult: { ...hit._highlightResult, 'hierarchy.lvl1': title },
    _snippetResult: { ...hit._snippetResult, 'hierarchy.lvl1': title },
  };
}

/**
 * Marks each later run of a section already shown (`Core API`, `Issue`,
 * `Core API`) so the modal, which groups by the section's highlighted name,
 * keeps the runs apart and in order.
 */
export function keepRankOrder(hits: SearchHit[]): SearchHit[] {
  const runs = new Map<string, number>();
  let previous: string | null = null;
  return hits.map((hit) => {
    const section = String(hit['hierarchy.lvl0'] ?? '');
    if (section === previous) return withSectionKey(hit, runs.get(section)!);
    previous = section;
    const run = runs.has(section) ? runs.get(section)! + 1 : 0;
    runs.set(section, run);
    return withSectionKey(hit, run);
  });
}

function withSectionKey(hit: SearchHit, run: number): SearchHit {
  if (run === 0) return hit;
  // The modal shows the section name as text (never as HTML): the same value, marked.
  const highlight = (hit._highlightResult?.['hierarchy.lvl0'] ?? {}) as Highlight;
  const value = `${highlight.value ?? String(hit['hierarchy.lvl0'] ?? '')}${RUN_MARK.repeat(run)}`;
  return { ...hit, _highlightResult: { ...hit._highlightResult, 'hierarchy.lvl0': { ...highlight, value } } };
}

/** The modal's result: one hit per page, as ranked, each with its headline. */
export function toModalResult(result: SearchResult): SearchResult {
  return { ...result, hits: keepRankOrder(result.hits.map(toModalHit)) };
}
