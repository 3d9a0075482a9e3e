/** The JSON-example guard, on seeded guides against a small spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OperationPermissions } from '../../scripts/inventory/permissions.ts';
import { parseSpec } from '../../scripts/guards/api-calls.ts';
import { checkJsonExamples, findExamples } from '../../scripts/guards/json-examples.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';

const core = parseSpec(
  'core',
  'openapi/core.yaml',
  `
openapi: 3.0.3
info: { title: Core, version: '1' }
paths:
  /api/key/v1:
    post:
      operationId: post_key
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/KeyCreateRequest' }
      responses:
        '201':
          description: Created
          content:
            application/json:
              schema: { $ref: '#/components/schemas/IdResponse' }
        '400':
          $ref: '#/components/responses/BadRequest'
    get:
      operationId: get_key_list
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                type: object
                required: [values, totalItems]
                properties:
                  values: { type: array, items: { $ref: '#/components/schemas/Key' } }
                  totalItems: { type: integer }
  /api/key/v1/{id}:
    get:
      operationId: get_key
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Key' }
components:
  responses:
    BadRequest:
      description: Bad request
      content:
        application/json:
          schema:
            type: object
            required: [code, message]
            properties:
              code: { type: string }
              message: { type: string }
  schemas:
    IdResponse:
      type: object
      required: [id]
      properties:
        id: { type: string, format: uuid }
    KeyCreateRequest:
      type: object
      required: [organisationId, name, keyType, storageType]
      properties:
        organisationId: { type: string, format: uuid }
        name: { type: string }
        keyType: { type: string, enum: [EDDSA, ECDSA] }
        storageType: { type: string }
        storageParams:
          type: object
          properties:
            region: { type: string }
    Key:
      type: object
      required: [id, name, keyType]
      properties:
        id: { type: string, format: uuid }
        name: { type: string }
        keyType: { type: string }
        publicKey: { type: string, nullable: true }
`,
);
const coreOperations: OperationPermissions[] = [
  {
    method: 'POST',
    path: '/api/key/v1',
    operationId: 'post_key',
    file: 'x.rs',
    permissions: ['KEY_CREATE'],
    alsoChecks: [],
    requestBody: { type: 'KeyRequestRestDTO', denyUnknownFields: ['', 'storageParams'] },
    successStatus: 201,
    documentedStatus: 201,
  },
];
const ctx = { specs: [core], coreOperations };
const guide = (text: string) => parseGuide('docs/keys.mdx', text);
const report = (text: string) => checkJsonExamples([guide(text)], ctx).map((p) => `${p.file}:${p.line}: ${p.message}`);

const ORG = '5b1e3c7a-9d2f-4a6b-8c0e-1f3a5b7c9d2e';
const UUID = '3e5a7c9e-1b3d-4f5a-8c7e-9a1b3c5d7e9f';

describe('json-example guard', () => {
  it('accepts examples that fit, tied by title, by the call before them and by curl', () => {
    const text = [
      'Create a key with [`POST /api/key/v1`](/reference/core/post-key):',
      '',
      '```json title="POST /api/key/v1"',
      `{ "organisationId": "${ORG}", "name": "k", "keyType": "EDDSA", "storageType": "INTERNAL" }`,
      '```',
      '',
      '```json title="201 Created"',
      `{ "id": "${UUID}" }`,
      '```',
      '',
      'Read it back with `GET /api/key/v1/{id}`; the response:',
      '',
      '```json',
      `{ "id": "${UUID}", "name": "k", "keyType": "EDDSA", "publicKey": null }`,
      '```',
      '',
      '```bash',
      'curl -s -X POST "$CORE/api/key/v1" -H "Content-Type: application/json" \\',
      `  -d '{"organisationId": "${ORG}", "name": "k", "keyType": "ECDSA", "storageType": "INTERNAL"}'`,
      '```',
      '',
      'List keys with [`GET /api/key/v1`](/reference/core/get-key-list):',
      '',
      '```json title="Response 200 (abbreviated)"',
      `{ "values": [{ "id": "${UUID}" }] }`,
      '```',
    ].join('\n');
    assert.deepEqual(report(text), []);
    assert.equal(findExamples(guide(text), [core]).length, 5);
  });

  it("reports an unknown field Core rejects, at the field's line", () => {
    const text = [
      'Intro.',
      '',
      '```json title="POST /api/key/v1"',
      '{',
      `  "organisationId": "${ORG}",`,
      '  "name": "k",',
      '  "keyType": "EDDSA",',
      '  "storageType": "INTERNAL",',
      '  "storageParams": { "region": "eu", "zone": "a" },',
      '  "keyParams": {}',
      '}',
      '```',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(problems.map((p) => p.split(': ')[0]).sort(), ['docs/keys.mdx:10', 'docs/keys.mdx:9']);
    assert.match(problems.join('\n'), /unknown field "keyParams"/);
    assert.match(problems.join('\n'), /\/storageParams: unknown field "zone"/);
  });

  it('reports a wrong enum value and a missing required field', () => {
    const text = [
      'Call `POST /api/key/v1` with this request body:',
      '',
      '```json',
      `{ "organisationId": "${ORG}",`,
      '  "keyType": "RSA", "storageType": "INTERNAL" }',
      '```',
    ].join('\n');
    const problems = report(text).sort();
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^docs\/keys\.mdx:4: .*\(root\): missing required field "name"/);
    assert.match(problems[1], /^docs\/keys\.mdx:5: .*\/keyType: must be one of "EDDSA", "ECDSA"/);
  });

  it('reports a response example against the status the title names', () => {
    const text = [
      'Create with `POST /api/key/v1`.',
      '',
      '```json title="Response 201"',
      '{ "id": "not-a-uuid" }',
      '```',
      '',
      '```json title="Response 409"',
      '{ "code": "BR_0001" }',
      '```',
      '',
      '```json title="Response 400"',
      '{ "code": "BR_0084" }',
      '```',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(
      problems.map((p) => p.split(': ')[0]),
      ['docs/keys.mdx:4', 'docs/keys.mdx:8', 'docs/keys.mdx:12'],
    );
    assert.match(problems[0], /201 response .*\/id: must match format "uuid"/);
    assert.match(problems[1], /has no 409 response/);
    assert.match(problems[2], /400 response .*missing required field "message"/);
  });

  it('reports a success status Core does not send, even when the spec has it', () => {
    const sends200 = [{ ...coreOperations[0], successStatus: 200 }];
    const text = [
      'Create with `POST /api/key/v1`.',
      '',
      '```json title="201 Created"',
      `{ "id": "${UUID}" }`,
      '```',
    ].join('\n');
    assert.deepEqual(checkJsonExamples([guide(text)], ctx), []);
    const problems = checkJsonExamples([guide(text)], { specs: [core], coreOperations: sends200 });
    assert.deepEqual(
      problems.map((p) => `${p.line} ${p.message}`),
      ['4 JSON example (POST /api/key/v1 at line 1): POST /api/key/v1 answers 200 in one-core, not 201'],
    );
  });

  it('checks curl and http bodies', () => {
    const text = [
      '```bash',
      'curl -X POST "$CORE/api/key/v1" \\',
      `  -d '{"organisationId": "${ORG}", "name": "k", "keyType": "EDDSA", "storageType": "X", "extra": 1}'`,
      '```',
      '',
      '```http',
      'POST /api/key/v1 HTTP/1.1',
      'Host: core.example.com',
      'Content-Type: application/json',
      '',
      `{"organisationId": "${ORG}", "name": 5, "keyType": "EDDSA", "storageType": "X"}`,
      '```',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(
      problems.map((p) => p.split(': ')[0]),
      ['docs/keys.mdx:3', 'docs/keys.mdx:11'],
    );
    assert.match(problems[0], /unknown field "extra"/);
    assert.match(problems[1], /\/name: must be string/);
  });

  it('holds a path Core and Desk share to Core, unless the guide links the Desk page', () => {
    const desk = parseSpec(
      'desk',
      'openapi/desk.yaml',
      `
openapi: 3.0.3
info: { title: Desk, version: '1' }
paths:
  /api/key/v1:
    post:
      operationId: create_key
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { name: { type: string } } }
      responses: {}
`,
    );
    const body = ['', '```json title="POST /api/key/v1"', '{ "name": "k", "color": "red" }', '```'];
    const both = { specs: [core, desk], coreOperations };
    const onCore = checkJsonExamples([guide(['Keys.', ...body].join('\n'))], both);
    assert.equal(onCore.length, 4); // three missing required fields and the unknown one, against Core
    assert.ok(onCore.every((p) => p.message.includes('openapi/core.yaml')));
    const onDesk = checkJsonExamples([guide(['See [create](/reference/desk/create-key).', ...body].join('\n'))], both);
    assert.deepEqual(onDesk, []);
  });

  it('does not tie a block across a heading, to a jq-filtered output, or to another document', () => {
    const text = [
      'Create with `POST /api/key/v1`.',
      '',
      '## Next',
      '',
      '```json',
      '{ "anything": true }',
      '```',
      '',
      '```bash',
      'curl -s "$CORE/api/key/v1" | jq \'{n: .totalItems}\'',
      '```',
      '',
      '```json title="Result"',
      '{ "n": 1 }',
      '```',
      '',
      'Read with `GET /api/key/v1/{id}`.',
      '',
      '```json title="JWK of the key"',
      '{ "kty": "OKP" }',
      '```',
    ].join('\n');
    assert.deepEqual(findExamples(guide(text), [core]), []);
    assert.deepEqual(report(text), []);
  });
});
