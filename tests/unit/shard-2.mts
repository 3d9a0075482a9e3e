// Shard 2 of the unit test files, run in one process (tests/support/shards.mts).
import { registerShard } from '../support/shards.mts';

registerShard(2, 2);
