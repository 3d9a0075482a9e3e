/**
 * The configuration and SDK extractors on small, made-up one-core snippets
 * served by an in-memory OneCoreSource.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OneCoreSource } from '../../scripts/inventory/source.ts';
import { envForm, extractConfig } from '../../scripts/inventory/config.ts';
import { extractSdk, lowerCamel, shoutySnake, upperCamel } from '../../scripts/inventory/sdk.ts';

function memorySource(files: Record<string, string>, tag = 'v9.9.9'): OneCoreSource {
  return {
    tag,
    list(dir) {
      const prefix = `${dir.replace(/\/$/, '')}/`;
      return Object.keys(files)
        .filter((f) => f.startsWith(prefix))
        .sort();
    },
    read(file) {
      if (!(file in files)) throw new Error(`one-core source: ${file} does not exist at ${tag}`);
      return files[file];
    },
  };
}

const BINDING_LIB = `
use std::sync::Arc;

#[derive(Serialize, Deserialize, Debug, Clone, Default)]
#[serde(rename_all = "camelCase")]
struct MobileConfig {
    pub allow_insecure_http_transport: bool,
    pub trace_level: Option<String>,
}

#[derive(Default, uniffi::Record)]
pub struct InitParams {
    /// JSON overrides.
    pub config_json: Option<String>,
    pub native_secure_element: Option<Arc<dyn NativeKeyStorage>>,
}

#[uniffi::export]
fn uniffi_initialize_core(
    data_dir_path: String,
    params: InitParams,
) -> Result<Arc<OneCore>, BindingError> {
    todo()
}

#[derive(Error, Debug, uniffi::Error)]
#[uniffi(name = "OneCoreError")]
pub enum BindingError {
    #[error("Error: {data:?}")]
    Response { data: String },
}
`;

const BINDING_THING = `
use crate::OneCore;

#[derive(uniffi::Object)]
pub(crate) struct OneCore {
    inner: u8,
}

#[uniffi::export(async_runtime = "tokio")]
impl OneCore {
    /// Reads a thing; the URL "https://example.com//x" is not a comment.
    #[uniffi::method]
    pub async fn get_thing_v2(
        &self,
        thing_id: String,
        force_refresh: Option<bool>,
    ) -> Result<ThingBindingDTO, BindingError> {
        let x = "}";
        Ok(todo())
    }

    #[uniffi::method(default(limit = 10, verbose))]
    pub async fn list_things(&self, query: String, limit: u32, verbose: bool) -> Result<Vec<ThingBindingDTO>, BindingError> {
        todo()
    }

    #[uniffi::method]
    pub fn version(&self) -> VersionBindingDTO {
        todo()
    }

    fn helper(&self) -> u8 {
        1
    }
}

#[uniffi::export(with_foreign)]
pub trait NativeKeyStorage: Send + Sync {
    async fn sign(&self, key_reference: Vec<u8>) -> Result<Vec<u8>, BindingError>;
}

#[derive(Clone, Debug, uniffi::Record)]
#[uniffi(name = "Thing")]
pub struct ThingBindingDTO {
    pub id: String,
    /// the state
    pub state: ThingStateBindingEnum,
    pub r#type: Option<String>,
    #[uniffi(default = 3)]
    pub page_size: u32,
}

#[derive(Clone, Debug, uniffi::Enum)]
#[uniffi(name = "ThingState")]
pub enum ThingStateBindingEnum {
    Created,
    InteractionExpired,
    MRZ,
}

#[derive(Clone, Debug, uniffi::Enum)]
pub enum ThingValue {
    Text { value: String, lang: Option<String> },
    Nothing,
    Pair(String, u32),
}
`;

describe('extractSdk', () => {
  const inventory = extractSdk(
    memorySource({
      'platforms/uniffi/src/lib.rs': BINDING_LIB,
      'platforms/uniffi/src/binding/thing.rs': BINDING_THING,
      'platforms/uniffi/src/test/mod.rs': '#[uniffi::export]\nfn only_in_tests() {}\n',
    }),
  );

  it('records where it came from', () => {
    assert.deepEqual(inventory.source, { repo: 'procivis/one-core', tag: 'v9.9.9' });
  });

  it('lists exported methods with camelCase names, parameters, async and renamed return types', () => {
    const fn = inventory.functions.find((f) => f.rustName === 'get_thing_v2');
    assert.ok(fn);
    assert.equal(fn.name, 'getThingV2');
    assert.equal(fn.object, 'OneCore');
    assert.equal(fn.kind, 'method');
    assert.equal(fn.async, true);
    assert.deepEqual(
      fn.params.map((p) => [p.name, p.type, p.optional]),
      [
        ['thingId', 'String', false],
        ['forceRefresh', 'Option<bool>', true],
      ],
    );
    assert.equal(fn.returns, 'Thing');
    assert.equal(fn.throws, 'OneCoreError');
    const version = inventory.functions.find((f) => f.name === 'version');
    assert.equal(version?.async, false);
    assert.equal(version?.throws, null);
  });

  it('reads argument defaults declared on the method', () => {
    const fn = inventory.functions.find((f) => f.name === 'listThings');
    assert.deepEqual(
      fn?.params.map((p) => [p.name, p.default]),
      [
        ['query', null],
        ['limit', '10'],
        ['verbose', true],
      ],
    );
    assert.equal(fn?.returns, 'Vec<Thing>');
  });

  it('leaves out private methods and test-only code', () => {
    assert.equal(
      inventory.functions.some((f) => f.rustName === 'helper'),
      false,
    );
    assert.equal(
      inventory.functions.some((f) => f.rustName === 'only_in_tests'),
      false,
    );
  });

  it('lists free functions and foreign traits', () => {
    const init = inventory.functions.find((f) => f.rustName === 'uniffi_initialize_core');
    assert.equal(init?.object, null);
    assert.equal(init?.kind, 'function');
    assert.equal(init?.returns, 'OneCore');
    assert.deepEqual(
      init?.params.map((p) => p.name),
      ['dataDirPath', 'params'],
    );
    const trait = inventory.foreignTraits.find((t) => t.name === 'NativeKeyStorage');
    assert.deepEqual(
      trait?.methods.map((m) => m.name),
      ['sign'],
    );
    assert.deepEqual(
      inventory.objects.map((o) => o.name),
      ['OneCore'],
    );
  });

  it('lists records with foreign names, camelCase fields, optionality and defaults', () => {
    const thing = inventory.records.find((r) => r.name === 'Thing');
    assert.ok(thing);
    assert.equal(thing.rustName, 'ThingBindingDTO');
    assert.deepEqual(
      thing.fields.map((f) => [f.name, f.type, f.optional, f.default]),
      [
        ['id', 'String', false, null],
        ['state', 'ThingState', false, null],
        ['type', 'Option<String>', true, null],
        ['pageSize', 'u32', false, '3'],
      ],
    );
    const init = inventory.records.find((r) => r.name === 'InitParams');
    assert.equal(init?.fields[1].type, 'Option<NativeKeyStorage>');
  });

  it('lists enums with Kotlin and Swift case names and variant fields', () => {
    const state = inventory.enums.find((e) => e.name === 'ThingState');
    assert.ok(state);
    assert.equal(state.unitOnly, true);
    assert.deepEqual(
      state.variants.map((v) => [v.kotlin, v.swift]),
      [
        ['CREATED', 'created'],
        ['INTERACTION_EXPIRED', 'interactionExpired'],
        ['MRZ', 'mrz'],
      ],
    );
    const value = inventory.enums.find((e) => e.name === 'ThingValue');
    assert.equal(value?.unitOnly, false);
    assert.deepEqual(
      value?.variants.map((v) => [v.name, v.fields.length, v.tuple]),
      [
        ['Text', 2, false],
        ['Nothing', 0, false],
        ['Pair', 2, true],
      ],
    );
    assert.equal(value?.variants[0].fields[1].optional, true);
    const error = inventory.enums.find((e) => e.name === 'OneCoreError');
    assert.equal(error?.kind, 'error');
    assert.equal(error?.rustName, 'BindingError');
  });

  it('converts names the way UniFFI does', () => {
    assert.equal(lowerCamel('holder_submit_proof_v2'), 'holderSubmitProofV2');
    assert.equal(upperCamel('MRZ'), 'Mrz');
    assert.equal(shoutySnake('ProcivisOne'), 'PROCIVIS_ONE');
    assert.equal(shoutySnake('OpenId4VciDraft13'), 'OPEN_ID4_VCI_DRAFT13');
  });
});

const CORE_CONFIG = `
use figment::providers::Env;

#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CoreConfig {
    pub format: FormatConfig,
    pub identifier: IdentifierConfig,
    pub cache_entities: CacheEntitiesConfig,
}

pub type FormatConfig = ConfigBlock<CredentialFormat, FormatType>;

#[derive(Debug, Copy, Clone, Serialize, Deserialize)]
pub enum FormatType {
    #[serde(rename = "JWT")]
    Jwt,
    #[serde(rename = "MDOC")]
    Mdoc,
}

pub type IdentifierConfig = Dict<IdentifierType, IdentifierFields>;

#[derive(Debug, Copy, Clone, Serialize, Deserialize)]
pub enum IdentifierType {
    #[serde(rename = "DID")]
    Did,
    #[serde(rename = "CA")]
    CertificateAuthority,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IdentifierFields {
    pub display: ConfigEntryDisplay,
    pub order: Option<u64>,
    #[serde(default = "default_true")]
    pub enabled: bool,
}

#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CacheEntitiesConfig {
    #[serde(flatten)]
    pub entities: HashMap<String, CacheEntityConfig>,
}

#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CacheEntityCacheType {
    Db,
    #[default]
    InMemory,
}

#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CacheEntityConfig {
    pub cache_type: CacheEntityCacheType,
    pub cache_size: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Fields<T> {
    pub r#type: T,
    pub display: ConfigEntryDisplay,
    pub order: Option<u64>,
    #[serde(default = "default_true")]
    pub enabled: bool,
    #[serde(skip_deserializing)]
    pub capabilities: Option<Value>,
    #[serde(default, deserialize_with = "deserialize_params")]
    pub params: Option<Params>,
}

fn default_true() -> bool {
    true
}

impl<Custom> AppConfig<Custom> {
    pub fn parse() {
        figment = figment.merge(Env::prefixed("ONE_").split("__").lowercase(false));
    }
}
`;

const JWT_PARAMS = `
#[serde_as]
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Params {
    pub leeway: u64,
    #[serde(default = "default_expiry")]
    pub expiration_time: Duration,
    pub redirect: RedirectParams,
    pub extra: HashMap<String, String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RedirectParams {
    #[serde(alias = "schemes")]
    pub allowed_schemes: Vec<String>,
    pub client_id_schemes: Vec<ClientIdScheme>,
    #[serde(default)]
    pub enabled: bool,
}

fn default_expiry() -> Duration {
    Duration::days(365 * 2)
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClientIdScheme {
    RedirectUri,
    #[serde(alias = "decentralized_identifier")]
    Did,
}
`;

const SERVER_LIB = `
#[derive(Serialize, Deserialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ServerConfig {
    #[serde(default)]
    pub database_url: String,
    #[serde(default)]
    pub server_port: Option<u16>,
    pub auth: AuthMode,
}

#[derive(Serialize, Deserialize, Debug, Clone)]
#[serde(tag = "mode", rename_all_fields = "camelCase")]
pub enum AuthMode {
    #[serde(rename = "UNSAFE_NONE")]
    UnsafeNone,
    #[serde(rename = "UNSAFE_STATIC")]
    UnsafeStatic { static_token: String },
}
`;

describe('extractConfig', () => {
  const files: Record<string, string> = {
    'lib/one-core/src/config/core_config.rs': CORE_CONFIG,
    'lib/one-core/src/provider/credential_formatter/jwt_formatter/mod.rs': JWT_PARAMS,
    'apps/core-server/src/lib.rs': SERVER_LIB,
    'apps/core-server/src/main.rs': 'fn main() { config_files.insert(0, "config/config.yml".into()); }',
    'apps/core-server/Cargo.toml':
      'one-core = { path = "../../lib/one-core", features = ["config_yaml", "config_env"] }\n',
    'platforms/uniffi/Cargo.toml':
      'one-core                 = { path = "../../lib/one-core", features = ["config_json"] }\n',
    'config/config.yml': 'format: {}\nidentifier: {}\nholderKeyStorage: {}\n',
    'config/config-base.yml': [
      'format:',
      '  JWT:',
      '    type: "JWT"',
      '    display: "format.jwt"',
      '    params:',
      '      public:',
      '        leeway: 60',
      '        legacyFlag: true',
      'identifier:',
      '  DID:',
      '    display: "identifier.did"',
      'cacheEntities:',
      '  DID_DOCUMENT:',
      '    cacheType: DB',
      '    cacheSize: 100',
      '',
    ].join('\n'),
  };
  const inventory = extractConfig(memorySource(files), {
    providerParams: {
      format: {
        JWT: [{ file: 'lib/one-core/src/provider/credential_formatter/jwt_formatter/mod.rs', struct: 'Params' }],
      },
    },
  });
  const key = (p: string) => inventory.keys.find((k) => k.path === p);

  it('reads sections, fixed instance keys and provider types from the Rust types', () => {
    const format = inventory.sections.find((s) => s.name === 'format');
    assert.deepEqual(format?.types, ['JWT', 'MDOC']);
    assert.equal(format?.shape, 'instances');
    assert.deepEqual(format?.typesWithParamsStruct, ['JWT']);
    assert.deepEqual(inventory.sections.find((s) => s.name === 'identifier')?.instanceKeys, ['DID', 'CA']);
    assert.deepEqual(key('format.<instance>.type')?.values, ['JWT', 'MDOC']);
    assert.equal(key('format.<instance>.capabilities'), undefined);
  });

  it('gives required flags and serde defaults', () => {
    assert.equal(key('format.<instance>.enabled')?.default, true);
    assert.equal(key('format.<instance>.enabled')?.required, false);
    assert.equal(key('format.<instance>.display')?.required, true);
    assert.equal(key('identifier.<instance>.order')?.required, false);
    assert.equal(key('cacheEntities.<instance>.cacheSize')?.required, true);
    assert.deepEqual(key('cacheEntities.<instance>.cacheType')?.values, ['DB', 'IN_MEMORY']);
  });

  it('expands provider params, nested structs and open maps per provider type', () => {
    const leeway = key('format.<instance>.params.<visibility>.leeway');
    assert.equal(leeway?.type, 'u64');
    assert.equal(leeway?.required, true);
    assert.deepEqual(leeway?.providerTypes, ['JWT']);
    assert.deepEqual(leeway?.visibility, ['public']);
    assert.deepEqual(leeway?.setIn, { 'config/config-base.yml': { JWT: 60 } });
    assert.equal(key('format.<instance>.params.<visibility>.expirationTime')?.default, '730 days');
    assert.equal(key('format.<instance>.params.<visibility>.redirect.allowedSchemes')?.required, true);
    assert.equal(key('format.<instance>.params.<visibility>.redirect.enabled')?.default, false);
    assert.equal(key('format.<instance>.params.<visibility>.extra')?.open, true);
    assert.equal(key('format.<instance>.params.<visibility>.redirect.schemes')?.aliasOf, 'allowedSchemes');
    assert.deepEqual(key('format.<instance>.params.<visibility>.redirect.clientIdSchemes')?.values, [
      'redirect_uri',
      'did',
      'decentralized_identifier',
    ]);
  });

  it('marks keys only the YAML files set, and sections no Rust type reads', () => {
    assert.equal(key('format.<instance>.params.<visibility>.legacyFlag')?.yamlOnly, true);
    assert.equal(inventory.sections.find((s) => s.name === 'holderKeyStorage')?.readBy, 'none');
    assert.equal(key('format.<instance>.params.<visibility>.leeway')?.yamlOnly, undefined);
  });

  it('reads the app section, including a tagged auth enum', () => {
    assert.equal(key('app.databaseUrl')?.default, '');
    assert.equal(key('app.serverPort')?.required, false);
    assert.deepEqual(key('app.auth.mode')?.values, ['UNSAFE_NONE', 'UNSAFE_STATIC']);
    assert.ok(key('app.auth.staticToken'));
  });

  it('states the environment form exactly as the source reads it', () => {
    assert.equal(inventory.environment.prefix, 'ONE_');
    assert.equal(inventory.environment.separator, '__');
    assert.equal(inventory.environment.lowercase, false);
    assert.deepEqual(inventory.environment.readBy, ['apps/core-server']);
    assert.deepEqual(inventory.environment.notReadBy, ['platforms/uniffi']);
    assert.equal(key('app.auth.staticToken')?.env, 'ONE_app__auth__staticToken');
    assert.equal(
      envForm('format.<instance>.params.<visibility>.leeway'),
      'ONE_format__<instance>__params__<visibility>__leeway',
    );
    assert.equal(inventory.files.base, 'config/config.yml');
    assert.equal(inventory.files.all[0], 'config/config.yml');
  });

  it('fails loudly when a params struct in the table is missing', () => {
    assert.throws(
      () =>
        extractConfig(memorySource(files), {
          providerParams: {
            format: {
              MDOC: [
                { file: 'lib/one-core/src/provider/credential_formatter/jwt_formatter/mod.rs', struct: 'MdocParams' },
              ],
            },
          },
        }),
      /struct MdocParams not found/,
    );
  });
});
