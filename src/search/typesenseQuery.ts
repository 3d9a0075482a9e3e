/**
 * The embedded ranking's rules (rank.ts) as Typesense search parameters, so
 * a hosted collection ranks like the embedded index:
 * - title > heading > body: `query_by` in that order with `query_by_weights`;
 * - all words, then most words: `drop_tokens_threshold` lets Typesense drop
 *   words from the query when few records hold all of them;
 * - typos only when a word finds (almost) nothing: `typo_tokens_threshold`
 *   (rank.ts TYPO_THRESHOLD), one typo from 4 letters, two from 8;
 * - page kind: `_eval` in `sort_by`, after text relevance (bucketed, so close
 *   text matches are ordered by kind), guides first for words, the API
 *   operation first for a method+path or operationId, and for a task
 *   ("revoke credential") Core's operation level with the guides and Desk's
 *   after them (queryPlan.ts); a page title weighs most in `query_by`, so the
 *   operation titled by the task leads;
 * - ties: `item_priority`;
 * - one group per page (`group_by: url_without_anchor`), as the embedded
 *   index groups hits: the modal's `url` differs per section of a page;
 * - the best guide on a task query's first page: a second search in the same
 *   multi_search (typesenseGuide.ts).
 * - a task typed in words: the curations published with the collection
 *   (scripts/search/task-curations.ts) pin Core's operation first and its
 *   main guide second; `enable_overrides` is off for identifiers and API
 *   queries, which the rules must not touch.
 * Synonyms are published with the collection (scripts/search/publish.ts).
 * The DocSearch modal sends `sort_by: item_priority:desc`, which would rank
 * by priority alone and ignore text relevance; these parameters replace it.
 */
import { planQuery } from './queryPlan';
import { withoutLayout } from './modalLayout';
import { TYPO_THRESHOLD } from './rank';
import type { SearchRequest } from './types';

const FIELDS = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'hierarchy.lvl0',
];
const WEIGHTS = [8, 6, 5, 4, 4, 4, 2, 1];

const GUIDES_FIRST =
  '_eval([ (page_kind:[guide,reference]):3, (page_kind:sdk):2, (page_kind:[core,desk,bridge]):1 ]):desc';
const OPERATIONS_FIRST =
  '_eval([ (page_kind:[core,desk,bridge]):3, (page_kind:sdk):2, (page_kind:[guide,reference]):1 ]):desc';
/** A task ("revoke credential"): Core's operation beside the guides, Desk's and the Bridge's after them. */
const TASK_ORDER =
  '_eval([ (page_kind:[core,guide,reference]):3, (page_kind:sdk):2, (page_kind:[desk,bridge]):1 ]):desc';

export function rankedTypesenseRequest(request: SearchRequest): SearchRequest {
  const { api, action, identifier } = planQuery(String(request.q ?? ''));
  return {
    ...withoutLayout(request),
    q: String(request.q ?? '').slice(0, 256),
    // One group per page: records of one page differ in `url` by their anchor.
    group_by: 'url_without_anchor',
    query_by: FIELDS.join(','),
    query_by_weights: WEIGHTS.join(','),
    prioritize_exact_match: true,
    drop_tokens_threshold: 10,
    typo_tokens_threshold: TYPO_THRESHOLD,
    num_typos: 2,
    min_len_1typo: 4,
    min_len_2typo: 8,
    sort_by: `_text_match(buckets: 10):desc,${api ? OPERATIONS_FIRST : action ? TASK_ORDER : GUIDES_FIRST},item_priority:desc`,
    // The curations answer tasks typed in words; an identifier is found as it is (`revoke_credential`
    // splits into the words of the task "revoke credential", and must not be curated as one).
    enable_overrides: !(api || identifier.some(Boolean)),
  };
}
