/** The unit test files in shards (tests/support/shards.mts): each file in exactly one. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { shardFiles, UNIT_DIR, unitTestFiles } from '../support/shards.mts';

describe('unit test shards', () => {
  it('puts every test file in exactly one of the shards the test command runs', () => {
    const entries = fs.readdirSync(UNIT_DIR).filter((file) => /^shard-\d+\.mts$/.test(file));
    const declared = entries.map((file) => {
      const call = /registerShard\((\d+), (\d+)\)/.exec(fs.readFileSync(path.join(UNIT_DIR, file), 'utf8'));
      assert.ok(call, `${file} registers no shard`);
      return { shard: Number(call[1]), shards: Number(call[2]) };
    });
    assert.ok(declared.length > 1, 'more than one shard');
    assert.ok(
      declared.every(({ shards }) => shards === declared.length),
      'each shard counts the shard files',
    );
    const files = unitTestFiles();
    const placed = declared.flatMap(({ shard, shards }) => shardFiles(files, shard, shards));
    assert.deepEqual([...placed].sort(), [...files].sort());
    assert.ok(files.includes('shards.test.mts'));
  });

  it('splits any list into disjoint shards that together hold it', () => {
    const files = ['c.test.mts', 'a.test.mts', 'e.test.mts', 'b.test.mts', 'd.test.mts'];
    assert.deepEqual(shardFiles(files, 1, 2), ['a.test.mts', 'c.test.mts', 'e.test.mts']);
    assert.deepEqual(shardFiles(files, 2, 2), ['b.test.mts', 'd.test.mts']);
    assert.deepEqual(shardFiles(files, 1, 1), [...files].sort());
    assert.throws(() => shardFiles(files, 0, 2), /shard 0 of 2: not a shard/);
    assert.throws(() => shardFiles(files, 3, 2), /not a shard/);
  });
});
