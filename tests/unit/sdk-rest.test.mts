/**
 * REST ↔ SDK: the pairing read from one-core (a REST handler and a binding
 * function that call the same Core service method), its guard against a
 * seeded broken inventory, the lines the API and SDK pages get, and the
 * SDK calls the operation pages show, checked by the SDK-sample guard.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkSdkRest } from '../../scripts/guards/sdk-rest.ts';
import { checkOperationSdkSamples, operationSdkSamples } from '../../scripts/guards/sdk-samples.ts';
import { formatProblem } from '../../scripts/guards/problem.ts';
import { inventoryFile, readInventory } from '../../scripts/inventory/release.ts';
import type { Operation, OperationsInventory } from '../../scripts/inventory/rest.ts';
import { functionBody, mapSdkToRest, serviceCalls, type SdkRestInventory } from '../../scripts/inventory/sdk-rest.ts';
import type { SdkFunction, SdkInventory } from '../../scripts/inventory/sdk.ts';
import type { OneCoreSource } from '../../scripts/inventory/source.ts';
import { functionLine, operationLine, specOperations } from '../../scripts/reference/sdk-equivalents.ts';
import { sdkEquivalentOf } from '../../src/components/ApiCodeSamples/sdkEquivalent.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function memorySource(files: Record<string, string>): OneCoreSource {
  return {
    tag: 'v9.9.9',
    list: (dir) => Object.keys(files).filter((f) => f.startsWith(`${dir}/`)),
    read(file) {
      if (!(file in files)) throw new Error(`one-core source: ${file} does not exist`);
      return files[file];
    },
  };
}

const CONTROLLER = `
#[endpoint(get, path = "/api/credential/v1/{id}")]
pub(crate) async fn get_credential(state: State<AppState>, Path(id): Path<CredentialId>) -> OkOrErrorResponse<X> {
    // state.core.credential_service.delete_credential(&id) is not a call
    let result = state
        .core
        .credential_service
        .get_credential(&id)
        .await;
    OkOrErrorResponse::from_result(result, state, "getting credential")
}

#[endpoint(post, path = "/api/credential/v1/{id}/revoke")]
pub(crate) async fn revoke_credential(state: State<AppState>, Path(id): Path<CredentialId>) -> EmptyOrErrorResponse {
    let result = state.core.credential_service.revoke_credential(&id).await;
    EmptyOrErrorResponse::from_result(result, state, "revoking credential")
}

#[endpoint(get, path = "/api/statistics/v1/dashboard")]
pub(crate) async fn dashboard(state: State<AppState>) -> OkOrErrorResponse<X> {
    OkOrErrorResponse::from_result(state.core.statistics_service.dashboard().await, state, "stats")
}

pub(crate) async fn health() -> impl IntoResponse {
    StatusCode::NO_CONTENT
}
`;

const BINDING = `
#[uniffi::export(async_runtime = "tokio")]
impl OneCore {
    /// Returns a credential.
    #[uniffi::method]
    pub async fn get_credential(&self, credential_id: String) -> Result<CredentialDetailBindingDTO, BindingError> {
        let core = self.use_core().await?;
        Ok(core.credential_service.get_credential(&into_id(&credential_id)?).await?.into())
    }

    #[uniffi::method]
    pub async fn unpack_backup(&self, password: String) -> Result<MetadataBindingDTO, BindingError> {
        Ok(BackupService::unpack_backup(SecretString::from(password))?.into())
    }

    #[uniffi::method]
    pub async fn uninitialize(&self) -> Result<(), BindingError> {
        self.inner.write().await.take();
        Ok(())
    }
}
`;

const operation = (method: string, path: string, handler: string): Operation => ({
  method,
  path,
  handler,
  file: 'apps/core-server/src/endpoint/credential/controller.rs',
  successStatuses: [200],
  pathParams: [],
  queryParams: [],
  responses: [],
});
const sdkFunction = (rustName: string, name: string, line: number): SdkFunction => ({
  rustName,
  name,
  object: 'OneCore',
  kind: 'method',
  async: true,
  params: [],
  returns: null,
  throws: 'OneCoreError',
  file: 'platforms/uniffi/src/binding/credential.rs',
  line,
});

describe('REST ↔ SDK inventory', () => {
  const source = memorySource({
    'apps/core-server/src/endpoint/credential/controller.rs': CONTROLLER,
    'platforms/uniffi/src/binding/credential.rs': BINDING,
  });
  const mapping = mapSdkToRest(
    source,
    [
      operation('GET', '/api/credential/v1/{id}', 'get_credential'),
      operation('POST', '/api/credential/v1/{id}/revoke', 'revoke_credential'),
      operation('GET', '/api/statistics/v1/dashboard', 'dashboard'),
      operation('GET', '/health', 'health'),
    ],
    [
      sdkFunction('get_credential', 'getCredential', 5),
      sdkFunction('unpack_backup', 'unpackBackup', 11),
      sdkFunction('uninitialize', 'uninitialize', 16),
    ],
  );
  const op = (key: string) => mapping.operations.find((entry) => entry.operation === key)!;
  const fn = (name: string) => mapping.functions.find((entry) => entry.function === name)!;

  it('reads the service calls of a body across lines, and not those in comments', () => {
    const body = functionBody(CONTROLLER, 'get_credential')!;
    assert.deepEqual(serviceCalls(body), ['credential_service.get_credential']);
    assert.deepEqual(serviceCalls(functionBody(BINDING, 'unpack_backup')!), ['backup_service.unpack_backup']);
  });

  it('pairs the handler and the binding function that call the same method, both ways', () => {
    assert.deepEqual(op('GET /api/credential/v1/{id}').sdk, ['get_credential']);
    assert.equal(op('GET /api/credential/v1/{id}').none, undefined);
    assert.deepEqual(fn('get_credential').operations, ['GET /api/credential/v1/{id}']);
  });

  it('says why an operation has no SDK function, from what the binding calls', () => {
    assert.deepEqual(op('POST /api/credential/v1/{id}/revoke').none, {
      kind: 'method-not-called',
      service: 'credential_service',
      method: 'revoke_credential',
      reason:
        "the mobile SDK uses Core's `credential_service` (`getCredential`), but nothing in it calls `revoke_credential`",
    });
    assert.equal(op('GET /api/statistics/v1/dashboard').none?.kind, 'service-not-called');
    assert.match(
      op('GET /api/statistics/v1/dashboard').none!.reason,
      /nothing in the mobile SDK calls Core's `statistics_service`/,
    );
    assert.equal(op('GET /health').none?.kind, 'no-service-call');
  });

  it('says why an SDK function has no REST operation', () => {
    assert.match(fn('unpack_backup').none!.reason, /nothing in the REST API calls Core's `backup_service`/);
    assert.equal(fn('uninitialize').none?.kind, 'no-service-call');
  });
});

describe('REST ↔ SDK guard', () => {
  const operations = readInventory<OperationsInventory>(root, 'operations');
  const sdk = readInventory<SdkInventory>(root, 'sdk');
  const file = inventoryFile('sdk-rest');
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const mapping = JSON.parse(text) as SdkRestInventory;

  it('finds nothing wrong with the inventory as extracted', () => {
    assert.deepEqual(checkSdkRest(mapping, text, file, operations, sdk).map(formatProblem), []);
  });

  it('fails on a pair naming a function or an operation that does not exist, naming both', () => {
    const broken = structuredClone(mapping);
    const byKey = (key: string) => broken.operations.find((entry) => entry.operation === key)!;
    byKey('GET /api/credential/v1/{id}').sdk = ['get_credentials'];
    broken.functions.find((entry) => entry.function === 'list_credentials')!.operations = ['GET /api/credentials/v1'];
    const brokenText = JSON.stringify(broken, null, 2);
    const problems = checkSdkRest(broken, brokenText, file, operations, sdk).map(formatProblem);
    const line = (needle: string) => brokenText.slice(0, brokenText.indexOf(needle)).split('\n').length;
    assert.ok(
      problems.includes(
        `${file}:${line('"operation": "GET /api/credential/v1/{id}"')}: \`GET /api/credential/v1/{id}\` ↔ \`get_credentials\`: the SDK of Core v1.74.2 has no function \`get_credentials\``,
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.includes(
        `${file}:${line('"function": "list_credentials"')}: \`list_credentials\` ↔ \`GET /api/credentials/v1\`: Core v1.74.2 has no REST operation \`GET /api/credentials/v1\``,
      ),
      problems.join('\n'),
    );
    // The two sides no longer agree about the pairs that were broken.
    assert.ok(
      problems.some((p) =>
        p.includes(
          '`get_credential` ↔ `GET /api/credential/v1/{id}`: the function names the operation, but the operation',
        ),
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) =>
        p.includes('`GET /api/credential/v1` ↔ `list_credentials`: the operation names the function, but the function'),
      ),
      problems.join('\n'),
    );
    assert.equal(problems.length, 4, problems.join('\n'));
  });

  it('fails on an operation or function with no entry', () => {
    const broken = structuredClone(mapping);
    broken.operations = broken.operations.filter((entry) => entry.operation !== 'POST /api/credential/v1/{id}/revoke');
    const problems = checkSdkRest(broken, JSON.stringify(broken, null, 2), file, operations, sdk).map((p) => p.message);
    assert.deepEqual(problems, ['`POST /api/credential/v1/{id}/revoke` of Core v1.74.2 has no entry']);
  });

  it('checks the SDK calls the operation pages show against the binding', () => {
    const samples = operationSdkSamples(mapping, text, sdk, file);
    assert.ok(samples.length > 60);
    assert.deepEqual(checkOperationSdkSamples(samples, sdk), []);
    // The same calls against a binding whose getCredential takes one more parameter.
    const changed = structuredClone(sdk);
    const getCredential = changed.functions.find((f) => f.rustName === 'get_credential')!;
    getCredential.params.push({ ...getCredential.params[0], rustName: 'include_claims', name: 'includeClaims' });
    const problems = checkOperationSdkSamples(samples, changed).map(formatProblem);
    const line = text.slice(0, text.indexOf('"operation": "GET /api/credential/v1/{id}"')).split('\n').length;
    assert.equal(problems.length, 3, problems.join('\n'));
    for (const problem of problems) {
      assert.ok(
        problem.startsWith(
          `${file}:${line}: the SDK call shown on the page of \`GET /api/credential/v1/{id}\` (\`getCredential\`): `,
        ),
        problem,
      );
      assert.match(problem, /`getCredential` takes 2 arguments \(credentialId, includeClaims\), the sample passes 1/);
    }
  });
});

describe('REST ↔ SDK lines on the pages', () => {
  const mapping = readInventory<SdkRestInventory>(root, 'sdk-rest');
  const sdk = readInventory<SdkInventory>(root, 'sdk');
  const functions = new Map(sdk.functions.map((f) => [f.rustName, f]));
  const spec = {
    paths: { '/api/credential/v1/{id}': { get: { operationId: 'get_credential', summary: 'Retrieve a credential' } } },
  };

  it('links the SDK function from its operation, and says why revoking has none', () => {
    const get = mapping.operations.find((entry) => entry.operation === 'GET /api/credential/v1/{id}')!;
    assert.equal(
      operationLine(get, functions),
      '**Mobile SDK:** [`getCredential`](/reference/sdk/api/functions/get_credential) calls the same Core method (`credential_service.get_credential`).',
    );
    const revoke = mapping.operations.find((entry) => entry.operation === 'POST /api/credential/v1/{id}/revoke')!;
    assert.match(
      operationLine(revoke, functions),
      /^\*\*Mobile SDK:\*\* no function does this: the mobile SDK uses Core's `credential_service` \(.*`getCredential`.*\), but nothing in it calls `revoke_credential`\.$/,
    );
  });

  it('links the operation from its SDK function by the spec, whatever its path parameters are called', () => {
    const pages = specOperations(spec);
    const getCredential = mapping.functions.find((entry) => entry.function === 'get_credential')!;
    assert.equal(
      functionLine(getCredential, pages, 'core'),
      '**REST API:** [Retrieve a credential](/reference/core/get-credential) (`GET /api/credential/v1/{id}`) calls the same Core method (`credential_service.get_credential`).',
    );
    const backup = mapping.functions.find((entry) => entry.function === 'create_backup')!;
    assert.equal(
      functionLine(backup, pages, 'core'),
      "**REST API:** no operation does this: nothing in the REST API calls Core's `backup_service`.",
    );
  });

  it('reads back only a well-formed SDK equivalent from the front matter', () => {
    const value = {
      function: 'getCredential',
      route: '/reference/sdk/api/functions/get_credential',
      samples: { kotlin: 'core.getCredential(credentialId = id)' },
    };
    assert.deepEqual(sdkEquivalentOf({ sdk_equivalent: value }), value);
    assert.equal(sdkEquivalentOf({ sdk_equivalent: { function: 'getCredential' } }), null);
    assert.equal(sdkEquivalentOf({}), null);
    assert.equal(sdkEquivalentOf(undefined), null);
  });
});
