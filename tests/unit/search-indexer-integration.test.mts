/**
 * `npm run search:index` end to end against a stand-in Typesense server
 * (tests/support/typesense-stand-in.mts, speaking Typesense 29's API; the
 * 30 API: search-indexer-generations.test.mts) and a fixture build: what is
 * created, imported and switched, in which order, and that every failure
 * leaves the alias alone, removes the new collection and never shows the key.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { inspect, promisify } from 'node:util';
import { collectRecords } from '../../src/plugins/search-index/collect.ts';
import { readPublicPages } from '../../src/plugins/public-pages/publicPages.ts';
import type { DocSearchRecord } from '../../src/search/record.ts';
import { PublishError } from '../../scripts/search/errors.ts';
import { dryRun, publish, type PublishOptions } from '../../scripts/search/publish.ts';
import { docSearchSchema } from '../../scripts/search/schema.ts';
import { FIXTURE_SITE, writeFixtureBuild } from '../support/search-fixture.mts';
import { publishRejection } from '../support/typesense-publishing.mts';
import {
  closedPort,
  startTypesenseStandIn,
  type StandInCall,
  type TypesenseStandIn,
} from '../support/typesense-stand-in.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_KEY = 'admin-key-7f3c9e2b41d8a6';
const ALIAS = 'docs';
const BATCH = 5;
const NOW = new Date('2025-01-31T14:25:01.123Z');
const NEW_COLLECTION = 'docs-20250131T142501123Z';

let buildDir: string;
let expected: DocSearchRecord[];
let server: TypesenseStandIn;

before(async () => {
  buildDir = await writeFixtureBuild();
  expected = await collectRecords({
    outDir: buildDir,
    siteUrl: FIXTURE_SITE.url,
    baseUrl: FIXTURE_SITE.baseUrl,
    routes: (await readPublicPages(buildDir))!.pages,
  });
  server = await startTypesenseStandIn(ADMIN_KEY);
});
after(async () => {
  await server.close();
  await fs.rm(path.dirname(buildDir), { recursive: true, force: true });
});
beforeEach(() => {
  server.calls.length = 0;
  server.collections.clear();
  server.aliases.clear();
  server.fault = undefined;
});

function options(overrides: Partial<PublishOptions> = {}): PublishOptions {
  return {
    buildDir,
    site: FIXTURE_SITE,
    target: { nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }], adminKey: ADMIN_KEY, alias: ALIAS },
    batchSize: BATCH,
    timeoutSeconds: 2,
    numRetries: 0,
    retryIntervalSeconds: 0,
    now: () => NOW,
    ...overrides,
  };
}

/** A live collection as a previous run left it, with the alias on it. */
function seedPrevious(name = 'docs-20240101T000000000Z'): string {
  server.collections.set(name, {
    schema: docSearchSchema(name) as never,
    documents: new Map([['old', { id: 'old' }]]),
    synonyms: new Map(),
  });
  server.aliases.set(ALIAS, name);
  return name;
}

const importCalls = () => server.callsTo('POST', /\/documents\/import$/);
const indexOf = (predicate: (call: StandInCall) => boolean) => server.calls.findIndex(predicate);
const expectedBatches = () => Math.ceil(expected.length / BATCH);

const rejection = (promise: Promise<unknown>) => publishRejection(promise, ADMIN_KEY);

describe('search:index against a stand-in Typesense', () => {
  it('fixture: enough records for several batches', () => {
    assert.ok(expected.length > 2 * BATCH, `${expected.length} records`);
    assert.ok(!expected.some((record) => record.url.includes('/search')), 'the search page is not indexed');
  });

  it('first run: creates the collection with the schema, imports every record in batches, then creates the alias', async () => {
    const progress: string[] = [];
    const result = await publish(options({ progress: (line) => progress.push(line) }));

    assert.deepEqual(result, {
      alias: ALIAS,
      collection: NEW_COLLECTION,
      previous: null,
      records: expected.length,
      batches: expectedBatches(),
      serverVersion: '29.0',
      rulesApi: 'collection',
      // The fixture has one Core operation page (Create a credential): its task's phrases, one override each.
      curations: server.callsTo('PUT', /\/overrides\//).length,
    });
    assert.ok(result.curations > 0, "the task curations of the fixture's operation page");
    const [create] = server.callsTo('POST', /^\/collections$/);
    assert.deepEqual(JSON.parse(create.body), docSearchSchema(NEW_COLLECTION));

    const imports = importCalls();
    assert.equal(imports.length, expectedBatches());
    for (const [i, call] of imports.entries()) {
      assert.equal(call.path, `/collections/${NEW_COLLECTION}/documents/import`);
      assert.equal(call.query.get('action'), 'create');
      assert.deepEqual(
        call.body.split('\n').map((line) => JSON.parse(line)),
        expected.slice(i * BATCH, (i + 1) * BATCH),
      );
    }
    assert.deepEqual([...server.collections.get(NEW_COLLECTION)!.documents.values()], expected);
    assert.equal(server.aliases.get(ALIAS), NEW_COLLECTION);
    assert.equal(server.callsTo('DELETE', /.*/).length, 0, 'nothing to delete on the first run');
    assert.ok(server.calls.every((call) => call.key === ADMIN_KEY));
    assert.equal(progress.length, expectedBatches());
    assert.equal(progress.at(-1), `${expected.length} / ${expected.length} records`);
  });

  it('next run: switches the alias only after the complete import, then deletes the previous collection and only that', async () => {
    const previous = seedPrevious();
    server.collections.set('unrelated', {
      schema: docSearchSchema('unrelated') as never,
      documents: new Map(),
      synonyms: new Map(),
    });

    const result = await publish(options());

    assert.equal(result.previous, previous);
    assert.equal(server.aliases.get(ALIAS), NEW_COLLECTION);
    assert.deepEqual([...server.collections.keys()].sort(), [NEW_COLLECTION, 'unrelated']);
    const lastImport = server.calls.lastIndexOf(importCalls().at(-1)!);
    const aliasSwitch = indexOf((call) => call.method === 'PUT' && call.path === `/aliases/${ALIAS}`);
    const deletion = indexOf((call) => call.method === 'DELETE');
    assert.ok(lastImport < aliasSwitch && aliasSwitch < deletion, 'import, then alias, then delete');
    assert.equal(server.callsTo('PUT', /^\/aliases\//).length, 1, 'one alias upsert');
    // The synonyms the embedded index folds, on the new collection before readers are switched to it.
    const synonyms = server.collections.get(NEW_COLLECTION)!.synonyms;
    assert.deepEqual(synonyms.get('site-revoke'), ['revoke', 'revocation', 'revoked', 'revoking']);
    assert.ok(synonyms.get('site-organisation')!.includes('organization'));
    assert.ok(indexOf((call) => call.path.includes('/synonyms/')) < aliasSwitch, 'synonyms before the alias switch');
    assert.deepEqual(
      server.callsTo('DELETE', /.*/).map((call) => call.path),
      [`/collections/${previous}`],
    );
  });

  it('uses every node of a cluster: a dead node is skipped', async () => {
    const dead = await closedPort();
    const result = await publish(
      options({
        target: {
          nodes: [
            { host: '127.0.0.1', port: dead, protocol: 'http' },
            { host: '127.0.0.1', port: server.port, protocol: 'http' },
          ],
          adminKey: ADMIN_KEY,
          alias: ALIAS,
        },
        numRetries: 2,
      }),
    );
    assert.equal(result.records, expected.length);
    assert.equal(server.aliases.get(ALIAS), NEW_COLLECTION);
  });

  /** Asserts what every failure after the collection exists must leave behind. */
  function assertRolledBack(previous: string) {
    assert.equal(server.aliases.get(ALIAS), previous, 'alias unchanged');
    assert.ok(!server.collections.has(NEW_COLLECTION), 'new collection deleted');
    assert.ok(server.collections.has(previous), 'previous collection kept');
    assert.equal(server.callsTo('PUT', /^\/aliases\//).length, 0, 'alias never written');
    assert.deepEqual(
      server.callsTo('DELETE', /.*/).map((call) => call.path),
      [`/collections/${NEW_COLLECTION}`],
    );
  }

  it('a batch with a rejected document fails the run, names the error and the count, and rolls back', async () => {
    const previous = seedPrevious();
    let imports = 0;
    server.fault = (call) => {
      if (!call.path.endsWith('/import') || ++imports !== 2) return undefined;
      const lines = call.body.split('\n').map(() => JSON.stringify({ success: true }));
      lines[1] = JSON.stringify({ success: false, error: 'Field `item_priority` must be an int64.', code: 400 });
      return { status: 200, body: lines.join('\n'), contentType: 'text/plain; charset=utf-8' };
    };
    const error = await rejection(publish(options()));
    assert.match(error.message, /batch 2\/\d+/);
    assert.match(error.message, /rejected 1 of 5 documents, first: Field `item_priority` must be an int64\./);
    assert.match(
      error.message,
      new RegExp(`deleted the new collection ${NEW_COLLECTION}; alias docs still points to ${previous}`),
    );
    assert.equal(importCalls().length, 2, 'stops at the failed batch');
    assertRolledBack(previous);
  });

  it('an HTTP 500 during the import fails the run and rolls back', async () => {
    const previous = seedPrevious();
    let imports = 0;
    server.fault = (call) =>
      call.path.endsWith('/import') && ++imports === 2
        ? { status: 500, body: JSON.stringify({ message: 'Raft write failed.' }) }
        : undefined;
    const error = await rejection(publish(options()));
    assert.match(error.message, /batch 2\/\d+ .*HTTP 500.*Raft write failed/);
    assertRolledBack(previous);
  });

  it('an alias switch refused with a 4xx deletes the new collection and leaves the alias', async () => {
    const previous = seedPrevious();
    server.fault = (call) =>
      call.method === 'PUT' && call.path.startsWith('/aliases/')
        ? { status: 422, body: JSON.stringify({ message: 'Alias not allowed.' }) }
        : undefined;
    const error = await rejection(publish(options()));
    assert.match(error.message, /pointing alias docs to .*HTTP 422: Alias not allowed\..*deleted the new collection/);
    assert.equal(server.aliases.get(ALIAS), previous);
    assert.ok(!server.collections.has(NEW_COLLECTION));
    assert.ok(server.collections.has(previous));
  });

  it('an alias switch without a definite answer keeps the new collection, which the alias may point to', async () => {
    const previous = seedPrevious();
    server.fault = (call) =>
      call.method === 'PUT' && call.path.startsWith('/aliases/')
        ? { status: 500, body: JSON.stringify({ message: 'boom' }) }
        : undefined;
    const error = await rejection(publish(options()));
    assert.match(
      error.message,
      /pointing alias docs to .*HTTP 500: boom; kept docs-\d+T\d+Z because alias docs may point to it already/,
    );
    assert.equal(server.aliases.get(ALIAS), previous);
    assert.ok(server.collections.has(NEW_COLLECTION), 'not deleted: deleting a live collection would break search');
    assert.ok(server.collections.has(previous));
    assert.equal(server.callsTo('DELETE', /.*/).length, 0);
  });

  it('an alias switch that was applied but whose answer was lost counts as done', async () => {
    const previous = seedPrevious();
    server.fault = (call) => {
      if (call.method !== 'PUT' || !call.path.startsWith('/aliases/')) return undefined;
      server.aliases.set(ALIAS, JSON.parse(call.body).collection_name);
      return { status: 503, body: JSON.stringify({ message: 'Not Ready or Lagging' }) };
    };
    const result = await publish(options());
    assert.equal(result.collection, NEW_COLLECTION);
    assert.equal(server.aliases.get(ALIAS), NEW_COLLECTION);
    assert.ok(!server.collections.has(previous), 'previous deleted as usual');
  });

  it('a previous collection that is already gone is no error', async () => {
    server.aliases.set(ALIAS, 'docs-gone');
    const result = await publish(options());
    assert.equal(result.previous, 'docs-gone');
    assert.equal(server.aliases.get(ALIAS), NEW_COLLECTION);
  });

  // The stand-in never answers: without the timeout the publish would hang until the test's own limit.
  it('a batch that gets no answer times out, and rolls back', { timeout: 30_000 }, async () => {
    const previous = seedPrevious();
    server.fault = (call) => (call.path.endsWith('/import') ? { hang: true } : undefined);
    const error = await rejection(publish(options({ timeoutSeconds: 0.3 })));
    assert.match(error.message, /did not answer within 0\.3 s/);
    assert.equal(server.aliases.get(ALIAS), previous);
    assert.ok(!server.collections.has(NEW_COLLECTION));
  });

  it('a wrong key is reported as rejected, without the key, before anything is created', async () => {
    const previous = seedPrevious();
    const wrongKey = 'wrong-key-0a1b2c3d4e5f';
    const error = await publish(options({ target: { ...options().target, adminKey: wrongKey } })).then(
      () => assert.fail('should fail'),
      (caught: PublishError) => caught,
    );
    assert.match(error.message, /rejected the admin key \(HTTP 401\)/);
    assert.ok(!inspect(error, { depth: Infinity, showHidden: true }).includes(wrongKey));
    assert.equal(server.callsTo('POST', /.*/).length, 0);
    assert.equal(server.aliases.get(ALIAS), previous);
  });

  it('an unreachable host fails fast with a clear message', async () => {
    const port = await closedPort();
    const started = Date.now();
    const error = await rejection(
      publish(
        options({
          target: { nodes: [{ host: '127.0.0.1', port, protocol: 'http' }], adminKey: ADMIN_KEY, alias: ALIAS },
        }),
      ),
    );
    // No retries with back-off for a refused connection (those take many seconds); the margin is for a busy machine.
    assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
    assert.equal(
      error.message,
      `reading alias docs: cannot reach Typesense at http://127.0.0.1:${port}: connection refused`,
    );
  });

  it('refuses an alias name that is already a collection', async () => {
    server.collections.set(ALIAS, {
      schema: docSearchSchema(ALIAS) as never,
      documents: new Map(),
      synonyms: new Map(),
    });
    const error = await rejection(publish(options()));
    assert.match(error.message, /"docs" \(TYPESENSE_COLLECTION\) is a collection, not an alias/);
    assert.equal(server.callsTo('POST', /.*/).length, 0);
  });

  it('a missing build names the file and says to build, without any request', async () => {
    const error = await rejection(publish(options({ buildDir: path.join(path.dirname(buildDir), 'nothing') })));
    assert.match(error.message, /nothing\/public-pages\.json not found: run `npm run build`/);
    assert.equal(server.calls.length, 0);
  });

  it('a build made for another SITE_URL is refused', async () => {
    const error = await rejection(publish(options({ site: { url: 'https://docs.procivis.ch', baseUrl: '/' } })));
    assert.match(error.message, /was built for https:\/\/docs\.example\.org\/, not https:\/\/docs\.procivis\.ch\//);
    assert.equal(server.calls.length, 0);
  });

  it('dry run: writes the records and the schema, no network', async () => {
    const outDir = path.join(path.dirname(buildDir), 'dry');
    const result = await dryRun({ buildDir, site: FIXTURE_SITE, outDir, alias: ALIAS, now: () => NOW });
    const lines = (await fs.readFile(result.recordsFile, 'utf8')).trimEnd().split('\n');
    assert.deepEqual(
      lines.map((line) => JSON.parse(line)),
      expected,
    );
    assert.deepEqual(JSON.parse(await fs.readFile(result.schemaFile, 'utf8')), docSearchSchema(NEW_COLLECTION));
    assert.deepEqual(Object.fromEntries(result.byType), { content: 15, lvl1: 3, lvl2: 4 });
    // The curation set's items publish would send: the task of the fixture's one Core operation page.
    const { items } = JSON.parse(await fs.readFile(result.curationsFile, 'utf8'));
    assert.equal(items.length, result.curations);
    assert.ok(items.length > 0 && items.every((item: { id: string }) => item.id.endsWith('--post-credential')));
    assert.equal(server.calls.length, 0);
  });
});

describe('the search:index command', () => {
  const run = promisify(execFile);
  const cli = path.join(ROOT, 'scripts/search/index-typesense.mts');
  /** Runs the CLI with only the given environment (plus PATH), never the caller's TYPESENSE_*. */
  async function command(args: string[], env: Record<string, string>) {
    return run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', SITE_URL: FIXTURE_SITE.url, ...env },
      timeout: 20_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  }
  const typesenseEnv = () => ({ TYPESENSE_HOST: `127.0.0.1:${server.port}`, TYPESENSE_PROTOCOL: 'http' });

  it('publishes with one summary line in CI', async () => {
    const result = await command(['--build-dir', buildDir, '--batch-size', '5', '--timeout-seconds', '5'], {
      ...typesenseEnv(),
      TYPESENSE_ADMIN_API_KEY: ADMIN_KEY,
      CI: 'true',
    });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr, '');
    const lines = result.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 1, result.stdout);
    assert.match(
      lines[0],
      new RegExp(
        `^search:index: ${expected.length} records in ${expectedBatches()} batches and \\d+ curations to docs-\\d{8}T\\d{9}Z; alias docs -> docs-`,
      ),
    );
    assert.equal(importCalls().length, expectedBatches());
    assert.ok(!result.stdout.includes(ADMIN_KEY));
  });

  it('exits non-zero with one line, without the key, when the key is wrong', async () => {
    const wrongKey = 'wrong-key-9z8y7x6w5v';
    const result = await command(['--build-dir', buildDir], { ...typesenseEnv(), TYPESENSE_ADMIN_API_KEY: wrongKey });
    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.equal(result.stderr.trimEnd().split('\n').length, 1, result.stderr);
    assert.match(result.stderr, /rejected the admin key \(HTTP 401\)/);
    assert.ok(!result.stderr.includes(wrongKey));
  });

  it('exits non-zero naming the missing variable', async () => {
    const noKey = await command(['--build-dir', buildDir], typesenseEnv());
    assert.equal(noKey.code, 1);
    assert.equal(
      noKey.stderr.trim(),
      'search:index: TYPESENSE_ADMIN_API_KEY is not set: the indexer needs an admin key (see maintainers/search-and-publishing.md)',
    );
    const noHost = await command(['--build-dir', buildDir], { TYPESENSE_ADMIN_API_KEY: ADMIN_KEY });
    assert.equal(noHost.code, 1);
    assert.match(noHost.stderr, /^search:index: TYPESENSE_HOST is not set/);
    assert.equal(server.calls.length, 0);
  });

  it('--dry-run needs no key and prints the counts', async () => {
    const outDir = path.join(path.dirname(buildDir), 'dry-cli');
    const result = await command(['--dry-run', '--build-dir', buildDir, '--out-dir', outDir], {});
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /^by docusaurus_tag: default \d+, docs-default-current \d+, docs-reference-current \d+$/m,
    );
    assert.match(result.stdout, /^by type: content 15, lvl1 3, lvl2 4$/m);
    assert.match(result.stdout, new RegExp(`dry run: ${expected.length} records written to`));
    await fs.access(path.join(outDir, 'search-records.jsonl'));
    await fs.access(path.join(outDir, 'search-schema.json'));
    await fs.access(path.join(outDir, 'search-curations.json'));
    assert.match(result.stdout, / \d+ curations to /);
  });

  it('rejects a bad option value', async () => {
    const result = await command(['--build-dir', buildDir, '--batch-size', '0'], {
      ...typesenseEnv(),
      TYPESENSE_ADMIN_API_KEY: ADMIN_KEY,
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /--batch-size must be a positive whole number, not "0"/);
  });
});
