/** The API-call guard, on seeded guides against small specs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkApiCalls,
  findCalls,
  matchPath,
  parseCurl,
  parseSpec,
  splitPath,
} from '../../scripts/guards/api-calls.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';

const core = parseSpec(
  'core',
  'openapi/core.yaml',
  `
openapi: 3.0.3
info: { title: Core, version: '1' }
paths:
  /api/credential/v1:
    get: { operationId: get_credential_list, responses: {} }
    post: { operationId: post_credential, responses: {} }
  /api/credential/v1/{id}:
    get: { operationId: get_credential, responses: {} }
  /api/credential/v1/{id}/share:
    post: { operationId: share_credential, responses: {} }
  /api/credential/v1/revocation-check:
    post: { operationId: credential_revocation_check, responses: {} }
  /api/key/v1/{keyId}/generate-csr:
    post: { operationId: generate_csr, responses: {} }
  /ssi/openid4vci/final-1.0/{id}/token:
    post: { operationId: oid4vci_final1_0_create_token, responses: {} }
  /health:
    get: { operationId: health_check, responses: {} }
`,
);
const desk = parseSpec(
  'desk',
  'openapi/desk.yaml',
  `
openapi: 3.0.3
info: { title: Desk, version: '1' }
paths:
  /api/credential/v1:
    post: { operationId: create_credential, responses: {} }
  /api/sts/organisation/v1:
    post: { operationId: create_sts_organisation, responses: {} }
`,
);
const bridge = parseSpec(
  'bridge',
  'openapi/bridge.yaml',
  `
openapi: 3.0.3
info: { title: Bridge, version: '1' }
paths:
  /api/provider/v1:
    get: { operationId: bridge_list_providers, responses: {} }
`,
);
const specs = [core, desk, bridge];
const guide = (text: string) => parseGuide('docs/calls.mdx', text);
const report = (text: string) => checkApiCalls([guide(text)], specs).map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('api-call guard', () => {
  it('matches paths by position, whatever the parameter is called', () => {
    assert.equal(matchPath(splitPath('/api/credential/v1/{credentialId}'), core.operations[2].segments), 0 + 3);
    assert.equal(
      matchPath(splitPath('/api/credential/v1/{id}/share'), splitPath('/api/credential/v1/revocation-check')),
      -1,
    );
    assert.equal(
      matchPath(splitPath('/api/credential/v1/revocation-check?x=1'), splitPath('/api/credential/v1/revocation-check')),
      4,
    );
  });

  it('reads curl commands', () => {
    assert.deepEqual(parseCurl('curl -s -X POST "$CORE/api/key/v1" -H "A: b" -d \'{}\''), {
      method: 'POST',
      url: '$CORE/api/key/v1',
      explicit: true,
    });
    assert.deepEqual(parseCurl('curl -s https://core.example.com/api/credential/v1 -H "A: b"'), {
      method: 'GET',
      url: 'https://core.example.com/api/credential/v1',
      explicit: false,
    });
    assert.equal(parseCurl('curl --data x https://h/api/x')!.method, 'POST');
  });

  it('accepts linked calls in prose, tables, titles, http and bash blocks', () => {
    const text = [
      'Create it with [`POST /api/credential/v1`](/reference/core/post-credential), then',
      'share it with `POST /api/credential/v1/{credentialId}/share` ([reference](/reference/core/share-credential)).',
      '',
      '| Read | `GET /api/credential/v1/{id}` |',
      '| [V1](/reference/core/get-credential) `GET /api/credential/v1/{id}` | [V1](/reference/core/share-credential) `POST /api/credential/v1/{id}/share` |',
      '',
      'See [the list](/reference/core/get-credential-list) and [the item](/reference/core/get-credential/).',
      '',
      '```bash',
      'curl -s -X POST "$CORE/api/credential/v1/93fa5c13-defb-404b-812d-d9240e054b62/share" \\',
      '  -H "Authorization: Bearer $TOKEN"',
      'curl -s "$CORE/api/credential/v1?page=0&pageSize=10" | jq .',
      'curl -s -X POST http://localhost:3000/api/key/v1/$KEY_ID/generate-csr',
      'curl -s -X POST "http://localhost:8080/realms/x/protocol/openid-connect/token" -d a=b',
      '```',
      '',
      'Key CSR: [generate](/reference/core/generate-csr); health [check](/reference/core/health-check): `GET /health`.',
      '',
      '```mermaid',
      'sequenceDiagram',
      '  W->>C: POST /token',
      '```',
      '',
      '```http',
      'POST /ssi/openid4vci/final-1.0/f55600cc/token HTTP/1.1',
      'Host: core.example.com',
      '```',
      '',
      'The [token endpoint](/reference/core/oid-4-vci-final-1-0-create-token) answers.',
    ].join('\n');
    assert.deepEqual(report(text), []);
  });

  it('reports a call that is no operation, with file and line', () => {
    const text = [
      'Intro.',
      '',
      'Delete it with `DELETE /api/credential/v1/{id}` ([ref](/reference/core/get-credential)).',
      'List them with `GET /api/credentials/v1`.',
      '',
      '```bash',
      'curl -X PATCH "$CORE/api/credential/v1/abc" \\',
      "  -d '{}'",
      '```',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(
      problems.map((p) => p.split(': ')[0]),
      ['docs/calls.mdx:3', 'docs/calls.mdx:4', 'docs/calls.mdx:7'],
    );
    assert.match(
      problems[0],
      /DELETE \/api\/credential\/v1\/\{id\} is not an operation of any API .*the path exists with GET/,
    );
    assert.match(problems[1], /GET \/api\/credentials\/v1 is not an operation/);
    assert.match(problems[2], /PATCH \/api\/credential\/v1\/abc is not an operation/);
  });

  it('reports a call whose reference page is never linked, and a link to the wrong page', () => {
    const text = [
      'First [`POST /api/credential/v1/{id}/share`](/reference/core/post-credential).',
      '',
      'Then `POST /api/credential/v1/revocation-check`.',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(problems, [
      "docs/calls.mdx:1: link for POST /api/credential/v1/{id}/share points to /reference/core/post-credential, but the operation's page is /reference/core/share-credential",
      'docs/calls.mdx:3: POST /api/credential/v1/revocation-check is named but the page never links to its reference /reference/core/credential-revocation-check',
    ]);
  });

  it('holds a call to the spec its host names', () => {
    const text = [
      'Intro [core](/reference/core/get-credential-list).',
      '',
      '```bash',
      'curl -s https://desk.example.com/api/credential/v1 -H "A: b"',
      "curl -X POST https://desk.example.com/api/sts/organisation/v1 -d '{}'",
      '```',
      '',
      'In the Bridge API, `GET /api/credential/v1` does not exist.',
      '[Org](/reference/desk/create-sts-organisation)',
    ].join('\n');
    const problems = report(text);
    assert.deepEqual(
      problems.map((p) => p.split(': ')[0]),
      ['docs/calls.mdx:4', 'docs/calls.mdx:8'],
    );
    assert.match(
      problems[0],
      /GET \/api\/credential\/v1 is not an operation of the Desk API \(it is one of the Core API\)/,
    );
    assert.match(problems[1], /not an operation of the OpenID Bridge API/);
  });

  it('finds calls in block titles and full URLs', () => {
    const calls = findCalls(guide('x\n\n```json title="POST http://localhost:3001/api/credential/v1"\n{}\n```\n'));
    assert.deepEqual(
      calls.map((c) => `${c.line} ${c.method} ${c.path}`),
      ['3 POST /api/credential/v1'],
    );
  });
});
