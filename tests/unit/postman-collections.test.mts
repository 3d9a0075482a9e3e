/** The Postman collections plugin: each spec becomes a collection that works right after import. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { listOperations } from '../../src/plugins/llms/openapi-to-markdown.ts';
import { fitCollection, type PostmanSpec } from '../../src/plugins/postman-collections/collection.ts';
import {
  convertSpec,
  type PostmanCollection,
  type PostmanItem,
} from '../../src/plugins/postman-collections/convert.ts';
import { collectionPath } from '../../src/plugins/postman-collections/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = 'https://docs.example.org/';

const requestsOf = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));
const folderNames = (collection: PostmanCollection) => collection.item.map((folder) => folder.name);
const byKey = (collection: PostmanCollection) =>
  new Map(
    requestsOf(collection.item).map((item) => [`${item.request!.method} /${item.request!.url.path!.join('/')}`, item]),
  );

const collections = new Map<string, { spec: PostmanSpec; collection: PostmanCollection }>();

before(async () => {
  for (const [name, { spec: file }] of Object.entries(API_SPECS)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const spec = YAML.parse(text) as PostmanSpec;
    collections.set(name, {
      spec,
      collection: fitCollection(await convertSpec(text), spec, { referenceUrl: `${SITE}reference/${name}` }),
    });
  }
});

describe('Postman collections of the Core, Desk and Bridge specs', () => {
  it('have one request per operation of the spec, and nothing else', () => {
    for (const [name, { spec, collection }] of collections) {
      const operations = listOperations(spec).filter((entry) => !entry.event);
      const requests = requestsOf(collection.item);
      assert.equal(requests.length, operations.length, name);
      assert.deepEqual(
        new Set(requests.map((r) => `${r.request!.method} ${r.request!.url.path!.join('/')}`)),
        new Set(operations.map((o) => `${o.method.toUpperCase()} ${o.path.slice(1).replace(/\{([^}]+)\}/g, ':$1')}`)),
        name,
      );
    }
  });

  it("set baseUrl from the spec's server and an empty bearer token as collection variables", () => {
    for (const [name, { spec, collection }] of collections) {
      const variables = new Map(collection.variable!.map((v) => [v.key, v]));
      assert.equal(variables.get('baseUrl')?.value, spec.servers![0].variables!.baseUrl.default, name);
      assert.equal(variables.get('token')?.value, '', name);
      assert.deepEqual(
        collection.auth,
        { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] },
        name,
      );
      assert.ok(
        requestsOf(collection.item).every((r) => r.request!.url.host?.[0] === '{{baseUrl}}'),
        `${name}: every request goes to {{baseUrl}}`,
      );
    }
  });

  it('let management operations inherit the token, and mark operations without authentication', () => {
    const core = byKey(collections.get('core')!.collection);
    assert.equal(core.get('POST /api/credential/v1')!.request!.auth, undefined);
    const unauthenticated = listOperations(collections.get('core')!.spec).filter(
      (e) => !e.event && e.operation.security?.length === 0,
    );
    assert.ok(unauthenticated.length > 0);
    for (const entry of unauthenticated) {
      const key = `${entry.method.toUpperCase()} ${entry.path.replace(/\{([^}]+)\}/g, ':$1')}`;
      assert.deepEqual(core.get(key)!.request!.auth, { type: 'noauth' }, key);
    }
  });

  it('give operations that take another token a variable of their own', () => {
    const { spec, collection } = collections.get('core')!;
    const oid4vci = listOperations(spec).find((e) => e.operation.security?.some((s) => 'openID4VCI' in s))!;
    const request = byKey(collection).get(
      `${oid4vci.method.toUpperCase()} ${oid4vci.path.replace(/\{([^}]+)\}/g, ':$1')}`,
    )!.request!;
    assert.deepEqual(request.auth, {
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{openId4VciToken}}', type: 'string' }],
    });
    assert.ok(collection.variable!.some((v) => v.key === 'openId4VciToken' && v.value === ''));
  });

  it("name folders after the tags' display names and drop folders of webhook events", () => {
    const core = collections.get('core')!.collection;
    assert.ok(folderNames(core).includes('Credentials'));
    assert.ok(!folderNames(core).includes('credential_management'));
    assert.ok(core.item.every((folder) => (folder.item?.length ?? 1) > 0));
  });

  it('point relative links in descriptions at the site', () => {
    const request = byKey(collections.get('core')!.collection).get('POST /api/credential/v1')!.request!;
    const description = typeof request.description === 'string' ? request.description : request.description!.content;
    assert.match(description, /\(https:\/\/docs\.example\.org\/reference\/core\/share-credential\)/);
    assert.doesNotMatch(description, /\]\((?!https?:)/);
  });

  it('keep the same collection id from build to build, one per API', async () => {
    const ids = [...collections.values()].map(({ collection }) => collection.info._postman_id);
    assert.equal(new Set(ids).size, ids.length);
    const text = fs.readFileSync(path.join(ROOT, API_SPECS.bridge.spec), 'utf8');
    const again = fitCollection(await convertSpec(text), collections.get('bridge')!.spec, {
      referenceUrl: `${SITE}reference/bridge`,
    });
    assert.equal(again.info._postman_id, collections.get('bridge')!.collection.info._postman_id);
    assert.match(again.info._postman_id!, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('fitCollection on a collection that does not match its spec', () => {
  const spec: PostmanSpec = {
    servers: [{ url: '{baseUrl}', variables: { baseUrl: { default: 'https://api.example.org' } } }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey' } } },
    paths: {
      '/a': { get: { operationId: 'get_a' } },
      '/b': { get: { operationId: 'get_b', security: [{ key: [] }] } },
    },
  };
  const request = (p: string): PostmanItem => ({
    name: p,
    request: { method: 'GET', url: { host: ['{{baseUrl}}'], path: [p] } },
  });
  const collection = (items: PostmanItem[]): PostmanCollection => ({
    info: { name: 'A', schema: 'v2.1' },
    item: items,
  });

  it('names a request that is no operation of the spec', () => {
    assert.throws(
      () => fitCollection(collection([request('a'), request('c')]), spec, { referenceUrl: SITE }),
      /request GET \/c that is no operation/,
    );
  });

  it('names operations the converter left out', () => {
    const onlyA = { ...spec, paths: { '/a': spec.paths!['/a'], '/z': { get: {} } } };
    assert.throws(
      () => fitCollection(collection([request('a')]), onlyA, { referenceUrl: SITE }),
      /no request for GET \/z/,
    );
  });

  it('refuses a security scheme it cannot map, naming it', () => {
    assert.throws(
      () => fitCollection(collection([request('a'), request('b')]), spec, { referenceUrl: SITE }),
      /"key" is not an HTTP bearer scheme/,
    );
  });

  it('needs the baseUrl server variable and a top-level security scheme', () => {
    assert.throws(
      () => fitCollection(collection([]), { ...spec, servers: [{ url: 'https://x' }] }, { referenceUrl: SITE }),
      /no `baseUrl` variable/,
    );
    assert.throws(
      () => fitCollection(collection([]), { ...spec, security: [] }, { referenceUrl: SITE }),
      /no security scheme at its top level/,
    );
  });
});

describe('collectionPath', () => {
  it('puts the collection next to its spec', () => {
    assert.equal(collectionPath('openapi/core.yaml'), 'openapi/core.postman_collection.json');
    assert.equal(collectionPath('openapi/x.yml'), 'openapi/x.postman_collection.json');
  });
});
