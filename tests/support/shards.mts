/**
 * The unit test files, run in two processes instead of one each. Node 20's runner starts a process
 * per file, and each loads tsx and the modules its file imports again; on the two-core machine that
 * start-up was a large part of the unit tests' CPU time. (Node 22 offers this as
 * `--experimental-test-isolation=none`; the README's machine has Node 20.)
 *
 * Each file becomes a suite named after it, so the hooks it declares at its top level (`before`,
 * `beforeEach`...) apply to its own tests only, as they did in a process of its own. What the files
 * of a shard share is the process: a file must not leave global state behind (environment
 * variables, patched globals, listeners) for the next one to find. A single file still runs alone:
 * `node --import tsx --test tests/unit/<name>.test.mts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';

export const UNIT_DIR = path.resolve(import.meta.dirname, '../unit');

/** The test files of shard `shard` (1-based) of `shards`: every `shards`-th file in name order. */
export function shardFiles(files: readonly string[], shard: number, shards: number): string[] {
  if (!Number.isInteger(shard) || !Number.isInteger(shards) || shard < 1 || shard > shards)
    throw new Error(`shard ${shard} of ${shards}: not a shard`);
  return [...files].sort().filter((_file, index) => index % shards === shard - 1);
}

export function unitTestFiles(dir = UNIT_DIR): string[] {
  return fs.readdirSync(dir).filter((file) => file.endsWith('.test.mts'));
}

/** Registers a suite per test file of the shard; each suite imports its file, which declares its tests. */
export function registerShard(shard: number, shards: number, dir = UNIT_DIR): void {
  for (const file of shardFiles(unitTestFiles(dir), shard, shards))
    describe(file, async () => {
      await import(path.join(dir, file));
    });
}
