import fs from 'node:fs/promises';
import path from 'node:path';
import { buildEmbeddedIndex } from '../../search/buildIndex';
import type { DocSearchRecord } from '../../search/record';
import { BASE_FILE, recordChunkFile, SHARD_DIR, splitIndex, termShardFile } from '../../search/shards';
import { indexSets } from '../../search/indexSets';

/**
 * Writes the browser's split index (src/search/shards.ts) into `<outDir>/search/`,
 * one per index set (src/search/indexSets.ts), each indexed on its own so that
 * its ranking statistics are those of what it holds; returns the file count.
 */
export async function writeShards(outDir: string, records: DocSearchRecord[]): Promise<number> {
  const root = path.join(outDir, SHARD_DIR);
  await fs.rm(root, { recursive: true, force: true });
  let files = 0;
  for (const set of indexSets(records)) {
    const dir = path.join(root, set.dir);
    await fs.mkdir(dir, { recursive: true });
    const { base, terms, chunks } = splitIndex(buildEmbeddedIndex(set.records).index, set.records);
    await fs.writeFile(path.join(dir, BASE_FILE), JSON.stringify(base));
    await Promise.all(terms.map((entries, n) => fs.writeFile(path.join(dir, termShardFile(n)), JSON.stringify(entries))));
    await Promise.all(chunks.map((chunk, n) => fs.writeFile(path.join(dir, recordChunkFile(n)), JSON.stringify(chunk))));
    files += 1 + terms.length + chunks.length;
  }
  return files;
}
