/**
 * Search without a search service: the index built with the site, queried
 * with MiniSearch (in the browser through shardedSearch.ts, in the MCP server
 * and tests whole). Results are shaped as a Typesense response and go
 * through the same adapter as hosted results, so both backends look the same.
 */
import type MiniSearch from 'minisearch';
import { LEVELS, type DocSearchRecord, type RecordType } from './record';
import { planQuery } from './queryPlan';
import { keepBestGuideVisible, MAX_HITS_PER_PAGE, rankPages } from './rank';
import type { PageKind } from './pageKind';
import { unpackRecord } from './packedRecords';
import type { EmbeddedIndex } from './buildIndex';
import type { SearchRequest } from './types';

/** `language:=en && docusaurus_tag:=[a,b]` -> the accepted values per field. */
export function parseFilter(filter: string | undefined): Map<string, Set<string>> {
  const accepted = new Map<string, Set<string>>();
  for (const clause of (filter ?? '').split('&&')) {
    const match = clause.trim().match(/^(\w+):=\s*(?:\[(.*)\]|(.*))$/);
    if (!match) continue;
    const values = (match[2] ?? match[3]).split(',').map((v) => v.trim().replace(/^`|`$/g, ''));
    accepted.set(match[1], new Set(values.filter(Boolean)));
  }
  return accepted;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes the text and marks every word that starts with a matched term. */
export function highlight(
  value: string,
  terms: string[],
): { value: string; snippet: string; matched_tokens: string[] } {
  const matched: string[] = [];
  const snippet = value
    .split(/(\s+)/)
    .map((word) => {
      const lower = word.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
      const hit = terms.some((t) => t && lower.startsWith(t));
      if (hit && word.trim()) matched.push(word);
      return hit && word.trim() ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    })
    .join('');
  return { value: snippet, snippet, matched_tokens: matched };
}

/**
 * Long text cut around the first match, as Typesense snippets are: without
 * ellipses, which the DocSearch modal adds itself where the snippet differs
 * from the full text (adding them here showed `… …`).
 */
export function snippetOf(value: string, terms: string[], words = 24): string {
  const parts = value.split(/\s+/);
  if (parts.length <= words) return value;
  const first = parts.findIndex((w) => {
    const lower = w.toLowerCase();
    return terms.some((t) => lower.includes(t));
  });
  const start = Math.max(0, Math.min(parts.length - words, first - 6));
  return parts.slice(start, start + words).join(' ');
}

export function toTypesenseHit(record: DocSearchRecord, score: number, terms: string[]) {
  // Highlights in the `highlights` array form, keyed by flat field name, as Typesense returns them.
  const highlights: Array<{ field: string; value: string; snippet: string; matched_tokens: string[] }> = [];
  for (const level of LEVELS) {
    const value = record[`hierarchy.${level}`];
    if (value) highlights.push({ field: `hierarchy.${level}`, ...highlight(value, terms) });
  }
  if (record.content) {
    highlights.push({
      field: 'content',
      ...highlight(snippetOf(record.content, terms), terms),
      value: highlight(record.content, terms).value,
    });
  }
  return { document: record, highlights, text_match: Math.round(score * 1000) };
}

/** What a search needs to know about the records, whichever way they were loaded. */
export interface RecordFacts {
  /** Page tuple [url, language, docusaurus_tag, version, page_kind] of a record. */
  page: (id: string) => readonly [string, string, string, string, string];
  /** Every page tuple of the records. */
  pages: ReadonlyArray<readonly [string, string, string, string, string]>;
  type: (id: string) => RecordType;
  priority: (id: string) => number;
}

/** Ranks the pages for a request and picks the ones on the requested page of results. */
export function selectHits(index: MiniSearch<DocSearchRecord>, facts: RecordFacts, request: SearchRequest) {
  const filters = parseFilter(request.filter_by);
  const plan = planQuery(String(request.q ?? ''));
  // Filterable fields live on the record's page: [url, language, docusaurus_tag, version, page_kind].
  const pageField: Record<string, number> = { language: 1, docusaurus_tag: 2, version: 3, page_kind: 4 };
  const clauses = [...filters];
  const acceptPage = (page: readonly string[]) =>
    clauses.every(([field, values]) => field in pageField && values.has(page[pageField[field]]));
  // An index set holds the versions its pages search (indexSets.ts): the filter then lets every record through.
  const acceptsAll = facts.pages.every(acceptPage);
  const acceptedPages = new Map<readonly unknown[], boolean>();
  const ranked = rankPages({
    index,
    plan,
    typeOf: facts.type,
    pageOf: (id) => facts.page(id)[0],
    kindOf: (id) => facts.page(id)[4] as PageKind,
    priorityOf: facts.priority,
    accept: acceptsAll
      ? undefined
      : (id) => {
          // Called for every record a word matches: decided once per page.
          const page = facts.page(id);
          let accepted = acceptedPages.get(page);
          if (accepted === undefined) acceptedPages.set(page, (accepted = acceptPage(page)));
          return accepted;
        },
  });
  const perPage = Math.max(1, Math.min(100, Number(request.per_page ?? 10) || 10));
  const page = Math.max(1, Number(request.page ?? 1) || 1);
  const groupLimit = Math.max(1, Math.min(MAX_HITS_PER_PAGE, Number(request.group_limit ?? 3) || 3));
  const ordered = page === 1 && !plan.api ? keepBestGuideVisible(ranked, perPage) : ranked;
  const groups = ordered
    .slice((page - 1) * perPage, page * perPage)
    .map((group) => ({ ...group, hits: group.hits.slice(0, groupLimit) }));
  return { found: ranked.length, page, perPage, groups };
}

/**
 * The terms to highlight, without those another one starts with: a word that
 * starts with `credentials` starts with `credential`. A prefix query matches
 * every term of the index that starts with its last word, and testing each
 * word of each hit against all of them was a fifth of a query's time.
 */
export function shortestPrefixes(terms: string[]): string[] {
  const kept: string[] = [];
  // Sorted, every term that starts with another comes right after it, before any term that does not.
  for (const term of [...new Set(terms)].filter(Boolean).sort()) {
    if (kept.length === 0 || !term.startsWith(kept[kept.length - 1])) kept.push(term);
  }
  return kept;
}

/** The Typesense-shaped response for the selected hits; `recordAt` must have every shown record. */
export function respond(
  request: SearchRequest,
  selected: ReturnType<typeof selectHits>,
  outOf: number,
  recordAt: (id: number) => DocSearchRecord,
  started: number,
) {
  // Hits share their list of matched terms (rank.ts): each list once, not once per hit.
  const termLists = new Set(selected.groups.flatMap((g) => g.hits.map((h) => h.terms)));
  const terms = shortestPrefixes([...termLists].flat().map((t) => t.toLowerCase()));
  return {
    facet_counts: [],
    found: selected.found,
    out_of: outOf,
    page: selected.page,
    search_time_ms: Math.round(performance.now() - started),
    request_params: { q: request.q, per_page: selected.perPage, collection_name: request.collection },
    grouped_hits: selected.groups.map((group) => ({
      group_key: [group.url],
      found: group.hits.length,
      hits: group.hits.map((hit) => toTypesenseHit(recordAt(Number(hit.id)), hit.score, terms)),
    })),
  };
}

/** The whole index in memory (the MCP server, tests). */
export function searchIndex({ index, records }: EmbeddedIndex, request: SearchRequest) {
  const started = performance.now();
  const facts: RecordFacts = {
    page: (id) => records.pages[records.records[Number(id)][0]],
    pages: records.pages,
    type: (id) => records.records[Number(id)][2],
    priority: (id) => records.records[Number(id)][5],
  };
  return respond(
    request,
    selectHits(index, facts, request),
    index.documentCount,
    (id) => unpackRecord(records, id),
    started,
  );
}
