/**
 * What a query asks for, before the index is searched: the concepts it names
 * (each a word, or a group of synonyms), and whether it names an API
 * operation (a method and path, a path, an operationId) or a task or idea.
 * Shared by both search modes.
 */
import { identifierParts, tokenize } from './tokenize';
import { ACTION_SYNONYMS, PHRASE_SYNONYMS, singular } from './synonyms';

/** Words that carry no meaning in a docs query; dropped unless the query has nothing else. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'which',
  'with',
  'why',
]);

/** Longer queries are cut: nobody types more, and each word costs a pass over the index. */
export const MAX_QUERY_LENGTH = 256;
const MAX_CONCEPTS = 12;

export interface QueryPlan {
  /** Each concept: the forms that satisfy it (one word, or a synonym group; forms may hold several words). */
  concepts: string[][];
  /** Per concept: it is an identifier, its first form whole and its second the parts (ranked lower when it is found whole). */
  identifier: boolean[];
  /** The query names an API operation: its method and path, a path, or an operationId. */
  api: boolean;
  /** The query names an action on a resource in words ("revoke credential", "create a proof request"). */
  action: boolean;
}

/**
 * Verbs that open a task: the actions of the APIs' operations and guides.
 * "trust list" names a thing, "list credentials" an action on one.
 */
export const ACTION_VERBS: ReadonlySet<string> = new Set([
  'accept',
  'activate',
  'add',
  'cancel',
  'check',
  'configure',
  'continue',
  'create',
  'deactivate',
  'delete',
  'edit',
  'generate',
  'get',
  'import',
  'initiate',
  'issue',
  'list',
  'publish',
  'reactivate',
  'register',
  'reject',
  'remove',
  'request',
  'resolve',
  'retrieve',
  'revoke',
  'share',
  'submit',
  'subscribe',
  'suspend',
  'update',
  'verify',
]);

const HTTP_METHOD = /^(get|post|put|patch|delete)\s+\//i;
/** operationIds are lower snake case in the specs (`post_credential`, `bridge_create_provider`). */
const OPERATION_ID = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

export function isApiQuery(query: string): boolean {
  const q = query.trim();
  return HTTP_METHOD.test(q) || /^\/?api\//i.test(q) || OPERATION_ID.test(q);
}

/** Each phrase group's forms as words, plurals folded as the index folds them (`history entries` is `history entry`). */
const synonymForms = PHRASE_SYNONYMS.map((group) =>
  group.map((form) => tokenize(form).map((t) => singular(t.toLowerCase()))),
);
/** What a phrase group searches: its forms, less those that differ only by a plural (the index folds them). */
const searchedForms = PHRASE_SYNONYMS.map((group, g) =>
  group
    .filter((_, f) => synonymForms[g].findIndex((other) => other.join(' ') === synonymForms[g][f].join(' ')) === f)
    .map((form) => form.toLowerCase()),
);

export function planQuery(query: string): QueryPlan {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  // Identifiers count once (whole); their parts are in the index for partial queries, not needed here.
  const words = wholeWords(text);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const kept = meaningful.length > 0 ? meaningful : words;
  const concepts: Array<{ forms: string[]; identifier: boolean }> = [];
  for (let i = 0; i < kept.length && concepts.length < MAX_CONCEPTS;) {
    const match = longestSynonymAt(kept, i);
    if (match) {
      concepts.push({ forms: match.forms, identifier: false });
      i += match.length;
    } else {
      const forms = identifierForms(kept[i]);
      concepts.push({ forms, identifier: forms.length > 1 });
      i += 1;
    }
  }
  const unique = [...new Map(concepts.map((c) => [c.forms.join('|'), c])).values()];
  const api = isApiQuery(text);
  const action = !api && unique.length > 1 && ACTION_VERBS.has(kept[0]);
  // The action in the other words the docs use for it (synonyms.ts).
  if (action && unique[0].forms.length === 1)
    unique[0] = { forms: [unique[0].forms[0], ...(ACTION_SYNONYMS[unique[0].forms[0]] ?? [])], identifier: false };
  return { concepts: unique.map((c) => c.forms), identifier: unique.map((c) => c.identifier), api, action };
}

/**
 * An identifier is found whole, or by all of its parts (its last form). Where it is
 * found whole, the parts count for less (rank.ts): `CREDENTIAL_ISSUE` is the
 * permission's entry, not every page about issuing a credential. Hyphens and
 * underscores are the same identifier: `credential-revocation-check` is the
 * operationId `credential_revocation_check` and its page's slug.
 */
function identifierForms(word: string): string[] {
  const parts = identifierParts(word);
  if (parts.length < 2) return [word];
  const respelled = /^[\p{L}\p{N}_-]+$/u.test(word)
    ? [word.replace(/-/g, '_'), word.replace(/_/g, '-')].filter((w) => w !== word)
    : [];
  return [word, ...new Set(respelled), parts.join(' ').toLowerCase()];
}

/** Lower-case words of the query, identifiers kept whole (`did:web`, `api/credential/v1`). */
function wholeWords(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/[\s\p{Z}]+/u)) {
    const [first] = tokenize(chunk);
    if (first) out.push(first.toLowerCase());
  }
  return out;
}

function longestSynonymAt(words: string[], start: number): { forms: string[]; length: number } | null {
  let best: { forms: string[]; length: number } | null = null;
  synonymForms.forEach((group, g) => {
    for (const form of group) {
      if (form.length === 0 || start + form.length > words.length) continue;
      if (!form.every((token, k) => singular(words[start + k]) === token)) continue;
      if (!best || form.length > best.length) best = { forms: searchedForms[g], length: form.length };
    }
  });
  return best;
}
