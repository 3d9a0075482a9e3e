/**
 * How the embedded search index is laid out. Shared by the build (which
 * creates the index) and the browser (which loads it): MiniSearch needs the
 * same options on both sides.
 */
import type { Options } from 'minisearch';
import { hierarchyOf, LEVELS, type DocSearchRecord, type RecordType } from './record';

export { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from './files';

/** Fields a record is found by, derived from the DocSearch record. */
export type IndexedField = 'own' | 'context' | 'content';

/** The heading the record stands for (its own level), or none for text. */
function ownHeading(record: DocSearchRecord): string {
  return record.type === 'content' ? '' : (record[`hierarchy.${record.type}`] ?? '');
}

/** The headings above the record: they narrow a match without outranking it. */
function contextHeadings(record: DocSearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  const hierarchy = hierarchyOf(record);
  return LEVELS.slice(0, own)
    .map((l) => hierarchy[l])
    .filter(Boolean)
    .join(' ');
}

/** Characters that join the parts of an identifier: `CREDENTIAL_ISSUE`, `did:web`, `/api/key/v1`, `get-config`. */
const JOINERS = /[_:/.-]+/;
/** MiniSearch's own separators (white space and punctuation), less the joiners above. */
const SEPARATORS = /[\s\n\r\p{Z}\p{P}]+/u;

/**
 * Words, and every identifier both whole and by its parts, so `CREDENTIAL_ISSUE`
 * finds the records that name it (all three terms must match) while
 * `credential issue` still finds it by its parts.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/[\s\p{Z}]+/u)) {
    const word = chunk.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if (!word) continue;
    const parts = word.split(SEPARATORS).filter(Boolean);
    if (parts.length > 1 && word.split(JOINERS).filter(Boolean).length === parts.length) tokens.push(word);
    tokens.push(...parts);
  }
  return tokens;
}

export const MINISEARCH_OPTIONS: Options<DocSearchRecord> = {
  tokenize,
  idField: 'id',
  fields: ['own', 'context', 'content'] satisfies IndexedField[],
  // Nothing stored: a result's id is the position of its record in the records file.
  storeFields: [],
  extractField: (record, field) => {
    if (field === 'own') return ownHeading(record);
    if (field === 'context') return contextHeadings(record);
    return (record as unknown as Record<string, unknown>)[field] as string;
  },
};

/**
 * Ranking: a page title above section headings above body text; prefix and
 * typo-tolerant matching. `typeOf` tells a record's type from its id.
 */
export function searchOptions(typeOf: (id: string) => RecordType) {
  return {
    boost: { own: 4, context: 1.2, content: 1 },
    boostDocument: (id: unknown) => (typeOf(String(id)) === 'lvl1' ? 1.5 : 1),
    prefix: (term: string) => term.length >= 2,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    combineWith: 'AND' as const,
  };
}
