/**
 * The DocSearch record: what search stores per heading or block of text.
 * Shared by the build (records.ts), the indexer and the browser, so it has
 * no dependencies.
 */
import type { PageKind } from './pageKind';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/**
 * Joins the cells of a table row in a content record, and an API operation's
 * method and path to its operationId. What comes before the first one names
 * the record (indexOptions.ts ranks it like a heading).
 */
export const ROW_SEPARATOR = ' · ';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** The heading trail of a record: lvl0 is the section, lvl1 the page title, lvl2..lvl6 the headings. */
export type Hierarchy = { lvl0: string } & Record<Exclude<Level, 'lvl0'>, string | null>;

/**
 * A record as the Typesense DocSearch scraper stores it: the hierarchy as
 * flat `hierarchy.lvlN` fields, which is what the DocSearch modal reads.
 */
export type DocSearchRecord = {
  id: string;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  language: string;
  docusaurus_tag: string;
  version: string;
  item_priority: number;
  /** Guide, hand-written reference, an API reference or the SDK (src/search/pageKind.ts): ranking and filters. */
  page_kind: PageKind;
} & { 'hierarchy.lvl0': string } & Record<`hierarchy.${Exclude<Level, 'lvl0'>}`, string | null>;

export function flattenHierarchy(hierarchy: Hierarchy): Pick<DocSearchRecord, `hierarchy.${Level}`> {
  return Object.fromEntries(LEVELS.map((level) => [`hierarchy.${level}`, hierarchy[level]])) as Pick<
    DocSearchRecord,
    `hierarchy.${Level}`
  >;
}

export function hierarchyOf(record: Pick<DocSearchRecord, `hierarchy.${Level}`>): Hierarchy {
  return Object.fromEntries(LEVELS.map((level) => [level, record[`hierarchy.${level}`] ?? null])) as Hierarchy;
}
