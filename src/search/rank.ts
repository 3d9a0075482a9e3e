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
import type { SearchResult as MiniSearchResult } from 'minisearch';
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
  /** Records the request's filter lets through. */
  accept: (id: string) => boolean;
}

export interface RankedHit {
  id: string;
  score: number;
  /** How many of the query's concepts the record holds. */
  covered: number;
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

type Options = ReturnType<typeof searchOptions> & { filter: (result: MiniSearchResult) => boolean };

/**
 * One form of a concept (all its words required). Typos are tried only when
 * the form finds (almost) nothing as typed, as Typesense does
 * (typo_tokens_threshold): a near miss must not crowd out exact matches, and
 * it costs time. A typo that lands on a synonym (`revokation` -> revocation)
 * is searched as the canonical term too, so it finds what the word would.
 */
function searchForm(index: MiniSearch<DocSearchRecord>, form: string, options: Options): MiniSearchResult[] {
  const exact = index.search(form, { ...options, fuzzy: false });
  if (exact.length >= TYPO_THRESHOLD) return exact;
  const fuzzy = index.search(form, options);
  const corrected = [...new Set(fuzzy.flatMap((r) => r.terms).map(canonicalTerm))].filter((t) => !fuzzy.some((r) => r.terms.length === 1 && r.terms[0] === t));
  const synonyms = corrected.filter((t) => t !== form && fuzzy.some((r) => r.terms.some((m) => m !== t && canonicalTerm(m) === t)));
  return synonyms.length ? [...fuzzy, ...synonyms.flatMap((t) => index.search(t, { ...options, fuzzy: false }))] : fuzzy;
}

export function rankPages({ index, plan, typeOf, pageOf, kindOf, priorityOf, accept }: RankInput): RankedPage[] {
  if (plan.concepts.length === 0) return [];
  const options: Options = { ...searchOptions(typeOf), filter: (result: MiniSearchResult) => accept(String(result.id)) };
  // Per record: the score it earns for each concept, and whether it holds the concept (not only an identifier's parts).
  const perRecord = new Map<string, { scores: number[]; holds: boolean[]; terms: Set<string> }>();
  plan.concepts.forEach((forms, c) => {
    // Each form of a concept on its own, keeping a record's best: a block that uses two names
    // for the same thing is not worth twice one that uses one.
    let foundWhole = false;
    forms.forEach((form, f) => {
      const results = searchForm(index, form, options);
      if (f === 0) foundWhole = results.length > 0;
      const partsOnly = plan.identifier[c] && f > 0 && foundWhole;
      const weight = partsOnly ? PARTS_WEIGHT : 1;
      for (const result of results) {
        const id = String(result.id);
        let entry = perRecord.get(id);
        if (!entry) {
          entry = { scores: new Array<number>(plan.concepts.length).fill(0), holds: new Array<boolean>(plan.concepts.length).fill(false), terms: new Set() };
          perRecord.set(id, entry);
        }
        entry.scores[c] = Math.max(entry.scores[c], result.score * weight);
        entry.holds[c] ||= !partsOnly;
        for (const term of result.terms) entry.terms.add(term);
      }
    });
  });

  const pages = new Map<string, { best: number[]; holds: boolean[]; hits: RankedHit[]; kind: PageKind; priority: number }>();
  for (const [id, { scores, holds, terms }] of perRecord) {
    const url = pageOf(id);
    let page = pages.get(url);
    if (!page) {
      page = { best: new Array<number>(plan.concepts.length).fill(0), holds: new Array<boolean>(plan.concepts.length).fill(false), hits: [], kind: kindOf(id), priority: 0 };
      pages.set(url, page);
    }
    scores.forEach((score, c) => (page!.best[c] = Math.max(page!.best[c], score)));
    holds.forEach((held, c) => (page!.holds[c] ||= held));
    page.priority = Math.max(page.priority, priorityOf(id));
    page.hits.push({ id, score: scores.reduce((a, b) => a + b, 0), covered: holds.filter(Boolean).length, terms: [...terms] });
  }

  const weights = KIND_WEIGHT[plan.api ? 'api' : 'text'];
  const ranked: Array<RankedPage & { priority: number }> = [];
  for (const [url, page] of pages) {
    page.hits.sort((a, b) => b.covered - a.covered || b.score - a.score || Number(a.id) - Number(b.id));
    const covered = page.holds.filter(Boolean).length;
    // The best section, plus a share of how well the page answers each concept anywhere.
    const spread = page.best.reduce((a, b) => a + b, 0) / plan.concepts.length;
    // A page about the query matches it in many sections; one that mentions it once, in one.
    const depth = 1 + 0.2 * Math.log2(1 + page.hits.filter((h) => h.covered === covered).length);
    const score = (page.hits[0].score + 0.3 * spread) * depth * weights[page.kind];
    ranked.push({ url, kind: page.kind, covered, score, hits: page.hits, priority: page.priority });
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
