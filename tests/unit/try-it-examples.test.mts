/**
 * "Try it" without a server: the example chosen for an operation and status,
 * and the tab's record of created and deleted IDs that keeps operations
 * consistent (a create's ID is the one a later get accepts), on Core's own
 * spec and on small operations made for the edge cases.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { answerFromExamples, pathParameters } from '../../src/components/TryItExamples/answer.ts';
import { exampleBody, successStatus, type ExampleOperation } from '../../src/components/TryItExamples/examples.ts';
import { EXAMPLE_STORE_KEY, ExampleStore } from '../../src/components/TryItExamples/store.ts';
import { readAnswerSource, writeAnswerSource } from '../../src/components/TryItExamples/mode.ts';
import { walletLink } from '../../src/components/TryItRequest/walletLink.ts';
import { memoryStorage } from '../support/memory-storage.mts';

type Spec = { paths: Record<string, Record<string, Omit<ExampleOperation, 'method' | 'path'>>> };
let core: Spec;
before(async () => {
  core = (await SwaggerParser.dereference('openapi/core.yaml')) as unknown as Spec;
});
const operation = (method: string, path: string): ExampleOperation => {
  const found = core.paths[path]?.[method];
  assert.ok(found, `${method.toUpperCase()} ${path} is in openapi/core.yaml`);
  return { ...found, method, path };
};

let counter = 0;
const sequentialId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('the example store of a tab', () => {
  it('finds a created record, forgets a deleted one, and keeps both in the storage it is given', () => {
    const storage = memoryStorage();
    const store = new ExampleStore(storage);
    store.create('/api/key/v1', 'a', { name: 'Signing key' });
    assert.deepEqual(store.find('/api/key/v1', 'a'), { state: 'created', fields: { name: 'Signing key' } });
    assert.deepEqual(store.find('/api/did/v1', 'a'), { state: 'unknown' }, 'records belong to their collection');
    // Another page of the same tab reads the same storage.
    const again = new ExampleStore(storage);
    assert.deepEqual(again.createdIn('/api/key/v1'), [{ id: 'a', fields: { name: 'Signing key' } }]);
    again.remove('/api/key/v1', 'a');
    assert.deepEqual(store.find('/api/key/v1', 'a'), { state: 'deleted' });
    assert.deepEqual(store.createdIn('/api/key/v1'), []);
  });

  it('starts empty from unreadable storage and works without any', () => {
    const storage = memoryStorage();
    storage.setItem(EXAMPLE_STORE_KEY, '{not json');
    assert.deepEqual(new ExampleStore(storage).find('/api/key/v1', 'a'), { state: 'unknown' });
    const inMemory = new ExampleStore();
    inMemory.create('/api/key/v1', 'b', {});
    assert.equal(inMemory.find('/api/key/v1', 'b').state, 'created');
  });

  it('remembers the answer source per tab, the server unless examples were chosen', () => {
    const storage = memoryStorage();
    assert.equal(readAnswerSource(storage), 'server');
    writeAnswerSource(storage, 'examples');
    assert.equal(readAnswerSource(storage), 'examples');
    assert.equal(readAnswerSource(undefined), 'server');
  });
});

describe('example selection', () => {
  const made = (content: Record<string, unknown>): ExampleOperation => ({
    method: 'get',
    path: '/x',
    responses: { '200': { content: { 'application/json': content } }, '204': {}, '404': {} },
  });

  it('answers with the lowest 2xx status', () => {
    assert.equal(successStatus(made({})), 200);
    assert.equal(successStatus(operation('post', '/api/key/v1')), 201);
    assert.equal(successStatus(operation('delete', '/api/credential-schema/v1/{id}')), 204);
    assert.equal(successStatus({ method: 'get', path: '/x', responses: { '400': {} } }), null);
  });

  it("takes the media type's example, then its first named example, then its schema's", () => {
    assert.deepEqual(exampleBody(made({ example: 1, examples: { a: { value: 2 } }, schema: { example: 3 } }), 200), {
      found: true,
      value: 1,
    });
    assert.deepEqual(exampleBody(made({ examples: { a: { value: 2 } }, schema: { example: 3 } }), 200), {
      found: true,
      value: 2,
      name: 'a',
    });
    assert.deepEqual(exampleBody(made({ schema: { example: 3 } }), 200), { found: true, value: 3 });
    assert.deepEqual(exampleBody(made({ schema: {} }), 200), { found: false });
    assert.deepEqual(exampleBody(made({}), 204), { found: false });
  });

  it("takes Core's spec examples as they are written", () => {
    const share = exampleBody(operation('post', '/api/credential/v1/{id}/share'), 201);
    assert.ok(share.found);
    assert.match((share.value as { url: string }).url, /^openid-credential-offer:\/\//);
    const notFound = exampleBody(operation('get', '/api/key/v1/{id}'), 404);
    assert.ok(notFound.found);
    assert.match((notFound.value as { code: string }).code, /^BR_\d{4}$/);
  });

  it('names the collection of each path parameter', () => {
    assert.deepEqual(pathParameters('/api/trust-list/v1/{id}/entry/{entryId}'), [
      { name: 'id', collection: '/api/trust-list/v1' },
      { name: 'entryId', collection: '/api/trust-list/v1/{id}/entry' },
    ]);
  });
});

describe('answers consistent across operations', () => {
  it('gets, lists, and deletes the credential schema a create answered with; then a get answers 404', () => {
    const store = new ExampleStore(memoryStorage());
    const created = answerFromExamples(
      operation('post', '/api/credential-schema/v1'),
      { pathValues: {}, body: JSON.stringify({ name: 'Staff badge', format: 'SD_JWT_VC' }) },
      store,
      sequentialId,
    );
    assert.equal(created.kind, 'response');
    assert.equal(created.kind === 'response' && created.status, 201);
    const id = created.kind === 'response' ? created.createdId! : '';
    assert.deepEqual(created.kind === 'response' && created.body, { id });

    const get = operation('get', '/api/credential-schema/v1/{id}');
    const got = answerFromExamples(get, { pathValues: { id } }, store);
    assert.equal(got.kind === 'response' && got.status, 200);
    const body = (got.kind === 'response' ? got.body : {}) as Record<string, unknown>;
    assert.equal(body.id, id, 'the get answers with the created ID');
    assert.equal(body.name, 'Staff badge', "the create's name replaces the example's");
    assert.equal(body.createdDate, (exampleBody(get, 200) as { value: Record<string, unknown> }).value.createdDate);

    const listed = answerFromExamples(operation('get', '/api/credential-schema/v1'), { pathValues: {} }, store);
    const values = ((listed.kind === 'response' ? listed.body : {}) as { values: Array<{ id: string }> }).values;
    assert.equal(values[0].id, id, 'the list shows the created schema first');

    const deleted = answerFromExamples(
      operation('delete', '/api/credential-schema/v1/{id}'),
      { pathValues: { id } },
      store,
    );
    assert.equal(deleted.kind === 'response' && deleted.status, 204);
    const gone = answerFromExamples(get, { pathValues: { id } }, store);
    assert.equal(gone.kind === 'response' && gone.status, 404);
    assert.match(gone.kind === 'response' ? gone.summary : '', /deleted in this tab.*spec's 404 example/);
  });

  it("accepts the spec's own example ID, and answers 404 for an ID the example set does not have", () => {
    const store = new ExampleStore(memoryStorage());
    const get = operation('get', '/api/credential-schema/v1/{id}');
    const exampleId = get.parameters!.find((p) => p.name === 'id')!.example as string;
    const known = answerFromExamples(get, { pathValues: { id: exampleId } }, store);
    assert.equal(known.kind === 'response' && known.status, 200);
    const unknown = answerFromExamples(get, { pathValues: { id: '7e57ab1e-0000-4000-8000-000000000000' } }, store);
    assert.equal(unknown.kind === 'response' && unknown.status, 404);
    assert.deepEqual(unknown.kind === 'response' && unknown.body, (exampleBody(get, 404) as { value: unknown }).value);
  });

  it('says there is no such record when the spec has no 404 example', () => {
    const made: ExampleOperation = {
      method: 'get',
      path: '/api/thing/v1/{id}',
      parameters: [{ name: 'id', in: 'path', required: true, example: 'known' }],
      responses: { '200': { content: { 'application/json': { example: { id: 'known', size: 1 } } } } },
    };
    const answer = answerFromExamples(made, { pathValues: { id: 'other' } }, new ExampleStore());
    assert.equal(answer.kind, 'no-record');
    assert.match(answer.summary, /no record at \/api\/thing\/v1 with id other.*no 404 example/);
  });

  it('shares a created credential: the offer is the example, the ID must be known', () => {
    const store = new ExampleStore(memoryStorage());
    const created = answerFromExamples(
      operation('post', '/api/credential/v1'),
      { pathValues: {}, body: '{}' },
      store,
      sequentialId,
    );
    const id = created.kind === 'response' ? created.createdId! : '';
    const share = operation('post', '/api/credential/v1/{id}/share');
    const shared = answerFromExamples(share, { pathValues: { id } }, store);
    assert.equal(shared.kind === 'response' && shared.status, 201);
    assert.deepEqual(shared.kind === 'response' && shared.body, (exampleBody(share, 201) as { value: unknown }).value);
    const stranger = answerFromExamples(share, { pathValues: { id: '7e57ab1e-0000-4000-8000-000000000001' } }, store);
    assert.equal(stranger.kind === 'response' && stranger.status, 404);
  });
});

describe('wallet links in share responses', () => {
  const offer = 'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fcore.example.com%2Foffer';
  it('finds the offer and the proof request URL of the share operations', () => {
    assert.deepEqual(
      walletLink({ method: 'post', path: '/api/credential/v1/{id}/share' }, 201, JSON.stringify({ url: offer })),
      {
        url: offer,
        label: 'Credential offer',
        fileName: 'credential-offer',
      },
    );
    assert.equal(
      walletLink(
        { method: 'post', path: '/api/proof-request/v1/{id}/share' },
        201,
        JSON.stringify({ url: 'openid4vp://?x=1' }),
      )?.label,
      'Proof request',
    );
  });

  it('finds none in other operations, failures, or bodies without a URL', () => {
    const share = { method: 'post', path: '/api/credential/v1/{id}/share' };
    assert.equal(
      walletLink({ method: 'post', path: '/api/credential-schema/v1/{id}/share' }, 201, JSON.stringify({ url: offer })),
      null,
    );
    assert.equal(walletLink(share, 400, JSON.stringify({ url: offer })), null);
    assert.equal(walletLink(share, 201, 'not json'), null);
    assert.equal(walletLink(share, 201, JSON.stringify({ url: 'no scheme here' })), null);
    assert.equal(walletLink(share, 201, JSON.stringify({ url: 7 })), null);
  });
});
