/**
 * Names the docs use for the same thing. A query with one of them finds the
 * pages that use any other. The first form of each group is its canonical
 * term. Single words are made equal in the index itself (every form is
 * indexed with the canonical term next to it, and a query's form is searched
 * as the canonical term), so a page that uses two forms is not counted twice;
 * forms of several words are searched as alternatives. Shared by the
 * embedded index and `npm run search:index` (Typesense synonym sets), so
 * both modes treat the same words as equal. No dependencies.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['revoke', 'revocation', 'revoked', 'revoking'],
  // Forms of the verb only: "subscription" (ACTION_SYNONYMS) folded in here would make Core's List and
  // Delete operations on trust list subscriptions name "subscribe to a trust list" as its Create does.
  ['subscribe', 'subscribes', 'subscribed', 'subscribing'],
  ['mdoc', 'mdl', 'iso 18013-5', 'iso mdoc'],
  ['vc', 'verifiable credential'],
  ['oid4vp', 'openid4vp'],
  ['oid4vci', 'openid4vci'],
  ['organisation', 'organization'],
  ['csr', 'certificate signing request'],
  // Core's history log calls them events (List history events, Retrieve a history event); the
  // Bridge's operation (List history entries) and the Desk's descriptions say entries, and the
  // SDK has both (listHistory, getHistoryEntry).
  // Plurals are listed for Typesense, which does not fold them.
  ['history event', 'history entry', 'history events', 'history entries'],
];

/**
 * Other words the APIs and guides use for a task's action: "list
 * credentials" is Core's and the guides' "search", "reject a proof request"
 * Core's "decline", "subscribe to a trust list" Core's "trust list
 * subscription". Only the action (the first word of a task,
 * QueryPlan.action) is searched in these forms too, at query time: as
 * ordinary synonyms, `search` or `share` typed alone would find every page
 * that lists or issues something. Keep it small: each form is one more
 * pass over the index for a task query.
 */
export const ACTION_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  list: ['search'],
  reject: ['decline'],
  share: ['issue'],
  subscribe: ['subscription'],
};

/**
 * Plurals fold to the singular on both sides (index and query), so
 * `organization` finds the page titled Organizations as an exact match, not a
 * discounted prefix one. Only a trailing `s` after a letter other than `s`
 * (`status` and `process` fold consistently on both sides, which is harmless).
 */
export function singular(term: string): string {
  return term.length > 3 && /[^s]s$/.test(term) && !/[_:/.-]/.test(term) ? term.slice(0, -1) : term;
}

const CANONICAL = new Map<string, string>();
for (const [canonical, ...forms] of SYNONYM_GROUPS)
  for (const form of forms) if (!/\s/.test(form)) CANONICAL.set(form, canonical);

/** The canonical term of a lower-case word (itself when it has no synonyms). */
export function canonicalTerm(term: string): string {
  const one = singular(term);
  return CANONICAL.get(one) ?? one;
}

/** Groups with a form of several words: those are expanded in the query (queryPlan.ts). */
export const PHRASE_SYNONYMS = SYNONYM_GROUPS.filter((group) => group.some((form) => /\s/.test(form)));
