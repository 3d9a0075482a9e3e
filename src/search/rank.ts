/**
 * The embedded index's ranking: which pages answer a query, in which order,
 * and which of their sections to show. The browser (through the worker), the
 * relevance test and the benchmark all call this, so what is tested is what
 * readers get. The rules, also expressed for Typesense in typesenseQuery.ts:
 *
 * 1. Most words first: a page that holds every concept of the query (in any
 *    of its sections) ranks above one that holds fewer, so a multi-word query
 *    never comes back empty just because no single block holds every word.
 *    For a task ("reject proof request") the words count in one section: a
 *    long table whose rows hold them apart does not answer it.
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

/**
 * How much the kind of page weighs: for queries about a task or idea, for
 * queries naming an operation, and for a task whose every word is in the
 * page's title ("revoke credential" and the operation *Revoke a credential*):
 * there the operation is the answer, beside the guide, and Core's comes
 * before Desk's.
 */
const KIND_WEIGHT: Record<'text' | 'api' | 'titled' | 'task', Record<PageKind, number>> = {
  text: { guide: 1, reference: 1, sdk: 0.8, core: 0.45, desk: 0.4, bridge: 0.4 },
  api: { guide: 0.5, reference: 0.5, sdk: 0.6, core: 2, desk: 2, bridge: 2 },
  titled: { guide: 1, reference: 1, sdk: 0.8, core: 1, desk: 0.4, bridge: 0.5 },
  // A task's other pages: the SDK's types and functions list what an app calls, the guides say how.
  task: { guide: 1, reference: 1, sdk: 0.5, core: 0.45, desk: 0.4, bridge: 0.4 },
};

/** A page whose title holds every concept of a task (QueryPlan.action) is about it. */
export const TITLE_MATCH_BOOST = 1.5;
/**
 * For a task, a guide with a section whose heading names it as a title
 * would (the action in the heading's own text) and that holds it says how
 * to do it: it weighs at least this much.
 */
export const SECTION_MATCH_BOOST = 2;
/**
 * For a task, a guide whose title names part of it ("Keys" for "create key")
 * is the topic's guide: it gains up to this share, by the part of the task
 * its title holds.
 */
export const TOPIC_TITLE_BOOST = 1;

/**
 * An identifier typed on its own (`CREDENTIAL_ISSUE`) that some record holds
 * whole: records that hold only its parts ("issue a credential") do not count
 * as holding the concept (rule 1) and their match weighs this much. A page
 * that says "issue a credential" everywhere must not outrank the entry named
 * `CREDENTIAL_ISSUE`; where nothing holds it whole, the parts count in full.
 */
export const PARTS_WEIGHT = 0.25;

/**
 * A task's action found in another word for it ("issue" for "share"): the
 * page that uses the reader's word ("Share a credential") comes first, the
 * guide that says "issue" still counts as holding the action.
 */
export const ACTION_SYNONYM_WEIGHT = 0.5;

/** Fewer records than this for a concept, and its typo-tolerant matches are searched too. */
export const TYPO_THRESHOLD = 3;

/** A record a form matched: its id, score, the index terms it matched, and those it matched in its own name (its heading). */
type Match = { id: string; score: number; terms: string[]; named: string[] };

/** MiniSearch's query before `search` turns it into results (minisearch 7.2.0, pinned). */
type RawQuery = {
  executeQuery(
    query: string,
    options: SearchOptions,
  ): Map<number, { score: number; terms: string[]; match: Record<string, unknown> }>;
  _documentIds: Map<number, string>;
};

/**
 * What MiniSearch's `search` returns, less what ranking never reads: `search`
 * builds a result object per record and sorts them all by score, while
 * rankPages keeps a record's best score per concept and orders pages and
 * hits itself. For a common word, in most records, that was a large part of
 * a query's time. Scores as `search` computes them: the raw score times the
 * number of query words matched.
 */
function matchesOf(
  index: MiniSearch<DocSearchRecord>,
  form: string,
  options: SearchOptions,
  accept: ((id: string) => boolean) | undefined,
): Match[] {
  const raw = index as unknown as RawQuery;
  const matches: Match[] = [];
  for (const [shortId, { score, terms, match }] of raw.executeQuery(form, options)) {
    const id = raw._documentIds.get(shortId)!;
    if (!accept || accept(id)) {
      const named = Object.keys(match).filter((term) => (match[term] as string[]).includes('own'));
      matches.push({ id, score: score * (terms.length || 1), terms: Object.keys(match), named });
    }
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
function searchForm(
  index: MiniSearch<DocSearchRecord>,
  form: string,
  options: SearchOptions,
  accept: ((id: string) => boolean) | undefined,
): Match[] {
  const exact = matchesOf(index, form, { ...options, fuzzy: false }, accept);
  if (exact.length >= TYPO_THRESHOLD) return exact;
  const fuzzy = matchesOf(index, form, options, accept);
  const corrected = [...new Set(fuzzy.flatMap((r) => r.terms).map(canonicalTerm))].filter(
    (t) => !fuzzy.some((r) => r.terms.length === 1 && r.terms[0] === t),
  );
  const synonyms = corrected.filter(
    (t) => t !== form && fuzzy.some((r) => r.terms.some((m) => m !== t && canonicalTerm(m) === t)),
  );
  return synonyms.length
    ? [...fuzzy, ...synonyms.flatMap((t) => matchesOf(index, t, { ...options, fuzzy: false }, accept))]
    : fuzzy;
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
  // Whether the record holds the concept as a whole word, not only a word it begins ("keycloak" for "key").
  const whole: boolean[] = [];
  // Per row: its own name (a heading's text) holds the action in the reader's word.
  const headingNamesAction: boolean[] = [];
  const terms = new Set<string>();
  plan.concepts.forEach((forms, c) => {
    // Each form of a concept on its own, keeping a record's best: a block that uses two names
    // for the same thing is not worth twice one that uses one.
    let foundWhole = false;
    forms.forEach((form, f) => {
      const results = searchForm(index, form, options, accept);
      // An identifier's forms: whole (as typed, and respelled), then its parts.
      const parts = plan.identifier[c] && f === forms.length - 1;
      if (!parts) foundWhole ||= results.length > 0;
      const partsOnly = parts && foundWhole;
      // A task's action in another word the docs use for it (synonyms.ts ACTION_SYNONYMS): the word typed comes first.
      const weight = partsOnly ? PARTS_WEIGHT : plan.action && c === 0 && f > 0 ? ACTION_SYNONYM_WEIGHT : 1;
      const words = new Set(form.split(/\s+/).flatMap((w) => [w, canonicalTerm(w)]));
      for (const result of results) {
        const id = String(result.id);
        let row = rowOf[Number(id)];
        if (row < 0) {
          row = ids.push(id) - 1;
          rowOf[Number(id)] = row;
          for (let k = 0; k < concepts; k += 1) {
            scores.push(0);
            holds.push(false);
            whole.push(false);
          }
          headingNamesAction.push(false);
        }
        const at = row * concepts + c;
        scores[at] = Math.max(scores[at], result.score * weight);
        holds[at] ||= !partsOnly;
        whole[at] ||= weight === 1 && result.terms.some((t) => words.has(t));
        if (plan.action && c === 0 && weight === 1) headingNamesAction[row] ||= result.named.some((t) => words.has(t));
        for (const term of result.terms) terms.add(term);
      }
    });
  });

  const rowScore = new Float64Array(ids.length);
  // The section of each record, as found (sectionOf).
  const sections = new Int32Array(index.documentCount).fill(-1);
  const rowCovered = new Uint8Array(ids.length);
  const pages = new Map<
    string,
    { best: number[]; holds: boolean[]; rows: number[]; kind: PageKind; priority: number }
  >();
  for (let row = 0; row < ids.length; row += 1) {
    const id = ids[row];
    const url = pageOf(id);
    let page = pages.get(url);
    if (!page) {
      page = {
        best: new Array<number>(concepts).fill(0),
        holds: new Array<boolean>(concepts).fill(false),
        rows: [],
        kind: kindOf(id),
        priority: 0,
      };
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
  const ranked: Array<RankedPage & { priority: number; namesAction: boolean }> = [];
  for (const [url, page] of pages) {
    page.rows.sort(
      (a, b) => rowCovered[b] - rowCovered[a] || rowScore[b] - rowScore[a] || Number(ids[a]) - Number(ids[b]),
    );
    // A task is answered in one place: its words held in one section (rule 1); rows are sorted by what they hold.
    const covered = plan.action ? rowCovered[page.rows[0]] : page.holds.filter(Boolean).length;
    // The best section, plus a share of how well the page answers each concept anywhere.
    const spread = page.best.reduce((a, b) => a + b, 0) / concepts;
    // A page about the query matches it in many sections; one that mentions it once, in one.
    const depth = 1 + 0.2 * Math.log2(1 + page.rows.filter((row) => rowCovered[row] === covered).length);
    const weight = plan.action
      ? taskWeight(
          page.kind,
          page.rows,
          concepts,
          (row, c) => whole[row * concepts + c],
          (row) => rowCovered[row],
          (row) => typeOf(ids[row]),
          (row) => typeOf(String(sectionOf(ids[row], typeOf, pageOf, sections))),
          (row) => {
            const heading = rowOf[sectionOf(ids[row], typeOf, pageOf, sections)];
            return heading >= 0 && headingNamesAction[heading] ? heading : undefined;
          },
        )
      : weights[page.kind];
    const score = (rowScore[page.rows[0]] + 0.3 * spread) * depth * weight;
    const hits = onePerSection(page.rows, (row) => ids[row], typeOf, pageOf, sections).map((row) => ({
      id: ids[row],
      score: rowScore[row],
      covered: rowCovered[row],
      terms: matchedTerms,
    }));
    const titleRow = page.rows.find((row) => typeOf(ids[row]) === 'lvl1');
    const namesAction = plan.action && titleRow !== undefined && whole[titleRow * concepts];
    ranked.push({ url, kind: page.kind, covered, score, hits, priority: page.priority, namesAction });
  }
  ranked.sort(
    (a, b) =>
      b.covered - a.covered ||
      b.score - a.score ||
      b.priority - a.priority ||
      (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
  );
  return plan.action ? oneOperationFirst(ranked) : ranked;
}

/** Places a task's answer has near the top: the operation and the guides around it. */
export const TASK_PLACES = 3;

/**
 * For a task, one operation among the first TASK_PLACES pages, Core's when
 * one is among the first ten: the others wait behind them. Desk's copy of an
 * operation (*Create a key* in both APIs) or a second operation would take
 * the place of the guide that explains the task. When guides fill the first
 * places, the best Core operation among the first ten whose title names the
 * action in the reader's word ("Share a credential" for "share credential
 * offer") and that holds as many of the task's words as they do takes the
 * last of them: it is what the task calls.
 */
export function oneOperationFirst<T extends { kind: PageKind; covered?: number; namesAction?: boolean }>(
  pages: T[],
): T[] {
  const nearby = pages.slice(0, 10);
  const core = nearby.find((p) => p.kind === 'core' && p.namesAction && (p.covered ?? 0) >= (pages[0].covered ?? 0));
  const coreNearby = nearby.some((p) => p.kind === 'core');
  const first: T[] = [];
  const waiting: T[] = [];
  for (const page of pages) {
    if (first.length === TASK_PLACES) break;
    const api = API_KINDS.includes(page.kind);
    const another = api && ((coreNearby && page.kind !== 'core') || first.some((p) => API_KINDS.includes(p.kind)));
    (another ? waiting : first).push(page);
  }
  if (core && first.length === TASK_PLACES && !first.some((p) => API_KINDS.includes(p.kind))) {
    waiting.unshift(first.pop()!);
    first.push(core);
  }
  if (waiting.length === 0) return pages;
  const placed = new Set([...first, ...waiting]);
  return [...first, ...waiting, ...pages.filter((p) => !placed.has(p))];
}

/**
 * The weight of a page's kind for a task (QueryPlan.action: its first
 * concept is the action, the others name the resource). A page whose title
 * holds the action and the resource (of two or more resource words, all but
 * one: "Check credential status" for "check revocation status") is about the
 * task; so is an operation whose opening section (its method and path, and
 * the sentence that says what it does) holds every concept. A guide whose
 * title names the resource is the topic's guide ("Keys" for "create key").
 */
function taskWeight<R>(
  kind: PageKind,
  rows: R[],
  concepts: number,
  /** The row holds the concept as a whole word: a title that only begins with it ("Keycloak" for "key") is not about it. */
  holds: (row: R, concept: number) => boolean,
  coveredBy: (row: R) => number,
  typeOf: (row: R) => RecordType,
  sectionTypeOf: (row: R) => RecordType,
  /** The heading of the row's section, when its own text holds the action in the reader's word. */
  actionHeadingOf: (row: R) => R | undefined,
): number {
  const titleRow = rows.find((row) => typeOf(row) === 'lvl1');
  const resource = concepts - 1;
  const holdsAll = (row: R) => Array.from({ length: concepts }, (_, c) => holds(row, c)).every(Boolean);
  // How many of the task's resource words a heading or title holds; it names the task when it holds all but one of two or more.
  const resourceIn = (row: R) => Array.from({ length: resource }, (_, c) => holds(row, c + 1)).filter(Boolean).length;
  const namesTask = (row: R) => holds(row, 0) && resourceIn(row) >= resource - (resource >= 2 ? 1 : 0);
  const inTitle = titleRow === undefined ? 0 : resourceIn(titleRow);
  if (titleRow !== undefined && namesTask(titleRow)) return KIND_WEIGHT.titled[kind] * TITLE_MATCH_BOOST;
  if (!API_KINDS.includes(kind)) {
    // A guide's section whose heading names the task as a title would (the action in its own text: "Reject" under
    // "Respond to the request" in the wallet's guide), and that holds the whole task in whole words, says how to do it.
    // Not a reference page's: there a heading names an area of a table.
    const section =
      kind === 'guide' &&
      rows.some((row) => {
        if (typeOf(row) !== 'content' || sectionTypeOf(row) === 'lvl1' || !holdsAll(row)) return false;
        const heading = actionHeadingOf(row);
        return heading !== undefined && namesTask(heading);
      });
    const topic = 1 + (TOPIC_TITLE_BOOST * inTitle) / resource;
    return KIND_WEIGHT.task[kind] * (section ? Math.max(topic, SECTION_MATCH_BOOST) : topic);
  }
  // The action in the reader's word: Core's "Create a trust list subscription" opens with "Subscribes", its
  // "List trust list subscription entries" only says "subscriptions" (an ACTION_SYNONYMS form).
  const opening = rows.some(
    (row) => coveredBy(row) === concepts && holds(row, 0) && typeOf(row) === 'content' && sectionTypeOf(row) === 'lvl1',
  );
  return opening ? KIND_WEIGHT.titled[kind] : KIND_WEIGHT.text[kind];
}

/**
 * The record that opens the section a record sits in: itself for a heading,
 * else the nearest heading before it on its page (ids are positions in the
 * page's order, src/search/shards.ts). Each record on the way is noted in
 * `known` (-1: not yet), so no stretch of a page is walked twice in a query.
 */
function sectionOf(
  id: string,
  typeOf: (id: string) => RecordType,
  pageOf: (id: string) => string,
  known: Int32Array,
): number {
  const start = Number(id);
  const page = pageOf(id);
  let at = start;
  while (known[at] < 0 && at > 0 && typeOf(String(at)) === 'content' && pageOf(String(at - 1)) === page) at -= 1;
  const section = known[at] >= 0 ? known[at] : at;
  for (let i = at; i <= start; i += 1) known[i] = section;
  return section;
}

/**
 * A page's rows, best first, at most one per section: three rows of one
 * section (a heading `BR_0197`, its table row, a sentence below it) lead to
 * the same place and read alike. A section found by its heading is shown
 * by its best matching text, when it has one: the hit reads "Page ›
 * Heading" with that text below (src/search/modalHits.ts), where the
 * heading alone would show no text.
 */
function onePerSection<R>(
  rows: R[],
  idOf: (row: R) => string,
  typeOf: (id: string) => RecordType,
  pageOf: (id: string) => string,
  known: Int32Array,
): R[] {
  const kept: R[] = [];
  const at = new Map<number, number>();
  const withText = new Set<number>();
  for (const row of rows) {
    const id = idOf(row);
    const section = sectionOf(id, typeOf, pageOf, known);
    const place = at.get(section);
    if (place === undefined) {
      if (kept.length === MAX_HITS_PER_PAGE) continue;
      at.set(section, kept.push(row) - 1);
      if (typeOf(id) === 'content') withText.add(section);
    } else if (!withText.has(section) && typeOf(id) === 'content') {
      kept[place] = row;
      withText.add(section);
    }
  }
  return kept;
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
