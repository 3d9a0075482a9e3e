/**
 * The embedded index's ranking: which pages answer a query, in which order,
 * and which of their sections to show. The browser (through the worker), the
 * relevance test and the benchmark all call this, so what is tested is what
 * readers get. The rules, also expressed for Typesense in typesenseQuery.ts:
 *
 * 1. Most words first: a page that holds every concept of the query (in any
 *    of its sections) ranks above one that holds fewer, so a multi-word query
 *    never comes back empty just because no single block holds every word.
 * 2. Then text relevance: title above heading above body (field boosts in
 *    searchOptions), typos and prefixes matched at a discount.
 * 3. Then the kind of page: guides above API operations for words, the
 *    operation above the guides for a method and path or an operationId.
 * 4. Ties: the page's own priority, then its address, never chance.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import type { DocSearchRecord, RecordType } from './record';
import { API_KINDS, type PageKind } from './pageKind';
import type { QueryPlan } from './queryPlan';
import { searchOptions } from './indexOptions';
import { canonicalTerm } from './synonyms';

export interface RankInput {
  index: MiniSearch<DocSearchRecord>;
  plan: QueryPlan;
  typeOf: (id: string) => RecordType;
  /** The page (url without anchor) a record belongs to. */
  pageOf: (id: string) => string;
  kindOf: (id: string) => PageKind;
  priorityOf: (id: string) => number;
  /** Records the request's filter lets through (all when absent). */
  accept?: (id: string) => boolean;
}

export interface RankedHit {
  id: string;
  score: number;
  /** How many of the query's concepts the record holds. */
  covered: number;
  /** The index terms the query matched (in any record: highlighting marks only words the hit has). */
  terms: string[];
}

export interface RankedPage {
  url: string;
  kind: PageKind;
  covered: number;
  score: number;
  hits: RankedHit[];
}

/** How much the kind of page weighs, for queries about a task or idea and for queries naming an operation. */
const KIND_WEIGHT: Record<'text' | 'api', Record<PageKind, number>> = {
  text: { guide: 1, reference: 1, sdk: 0.8, core: 0.45, desk: 0.4, bridge: 0.4 },
  api: { guide: 0.5, reference: 0.5, sdk: 0.6, core: 2, desk: 2, bridge: 2 },
};

/**
 * An identifier typed on its own (`CREDENTIAL_ISSUE`) that some record holds
 * whole: records that hold only its parts ("issue a credential") do not count
 * as holding the concept (rule 1) and their match weighs this much. A page
 * that says "issue a credential" everywhere must not outrank the entry named
 * `CREDENTIAL_ISSUE`; where nothing holds it whole, the parts count in full.
 */
export const PARTS_WEIGHT = 0.25;

/** Fewer records than this for a concept, and its typo-tolerant matches are searched too. */
export const TYPO_THRESHOLD = 3;

/** A record a form matched: its id, score and the index terms it matched. */
type Match = { id: string; score: number; terms: string[] };

/** MiniSearch's query before `search` turns it into results (minisearch 7.2.0, pinned). */
type RawQuery = {
  executeQuery(query: string, options: SearchOptions): Map<number, { score: number; terms: string[]; match: Record<string, unknown> }>;
  _documentIds: Map<number, string>;
};

/**
 * What MiniSearch's `search` returns, less what ranking never reads: `search`
 * builds a result object per record and sorts them all by score, while
 * rankPages keeps a record's best score per concept and orders pages and
 * hits itself. For a common word (5,000 records) that was half of a query's
 * time. Scores as `search` computes them: the raw score times the number of
 * query words matched.
 */
function matchesOf(index: MiniSearch<DocSearchRecord>, form: string, options: SearchOptions, accept: ((id: string) => boolean) | undefined): Match[] {
  const raw = index as unknown as RawQuery;
  const matches: Match[] = [];
  for (const [shortId, { score, terms, match }] of raw.executeQuery(form, options)) {
    const id = raw._documentIds.get(shortId)!;
    if (!accept || accept(id)) matches.push({ id, score: score * (terms.length || 1), terms: Object.keys(match) });
  }
  return matches;
}

/**
 * One form of a concept (all its words required). Typos are tried only when
 * the form finds (almost) nothing as typed, as Typesense does
 * (typo_tokens_threshold): a near miss must not crowd out exact matches, and
 * it costs time. A typo that lands on a synonym (`revokation` -> revocation)
 * is searched as the canonical term too, so it finds what the word would.
 */
function searchForm(index: MiniSearch<DocSearchRecord>, form: string, options: SearchOptions, accept: ((id: string) => boolean) | undefined): Match[] {
  const exact = matchesOf(index, form, { ...options, fuzzy: false }, accept);
  if (exact.length >= TYPO_THRESHOLD) return exact;
  const fuzzy = matchesOf(index, form, options, accept);
  const corrected = [...new Set(fuzzy.flatMap((r) => r.terms).map(canonicalTerm))].filter((t) => !fuzzy.some((r) => r.terms.length === 1 && r.terms[0] === t));
  const synonyms = corrected.filter((t) => t !== form && fuzzy.some((r) => r.terms.some((m) => m !== t && canonicalTerm(m) === t)));
  return synonyms.length ? [...fuzzy, ...synonyms.flatMap((t) => matchesOf(index, t, { ...options, fuzzy: false }, accept))] : fuzzy;
}

/** Hits kept per page: the most a request shows (group_limit). */
export const MAX_HITS_PER_PAGE = 10;

export function rankPages({ index, plan, typeOf, pageOf, kindOf, priorityOf, accept }: RankInput): RankedPage[] {
  const concepts = plan.concepts.length;
  if (concepts === 0) return [];
  const options: SearchOptions = searchOptions(typeOf);
  // Per matched record (a row): the score it earns for each concept, and whether it holds the
  // concept (not only an identifier's parts). Flat arrays: a common word matches thousands of
  // records, and an object per record made the collector the largest cost of a query.
  // Record ids are positions: a row per id in a typed array, not a Map of strings.
  const rowOf = new Int32Array(index.documentCount).fill(-1);
  const ids: string[] = [];
  const scores: number[] = [];
  const holds: boolean[] = [];
  const terms = new Set<string>();
  plan.concepts.forEach((forms, c) => {
    // Each form of a concept on its own, keeping a record's best: a block that uses two names
    // for the same thing is not worth twice one that uses one.
    let foundWhole = false;
    forms.forEach((form, f) => {
      const results = searchForm(index, form, options, accept);
      if (f === 0) foundWhole = results.length > 0;
      const partsOnly = plan.identifier[c] && f > 0 && foundWhole;
      const weight = partsOnly ? PARTS_WEIGHT : 1;
      for (const result of results) {
        const id = String(result.id);
        let row = rowOf[Number(id)];
        if (row < 0) {
          row = ids.push(id) - 1;
          rowOf[Number(id)] = row;
          for (let k = 0; k < concepts; k += 1) {
            scores.push(0);
            holds.push(false);
          }
        }
        const at = row * concepts + c;
        scores[at] = Math.max(scores[at], result.score * weight);
        holds[at] ||= !partsOnly;
        for (const term of result.terms) terms.add(term);
      }
    });
  });

  const rowScore = new Float64Array(ids.length);
  const rowCovered = new Uint8Array(ids.length);
  const pages = new Map<string, { best: number[]; holds: boolean[]; rows: number[]; kind: PageKind; priority: number }>();
  for (let row = 0; row < ids.length; row += 1) {
    const id = ids[row];
    const url = pageOf(id);
    let page = pages.get(url);
    if (!page) {
      page = { best: new Array<number>(concepts).fill(0), holds: new Array<boolean>(concepts).fill(false), rows: [], kind: kindOf(id), priority: 0 };
      pages.set(url, page);
    }
    for (let c = 0; c < concepts; c += 1) {
      const score = scores[row * concepts + c];
      const held = holds[row * concepts + c];
      page.best[c] = Math.max(page.best[c], score);
      page.holds[c] ||= held;
      rowScore[row] += score;
      rowCovered[row] += held ? 1 : 0;
    }
    page.priority = Math.max(page.priority, priorityOf(id));
    page.rows.push(row);
  }

  // Highlighting marks the words a hit shares with the query's matched terms (embeddedBackend.ts).
  const matchedTerms = [...terms];
  const weights = KIND_WEIGHT[plan.api ? 'api' : 'text'];
  const ranked: Array<RankedPage & { priority: number }> = [];
  for (const [url, page] of pages) {
    page.rows.sort((a, b) => rowCovered[b] - rowCovered[a] || rowScore[b] - rowScore[a] || Number(ids[a]) - Number(ids[b]));
    const covered = page.holds.filter(Boolean).length;
    // The best section, plus a share of how well the page answers each concept anywhere.
    const spread = page.best.reduce((a, b) => a + b, 0) / concepts;
    // A page about the query matches it in many sections; one that mentions it once, in one.
    const depth = 1 + 0.2 * Math.log2(1 + page.rows.filter((row) => rowCovered[row] === covered).length);
    const score = (rowScore[page.rows[0]] + 0.3 * spread) * depth * weights[page.kind];
    const hits = page.rows.slice(0, MAX_HITS_PER_PAGE).map((row) => ({ id: ids[row], score: rowScore[row], covered: rowCovered[row], terms: matchedTerms }));
    ranked.push({ url, kind: page.kind, covered, score, hits, priority: page.priority });
  }
  ranked.sort((a, b) => b.covered - a.covered || b.score - a.score || b.priority - a.priority || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return ranked;
}

/**
 * The best guide stays on the first page of results: the DocSearch modal
 * shows one page of hits, and API operations that share the query's words
 * must not push the guide that explains the task out of it.
 */
export function keepBestGuideVisible<T extends { kind: PageKind }>(pages: T[], perPage: number): T[] {
  const firstGuide = pages.findIndex((p) => !API_KINDS.includes(p.kind));
  if (firstGuide < perPage || perPage < 1) return pages;
  const reordered = [...pages];
  const [guide] = reordered.splice(firstGuide, 1);
  reordered.splice(perPage - 1, 0, guide);
  return reordered;
}
