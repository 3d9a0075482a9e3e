import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS } from './indexOptions';
import { packRecords, type PackedRecords } from './packedRecords';
import type { DocSearchRecord } from './record';

/** The embedded search: a MiniSearch index whose ids are positions in the packed records. */
export interface EmbeddedIndex {
  index: MiniSearch<DocSearchRecord>;
  records: PackedRecords;
}

/** Indexes the records (at build time, and in tests). */
export function buildEmbeddedIndex(records: DocSearchRecord[]): EmbeddedIndex {
  const index = new MiniSearch<DocSearchRecord>(MINISEARCH_OPTIONS);
  index.addAll(records.map((record, position) => ({ ...record, id: String(position) })));
  return { index, records: packRecords(records) };
}
