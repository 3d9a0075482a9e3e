/**
 * `npm run search:index` against both generations of Typesense's API
 * (tests/support/typesense-stand-in.mts): up to 29, synonyms and overrides
 * live on the collection; from 30, in synonym sets and curation sets the
 * collection links, and the collection-level routes are gone. After each
 * publish, the site's own search client (src/search/client.ts, configured as
 * the build configures it) searches the result, so what counts is what a
 * reader gets: a synonym finds its other forms, a curation pins its page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchSettings, typesenseThemeConfig } from '../../config/search.ts';
import type { Curation } from '../../scripts/search/curations.ts';
import { publish, type PublishOptions } from '../../scripts/search/publish.ts';
import { docSearchSchema, synonymSets } from '../../scripts/search/schema.ts';
import { rulesApiFor } from '../../scripts/search/server-api.ts';
import { createSiteSearchClient } from '../../src/search/client.ts';
import { FIXTURE_SITE, writeFixtureBuild } from '../support/search-fixture.mts';
import { type TypesenseStandIn } from '../support/typesense-stand-in.mts';
import { publishRejection } from '../support/typesense-publishing.mts';
import { useBothGenerations } from '../support/typesense-publishing.mts';

const ADMIN_KEY = 'admin-key-5d1e8c0a77b3f2';
const SEARCH_KEY = 'search-only-key-2b9f4e';
/** A key made for Typesense 29 that manages synonyms the old way: 30 no longer lets it reach synonym sets. */
const OLD_SCOPED_KEY = 'old-scoped-key-8c3a1f';
const OLD_SCOPE = ['collections:*', 'documents:*', 'aliases:*', 'synonyms:*', 'overrides:*', 'debug:list'];
const ALIAS = 'docs';
const NOW = new Date('2025-01-31T14:25:01.123Z');
const NEW_COLLECTION = 'docs-20250131T142501123Z';
const PINNED_PAGE = `${FIXTURE_SITE.url}/reference/core/post-credential`;

/** Pins the operation page first for the query "install", which otherwise finds only the Get started page. */
const CURATION: Curation = {
  id: 'install-pins-create-credential',
  rule: { query: 'install', match: 'exact' },
  includes: [{ id: `${PINNED_PAGE}:0`, position: 1 }],
};

let buildDir: string;
const servers = useBothGenerations(ADMIN_KEY, { [SEARCH_KEY]: ['documents:search'], [OLD_SCOPED_KEY]: OLD_SCOPE });

before(async () => {
  buildDir = await writeFixtureBuild();
});
after(() => fs.rm(path.dirname(buildDir), { recursive: true, force: true }));

function options(server: TypesenseStandIn, overrides: Partial<PublishOptions> = {}): PublishOptions {
  return {
    buildDir,
    site: FIXTURE_SITE,
    target: { nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }], adminKey: ADMIN_KEY, alias: ALIAS },
    batchSize: 5,
    timeoutSeconds: 2,
    numRetries: 0,
    retryIntervalSeconds: 0,
    now: () => NOW,
    curations: [CURATION],
    ...overrides,
  };
}

/** The site's search client, configured from the environment as the build configures it. */
function siteClient(server: TypesenseStandIn) {
  const settings = searchSettings({
    TYPESENSE_HOST: `127.0.0.1:${server.port}`,
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_SEARCH_API_KEY: SEARCH_KEY,
  });
  return createSiteSearchClient({
    backend: 'typesense',
    shardsUrl: '',
    typesenseServerConfig: typesenseThemeConfig(settings).typesenseServerConfig,
  });
}

/** The pages (addresses without anchor) a reader gets for `q`, in order. */
async function pagesFor(server: TypesenseStandIn, q: string): Promise<string[]> {
  const { results } = await siteClient(server).search([{ collection: ALIAS, q, per_page: 10 }]);
  return results[0].hits.map((hit) => String(hit.url_without_anchor ?? hit.url));
}

const rejection = (promise: Promise<unknown>) => publishRejection(promise, ADMIN_KEY);

describe('the server version decides where synonyms and curations go', () => {
  it('reads the generation from the version GET /debug reports', () => {
    assert.equal(rulesApiFor('29.0'), 'collection');
    assert.equal(rulesApiFor('0.25.2'), 'collection');
    assert.equal(rulesApiFor('30.0'), 'sets');
    assert.equal(rulesApiFor('v30.1'), 'sets');
    assert.equal(rulesApiFor('31.0.rc3'), 'sets');
    assert.equal(rulesApiFor('nightly'), 'sets');
    assert.throws(
      () => rulesApiFor(''),
      /cannot tell which Typesense version answers: GET \/debug reported version ""/,
    );
    assert.throws(() => rulesApiFor(undefined), /reported version undefined/);
  });

  it('the 30 stand-in refuses the collection-level routes as a 30 server does, the 29 one has no synonym sets', async () => {
    for (const [server, route, status] of [
      [servers['30'], `/collections/${ALIAS}/synonyms/x`, 404],
      [servers['30'], `/collections/${ALIAS}/overrides/x`, 404],
      [servers['29'], '/synonym_sets/x', 404],
      [servers['29'], '/curation_sets/x', 404],
    ] as const) {
      server.collections.set(ALIAS, {
        schema: docSearchSchema(ALIAS) as never,
        documents: new Map(),
        synonyms: new Map(),
      });
      const answer = await fetch(`http://127.0.0.1:${server.port}${route}`, {
        method: 'PUT',
        headers: { 'X-TYPESENSE-API-KEY': ADMIN_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ synonyms: ['a', 'b'], items: [], rule: { query: 'a', match: 'exact' } }),
      });
      assert.equal(answer.status, status, `${server.version} PUT ${route}`);
      assert.deepEqual(await answer.json(), { message: 'Not Found' });
    }
  });
});

describe('publishing to a Typesense 29 server', () => {
  it('adds the synonyms and curations to the collection, then the site finds through them', async () => {
    const server = servers['29'];
    const result = await publish(options(server));
    assert.equal(result.serverVersion, '29.0');
    assert.equal(result.rulesApi, 'collection');
    const stored = server.collections.get(NEW_COLLECTION)!;
    assert.deepEqual(
      Object.fromEntries(stored.synonyms),
      Object.fromEntries(synonymSets().map((set) => [set.id, set.synonyms])),
    );
    assert.deepEqual(stored.overrides?.get(CURATION.id)?.includes, CURATION.includes);
    assert.equal(server.callsTo('PUT', /^\/(synonym|curation)_sets\//).length, 0, 'no set routes on 29');
    assert.equal(
      'synonym_sets' in JSON.parse(server.callsTo('POST', /^\/collections$/)[0].body),
      false,
      'the collection links no set',
    );

    // "openid4vci" occurs nowhere in the fixture; its synonym OID4VCI is on every page.
    assert.ok((await pagesFor(server, 'openid4vci')).length >= 3);
    assert.equal((await pagesFor(server, 'install'))[0], PINNED_PAGE);
  });
});

describe('publishing to a Typesense 30 server', () => {
  const server = () => servers['30'];
  const setName = `${NEW_COLLECTION}-synonyms`;
  const curationName = `${NEW_COLLECTION}-curations`;

  it('creates the synonym and curation sets, links them from the new collection, and the site finds through them', async () => {
    const result = await publish(options(server()));
    assert.equal(result.serverVersion, '30.0');
    assert.equal(result.rulesApi, 'sets');

    assert.deepEqual(server().synonymSets.get(setName), new Map(synonymSets().map((set) => [set.id, set.synonyms])));
    assert.deepEqual(server().curationSets.get(curationName), [CURATION]);
    const [create] = server().callsTo('POST', /^\/collections$/);
    assert.deepEqual(JSON.parse(create.body), {
      ...docSearchSchema(NEW_COLLECTION),
      synonym_sets: [setName],
      curation_sets: [curationName],
    });
    const order = (method: string, route: RegExp) =>
      server().calls.findIndex((call) => call.method === method && route.test(call.path));
    assert.ok(order('GET', /^\/debug$/) < order('PUT', /^\/synonym_sets\//), 'the version first');
    assert.ok(
      order('PUT', /^\/synonym_sets\//) < order('POST', /^\/collections$/),
      'the sets exist before the collection links them',
    );
    assert.ok(order('POST', /^\/collections$/) < order('PUT', /^\/aliases\//));
    assert.equal(server().callsTo('PUT', /\/(synonyms|overrides)\//).length, 0, 'none of the routes 30 removed');
    assert.equal(server().aliases.get(ALIAS), NEW_COLLECTION);

    assert.ok((await pagesFor(server(), 'openid4vci')).length >= 3);
    assert.deepEqual(await pagesFor(server(), 'no-such-word'), []);
    assert.equal((await pagesFor(server(), 'install'))[0], PINNED_PAGE);
  });

  it('without curations, creates no curation set', async () => {
    await publish(options(server(), { curations: [] }));
    assert.equal(server().curationSets.size, 0);
    assert.equal('curation_sets' in JSON.parse(server().callsTo('POST', /^\/collections$/)[0].body), false);
  });

  it('next run: deletes the previous collection with the sets that are its own, and keeps a shared set', async () => {
    const previous = 'docs-20240101T000000000Z';
    const own = [`${previous}-synonyms`, `${previous}_synonyms_index`];
    for (const name of [...own, 'shared-synonyms']) server().synonymSets.set(name, new Map([['x', ['a', 'b']]]));
    server().curationSets.set(`${previous}_curations_index`, [{ id: 'old', rule: { query: 'a', match: 'exact' } }]);
    server().collections.set(previous, {
      schema: {
        ...docSearchSchema(previous),
        synonym_sets: [...own, 'shared-synonyms'],
        curation_sets: [`${previous}_curations_index`],
      } as never,
      documents: new Map(),
      synonyms: new Map(),
    });
    server().aliases.set(ALIAS, previous);

    await publish(options(server()));
    assert.deepEqual([...server().collections.keys()], [NEW_COLLECTION]);
    assert.deepEqual([...server().synonymSets.keys()].sort(), [setName, 'shared-synonyms'].sort());
    assert.deepEqual([...server().curationSets.keys()], [curationName]);
  });

  it('a failed import deletes the new collection and its sets, and leaves the alias', async () => {
    const previous = 'docs-20240101T000000000Z';
    server().collections.set(previous, {
      schema: docSearchSchema(previous) as never,
      documents: new Map(),
      synonyms: new Map(),
    });
    server().aliases.set(ALIAS, previous);
    server().fault = (call) =>
      call.path.endsWith('/import')
        ? { status: 500, body: JSON.stringify({ message: 'Raft write failed.' }) }
        : undefined;
    const error = await rejection(publish(options(server())));
    assert.match(
      error.message,
      new RegExp(
        `deleted the new collection ${NEW_COLLECTION}; alias docs still points to ${previous}; deleted the new synonym set ${setName}; deleted the new curation set ${curationName}$`,
      ),
    );
    assert.deepEqual([...server().collections.keys()], [previous]);
    assert.equal(server().synonymSets.size, 0);
    assert.equal(server().curationSets.size, 0);
    assert.equal(server().aliases.get(ALIAS), previous);
  });

  it('a refused collection deletes the sets made for it', async () => {
    server().fault = (call) =>
      call.method === 'POST' && call.path === '/collections'
        ? { status: 400, body: JSON.stringify({ message: 'Bad schema.' }) }
        : undefined;
    const error = await rejection(publish(options(server())));
    assert.match(
      error.message,
      new RegExp(
        `^creating collection ${NEW_COLLECTION}: Typesense answered HTTP 400: Bad schema\\.; deleted the new synonym set ${setName}; deleted the new curation set ${curationName}$`,
      ),
    );
    assert.equal(server().synonymSets.size, 0);
    assert.equal(server().curationSets.size, 0);
  });

  it('a key scoped to the old synonyms:* actions is refused on synonym sets, and the message names the actions it needs', async () => {
    const error = await rejection(
      publish(options(server(), { target: { ...options(server()).target, adminKey: OLD_SCOPED_KEY } })),
    );
    assert.match(
      error.message,
      new RegExp(
        `^creating synonym set ${setName}: Typesense rejected the admin key \\(HTTP 401\\).*; the key needs the synonym_sets:\\* actions`,
      ),
    );
    assert.ok(!error.message.includes(OLD_SCOPED_KEY));
    assert.equal(server().collections.size, 0, 'nothing created');
  });

  it('a version it cannot read stops the run before anything is created', async () => {
    server().fault = (call) =>
      call.path === '/debug' ? { status: 200, body: JSON.stringify({ state: 1 }) } : undefined;
    const error = await rejection(publish(options(server())));
    assert.equal(error.message, 'cannot tell which Typesense version answers: GET /debug reported version undefined');
    assert.equal(server().callsTo('POST', /.*/).length + server().callsTo('PUT', /.*/).length, 0);
  });
});
