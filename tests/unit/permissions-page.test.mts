/** The /permissions generator, the links on operation pages, and the guard over the page, on seeded specs. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { checkPermissionsPage, PERMISSIONS_PAGE } from '../../scripts/guards/permissions-page.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';
import {
  linkRequiredPermissions,
  objectLabel,
  PERMISSION_APIS,
  PERMISSIONS_PARTIAL,
  renderPermissionsMdx,
  specPermissions,
  splitPermission,
  type PermissionSpecs,
} from '../../scripts/reference/permissions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const specs: PermissionSpecs = {
  core: {
    paths: {
      '/api/credential/v1': {
        get: { operationId: 'get_credential_list', summary: 'List credentials', 'x-permissions': ['CREDENTIAL_LIST'] },
        post: { operationId: 'post_credential', summary: 'Create a credential', 'x-permissions': ['CREDENTIAL_ISSUE'] },
      },
      '/api/history/v1': {
        get: {
          operationId: 'get_history_list',
          summary: 'List history events',
          'x-permissions': ['HISTORY_LIST', 'SYSTEM_HISTORY_LIST'],
        },
      },
      '/health': { get: { operationId: 'health_check', summary: 'Check health' } },
    },
  },
  desk: {
    paths: {
      '/api/credential/v1/{id}': {
        parameters: [],
        get: {
          operationId: 'get_credential',
          summary: 'Retrieve a credential {v1}',
          'x-permissions': ['CREDENTIAL_DETAIL'],
        },
      },
    },
  },
  bridge: { paths: {} },
};

const generated = (text = renderPermissionsMdx(specs)) => ({ file: PERMISSIONS_PARTIAL, text });

const pageText = (roles: string[]) =>
  [
    '---',
    'title: Permissions',
    '---',
    '',
    "import PermissionList from './_generated/permissions.mdx';",
    '',
    '## Example roles',
    '',
    '```json title="POST /api/role/v1"',
    '{',
    '  "name": "Issuer",',
    '  "permissions": [',
    ...roles.map((r, i) => `    "${r}"${i < roles.length - 1 ? ',' : ''}`),
    '  ]',
    '}',
    '```',
    '',
    '<PermissionList />',
    '',
  ].join('\n');

const page = (text = pageText(['CREDENTIAL_ISSUE', 'CREDENTIAL_LIST'])) => parseGuide(PERMISSIONS_PAGE, text);
const where = (problems: { file: string; line: number }[]) => problems.map((p) => `${p.file}:${p.line}`);

describe('permissions generator', () => {
  it('gives every permission an entry whose anchor is its name, with its operations linked per API', () => {
    const mdx = renderPermissionsMdx(specs);
    for (const permission of [
      'CREDENTIAL_DETAIL',
      'CREDENTIAL_ISSUE',
      'CREDENTIAL_LIST',
      'HISTORY_LIST',
      'SYSTEM_HISTORY_LIST',
    ]) {
      assert.match(mdx, new RegExp(`^### ${permission} \\{/\\* #${permission} \\*/\\}$`, 'm'));
    }
    assert.match(
      mdx,
      /^- \[`POST \/api\/credential\/v1`\]\(\/reference\/core\/post-credential\): Create a credential$/m,
    );
    assert.match(
      mdx,
      /^- \[`GET \/api\/credential\/v1\/\{id\}`\]\(\/reference\/desk\/get-credential\): Retrieve a credential \\\{v1\\\}$/m,
    );
    assert.match(mdx, /List history events \(alternative: \[`SYSTEM_HISTORY_LIST`\]\(#SYSTEM_HISTORY_LIST\)\)/);
    assert.match(mdx, /^Desk API:$/m);
    assert.doesNotMatch(mdx, /OpenID Bridge API:/, 'an API without operations gets no heading');
  });

  it('lists operations without a permission once, at the end', () => {
    const mdx = renderPermissionsMdx(specs);
    const tail = mdx.slice(mdx.indexOf('{/* #no-permission */}'));
    assert.ok(mdx.indexOf('{/* #no-permission */}') > mdx.lastIndexOf('### '));
    assert.equal(mdx.match(/health-check/g)?.length, 1);
    assert.match(tail, /\[`GET \/health`\]\(\/reference\/core\/health-check\): Check health/);
  });

  it('groups names by object and action', () => {
    assert.deepEqual(splitPermission('KEY_GENERATE_CSR'), { object: 'KEY', action: 'GENERATE_CSR' });
    assert.deepEqual(splitPermission('CREDENTIAL_SCHEMA_LIST'), { object: 'CREDENTIAL_SCHEMA', action: 'LIST' });
    assert.deepEqual(splitPermission('INTERACTION_PROOF'), { object: 'INTERACTION', action: 'PROOF' });
    assert.equal(objectLabel('STS_IAM_ROLE'), 'STS IAM role');
    assert.equal(objectLabel('X509_CERTIFICATE'), 'X.509 certificate');
    assert.equal(objectLabel('HOLDER_WALLET_UNIT'), 'Holder wallet unit');
  });
});

describe('links from operation pages', () => {
  const known = new Set(['HISTORY_LIST', 'SYSTEM_HISTORY_LIST']);

  it('links each known permission on the Required permission line, and only there', () => {
    const source = [
      'Lists events. `HISTORY_LIST` also appears in prose.',
      '',
      '**Required permission:** `HISTORY_LIST`, or `SYSTEM_HISTORY_LIST` for system-wide history',
      '',
      '**Enabled by:** `app.enableManagementEndpoints`',
    ].join('\n');
    const linked = linkRequiredPermissions(source, known);
    assert.equal(
      linked.split('\n')[2],
      '**Required permission:** [`HISTORY_LIST`](/permissions#HISTORY_LIST), or [`SYSTEM_HISTORY_LIST`](/permissions#SYSTEM_HISTORY_LIST) for system-wide history',
    );
    assert.equal(linked.split('\n')[0], source.split('\n')[0]);
    assert.equal(linkRequiredPermissions(linked, known), linked, 'running twice adds no second link');
  });

  it('leaves names without an entry, and "None", unlinked', () => {
    const source = '**Required permission:** `UNKNOWN_PERMISSION`\n\n**Required permission:** None (public endpoint)';
    assert.equal(linkRequiredPermissions(source, known), source);
  });
});

describe('permissions page guard', () => {
  it('accepts a complete list and roles made of listed permissions', () => {
    assert.deepEqual(checkPermissionsPage({ specs, page: page(), generated: generated() }), []);
  });

  it('reports a spec permission missing from the generated list', () => {
    const text = renderPermissionsMdx(specs).replace(/^### CREDENTIAL_ISSUE \{\/\* #CREDENTIAL_ISSUE \*\/\}$/m, '');
    const problems = checkPermissionsPage({ specs, page: page(), generated: generated(text) });
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /CREDENTIAL_ISSUE \(listed in openapi\/core\.yaml\) has no entry/);
  });

  it('reports an entry no spec lists', () => {
    const text = `${renderPermissionsMdx(specs)}\n### PROOF_ISSUE {/* #PROOF_ISSUE */}\n`;
    const problems = checkPermissionsPage({ specs, page: page(), generated: generated(text) });
    assert.deepEqual(where(problems), [
      `${PERMISSIONS_PARTIAL}:${text.split('\n').indexOf('### PROOF_ISSUE {/* #PROOF_ISSUE */}') + 1}`,
    ]);
    assert.match(problems[0].message, /PROOF_ISSUE has an entry but no spec lists it/);
  });

  it('reports an entry whose anchor is not the permission name', () => {
    const wrongCase = renderPermissionsMdx(specs).replace('{/* #CREDENTIAL_ISSUE */}', '{/* #credential-issue */}');
    const missing = checkPermissionsPage({ specs, page: page(), generated: generated(wrongCase) });
    assert.match(
      missing.map((p) => p.message).join('\n'),
      /CREDENTIAL_ISSUE \(listed in openapi\/core\.yaml\) has no entry/,
    );
    const otherName = renderPermissionsMdx(specs).replace('{/* #CREDENTIAL_ISSUE */}', '{/* #CREDENTIAL_ISSUED */}');
    const mismatched = checkPermissionsPage({ specs, page: page(), generated: generated(otherName) });
    assert.equal(mismatched.length, 1);
    assert.match(mismatched[0].message, /entry CREDENTIAL_ISSUE has the anchor #CREDENTIAL_ISSUED/);
  });

  it('reports a missing generated list', () => {
    const problems = checkPermissionsPage({ specs, page: page(), generated: null });
    assert.deepEqual(where(problems), [`${PERMISSIONS_PARTIAL}:1`]);
    assert.match(problems[0].message, /npm run gen:api/);
  });

  it('reports an example role naming a permission no spec has, at its line', () => {
    const text = pageText(['CREDENTIAL_ISSUE', 'CREDENTIAL_ISSUER', 'CREDENTIAL_LIST']);
    const problems = checkPermissionsPage({ specs, page: page(text), generated: generated() });
    assert.deepEqual(where(problems), [
      `${PERMISSIONS_PAGE}:${text.split('\n').indexOf('    "CREDENTIAL_ISSUER",') + 1}`,
    ]);
    assert.match(problems[0].message, /example role names CREDENTIAL_ISSUER/);
  });

  it('checks YAML role lists too', () => {
    const text = pageText(['CREDENTIAL_LIST']).replace(
      '<PermissionList />',
      '```yaml\npermissions:\n  - CREDENTIAL_LIST\n  - KEY_LIST\n```\n\n<PermissionList />',
    );
    const problems = checkPermissionsPage({ specs, page: page(text), generated: generated() });
    assert.deepEqual(where(problems), [`${PERMISSIONS_PAGE}:${text.split('\n').indexOf('  - KEY_LIST') + 1}`]);
  });

  it('reports a page without roles, and one that does not render the list', () => {
    const noRoles = "import PermissionList from './_generated/permissions.mdx';\n\n<PermissionList />\n";
    assert.match(
      checkPermissionsPage({ specs, page: page(noRoles), generated: generated() })[0].message,
      /no example role/,
    );
    const notRendered = pageText(['CREDENTIAL_LIST']).replace('<PermissionList />', '');
    assert.match(
      checkPermissionsPage({ specs, page: page(notRendered), generated: generated() })[0].message,
      /does not render it/,
    );
    const notImported = pageText(['CREDENTIAL_LIST']).replace(/^import .*$/m, '');
    assert.match(
      checkPermissionsPage({ specs, page: page(notImported), generated: generated() })[0].message,
      /does not import/,
    );
  });
});

describe('the real page and specs', () => {
  const realSpecs = Object.fromEntries(
    PERMISSION_APIS.map((api) => [api, YAML.parse(fs.readFileSync(path.join(ROOT, `openapi/${api}.yaml`), 'utf8'))]),
  ) as PermissionSpecs;
  const realPage = parseGuide(PERMISSIONS_PAGE, fs.readFileSync(path.join(ROOT, PERMISSIONS_PAGE), 'utf8'));

  it('has an entry for every permission of the three specs and only listed permissions in its roles', () => {
    const problems = checkPermissionsPage({
      specs: realSpecs,
      page: realPage,
      generated: generated(renderPermissionsMdx(realSpecs)),
    });
    assert.deepEqual(problems, []);
    assert.ok(specPermissions(realSpecs).length > 100);
  });

  it('shows four example roles', () => {
    const roles = realPage.blocks.filter((b) => b.lang === 'json' && /"permissions"/.test(b.body));
    assert.equal(roles.length, 4);
  });
});
