/** The specs in openapi/ against the inventory of operations the reference must cover. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';

const require = createRequire(import.meta.url);
const kebabCase = require('lodash/kebabCase') as (s: string) => string;
const ROOT = path.resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  deprecated: boolean;
  description: string;
}

function operations(api: keyof typeof API_SPECS): Operation[] {
  const spec = YAML.parse(fs.readFileSync(path.join(ROOT, API_SPECS[api].spec), 'utf8'));
  return Object.entries(spec.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({
        method: m.toUpperCase(),
        path: p,
        operationId: op.operationId as string,
        tags: (op.tags as string[]) ?? [],
        deprecated: op.deprecated === true,
        description: (op.description as string) ?? '',
      })),
  );
}

/** `/a/{x}/b` and `/a/{y}/b` are the same route. */
const route = (method: string, p: string) => `${method} ${p.replace(/\{[^}]+\}/g, '{}')}`;

function assertUniqueSlugs(ops: Operation[]) {
  const ids = ops.map((o) => o.operationId);
  assert.ok(ids.every(Boolean), 'every operation has an operationId');
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  const slugs = ids.map(kebabCase);
  assert.equal(new Set(slugs).size, slugs.length, 'page slugs are unique');
}

describe('core API spec', () => {
  const inventory = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'tests/fixtures/core-operations.json'), 'utf8'),
  ) as Array<{
    method: string;
    path: string;
    operationId: string;
    slug: string;
    deprecated: boolean;
  }>;
  const ops = operations('core');
  const byRoute = new Map(ops.map((o) => [route(o.method, o.path), o]));

  it('has every operation of the inventory, with its operationId, slug and deprecation', () => {
    assert.equal(inventory.length, 169);
    const missing = inventory.filter((i) => !byRoute.has(route(i.method, i.path)));
    assert.deepEqual(
      missing.map((i) => `${i.method} ${i.path}`),
      [],
    );
    for (const item of inventory) {
      const op = byRoute.get(route(item.method, item.path))!;
      assert.equal(op.operationId, item.operationId, `${item.method} ${item.path}`);
      assert.equal(kebabCase(op.operationId), item.slug);
      assert.equal(op.deprecated, item.deprecated, `${item.method} ${item.path} deprecated`);
    }
  });

  it('has unique operationIds and slugs', () => assertUniqueSlugs(ops));

  it('states the permission of every management operation', () => {
    for (const op of ops.filter((o) => o.path.startsWith('/api/'))) {
      assert.match(op.description, /\*\*Required permission/, `${op.method} ${op.path}`);
    }
  });
});

describe('desk API spec', () => {
  const ops = operations('desk');
  const GROUPS = [
    'credential-controller',
    'credential-schema-controller',
    'proof-request-controller',
    'proof-schema-controller',
    'identifier-controller',
    'did-controller',
    'key-controller',
    'certificate-controller',
    'organisation-controller',
    'trust-anchor-controller',
    'trust-entity-controller',
    'wallet-unit-controller',
    'holder-wallet-unit-controller',
    'history-controller',
    'iam-role-controller',
    'role-controller',
    'openid-provider-controller',
    'profile-controller',
    'sts-organisation-controller',
    'sts-iam-role-controller',
    'sts-role-controller',
    'sts-token-controller',
    'switch-organisation-controller',
  ];

  it('has at least 90 operations, covering every group', () => {
    assert.ok(ops.length >= 90, `${ops.length} operations`);
    for (const group of GROUPS)
      assert.ok(
        ops.some((o) => o.tags.includes(group)),
        `no operation in ${group}`,
      );
  });

  it('has unique operationIds and slugs', () => assertUniqueSlugs(ops));
});

describe('bridge API spec', () => {
  const ops = operations('bridge');

  it('has the provider and history operations, each with a unique slug', () => {
    const expected = [
      'POST /api/provider/v1',
      'GET /api/provider/v1',
      'GET /api/provider/v1/{}',
      'PATCH /api/provider/v1/{}',
      'DELETE /api/provider/v1/{}',
      'POST /api/provider/v1/{}/regenerate-secret',
      'GET /api/history/v1',
      'GET /api/history/v1/{}',
    ];
    assert.deepEqual(ops.map((o) => route(o.method, o.path)).sort(), expected.sort());
    assertUniqueSlugs(ops);
    for (const op of ops) assert.ok(['provider-controller', 'history-controller'].includes(op.tags[0]));
  });
});
