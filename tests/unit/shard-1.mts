// Shard 1 of the unit test files, run in one process (tests/support/shards.mts).
import { registerShard } from '../support/shards.mts';

registerShard(1, 2);
