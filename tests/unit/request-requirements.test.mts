/**
 * Request requirements from the claims ledger (`requires:`): the rule
 * evaluator, the ledger schema, and the JSON-example guard holding a seeded
 * broken example, in a guide and in a spec, to a seeded requirement.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseLedger } from '../../scripts/claims/ledger.ts';
import { breaches, describeRequirement, type Requirement } from '../../scripts/claims/requirements.ts';
import { parseSpec } from '../../scripts/guards/api-calls.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';
import { checkJsonExamples } from '../../scripts/guards/json-examples.ts';
import {
  checkRequestBody,
  collectRequirements,
  specRequestExamples,
  unknownOperations,
} from '../../scripts/guards/request-requirements.ts';

const LEDGER = `page: docs/verify/index.mdx
release: v1.74.2
claims:
  - id: verifier-required
    quote: "sending neither verifier nor verifierDid fails"
    claim: outside ISO_MDL a proof request without verifier fails with NoVerifier
    evidence:
      - file: lib/one-core/src/service/proof/service.rs
        symbol: ProofServiceError::NoVerifier
        lines: 447-452
    requires:
      - operation: POST /api/proof-request/v1
        when:
          protocol: { notIn: [ISO_MDL] }
        then:
          verifier|verifierDid: present
  - id: required-claim
    quote: "at least one attribute of each credential must be required"
    claim: each proof input needs a required claim
    evidence:
      - file: lib/one-core/src/service/proof_schema/validator.rs
        symbol: NoRequiredClaim
        lines: 64-93
    requires:
      - operation: POST /api/proof-schema/v1
        each: proofInputSchemas
        then:
          claimSchemas: { contains: { required: true } }
`;

const loaded = parseLedger('claims/docs/verify/index.mdx.yaml', LEDGER);
const requirements = collectRequirements([loaded]);

const SPEC = `openapi: 3.0.3
info: { title: Core, version: '1' }
paths:
  /api/proof-request/v1:
    post:
      operationId: post_proof
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/ProofCreateRequest' }
            example:
              proofSchemaId: 8192a3b4-c5d6-4e7f-9081-92a3b4c5d6e7
              protocol: OPENID4VP_FINAL1
      responses:
        '201':
          description: Created
          content:
            application/json:
              schema: { type: object, properties: { id: { type: string } } }
  /api/proof-schema/v1:
    post:
      operationId: post_proof_schema
      requestBody:
        content:
          application/json:
            schema: { type: object }
            examples:
              good:
                value:
                  proofInputSchemas:
                    - claimSchemas: [{ id: a, required: true }]
              bad:
                value:
                  proofInputSchemas:
                    - claimSchemas: [{ id: a, required: true }]
                    - claimSchemas: [{ id: b, required: false }]
      responses:
        '201': { description: Created }
components:
  schemas:
    ProofCreateRequest:
      type: object
      required: [proofSchemaId, protocol]
      properties:
        proofSchemaId: { type: string }
        protocol: { type: string }
        verifier: { type: string }
        verifierDid: { type: string }
`;
const core = parseSpec('core', 'openapi/core.yaml', SPEC);

describe('request requirements', () => {
  it('reads requires blocks from a ledger, with the entry and its line', () => {
    assert.deepEqual(loaded.errors, []);
    assert.equal(requirements.length, 2);
    assert.deepEqual(
      requirements.map((r) => [r.entry, r.line, r.method, r.path, r.api, r.release]),
      [
        ['verifier-required', 4, 'POST', '/api/proof-request/v1', 'core', 'v1.74.2'],
        ['required-claim', 17, 'POST', '/api/proof-schema/v1', 'core', 'v1.74.2'],
      ],
    );
  });

  it('evaluates when/then, alternatives, each and the value tests', () => {
    const verifier = requirements[0].requirement;
    assert.deepEqual(breaches(verifier, { protocol: 'OPENID4VP_FINAL1' }), [
      'expected verifier or verifierDid is present',
    ]);
    assert.deepEqual(breaches(verifier, { protocol: 'OPENID4VP_FINAL1', verifierDid: 'x' }), []);
    assert.deepEqual(breaches(verifier, { protocol: 'ISO_MDL' }), []);
    assert.deepEqual(breaches(verifier, { protocol: 'OPENID4VP_FINAL1' }, { skipPresence: true }), []);
    const inputs = requirements[1].requirement;
    assert.deepEqual(
      breaches(inputs, {
        proofInputSchemas: [{ claimSchemas: [{ required: true }] }, { claimSchemas: [{ required: false }] }],
      }),
      ['proofInputSchemas[1]: expected claimSchemas has an item with required: true'],
    );
    const format: Requirement = {
      operation: 'POST /api/credential-schema/v1',
      each: 'claims',
      when: { '$.format': { in: ['MDOC'] } },
      then: { datatype: { in: ['OBJECT'] } },
    };
    assert.deepEqual(breaches(format, { format: 'MDOC', claims: [{ datatype: 'OBJECT' }, { datatype: 'STRING' }] }), [
      'claims[1]: expected datatype is "OBJECT"',
    ]);
    assert.deepEqual(breaches(format, { format: 'JWT', claims: [{ datatype: 'STRING' }] }), []);
    const transport: Requirement = {
      operation: 'POST /api/proof-request/v1',
      when: { transport: { minItems: 2 } },
      then: { transport: { itemsIn: ['BLE', 'MQTT'] } },
    };
    assert.equal(breaches(transport, { transport: ['HTTP', 'BLE'] }).length, 1);
    assert.deepEqual(breaches(transport, { transport: ['HTTP'] }), []);
    const https: Requirement = {
      operation: 'POST /api/proof-request/v1',
      then: { redirectUri: { matches: '^https://' } },
    };
    assert.deepEqual(breaches(https, { redirectUri: 'http://shop.example.com' }), [
      'expected redirectUri matches /^https:///',
    ]);
    assert.deepEqual(breaches(https, { redirectUri: 'https://shop.example.com' }), []);
    assert.deepEqual(breaches(https, {}), []);
    assert.equal(
      describeRequirement(transport),
      'when transport has at least 2 item(s), every item of transport is one of "BLE", "MQTT"',
    );
  });

  it('refuses a requires block on an unsourced entry and a malformed test', () => {
    const unsourced = parseLedger(
      'claims/docs/x.mdx.yaml',
      `page: docs/x.mdx
release: v1.74.2
claims:
  - id: desk-only
    quote: "the Desk asks for it"
    claim: the Desk needs a field
    unsourced: true
    consistentWith: openapi/desk.yaml
    requires:
      - operation: POST /api/x/v1
        then: { a: present }
`,
    );
    assert.ok(unsourced.errors.some((e) => /requires/.test(e.message)));
    const malformed = parseLedger(
      'claims/docs/verify/index.mdx.yaml',
      LEDGER.replace('verifier|verifierDid: present', 'verifier: { oneOf: [a] }'),
    );
    assert.ok(malformed.errors.length > 0);
  });

  it('fails a guide request example that breaks a requirement, naming the page, the example and the entry', () => {
    const text = [
      'Create the request with [`POST /api/proof-request/v1`](/reference/core/post-proof):',
      '',
      '```bash',
      'curl -s -X POST "$CORE/api/proof-request/v1" -H "Content-Type: application/json" \\',
      `  -d '{"proofSchemaId": "p", "protocol": "OPENID4VP_FINAL1"}'`,
      '```',
      '',
      '```json title="POST /api/proof-request/v1"',
      '{ "proofSchemaId": "p", "protocol": "OPENID4VP_FINAL1", "verifier": "v" }',
      '```',
    ].join('\n');
    const problems = checkJsonExamples([parseGuide('docs/verify/mqtt.mdx', text)], {
      specs: [core],
      coreOperations: [],
      requirements,
    });
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
      [
        'docs/verify/mqtt.mdx:5: request example (curl POST /api/proof-request/v1) breaks what POST /api/proof-request/v1 ' +
          'requires beyond its schema (claims/docs/verify/index.mdx.yaml:4, entry verifier-required: when protocol is not ' +
          '"ISO_MDL", verifier or verifierDid is present): expected verifier or verifierDid is present',
      ],
    );
    // Without the ledger's requirement the same guide passes: the DTO marks verifier optional.
    assert.deepEqual(
      checkJsonExamples([parseGuide('docs/verify/mqtt.mdx', text)], { specs: [core], coreOperations: [] }),
      [],
    );
  });

  it("fails a spec's own request examples (example and examples.*.value) at their lines", () => {
    const examples = specRequestExamples('openapi/core.yaml', SPEC);
    assert.deepEqual(
      examples.map((e) => [e.method, e.path, e.name, e.line]),
      [
        ['POST', '/api/proof-request/v1', 'example', 12],
        ['POST', '/api/proof-schema/v1', 'examples.good', 30],
        ['POST', '/api/proof-schema/v1', 'examples.bad', 34],
      ],
    );
    const problems = examples.flatMap((e) =>
      checkRequestBody(e.value, { api: 'core', method: e.method, path: e.path }, requirements, {
        file: 'openapi/core.yaml',
        line: e.line,
        source: `${e.method} ${e.path}, ${e.name}`,
      }),
    );
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.replace(/ \(claims.*\): /, ': ')]),
      [
        [
          12,
          'request example (POST /api/proof-request/v1, example) breaks what POST /api/proof-request/v1 requires beyond its schema: expected verifier or verifierDid is present',
        ],
        [
          34,
          'request example (POST /api/proof-schema/v1, examples.bad) breaks what POST /api/proof-schema/v1 requires beyond its schema: proofInputSchemas[1]: expected claimSchemas has an item with required: true',
        ],
      ],
    );
  });

  it('reports a requirement whose operation the spec of its release does not have', () => {
    const other = parseSpec(
      'core',
      'openapi/core.yaml',
      SPEC.replace('/api/proof-schema/v1:', '/api/proof-schema/v2:'),
    );
    assert.deepEqual(
      unknownOperations(requirements, [other], 'v1.74.2').map((p) => `${p.file}:${p.line}: ${p.message}`),
      [
        'claims/docs/verify/index.mdx.yaml:17: entry required-claim: requires POST /api/proof-schema/v1, which is no operation of openapi core at v1.74.2',
      ],
    );
  });
});
