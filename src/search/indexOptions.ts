/**
 * How the embedded search index is laid out. Shared by the build (which
 * creates the index) and the browser (which loads it): MiniSearch needs the
 * same options on both sides.
 */
import type { Options } from 'minisearch';
import { hierarchyOf, LEVELS, type DocSearchRecord, type RecordType } from './record';
import { identifierParts, tokenize } from './tokenize';
import { canonicalTerm, singular } from './synonyms';
import { ROW_SEPARATOR } from './record';

export { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from './files';

/** Fields a record is found by, derived from the DocSearch record. */
export type IndexedField = 'own' | 'context' | 'content' | 'parts';

/**
 * The name the record stands for: its heading, or for a table row or an API
 * operation's method and path the part before the first ROW_SEPARATOR (the
 * row's first column: a configuration key, an error code, a method and path).
 */
function ownName(record: DocSearchRecord): string {
  if (record.type !== 'content') return record[`hierarchy.${record.type}`] ?? '';
  const content = record.content ?? '';
  const cut = content.indexOf(ROW_SEPARATOR);
  if (cut <= 0) return '';
  // Only a name: one identifier, or a method and path. A row that starts with a sentence is text,
  // and so does one that starts with a plain word (an enum value's label, `Revoke`, `Expired`):
  // page titles and headings outrank it.
  const name = content.slice(0, cut);
  return isIdentifier(name) || /^(GET|POST|PUT|PATCH|DELETE) \/\S+$/.test(name) ? name : '';
}

/** `BR_0197`, `app.auth.staticToken`, `did:web`, `OPENID4VCI_FINAL1`, `MQTT`, `keyAlgorithm`; not `Revoke` or `Expired`. */
function isIdentifier(name: string): boolean {
  return /^\S+$/.test(name) && (/[_:/.\-\d]/.test(name) || /^[A-Z]{2,}$/.test(name) || /\p{Ll}\p{Lu}/u.test(name));
}

/** The headings above the record (page title and sections): they narrow a match without outranking it. */
function contextHeadings(record: DocSearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  const hierarchy = hierarchyOf(record);
  // Not lvl0, the sidebar's section ("Core API"): shared by thousands of records, it matched
  // `api` or `core` in nearly every record, which cost a third of each query's time.
  return LEVELS.slice(1, own)
    .map((l) => hierarchy[l])
    .filter(Boolean)
    .join(' ');
}

export { tokenize, identifierParts } from './tokenize';

export const MINISEARCH_OPTIONS: Options<DocSearchRecord> = {
  tokenize: (text, field) => (field === 'parts' ? identifierParts(text) : tokenize(text)),
  idField: 'id',
  fields: ['own', 'context', 'content', 'parts'] satisfies IndexedField[],
  // Nothing stored: a result's id is the position of its record in the records file.
  storeFields: [],
  // Every synonym is indexed with its canonical term next to it (src/search/synonyms.ts).
  processTerm: (term) => {
    const lower = singular(term.toLowerCase());
    const canonical = canonicalTerm(lower);
    return canonical === lower ? lower : [lower, canonical];
  },
  searchOptions: { processTerm: (term) => canonicalTerm(term.toLowerCase()) },
  extractField: (record, field) => {
    if (field === 'own') return ownName(record);
    if (field === 'context') return contextHeadings(record);
    if (field === 'parts') return [ownName(record), contextHeadings(record), record.content ?? ''].join(' ');
    return (record as unknown as Record<string, unknown>)[field] as string;
  },
};

/** How much a prefix match of the query's last word weighs, against 1 for the whole word. */
export const PREFIX_WEIGHT = 0.1;

export const TYPE_BOOST = { title: 1.5, heading: 1, text: 0.6 } as const;

/**
 * Ranking: a page title above section headings above body text; prefix and
 * typo-tolerant matching. `typeOf` tells a record's type from its id.
 */
export function searchOptions(typeOf: (id: string) => RecordType) {
  return {
    boost: { own: 4, context: 1.2, content: 1, parts: 0.35 },
    // Page titles above headings above text: a table row or an enum value that uses the query's
    // words is not what a page or section named by them is.
    boostDocument: (id: unknown) =>
      TYPE_BOOST[typeOf(String(id)) === 'lvl1' ? 'title' : typeOf(String(id)) === 'content' ? 'text' : 'heading'],
    // As Typesense does: only the last word is a prefix (the reader is still typing it), and
    // never a path, which the reader types or pastes whole.
    prefix: (term: string, i: number, terms: string[]) =>
      i === terms.length - 1 && term.length >= 3 && !term.includes('/'),
    // Typos in words, not in identifiers: `api/credential/v1` one edit away is another path.
    fuzzy: (term: string) => (term.length >= 4 && !/[_:/.-]/.test(term) ? 0.2 : false),
    // (The browser's index is split by a term's first three letters, src/search/shards.ts: typos
    // and prefixes are matched within those, which is also where readers rarely err.)
    // A word the reader may still be typing ("key" of "keycloak") counts for less than the whole
    // word it already is ("key"): MiniSearch's default prefix weight is 0.375.
    weights: { fuzzy: 0.45, prefix: PREFIX_WEIGHT },
    maxFuzzy: 2,
    combineWith: 'AND' as const,
  };
}
