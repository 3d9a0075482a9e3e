/** The spec-checking stand-in Core refuses what Core would refuse, and keeps its IDs consistent. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startOpenApiCoreStandIn, type OpenApiCoreStandIn } from '../support/openapi-core-stand-in.mts';

const SPEC = path.resolve(import.meta.dirname, '../../openapi/core.yaml');
const AUTH = { Authorization: 'Bearer test', 'Content-Type': 'application/json' };

let core: OpenApiCoreStandIn;
before(async () => {
  core = await startOpenApiCoreStandIn({ specFile: SPEC, token: 'test' });
});
after(() => core.close());

const call = async (method: string, route: string, body?: unknown, headers: Record<string, string> = AUTH) => {
  const response = await fetch(core.url + route, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    violation: core.calls.at(-1)?.violation,
  };
};

describe('OpenAPI Core stand-in', () => {
  it('answers a create with a new ID that a later read accepts, echoing what was sent', async () => {
    const created = await call('POST', '/api/organisation/v1', { name: 'Stand-in test' });
    assert.equal(created.status, 201);
    const id = created.json!.id as string;
    const schema = await call('POST', '/api/credential-schema/v1', {
      organisationId: id,
      name: 'Badge',
      format: 'SD_JWT',
      claims: [{ key: 'firstName', datatype: 'STRING', required: true }],
    });
    assert.equal(schema.status, 201);
    const read = await call('GET', `/api/credential-schema/v1/${schema.json!.id as string}`);
    assert.equal(read.status, 200);
    assert.equal(read.json!.organisationId, id);
    assert.deepEqual(
      (read.json!.claims as { key: string }[]).map((c) => c.key),
      ['firstName'],
    );
  });

  it('refuses a body that misses a required field, naming it', async () => {
    const key = await call('POST', '/api/key/v1', {
      name: 'k',
      keytype: 'EDDSA',
      keyParams: {},
      storageType: 'INTERNAL',
      storageParams: {},
    });
    assert.equal(key.status, 400);
    assert.equal(key.json!.code, 'BR_0084');
    assert.match(key.violation!, /required property 'keyType'/);
  });

  it('refuses an ID that no earlier answer gave, in the path and in the body', async () => {
    const unknown = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    assert.equal((await call('GET', `/api/credential/v1/${unknown}`)).status, 404);
    const body = await call('POST', '/api/key/v1', {
      organisationId: unknown,
      name: 'k',
      keyType: 'EDDSA',
      keyParams: {},
      storageType: 'INTERNAL',
      storageParams: {},
    });
    assert.equal(body.status, 400);
    assert.match(body.violation!, /no earlier answer returned/);
  });

  it('refuses undeclared or invalid query parameters, a missing required one, an unknown path and a wrong token', async () => {
    assert.match(
      (await call('GET', '/api/proof-request/v1?page=0&pageSize=10&colour=red')).violation!,
      /'colour' is not declared/,
    );
    assert.match(
      (await call('GET', '/api/proof-request/v1?page=0&pageSize=10&states[]=DONE')).violation!,
      /states\[\]/,
    );
    assert.match((await call('GET', '/api/proof-request/v1?page=0')).violation!, /'pageSize' is missing/);
    assert.equal((await call('GET', '/api/credentials/v1')).status, 404);
    const refused = await call('GET', '/api/config/v1', undefined, { Authorization: 'Bearer wrong' });
    assert.equal(refused.status, 401);
    assert.equal(refused.json, undefined, 'Core answers 401 without a body');
  });

  it('accepts at a holder only an invitation URL that a share returned', async () => {
    const org = (await call('POST', '/api/organisation/v1', { name: 'Holder' })).json!.id as string;
    const forged = await call('POST', '/api/interaction/v1/handle-invitation', {
      organisationId: org,
      url: 'openid-credential-offer://?credential_offer_uri=x',
    });
    assert.equal(forged.status, 400);
    assert.match(forged.violation!, /not returned by a share call/);
  });
});
