import fs from 'node:fs/promises';
import path from 'node:path';
import type MiniSearch from 'minisearch';
import type { DocSearchRecord } from '../../search/record';
import { BASE_FILE, recordChunkFile, SHARD_DIR, splitIndex, termShardFile } from '../../search/shards';

/** Writes the browser's split index (src/search/shards.ts) into `<outDir>/search/`; returns its file count. */
export async function writeShards(outDir: string, index: MiniSearch<DocSearchRecord>, records: DocSearchRecord[]): Promise<number> {
  const dir = path.join(outDir, SHARD_DIR);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const { base, terms, chunks } = splitIndex(index, records);
  await fs.writeFile(path.join(dir, BASE_FILE), JSON.stringify(base));
  await Promise.all(terms.map((entries, n) => fs.writeFile(path.join(dir, termShardFile(n)), JSON.stringify(entries))));
  await Promise.all(chunks.map((chunk, n) => fs.writeFile(path.join(dir, recordChunkFile(n)), JSON.stringify(chunk))));
  return 1 + terms.length + chunks.length;
}
