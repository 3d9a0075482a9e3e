/**
 * The Typesense collection schema for the site's DocSearch records, and the
 * name of each published collection.
 *
 * The fields are those the Typesense DocSearch scraper creates for
 * Docusaurus sites, because docusaurus-theme-search-typesense queries them:
 * `query_by` the hierarchy and content, `group_by: url`, and (contextual
 * search) `filter_by` language and docusaurus_tag. The one deliberate
 * difference: `version` is a single string, as src/search/record.ts defines
 * it, so Typesense does not reject the records.
 */
import type { CollectionCreateSchema, CollectionFieldSchema } from 'typesense';
import { LEVELS } from '../../src/search/record.ts';
import { SYNONYM_GROUPS } from '../../src/search/synonyms.ts';

/**
 * Characters that split words. Typesense drops other punctuation inside a
 * word, which would turn `post_credential`, `/api/credential/v1`,
 * `vc+sd-jwt`, `did:key` or `v1.23` into one token that a search for
 * `credential`, `sd-jwt` or `key` never matches.
 */
export const TOKEN_SEPARATORS = ['_', '-', '.', '/', ':', '+'] as const;

/** Symbols kept as part of a word, so `@context` (JSON-LD) is not just `context`. */
export const SYMBOLS_TO_INDEX = ['@'] as const;

export function docSearchFields(): CollectionFieldSchema[] {
  return [
    // lvl0 (section) and lvl1 (page title) are facets: the search page filters and groups by them.
    ...LEVELS.map((level): CollectionFieldSchema => ({
      name: `hierarchy.${level}`,
      type: 'string',
      optional: true,
      ...(level === 'lvl0' || level === 'lvl1' ? { facet: true } : {}),
    })),
    { name: 'content', type: 'string', optional: true },
    { name: 'url', type: 'string', facet: true },
    { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
    { name: 'anchor', type: 'string', optional: true },
    { name: 'type', type: 'string', facet: true },
    { name: 'language', type: 'string', facet: true, optional: true },
    { name: 'docusaurus_tag', type: 'string', facet: true, optional: true },
    { name: 'version', type: 'string', facet: true, optional: true },
    { name: 'item_priority', type: 'int64', sort: true },
    // Ranking by page kind (typesenseQuery.ts) and the /search filters.
    { name: 'page_kind', type: 'string', facet: true },
  ];
}

/** The full create request for a collection named `name`. */
export function docSearchSchema(name: string): CollectionCreateSchema {
  return {
    name,
    fields: docSearchFields(),
    // Ties in text relevance go to headings and higher-ranked pages (see itemPriority in records.ts).
    default_sorting_field: 'item_priority',
    token_separators: [...TOKEN_SEPARATORS],
    symbols_to_index: [...SYMBOLS_TO_INDEX],
  };
}

/**
 * `<alias>-<UTC time to the millisecond>`, e.g. `docs-20250131T142501123Z`:
 * unique per run, and sorting the names sorts the runs, so a stray
 * collection left by a crash is easy to date.
 */
export function collectionNameFor(alias: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${alias}-${stamp}`;
}

/** One multi-way Typesense synonym per group of src/search/synonyms.ts, named after its canonical term. */
export function synonymSets(): Array<{ id: string; synonyms: string[] }> {
  return SYNONYM_GROUPS.map((group) => ({ id: `site-${group[0].replace(/[^a-z0-9]+/g, '-')}`, synonyms: [...group] }));
}
