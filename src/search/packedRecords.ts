/**
 * The embedded index's records in a compact form (search-records.json).
 * Records repeat their page's URL, tags and headings; stored as they are,
 * they made up three quarters of the index. Here each page and each heading
 * is written once and records point at them. Shared by the build and the
 * browser, so it has no dependencies.
 */
import { LEVELS, type DocSearchRecord, type RecordType } from './record';
import type { PageKind } from './pageKind';

export type PackedPage = [
  urlWithoutAnchor: string,
  language: string,
  docusaurusTag: string,
  version: string,
  pageKind: PageKind,
];
/** Heading indexes per level (-1: none); content and priority as in the record. */
type PackedRecord = [
  page: number,
  anchor: string | null,
  type: RecordType,
  headings: number[],
  content: string | null,
  itemPriority: number,
];

export interface PackedRecords {
  pages: PackedPage[];
  headings: string[];
  records: PackedRecord[];
}

export function packRecords(records: DocSearchRecord[]): PackedRecords {
  const pages: PackedPage[] = [];
  const pageIndex = new Map<string, number>();
  const headings: string[] = [];
  const headingIndex = new Map<string, number>();
  const indexOf = <T>(map: Map<string, number>, list: T[], key: string, value: T) => {
    let i = map.get(key);
    if (i === undefined) {
      i = list.push(value) - 1;
      map.set(key, i);
    }
    return i;
  };
  return {
    pages,
    headings,
    records: records.map((record) => {
      const page: PackedPage = [
        record.url_without_anchor,
        record.language,
        record.docusaurus_tag,
        record.version,
        record.page_kind,
      ];
      return [
        indexOf(pageIndex, pages, JSON.stringify(page), page),
        record.anchor,
        record.type,
        LEVELS.map((level) => {
          const heading = record[`hierarchy.${level}`];
          return heading === null || heading === undefined ? -1 : indexOf(headingIndex, headings, heading, heading);
        }),
        record.content,
        record.item_priority,
      ];
    }),
  };
}

/** The parts a stored record is kept as: its page, own fields and heading indexes (-1: none) into `headings`. */
export interface RecordParts {
  id: number;
  page: PackedPage;
  anchor: string | null;
  type: RecordType;
  levels: number[];
  content: string | null;
  itemPriority: number;
  headings: string[];
}

/** A DocSearch record from its stored parts: both stored forms (this file, ./shards.ts) rebuild records here. */
export function recordFromParts({
  id,
  page,
  anchor,
  type,
  levels,
  content,
  itemPriority,
  headings,
}: RecordParts): DocSearchRecord {
  const [urlWithoutAnchor, language, docusaurusTag, version, pageKind] = page;
  return {
    id: String(id),
    url: `${urlWithoutAnchor}${anchor ? `#${anchor}` : ''}`,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type,
    content,
    language,
    docusaurus_tag: docusaurusTag,
    version,
    item_priority: itemPriority,
    page_kind: pageKind,
    ...Object.fromEntries(
      LEVELS.map((level, l) => [`hierarchy.${level}`, levels[l] >= 0 ? headings[levels[l]] : null]),
    ),
  } as DocSearchRecord;
}

/** Record `i` as the build made it, with its position as id. */
export function unpackRecord(packed: PackedRecords, i: number): DocSearchRecord {
  const [page, anchor, type, levels, content, itemPriority] = packed.records[i];
  return recordFromParts({
    id: i,
    page: packed.pages[page],
    anchor,
    type,
    levels,
    content,
    itemPriority,
    headings: packed.headings,
  });
}
