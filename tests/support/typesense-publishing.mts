/** Shared by the tests of `npm run search:index` (scripts/search/publish.ts) against the stand-in. */
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import { inspect } from 'node:util';
import { PublishError } from '../../scripts/search/errors.ts';
import { startTypesenseStandIn, type TypesenseStandIn } from './typesense-stand-in.mts';

/**
 * The error a publish that should fail rejected with: a PublishError, one line, and never the
 * admin key, however deep one looks.
 */
export async function publishRejection(promise: Promise<unknown>, adminKey: string): Promise<PublishError> {
  const error = await promise.then(
    () => assert.fail('publish should have failed'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof PublishError, `a PublishError, not ${inspect(error)}`);
  assert.doesNotMatch(error.message, /\n/, 'one line');
  assert.ok(
    !inspect(error, { depth: Infinity, showHidden: true }).includes(adminKey),
    'the key is nowhere in the error',
  );
  return error;
}

export type StandInsByGeneration = Record<'29' | '30', TypesenseStandIn>;

/**
 * Registers hooks that start a stand-in of each API generation (29: rules per collection; 30:
 * synonym and curation sets) before the file's tests, reset both before each test and stop them
 * after; returns the record they are put in.
 */
export function useBothGenerations(adminKey: string, scopedKeys: Record<string, string[]>): StandInsByGeneration {
  const servers = {} as StandInsByGeneration;
  before(async () => {
    servers['29'] = await startTypesenseStandIn(adminKey, { version: '29.0', scopedKeys });
    servers['30'] = await startTypesenseStandIn(adminKey, { version: '30.0', scopedKeys });
  });
  after(() => Promise.all(Object.values(servers).map((server) => server.close())));
  beforeEach(() => Object.values(servers).forEach((server) => server.reset()));
  return servers;
}
