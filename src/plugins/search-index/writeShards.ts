import fs from 'node:fs/promises';
import path from 'node:path';
import { buildEmbeddedIndex } from '../../search/buildIndex';
import type { DocSearchRecord } from '../../search/record';
import { BASE_FILE, recordChunkFile, SHARD_DIR, splitIndex, termShardFile } from '../../search/shards';
import { indexSets } from '../../search/indexSets';

/**
 * Writes the browser's split index (src/search/shards.ts) into `<outDir>/search/`
 * of each of `outDirs`, one per index set (src/search/indexSets.ts), each
 * indexed on its own so that its ranking statistics are those of what it
 * holds. The sets are indexed once, whatever the number of folders; returns
 * the file count of one folder.
 */
export async function writeShards(outDirs: string[], records: DocSearchRecord[]): Promise<number> {
  const sets = indexSets(records).map((set) => ({
    dir: set.dir,
    ...splitIndex(buildEmbeddedIndex(set.records).index, set.records),
  }));
  for (const outDir of outDirs) {
    // Written beside the folder and swapped in: a running dev server serves the folder meanwhile.
    const root = path.join(outDir, SHARD_DIR);
    const next = `${root}.next`;
    await fs.rm(next, { recursive: true, force: true });
    for (const { dir: setDir, base, terms, chunks } of sets) {
      const dir = path.join(next, setDir);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, BASE_FILE), JSON.stringify(base));
      await Promise.all(
        terms.map((entries, n) => fs.writeFile(path.join(dir, termShardFile(n)), JSON.stringify(entries))),
      );
      await Promise.all(
        chunks.map((chunk, n) => fs.writeFile(path.join(dir, recordChunkFile(n)), JSON.stringify(chunk))),
      );
    }
    await fs.rm(root, { recursive: true, force: true });
    await fs.rename(next, root);
  }
  return sets.reduce((files, { terms, chunks }) => files + 1 + terms.length + chunks.length, 0);
}
