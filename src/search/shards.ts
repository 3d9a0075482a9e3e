/**
 * The embedded index split so that a search downloads only what it needs
 * (build/search/):
 * - `base.json`: what every query needs: document count, average field
 *   lengths (for BM25), the pages (address, tags, kind) and each record's
 *   page and type;
 * - `t-<n>.json`: the index entries of the terms whose first three letters
 *   hash to shard n. Prefix search starts at three letters (indexOptions.ts),
 *   so a word and everything it prefixes are in one shard; typos are found
 *   after the first three letters. Each term's records are listed per field
 *   as gaps between ascending ids with the field's length in that record
 *   (encodePostings): ranking reads a record's length only for a field a
 *   query word matched in, so the base need not hold every record's lengths
 *   (it had: most of its size, growing with the site);
 * - `r-<n>.json`: the display text of records n*RECORD_CHUNK .. (n+1)*RECORD_CHUNK-1,
 *   fetched only for the hits shown (a page's records are adjacent). Small
 *   chunks: the modal shows a few records from each of its pages, and larger
 *   chunks fetched several times the text it showed.
 * Built with the site, once per index set (./indexSets.ts); shared by the
 * build, the browser and the tests.
 */
import type MiniSearch from 'minisearch';
import { LEVELS, type DocSearchRecord, type RecordType } from './record';
import { recordFromParts, type PackedPage } from './packedRecords';

export { SHARD_DIR } from './files';
/**
 * Shards the term-start hashes are spread over. With 128, a shard held the
 * words of many starts besides the query's, and on a phone the term shard
 * was the largest download of a first search after the modal's code; at
 * 1,024 most starts have a shard of their own.
 */
export const TERM_SHARDS = 1024;
export const RECORD_CHUNK = 8;
export const BASE_FILE = 'base.json';
export const termShardFile = (n: number) => `t-${n}.json`;
export const recordChunkFile = (n: number) => `r-${n}.json`;

const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

type Page = PackedPage;

export interface IndexBase {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  pages: Page[];
  /** Per record: its page. */
  recordPage: number[];
  /** Per record: its type, as a digit (index in TYPES). */
  types: string;
}

/** Per chunk: headings written once, and per record [anchor, heading index per level (-1 none), content]. */
export interface RecordChunk {
  headings: string[];
  records: Array<[anchor: string | null, levels: number[], content: string | null]>;
}

/** Shard of a processed (lower-case, canonical) term. */
export function shardOfTerm(term: string): number {
  const key = term.slice(0, 3);
  let hash = 7;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % TERM_SHARDS;
}

export const typeAt = (base: IndexBase, id: number): RecordType => TYPES[Number(base.types[id])];

/** A term and, per field id, its records as encodePostings writes them. */
export type TermEntry = [term: string, fields: Record<string, number[]>];

/**
 * Records (id -> how often the term occurs in the field) as ascending gaps
 * between ids, each followed by the field's length in that record (never 0:
 * the field holds the term) and, where the frequency is not 1, the negated
 * frequency: `{ 7: 1, 9: 3 }` with lengths 4 and 12 -> `[7, 4, 2, 12, -3]`.
 */
export function encodePostings(docs: Record<string, number>, lengthOf: (id: number) => number): number[] {
  const out: number[] = [];
  let previous = 0;
  for (const id of Object.keys(docs)
    .map(Number)
    .sort((a, b) => a - b)) {
    out.push(id - previous, lengthOf(id));
    previous = id;
    if (docs[id] !== 1) out.push(-docs[id]);
  }
  return out;
}

/** The records of encodePostings (id -> frequency); each record's field length goes to `length`. */
export function decodePostings(encoded: number[], length: (id: number, value: number) => void): Map<number, number> {
  const docs = new Map<number, number>();
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    id += encoded[i];
    length(id, encoded[i + 1]);
    if (encoded[i + 2] < 0) {
      docs.set(id, -encoded[i + 2]);
      i += 1;
    } else docs.set(id, 1);
  }
  return docs;
}

export interface ShardFiles {
  base: IndexBase;
  terms: TermEntry[][];
  chunks: RecordChunk[];
}

/** Splits a built index and its records (positions as ids) into the files above. */
export function splitIndex(index: MiniSearch<DocSearchRecord>, records: DocSearchRecord[]): ShardFiles {
  const plain = index.toJSON();
  // The browser rebuilds short ids as positions: check the build assigned them so.
  for (const [shortId, id] of Object.entries(plain.documentIds)) {
    if (String(shortId) !== String(id))
      throw new Error(`search index: record ${id} has internal id ${shortId}; ids must be positions`);
  }
  const pages: Page[] = [];
  const pageIndex = new Map<string, number>();
  const recordPage = records.map((r) => {
    let p = pageIndex.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.push([r.url_without_anchor, r.language, r.docusaurus_tag, r.version, r.page_kind]) - 1;
      pageIndex.set(r.url_without_anchor, p);
    }
    return p;
  });
  const terms: TermEntry[][] = Array.from({ length: TERM_SHARDS }, () => []);
  for (const [term, fieldDocs] of plain.index) {
    const postings = Object.entries(fieldDocs).map(([field, docs]) => [
      field,
      encodePostings(docs, (id) => plain.fieldLength[id][Number(field)]),
    ]);
    terms[shardOfTerm(term)].push([term, Object.fromEntries(postings)]);
  }
  const chunks: RecordChunk[] = [];
  for (let start = 0; start < records.length; start += RECORD_CHUNK) {
    const headings: string[] = [];
    const headingIndex = new Map<string, number>();
    chunks.push({
      headings,
      records: records.slice(start, start + RECORD_CHUNK).map((r) => [
        r.anchor,
        LEVELS.map((level) => {
          const heading = r[`hierarchy.${level}`];
          if (heading === null || heading === undefined) return -1;
          let h = headingIndex.get(heading);
          if (h === undefined) headingIndex.set(heading, (h = headings.push(heading) - 1));
          return h;
        }),
        r.content,
      ]),
    });
  }
  return {
    base: {
      documentCount: plain.documentCount,
      nextId: plain.nextId,
      fieldIds: plain.fieldIds,
      averageFieldLength: plain.averageFieldLength,
      pages,
      recordPage,
      types: records.map((r) => TYPES.indexOf(r.type)).join(''),
    },
    terms,
    chunks,
  };
}

/** Record `id` from its chunk and the base. */
export function recordFrom(base: IndexBase, chunk: RecordChunk, id: number): DocSearchRecord {
  const [anchor, levels, content] = chunk.records[id % RECORD_CHUNK];
  const page = base.pages[base.recordPage[id]];
  return recordFromParts({
    id,
    page,
    anchor,
    type: typeAt(base, id),
    levels,
    content,
    itemPriority: 0,
    headings: chunk.headings,
  });
}
