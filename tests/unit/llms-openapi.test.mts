/** The OpenAPI-operation-to-Markdown conversion of the llms plugin, on a small spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  absolutizeLinks,
  listOperations,
  operationToMarkdown,
  sampleFromSchema,
  typeName,
  type OpenApiDocument,
} from '../../src/plugins/llms/openapi-to-markdown.ts';

const spec: OpenApiDocument = {
  info: { title: 'Core API', version: '1.0.0' },
  security: [{ bearer: [] }],
  paths: {
    '/api/credential/v1/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      post: {
        operationId: 'post_credential_share',
        summary: 'Issue a credential',
        description:
          'Starts issuance.\nSee [Create a credential](post-credential) and [the spec](pathname:///openapi/core.yaml).',
        parameters: [
          {
            name: 'include[]',
            in: 'query',
            description: 'Extra data\nto include.',
            schema: { type: 'array', items: { type: 'string', enum: ['layout', 'claims'] } },
          },
          { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string', default: 'on' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ShareRequest' },
              example: { protocol: 'OPENID4VCI_FINAL1', claims: [{ path: 'name', value: 'Anna' }] },
            },
          },
        },
        responses: {
          '200': {
            description: 'The offer.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Offer' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/ssi/status/{id}': {
      get: {
        operationId: 'get_status-list',
        summary: 'Status list',
        deprecated: true,
        security: [],
        parameters: [{ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': { description: 'The list.', content: { 'application/jwt': { example: 'eyJhbGciOi.x.y' } } },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    parameters: {
      Id: {
        name: 'id',
        in: 'path',
        required: true,
        description: 'Credential ID.',
        schema: { type: 'string', format: 'uuid' },
      },
    },
    schemas: {
      ShareRequest: {
        type: 'object',
        required: ['protocol'],
        properties: {
          protocol: { type: 'string', description: 'Issuance protocol | instance name.' },
          claims: { type: 'array', items: { $ref: '#/components/schemas/Claim' } },
          id: { type: 'string', readOnly: true },
        },
      },
      Claim: {
        allOf: [
          { type: 'object', required: ['path'], properties: { path: { type: 'string' } } },
          { properties: { value: { type: 'string', nullable: true } } },
        ],
      },
      Offer: {
        type: 'object',
        properties: {
          url: { type: 'string', format: 'uri' },
          expires: { type: 'string', format: 'date-time' },
          state: { type: 'string', enum: ['OFFERED', 'ACCEPTED'] },
          transactionCode: { $ref: '#/components/schemas/Offer' },
        },
      },
      Error: { type: 'object', properties: { code: { type: 'string' } } },
    },
    responses: {
      NotFound: {
        description: 'Not found.',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code: 'BR_0001' } },
        },
      },
    },
  },
};

const URL = 'https://docs.example.org/reference/core/post-credential-share';
const ops = listOperations(spec);
const share = ops.find((o) => o.slug === 'post-credential-share')!;
const status = ops.find((o) => o.slug === 'get-status-list')!;

describe('listOperations', () => {
  it('lists every operation with the lodash kebab-case slug of its operationId', () => {
    assert.deepEqual(
      ops.map((o) => [o.method, o.path, o.slug]),
      [
        ['post', '/api/credential/v1/{id}', 'post-credential-share'],
        ['get', '/ssi/status/{id}', 'get-status-list'],
      ],
    );
  });
});

describe('operationToMarkdown', () => {
  const md = operationToMarkdown(spec, share, { url: URL });

  it('starts with the summary, the method and path, and authentication', () => {
    assert.ok(
      md.startsWith('# Issue a credential\n\n`POST /api/credential/v1/{id}`\n\nAuthentication: bearer token'),
      md,
    );
  });

  it('keeps the description, with links made absolute', () => {
    assert.match(
      md,
      /Starts issuance\.\nSee \[Create a credential\]\(https:\/\/docs\.example\.org\/reference\/core\/post-credential\)/,
    );
    assert.match(md, /\[the spec\]\(https:\/\/docs\.example\.org\/openapi\/core\.yaml\)/);
  });

  it('has a parameters table with path-level parameters, types, required flags, allowed values and defaults', () => {
    assert.ok(
      md.includes('## Parameters\n\n| Name | In | Type | Required | Description |\n| --- | --- | --- | --- | --- |'),
      md,
    );
    assert.ok(md.includes('| `id` | path | string (uuid) | yes | Credential ID. |'), md);
    assert.ok(
      md.includes(
        '| `include[]` | query | array of string | no | Extra data to include. One of: `layout`, `claims`. |',
      ),
      md,
    );
    assert.ok(md.includes('| `X-Trace` | header | string | yes | Default: `"on"`. |'), md);
  });

  it('describes the request body: media type, fields (nested, allOf merged, read-only left out) and the example', () => {
    assert.ok(md.includes('## Request body\n\n`application/json`, required.'), md);
    assert.ok(md.includes('| `protocol` | string | yes | Issuance protocol \\| instance name. |'), md);
    assert.ok(md.includes('| `claims` | array of object (Claim) | no |  |'), md);
    assert.ok(md.includes('| `claims[].path` | string | yes |  |'), md);
    assert.ok(md.includes('| `claims[].value` | string or null | no |  |'), md);
    assert.ok(!md.includes('`id` | string | no'), 'read-only fields are not request fields');
    assert.ok(
      md.includes(
        'Example:\n\n```json\n{\n  "protocol": "OPENID4VCI_FINAL1",\n  "claims": [\n    {\n      "path": "name",',
      ),
      md,
    );
  });

  it('lists responses with examples: the spec own, or one made from the schema for success', () => {
    assert.ok(
      md.includes(
        '## Responses\n\n### 200\n\nThe offer.\n\n`application/json`:\n\n```json\n{\n  "url": "https://example.com",',
      ),
      md,
    );
    assert.match(md, /"state": "OFFERED"/);
    assert.ok(
      md.includes('### 404\n\nNot found.\n\n`application/json`:\n\n```json\n{\n  "code": "BR_0001"\n}\n```'),
      md,
    );
  });

  it('marks deprecated operations, keeps public ones without authentication, and prints text examples as text', () => {
    const text = operationToMarkdown(spec, status, { url: URL });
    assert.ok(text.startsWith('# Status list\n\n`GET /ssi/status/{id}`\n\n> **Deprecated.**'), text);
    assert.doesNotMatch(text, /Authentication/);
    assert.match(text, /\| `id` \| path \| string \(uuid\) \| yes \|/);
    assert.ok(text.includes('`application/jwt`:\n\n```text\neyJhbGciOi.x.y\n```'), text);
  });
});

describe('schema helpers', () => {
  it('names types', () => {
    assert.equal(typeName(spec, { $ref: '#/components/schemas/Offer' }), 'object (Offer)');
    assert.equal(
      typeName(spec, { type: 'array', items: { type: 'integer', format: 'int32' } }),
      'array of integer (int32)',
    );
    assert.equal(typeName(spec, { oneOf: [{ type: 'string' }, { type: 'integer' }] }), 'string or integer');
  });

  it('makes sample values from schemas without looping on recursive ones', () => {
    const offer = sampleFromSchema(spec, { $ref: '#/components/schemas/Offer' }) as Record<string, unknown>;
    assert.equal(offer.url, 'https://example.com');
    assert.equal(offer.state, 'OFFERED');
    assert.deepEqual(offer.transactionCode, {});
  });

  it('resolves relative and pathname: links but leaves absolute ones alone', () => {
    const base = 'https://docs.example.org/reference/core/x';
    assert.equal(
      absolutizeLinks('[a](y) [b](https://other.org/z) [c](#part) [d](mailto:a@b.c)', base),
      '[a](https://docs.example.org/reference/core/y) [b](https://other.org/z) [c](https://docs.example.org/reference/core/x#part) [d](mailto:a@b.c)',
    );
  });
  it('lists webhook events with their page slug and describes them as requests the API sends, without authentication', () => {
    const withEvents: OpenApiDocument = {
      ...spec,
      'x-webhooks': {
        credentialStatusChanged: {
          post: {
            operationId: 'credential_status_notification',
            summary: 'Credential state changed',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['status'],
                    properties: { status: { type: 'string', enum: ['ACCEPTED'] } },
                  },
                },
              },
            },
            responses: { '200': { description: 'Delivered.' } },
          },
        },
      },
    };
    const event = listOperations(withEvents).find((entry) => entry.event);
    assert.equal(event?.slug, 'credential-status-notification');
    const markdown = operationToMarkdown(withEvents, event!, {
      url: 'https://docs.example.com/reference/core/credential-status-notification',
    });
    assert.match(
      markdown,
      /^# Credential state changed\n\nWebhook event `credentialStatusChanged`: the API sends `POST`/,
    );
    assert.doesNotMatch(markdown, /Authentication:/);
    assert.match(markdown, /\| `status` \| string \| yes \|/);
  });
});
