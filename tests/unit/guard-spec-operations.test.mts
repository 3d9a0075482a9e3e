/** The spec-vs-source guard (scripts/guards/spec-operations.ts) on a seeded wrong spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSpecAgainstInventory } from '../../scripts/guards/spec-operations.ts';
import { formatProblem } from '../../scripts/guards/problem.ts';
import type { OperationsInventory } from '../../scripts/inventory/rest.ts';

const FILE = 'openapi/core.yaml';

const inventory: OperationsInventory = {
  source: { repo: 'procivis/one-core', tag: 'v9.9.9' },
  operations: [
    {
      method: 'POST',
      path: '/api/widget/v1',
      handler: 'post_widget',
      file: 'apps/core-server/src/endpoint/widget/controller.rs',
      successStatuses: [201],
      permissions: ['WIDGET_CREATE'],
      pathParams: [],
      queryParams: [],
      requestBody: {
        contentType: 'application/json',
        required: true,
        type: { kind: 'ref', name: 'CreateWidgetRequestRestDTO' },
      },
      responses: [
        { status: 201, contentType: 'application/json', type: { kind: 'ref', name: 'EntityResponseRestDTO' } },
      ],
    },
    {
      method: 'GET',
      path: '/api/widget/v1/{id}',
      handler: 'get_widget',
      file: 'apps/core-server/src/endpoint/widget/controller.rs',
      successStatuses: [200],
      pathParams: ['id'],
      queryParams: [
        {
          name: 'include[]',
          rustName: 'include',
          required: false,
          type: { kind: 'array', items: { kind: 'ref', name: 'WidgetIncludeRestEnum' } },
        },
        { name: 'verbose', rustName: 'verbose', required: false, type: { kind: 'boolean' } },
      ],
      responses: [
        { status: 200, contentType: 'application/json', type: { kind: 'ref', name: 'WidgetResponseRestDTO' } },
      ],
    },
    {
      method: 'POST',
      path: '/api/widget/v1/{id}/file',
      handler: 'upload_widget_file',
      file: 'apps/core-server/src/endpoint/widget/controller.rs',
      successStatuses: [204],
      pathParams: ['id'],
      queryParams: [],
      requestBody: {
        contentType: 'application/x-www-form-urlencoded',
        required: true,
        type: { kind: 'ref', name: 'UploadRequestRestDTO' },
      },
      responses: [{ status: 204 }],
    },
    {
      method: 'DELETE',
      path: '/api/widget/v1/{id}',
      handler: 'delete_widget',
      file: 'apps/core-server/src/endpoint/widget/controller.rs',
      successStatuses: [204],
      deprecated: true,
      pathParams: ['id'],
      queryParams: [],
      responses: [{ status: 204 }],
    },
    {
      method: 'POST',
      path: '/vc-api/credentials/issue',
      handler: 'issue_credential',
      file: 'apps/core-server/src/endpoint/vc_api/controller.rs',
      documented: false,
      successStatuses: [],
      pathParams: [],
      queryParams: [],
      responses: [],
    },
  ],
  schemas: {
    CreateWidgetRequestRestDTO: {
      kind: 'object',
      rust: 'CreateWidgetRequestRestDTO',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      denyUnknownFields: true,
      fields: [
        { name: 'name', rustName: 'name', required: true, type: { kind: 'string' } },
        { name: 'value', rustName: 'value', required: false, type: { kind: 'string' } },
        { name: 'kind', rustName: 'kind', required: true, type: { kind: 'ref', name: 'WidgetKindRestEnum' } },
        { name: 'mode', rustName: 'mode', required: false, type: { kind: 'ref', name: 'WidgetModeRestEnum' } },
        { name: 'extra', rustName: 'extra', required: false, type: { kind: 'unresolved', rust: 'other_crate::Extra' } },
      ],
    },
    WidgetKindRestEnum: {
      kind: 'enum',
      rust: 'WidgetKindRestEnum',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      values: ['SMALL', 'X509_CRL'],
    },
    WidgetModeRestEnum: {
      kind: 'unresolved',
      rust: 'enum WidgetModeRestEnum',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      reason: 'data-carrying enum',
    },
    WidgetIncludeRestEnum: {
      kind: 'enum',
      rust: 'WidgetIncludeRestEnum',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      values: ['parts'],
    },
    EntityResponseRestDTO: {
      kind: 'object',
      rust: 'EntityResponseRestDTO',
      file: 'apps/core-server/src/dto/common.rs',
      denyUnknownFields: false,
      fields: [{ name: 'id', rustName: 'id', required: true, type: { kind: 'string', format: 'uuid' } }],
    },
    WidgetResponseRestDTO: {
      kind: 'object',
      rust: 'WidgetResponseRestDTO',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      denyUnknownFields: false,
      fields: [
        { name: 'id', rustName: 'id', required: true, type: { kind: 'string', format: 'uuid' } },
        { name: 'name', rustName: 'name', required: true, type: { kind: 'string' } },
        { name: 'webhookUrl', rustName: 'webhook_url', required: false, type: { kind: 'string' } },
      ],
    },
    UploadRequestRestDTO: {
      kind: 'object',
      rust: 'UploadRequestRestDTO',
      file: 'apps/core-server/src/endpoint/widget/dto.rs',
      denyUnknownFields: false,
      fields: [{ name: 'data', rustName: 'data', required: true, type: { kind: 'string' } }],
    },
  },
};

/** A spec that agrees with the inventory everywhere. */
const GOOD = `openapi: 3.1.0
info:
  title: Test
  version: 1.0.0
paths:
  /api/widget/v1:
    post:
      operationId: post_widget
      x-permissions:
        - WIDGET_CREATE
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: "#/components/schemas/WidgetCreateRequest"
      responses:
        "201":
          description: Created.
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/IdResponse"
        "400":
          description: Bad request.
  /api/widget/v1/{widgetId}:
    parameters:
      - name: widgetId
        in: path
        required: true
        schema:
          type: string
    get:
      operationId: get_widget
      parameters:
        - name: include[]
          in: query
          schema:
            type: array
            items:
              type: string
              enum:
                - parts
        - $ref: "#/components/parameters/Verbose"
      responses:
        "200":
          description: The widget.
          content:
            application/json:
              schema:
                allOf:
                  - $ref: "#/components/schemas/WidgetBase"
                  - type: object
                    properties:
                      webhookUrl:
                        type: string
    delete:
      operationId: delete_widget
      responses:
        "204":
          description: Deleted.
      deprecated: true
  /api/widget/v1/{id}/file:
    post:
      operationId: upload_widget_file
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required:
                - data
              properties:
                data:
                  type: string
      responses:
        "204":
          description: Stored.
components:
  parameters:
    Verbose:
      name: verbose
      in: query
      required: false
      schema:
        type: boolean
  schemas:
    IdResponse:
      type: object
      required:
        - id
      properties:
        id:
          type: string
          format: uuid
    WidgetKind:
      type: string
      enum:
        - SMALL
        - X509_CRL
    WidgetCreateRequest:
      type: object
      required:
        - name
        - kind
      properties:
        name:
          type: string
        value:
          type: string
        kind:
          $ref: "#/components/schemas/WidgetKind"
        mode:
          oneOf:
            - type: string
            - type: object
        extra:
          type: object
    WidgetBase:
      type: object
      required:
        - id
        - name
      properties:
        id:
          type: string
          format: uuid
        name:
          type: string
`;

/** Apply one textual change, failing loudly if the seed no longer matches the fixture. */
function seed(text: string, from: string, to: string): string {
  assert.equal(text.split(from).length, 2, `seed text occurs once: ${from}`);
  return text.replace(from, to);
}

/** 1-based line of the one line that contains `needle` (after `after`, when given). */
function lineOf(text: string, needle: string, after?: string): number {
  const start = after ? text.indexOf(after) : 0;
  assert.ok(start >= 0, `anchor ${after} in the spec`);
  const at = text.indexOf(needle, start);
  assert.ok(at >= 0, `${needle} in the spec`);
  return text.slice(0, at).split('\n').length;
}

let BAD = GOOD;
// a stale field Core rejects (the request DTO denies unknown fields)
BAD = seed(
  BAD,
  '        value:\n          type: string\n        kind:',
  '        value:\n          type: string\n        validityConstraint:\n          type: integer\n        kind:',
);
// a field the server sends that the spec lacks
BAD = seed(BAD, '                      webhookUrl:\n                        type: string\n', '');
// optional in Core, required in the spec
BAD = seed(BAD, '        - name\n        - kind\n', '        - name\n        - value\n        - kind\n');
// an enum value Core does not know, and one missing
BAD = seed(BAD, '        - SMALL\n        - X509_CRL\n', '        - SMALL\n        - X_509_CRL\n');
// the wrong success status
BAD = seed(BAD, '        "201":\n          description: Created.', '        "200":\n          description: Created.');
// an operation Core does not have
BAD = seed(
  BAD,
  '    delete:\n      operationId: delete_widget',
  '    put:\n      operationId: put_widget\n      responses:\n        "200":\n          description: Replaced.\n    delete:\n      operationId: delete_widget',
);
// the wrong request content type
BAD = seed(BAD, '          application/x-www-form-urlencoded:\n', '          application/json:\n');
// a string format that disagrees
BAD = seed(
  BAD,
  '        - name\n      properties:\n        id:\n          type: string\n          format: uuid\n',
  '        - name\n      properties:\n        id:\n          type: string\n          format: date-time\n',
);
// a deprecation the spec forgets
BAD = seed(BAD, '          description: Deleted.\n      deprecated: true\n', '          description: Deleted.\n');
// a permission Core does not check
BAD = seed(BAD, '      x-permissions:\n        - WIDGET_CREATE\n', '      x-permissions:\n        - WIDGET_EDIT\n');
// a primitive type that disagrees
BAD = seed(
  BAD,
  '              properties:\n                data:\n                  type: string',
  '              properties:\n                data:\n                  type: integer',
);
// a query parameter Core does not read, and one that is missing
BAD = seed(
  BAD,
  '        - $ref: "#/components/parameters/Verbose"\n',
  '        - name: expand\n          in: query\n          schema:\n            type: boolean\n',
);

describe('checkSpecAgainstInventory', () => {
  it('finds nothing wrong in a spec that matches, and skips what the inventory leaves unresolved', () => {
    assert.deepEqual(checkSpecAgainstInventory(GOOD, FILE, inventory).map(formatProblem), []);
  });

  const problems = checkSpecAgainstInventory(BAD, FILE, inventory);
  const find = (pattern: RegExp) => {
    const hits = problems.filter((p) => pattern.test(p.message));
    assert.equal(hits.length, 1, `one problem matches ${pattern}; got:\n${problems.map(formatProblem).join('\n')}`);
    assert.equal(hits[0].file, FILE);
    return hits[0];
  };

  it('reports a stale request field at its line', () => {
    const p = find(/spec property `validityConstraint` is not a field of CreateWidgetRequestRestDTO/);
    assert.equal(p.line, lineOf(BAD, 'validityConstraint:'));
    assert.match(p.message, /^POST \/api\/widget\/v1 request/);
  });

  it('reports a response field the spec lacks, at the schema that should carry it', () => {
    const p = find(/field `webhookUrl` of WidgetResponseRestDTO .* is missing from the spec/);
    assert.equal(p.line, lineOf(BAD, 'schema:', 'description: The widget.'));
  });

  it('reports required/optional disagreements at the property', () => {
    const p = find(/request\.value: spec says required, CreateWidgetRequestRestDTO .* has it optional/);
    assert.equal(p.line, lineOf(BAD, '        value:', 'WidgetCreateRequest:'));
  });

  it('reports enum values on both sides, following $ref', () => {
    const p = find(/request\.kind: enum values differ from WidgetKindRestEnum/);
    assert.match(p.message, /missing X509_CRL; not in Core: X_509_CRL/);
    assert.equal(p.line, lineOf(BAD, 'enum:', 'WidgetKind:'));
  });

  it('reports a wrong success status', () => {
    const p = find(/success status 200 in the spec, Core answers 201 \(post_widget/);
    assert.equal(p.line, lineOf(BAD, 'responses:', 'operationId: post_widget'));
  });

  it('reports an operation Core does not have, at its method line', () => {
    const p = find(/operation PUT \/api\/widget\/v1\/\{widgetId\} does not exist in Core v9\.9\.9/);
    assert.equal(p.line, lineOf(BAD, '    put:'));
  });

  it('reports a Core operation the spec lacks, but not routes Core leaves undocumented', () => {
    const missing = checkSpecAgainstInventory(
      seed(
        GOOD,
        '    delete:\n      operationId: delete_widget\n      responses:\n        "204":\n          description: Deleted.\n      deprecated: true\n',
        '',
      ),
      FILE,
      inventory,
    );
    assert.deepEqual(
      missing.map((p) => p.message),
      [
        'operation DELETE /api/widget/v1/{id} (delete_widget, apps/core-server/src/endpoint/widget/controller.rs) is missing from the spec',
      ],
    );
    assert.equal(missing[0].line, lineOf(GOOD, 'paths:'));
  });

  it('reports the wrong request content type', () => {
    const p = find(/request content type application\/json in the spec, Core reads application\/x-www-form-urlencoded/);
    assert.equal(p.line, lineOf(BAD, 'content:', 'operationId: upload_widget_file'));
  });

  it('reports query parameters in both directions', () => {
    const extra = find(/query parameter `expand` is not read by Core/);
    assert.equal(extra.line, lineOf(BAD, '- name: expand'));
    const missing = find(/query parameter `verbose` is missing from the spec/);
    assert.equal(missing.line, lineOf(BAD, '    get:', '/api/widget/v1/{widgetId}'));
  });

  it('reports permissions that differ from the ones Core checks', () => {
    const p = find(/x-permissions WIDGET_EDIT in the spec, Core checks WIDGET_CREATE/);
    assert.equal(p.line, lineOf(BAD, 'x-permissions:'));
  });

  it('reports a primitive type that differs', () => {
    const p = find(/request\.data: type integer in the spec, Core has string/);
    assert.equal(p.line, lineOf(BAD, '                data:'));
  });

  it('reports an operation deprecated in Core but not in the spec', () => {
    const p = find(/DELETE \/api\/widget\/v1\/\{id\}: deprecated in Core, not in the spec \(delete_widget\)/);
    assert.equal(p.line, lineOf(BAD, 'operationId: delete_widget'));
  });

  it('reports a string format that differs', () => {
    const p = find(/200 response\.id: format date-time in the spec, Core sends and reads uuid/);
    assert.equal(p.line, lineOf(BAD, '        id:', 'WidgetBase:'));
  });

  it('reports path parameters the path has but does not declare, and declared ones it does not have', () => {
    const renamed = checkSpecAgainstInventory(
      seed(GOOD, '      - name: widgetId\n        in: path', '      - name: widget\n        in: path'),
      FILE,
      inventory,
    );
    const messages = renamed.map((p) => p.message);
    assert.ok(
      messages.includes(
        'GET /api/widget/v1/{id}: path parameter `widgetId` of /api/widget/v1/{widgetId} is not declared (in: path)',
      ),
      messages.join('\n'),
    );
    assert.ok(
      messages.includes(
        'GET /api/widget/v1/{id}: path parameter `widget` is declared but /api/widget/v1/{widgetId} has no {widget}',
      ),
      messages.join('\n'),
    );
    const declared = renamed.find((p) =>
      p.message.startsWith('GET /api/widget/v1/{id}: path parameter `widget` is declared'),
    );
    assert.equal(declared?.line, lineOf(GOOD, '- name: widgetId'));
    // both operations under the path (GET and DELETE) are told, each in both directions
    assert.equal(renamed.length, 4, messages.join('\n'));
  });

  it('reports nothing else', () => {
    assert.equal(problems.length, 13, problems.map(formatProblem).join('\n'));
  });
});

describe('checkSpecAgainstInventory on enums with data', () => {
  const grants: OperationsInventory = {
    source: { repo: 'procivis/one-core', tag: 'v9.9.9' },
    operations: [
      {
        method: 'GET',
        path: '/ssi/offer/{id}',
        handler: 'get_offer',
        file: 'apps/core-server/src/endpoint/ssi/controller.rs',
        successStatuses: [200],
        pathParams: ['id'],
        queryParams: [],
        responses: [{ status: 200, contentType: 'application/json', type: { kind: 'ref', name: 'OfferRestDTO' } }],
      },
    ],
    schemas: {
      OfferRestDTO: {
        kind: 'object',
        rust: 'OfferRestDTO',
        file: 'apps/core-server/src/endpoint/ssi/dto.rs',
        denyUnknownFields: false,
        fields: [
          { name: 'grants', rustName: 'grants', required: true, type: { kind: 'ref', name: 'GrantsRestDTO' } },
          { name: 'issuer', rustName: 'issuer', required: true, type: { kind: 'ref', name: 'IssuerRestDTO' } },
        ],
      },
      GrantsRestDTO: {
        kind: 'unresolved',
        rust: 'enum GrantsRestDTO',
        file: 'apps/core-server/src/endpoint/ssi/dto.rs',
        reason: 'externally tagged enum (one key per variant)',
        variants: [
          [
            {
              name: 'pre-authorized',
              rustName: 'PreAuthorized',
              required: true,
              type: { kind: 'ref', name: 'IssuerRestDTO' },
            },
          ],
          [
            {
              name: 'authorization_code',
              rustName: 'AuthorizationCode',
              required: true,
              type: { kind: 'ref', name: 'IssuerRestDTO' },
            },
          ],
        ],
      },
      IssuerRestDTO: {
        kind: 'object',
        rust: 'IssuerRestDTO',
        file: 'apps/core-server/src/endpoint/ssi/dto.rs',
        denyUnknownFields: false,
        fields: [{ name: 'url', rustName: 'url', required: true, type: { kind: 'string' } }],
      },
    },
  };
  const spec = `openapi: 3.1.0
paths:
  /ssi/offer/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
    get:
      responses:
        "200":
          description: The offer.
          content:
            application/json:
              schema:
                type: object
                required:
                  - grants
                  - issuer
                properties:
                  grants:
                    type: object
                    properties:
                      pre-authorized:
                        type: object
                        required:
                          - url
                        properties:
                          url:
                            type: string
                      authorization_code:
                        type: object
                        properties:
                          url:
                            type: string
                  issuer:
                    type: object
                    required:
                      - url
                    properties:
                      url:
                        type: string
`;

  it('reads an externally tagged enum as one optional key per variant, and checks inside each', () => {
    const problems = checkSpecAgainstInventory(spec, FILE, grants);
    assert.deepEqual(problems.map(formatProblem), [
      `${FILE}:${lineOf(spec, 'url:', 'authorization_code:')}: GET /ssi/offer/{id} 200 response.grants.authorization_code.url: spec says optional, IssuerRestDTO (apps/core-server/src/endpoint/ssi/dto.rs) has it required`,
    ]);
  });

  it('reports an object that the spec types as a primitive', () => {
    const wrong = seed(
      spec,
      '                  issuer:\n                    type: object\n',
      '                  issuer:\n                    type: string\n',
    );
    const problems = checkSpecAgainstInventory(wrong, FILE, grants).filter((p) => /issuer/.test(p.message));
    assert.deepEqual(problems.map(formatProblem), [
      `${FILE}:${lineOf(wrong, '                  issuer:')}: GET /ssi/offer/{id} 200 response.issuer: type string in the spec, Core has an object (IssuerRestDTO)`,
    ]);
  });
});
