import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS } from './indexOptions';
import { packRecords, type PackedRecords } from './packedRecords';
import type { DocSearchRecord } from './record';

/** The embedded search: a MiniSearch index whose ids are positions in the packed records. */
export interface EmbeddedIndex {
  index: MiniSearch<DocSearchRecord>;
  records: PackedRecords;
}

/** The index and records from the JSON the build writes (the benchmark and tests; the browser loads them stepwise). */
export function restoreEmbeddedIndex(indexJson: string, recordsJson: string): EmbeddedIndex {
  return {
    index: MiniSearch.loadJSON<DocSearchRecord>(indexJson, MINISEARCH_OPTIONS),
    records: JSON.parse(recordsJson) as PackedRecords,
  };
}

/** Indexes the records (at build time, and in tests). */
export function buildEmbeddedIndex(records: DocSearchRecord[]): EmbeddedIndex {
  const index = new MiniSearch<DocSearchRecord>(MINISEARCH_OPTIONS);
  index.addAll(records.map((record, position) => ({ ...record, id: String(position) })));
  return { index, records: packRecords(records) };
}
