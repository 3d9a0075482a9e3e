/**
 * Search without a search service: the index built with the site
 * (search-index.json), queried in the browser with MiniSearch. Results are
 * shaped as a Typesense response and go through the same adapter as hosted
 * results, so both backends look the same. Loaded only when a reader searches.
 */
import MiniSearch from 'minisearch';
import { LEVELS, type DocSearchRecord } from './record';
import { adaptTypesenseResponse } from './adapt';
import { MINISEARCH_OPTIONS } from './indexOptions';
import { planQuery } from './queryPlan';
import { keepBestGuideVisible, rankPages } from './rank';
import { unpackRecord, type PackedRecords } from './packedRecords';
import type { EmbeddedIndex } from './buildIndex';
import { asRetryError, type SearchClient, type SearchRequest } from './types';

let loading: Promise<EmbeddedIndex> | null = null;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status} for ${url}`);
  return response.text();
}

/**
 * Fetches the index and its records in parallel. The index is rebuilt in
 * small steps (MiniSearch yields to the browser between them), so loading
 * it never blocks the page for long.
 */
export function loadIndex(indexUrl: string, recordsUrl: string): Promise<EmbeddedIndex> {
  loading ??= Promise.all([fetchText(indexUrl), fetchText(recordsUrl)])
    .then(async ([indexJson, recordsJson]) => ({
      records: JSON.parse(recordsJson) as PackedRecords,
      index: await MiniSearch.loadJSONAsync<DocSearchRecord>(indexJson, MINISEARCH_OPTIONS),
    }))
    .catch((error) => {
      loading = null; // let the next search try again
      throw error;
    });
  return loading;
}

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
export function highlight(value: string, terms: string[]): { value: string; snippet: string; matched_tokens: string[] } {
  const matched: string[] = [];
  const snippet = value
    .split(/(\s+)/)
    .map((word) => {
      const lower = word.toLowerCase();
      const hit = terms.some((t) => t && lower.replace(/^[^\p{L}\p{N}]+/u, '').startsWith(t));
      if (hit && word.trim()) matched.push(word);
      return hit && word.trim() ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    })
    .join('');
  return { value: snippet, snippet, matched_tokens: matched };
}

/** Long text cut around the first match, as Typesense snippets are. */
function snippetOf(value: string, terms: string[], words = 24): string {
  const parts = value.split(/\s+/);
  if (parts.length <= words) return value;
  const first = parts.findIndex((w) => terms.some((t) => w.toLowerCase().includes(t)));
  const start = Math.max(0, Math.min(parts.length - words, first - 6));
  return `${start > 0 ? '… ' : ''}${parts.slice(start, start + words).join(' ')}${start + words < parts.length ? ' …' : ''}`;
}

function toTypesenseHit(record: DocSearchRecord, score: number, terms: string[]) {
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

export function searchIndex({ index, records }: EmbeddedIndex, request: SearchRequest) {
  const started = performance.now();
  const filters = parseFilter(request.filter_by);
  const plan = planQuery(request.q ?? '');
  const recordOf = (id: string) => records.records[Number(id)];
  const pageOf = (id: string) => records.pages[recordOf(id)[0]];
  // Filterable fields live on the record's page: [url, language, docusaurus_tag, version, page_kind].
  const pageField: Record<string, number> = { language: 1, docusaurus_tag: 2, version: 3, page_kind: 4 };
  const ranked = rankPages({
    index,
    plan,
    typeOf: (id) => recordOf(id)[2],
    pageOf: (id) => pageOf(id)[0],
    kindOf: (id) => pageOf(id)[4],
    priorityOf: (id) => recordOf(id)[5],
    accept: (id) => [...filters].every(([field, values]) => field in pageField && values.has(pageOf(id)[pageField[field]])),
  });
  const perPage = Math.max(1, Math.min(100, Number(request.per_page ?? 10) || 10));
  const page = Math.max(1, Number(request.page ?? 1) || 1);
  const groupLimit = Math.max(1, Math.min(10, Number(request.group_limit ?? 3) || 3));
  const ordered = page === 1 && !plan.api ? keepBestGuideVisible(ranked, perPage) : ranked;
  const pageGroups = ordered.slice((page - 1) * perPage, page * perPage);
  const terms = [...new Set(pageGroups.flatMap((g) => g.hits.slice(0, groupLimit).flatMap((h) => h.terms)))].map((t) => t.toLowerCase());
  return {
    facet_counts: [],
    found: ranked.length,
    out_of: index.documentCount,
    page,
    search_time_ms: Math.round(performance.now() - started),
    request_params: { q: request.q, per_page: perPage, collection_name: request.collection },
    grouped_hits: pageGroups.map((group) => ({
      group_key: [group.url],
      found: group.hits.length,
      hits: group.hits.slice(0, groupLimit).map((hit) => toTypesenseHit(unpackRecord(records, Number(hit.id)), hit.score, terms)),
    })),
  };
}

export function createEmbeddedClient(indexUrl: string, recordsUrl: string): SearchClient {
  return {
    async search(requests) {
      let loaded: EmbeddedIndex;
      try {
        loaded = await loadIndex(indexUrl, recordsUrl);
      } catch (error) {
        throw asRetryError(error);
      }
      return { results: requests.map((request) => adaptTypesenseResponse(searchIndex(loaded, request), request)) };
    },
  };
}
