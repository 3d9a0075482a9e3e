/** The error-code and permission extractors, on small Rust fixtures and on the committed inventory. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { extractErrors, parseErrorRaisers, parseStatusMapping } from '../../scripts/inventory/errors.ts';
import type { ErrorInventory } from '../../scripts/inventory/errors.ts';
import { extractPermissions, fieldType, screamingSnake } from '../../scripts/inventory/permissions.ts';
import type { PermissionInventory } from '../../scripts/inventory/permissions.ts';
import type { OneCoreSource } from '../../scripts/inventory/source.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** An in-memory one-core tree. */
function memorySource(files: Record<string, string>, tag = 'v9.9.9'): OneCoreSource {
  return {
    tag,
    list: (dir) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`${dir.replace(/\/$/, '')}/`))
        .sort(),
    read: (file) => {
      if (!(file in files)) throw new Error(`${file} does not exist`);
      return files[file];
    },
  };
}

const ERROR_ENUM = `
use strum::EnumMessage;

#[derive(Debug, EnumMessage)]
pub enum ErrorCode {
    #[strum(message = "Unmapped error code")]
    BR_0000,

    #[strum(message = "Credential not found")]
    BR_0001,

    // BR_0002 was removed
    #[strum(
        message = "Value [a, b] \\"quoted\\" is invalid"
    )]
    BR_0003,

    #[strum(message = "Token expired")]
    BR_0358,
}
`;

const STATUS = `
pub(crate) fn error_code_to_http_status(code: ErrorCode) -> StatusCode {
    match code {
        ErrorCode::BR_0001 => StatusCode::NOT_FOUND,
        ErrorCode::BR_0003 => StatusCode::BAD_REQUEST,
        ErrorCode::BR_0000 => StatusCode::INTERNAL_SERVER_ERROR,
        ErrorCode::BR_0358 => StatusCode::UNAUTHORIZED,
    }
}
`;

const MIXIN = `
impl ErrorCodeMixin for BearerError {
    fn error_code(&self) -> ErrorCode {
        match self {
            Self::Expired { at, .. } | Self::NotYetValid(_) => ErrorCode::BR_0358,
            Self::Missing => {
                ErrorCode::BR_0001
            }
            Self::Nested(e) => e.error_code(),
        }
    }
}
`;

describe('error inventory', () => {
  const files = {
    'lib/one-core/src/error/mod.rs': ERROR_ENUM,
    'lib/one-core/src/proto/bearer.rs': MIXIN,
    'lib/one-core/src/proto/bearer/test.rs': MIXIN.replace(/BR_0358/g, 'BR_0000'),
    'apps/core-server/src/dto/error/status_code.rs': STATUS,
  };

  it('lists every code with message, status and raisers', () => {
    const inv = extractErrors(memorySource(files));
    assert.deepEqual(inv.source, { repo: 'procivis/one-core', tag: 'v9.9.9' });
    assert.deepEqual(
      inv.errors.map((e) => e.code),
      ['BR_0000', 'BR_0001', 'BR_0003', 'BR_0358'],
    );
    const byCode = Object.fromEntries(inv.errors.map((e) => [e.code, e]));
    assert.equal(byCode.BR_0003.message, 'Value [a, b] "quoted" is invalid');
    assert.equal(byCode.BR_0003.variant, 'ErrorCode::BR_0003');
    assert.equal(byCode.BR_0001.httpStatus, 404);
    assert.equal(byCode.BR_0358.httpStatus, 401);
    assert.equal(byCode.BR_0358.httpStatusName, 'UNAUTHORIZED');
    // the test file's arms are not counted
    assert.deepEqual(
      byCode.BR_0358.raisedBy.map((r) => `${r.type}::${r.variant}`),
      ['BearerError::Expired', 'BearerError::NotYetValid'],
    );
    assert.deepEqual(
      byCode.BR_0001.raisedBy.map((r) => r.variant),
      ['Missing'],
    );
    assert.deepEqual(byCode.BR_0000.raisedBy, []);
  });

  it('refuses a status mapping that names an undefined code or maps one twice', () => {
    const undefinedCode = {
      ...files,
      'apps/core-server/src/dto/error/status_code.rs': STATUS.replace('BR_0003 =>', 'BR_0004 =>'),
    };
    assert.throws(() => extractErrors(memorySource(undefinedCode)), /undefined codes: BR_0004/);
    assert.throws(
      () => parseStatusMapping(STATUS.replace('ErrorCode::BR_0003 =>', 'ErrorCode::BR_0001 =>')),
      /BR_0001 is mapped twice/,
    );
  });

  it('leaves a code without mapping at null instead of guessing', () => {
    const inv = extractErrors(
      memorySource({ ...files, 'apps/core-server/src/dto/error/status_code.rs': STATUS.replace(/.*BR_0003.*\n/, '') }),
    );
    assert.equal(inv.errors.find((e) => e.code === 'BR_0003')!.httpStatus, null);
  });

  it('reads match arms with guards and block bodies', () => {
    const arms = parseErrorRaisers('x.rs', MIXIN);
    assert.deepEqual(
      arms.map((a) => `${a.variant}:${a.code}`),
      ['Expired:BR_0358', 'NotYetValid:BR_0358', 'Missing:BR_0001'],
    );
  });
});

const PERMISSION_ENUM = `
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Permission {
    CredentialIssue,
    CredentialDetail,
    X509CertificateCreate,
    HistoryList,
    SystemHistoryList,
    #[serde(untagged)]
    Unknown(String),
}
`;

const CONTROLLER = `
#[endpoint(
    permissions = [Permission::CredentialIssue],
    post,
    path = "/api/credential/v1",
    request_body = CreateCredentialRequestRestDTO,
    params(("x" = String, Path, description = "get, post")),
    responses(CreatedOrErrorResponse<EntityResponseRestDTO>),
)]
pub(crate) async fn post_credential(state: State<AppState>) -> CreatedOrErrorResponse<EntityResponseRestDTO> {
    create_it()
}

#[proc_macros::endpoint(
    permissions = [Permission::HistoryList, Permission::SystemHistoryList],
    get,
    path = "/api/history/v1",
    responses(CreatedOrErrorResponse<HistoryListRestDTO>),
)]
pub(crate) async fn get_history_list(auth: Authorized) -> OkOrErrorResponse<HistoryListRestDTO> {
    if !has_permission(&auth, Permission::SystemHistoryList) {
        narrow();
    }
}

#[utoipa::path(
    get,
    path = "/ssi/revocation/v1/list/{id}",
)]
pub(crate) async fn get_revocation_list() -> Response {}
`;

const DTO = `
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct CreateCredentialRequestRestDTO {
    pub credential_schema_id: Uuid,
    pub claim_values: Vec<ClaimRestDTO>,
    #[serde(rename = "layout")]
    pub layout_props: Option<LayoutRestDTO>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct ClaimRestDTO {
    pub claim_id: Uuid,
    pub value: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LayoutRestDTO {
    pub code: Option<CodeRestDTO>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CodeRestDTO {
    pub attribute: String,
}
`;

describe('permission inventory', () => {
  const files = {
    'lib/shared-types/src/permission.rs': PERMISSION_ENUM,
    'apps/core-server/src/endpoint/credential/controller.rs': CONTROLLER,
    'apps/core-server/src/endpoint/credential/dto.rs': DTO,
  };

  it('names permissions as STS tokens carry them', () => {
    assert.equal(screamingSnake('X509CertificateCreate'), 'X509_CERTIFICATE_CREATE');
    assert.equal(screamingSnake('CredentialSchemaList'), 'CREDENTIAL_SCHEMA_LIST');
    assert.equal(fieldType('Option<Vec<Vec<ClaimRestDTO>>>'), 'ClaimRestDTO[][]');
  });

  it('maps operations to the permissions they require', () => {
    const inv = extractPermissions(memorySource(files));
    assert.equal(inv.rule, 'any-of');
    assert.deepEqual(
      inv.permissions.map((p) => p.name),
      ['CREDENTIAL_DETAIL', 'CREDENTIAL_ISSUE', 'HISTORY_LIST', 'SYSTEM_HISTORY_LIST', 'X509_CERTIFICATE_CREATE'],
    );
    const op = (id: string) => inv.operations.find((o) => o.operationId === id)!;
    assert.deepEqual(op('post_credential').permissions, ['CREDENTIAL_ISSUE']);
    assert.equal(op('post_credential').method, 'POST');
    assert.deepEqual(op('get_history_list').permissions, ['HISTORY_LIST', 'SYSTEM_HISTORY_LIST']);
    assert.deepEqual(op('get_history_list').alsoChecks, ['SYSTEM_HISTORY_LIST']);
    assert.deepEqual(op('get_revocation_list').permissions, []);
    // what the handler sends, and what its attribute documents (a seeded mismatch)
    assert.deepEqual([op('post_credential').successStatus, op('post_credential').documentedStatus], [201, 201]);
    assert.deepEqual([op('get_history_list').successStatus, op('get_history_list').documentedStatus], [200, 201]);
    assert.deepEqual(
      [op('get_revocation_list').successStatus, op('get_revocation_list').documentedStatus],
      [null, null],
    );
    assert.deepEqual(inv.permissions.find((p) => p.name === 'CREDENTIAL_DETAIL')!.operations, []);
  });

  it('records where a request body rejects unknown fields', () => {
    const inv = extractPermissions(memorySource(files));
    const body = inv.operations.find((o) => o.operationId === 'post_credential')!.requestBody;
    assert.deepEqual(body, {
      type: 'CreateCredentialRequestRestDTO',
      denyUnknownFields: ['', 'claimValues[]', 'layout.code'],
    });
  });

  it('refuses an operation that names a permission the enum does not define', () => {
    const wrong = {
      ...files,
      'apps/core-server/src/endpoint/credential/controller.rs': CONTROLLER.replace(
        'Permission::CredentialIssue]',
        'Permission::CredentialCreate]',
      ),
    };
    assert.throws(
      () => extractPermissions(memorySource(wrong)),
      /post_credential names unknown permission CREDENTIAL_CREATE/,
    );
  });
});

describe('committed inventory (one-core v1.74.2)', () => {
  const errors = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'inventory/one-core-v1.74.2/errors.json'), 'utf8'),
  ) as ErrorInventory;
  const permissions = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'inventory/one-core-v1.74.2/permissions.json'), 'utf8'),
  ) as PermissionInventory;

  it('carries its source and known facts of the release', () => {
    assert.deepEqual(errors.source, { repo: 'procivis/one-core', tag: 'v1.74.2' });
    const code = (c: string) => errors.errors.find((e) => e.code === c)!;
    assert.equal(code('BR_0001').httpStatus, 404);
    assert.equal(code('BR_0084').message, 'General input validation error');
    assert.equal(code('BR_0178').httpStatus, 403);
    assert.equal(code('BR_0358').httpStatus, 401);
    assert.ok(errors.errors.every((e) => /^BR_\d{4}$/.test(e.code) && e.message && e.httpStatus));
    assert.equal(
      errors.errors.find((e) => e.code === 'BR_0016'),
      undefined,
    );
  });

  it('maps the management operations to their permissions', () => {
    assert.deepEqual(permissions.source, { repo: 'procivis/one-core', tag: 'v1.74.2' });
    const op = (id: string) => permissions.operations.find((o) => o.operationId === id)!;
    assert.deepEqual(op('post_credential').permissions, ['CREDENTIAL_ISSUE']);
    assert.deepEqual(op('delete_credential').permissions, ['CREDENTIAL_DELETE']);
    assert.deepEqual(op('prune_cache').permissions, ['CACHE_DELETE']);
    assert.ok(op('post_credential').requestBody!.denyUnknownFields.includes('claimValues[]'));
    // documented as 201 by its attribute, but the handler answers 200
    assert.deepEqual([op('continue_issuance').successStatus, op('continue_issuance').documentedStatus], [200, 201]);
    assert.equal(op('post_credential').successStatus, 201);
    assert.equal(op('delete_credential').successStatus, 204);
    const open = permissions.operations.filter((o) => o.path.startsWith('/api/') && o.permissions.length === 0);
    assert.deepEqual(open.map((o) => `${o.method} ${o.path}`).sort(), [
      'GET /api/build-info/v1',
      'GET /api/config/v1',
      'GET /api/jsonld-context/v1',
    ]);
  });
});
