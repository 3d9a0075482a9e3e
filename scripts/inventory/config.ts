/**
 * Inventory of Core's configuration keys at one release, read from:
 *  - the YAML files under `config/` (which keys each file sets, and to what),
 *  - the typed configuration in `lib/one-core/src/config/core_config.rs`
 *    (sections, entry fields, provider `type` values, fixed instance names),
 *  - the server's `app` section (`ServerConfig` in `apps/core-server/src/lib.rs`)
 *    and the mobile SDK's (`MobileConfig` in `platforms/uniffi/src/lib.rs`),
 *  - the serde `Params` structs each provider type deserialises its
 *    `params.public` / `params.private` into (table `PROVIDER_PARAMS`).
 *
 * Paths are written as in YAML. Per-instance maps use `<instance>` for the
 * instance name (`format.<instance>.params.<visibility>.leeway`), and
 * provider parameters use `<visibility>` for `public` or `private`: Core merges
 * both objects before deserialising them (and rejects a key present in both).
 */
import { parse as parseYaml } from 'yaml';
import { inventorySource, type InventorySource, type OneCoreSource } from './source.ts';
import { matchBracket, splitTopLevel, takeAttributes } from './rust-lexer.ts';
import { lowerCamel, rustFields, rustItems, shoutySnake, unwrapOption, type RustItem } from './sdk.ts';

export const CORE_CONFIG_FILE = 'lib/one-core/src/config/core_config.rs';
export const SERVER_CONFIG_FILE = 'apps/core-server/src/lib.rs';
export const MOBILE_CONFIG_FILE = 'platforms/uniffi/src/lib.rs';
export const BASE_CONFIG_YAML = 'config/config.yml';
const PROVIDER = 'lib/one-core/src/provider';

/** Provider type → the struct(s) its params deserialise into, per section. */
export const PROVIDER_PARAMS: Record<string, Record<string, { file: string; struct: string }[]>> = {
  format: {
    JWT: [{ file: `${PROVIDER}/credential_formatter/jwt_formatter/mod.rs`, struct: 'Params' }],
    SD_JWT: [{ file: `${PROVIDER}/credential_formatter/sdjwt_formatter/mod.rs`, struct: 'Params' }],
    SD_JWT_VC: [{ file: `${PROVIDER}/credential_formatter/sdjwtvc_formatter/mod.rs`, struct: 'Params' }],
    JSON_LD_CLASSIC: [{ file: `${PROVIDER}/credential_formatter/json_ld_classic/mod.rs`, struct: 'Params' }],
    JSON_LD_BBSPLUS: [{ file: `${PROVIDER}/credential_formatter/json_ld_bbsplus/mod.rs`, struct: 'Params' }],
    MDOC: [{ file: `${PROVIDER}/credential_formatter/mdoc_formatter/mod.rs`, struct: 'Params' }],
  },
  datatype: {
    STRING: [
      { file: `${PROVIDER}/data_type/mod.rs`, struct: 'CommonParams' },
      { file: `${PROVIDER}/data_type/string/mod.rs`, struct: 'Params' },
    ],
    NUMBER: [
      { file: `${PROVIDER}/data_type/mod.rs`, struct: 'CommonParams' },
      { file: `${PROVIDER}/data_type/number/mod.rs`, struct: 'Params' },
    ],
    DATE: [
      { file: `${PROVIDER}/data_type/mod.rs`, struct: 'CommonParams' },
      { file: `${PROVIDER}/data_type/date/mod.rs`, struct: 'Params' },
    ],
    PICTURE: [
      { file: `${PROVIDER}/data_type/mod.rs`, struct: 'CommonParams' },
      { file: `${PROVIDER}/data_type/picture/mod.rs`, struct: 'Params' },
    ],
    SWIYU_PICTURE: [
      { file: `${PROVIDER}/data_type/mod.rs`, struct: 'CommonParams' },
      { file: `${PROVIDER}/data_type/swiyu_picture/mod.rs`, struct: 'Params' },
    ],
  },
  did: {
    WEB: [{ file: `${PROVIDER}/did_method/web/mod.rs`, struct: 'Params' }],
    UNIVERSAL_RESOLVER: [{ file: `${PROVIDER}/did_method/universal/mod.rs`, struct: 'Params' }],
    WEBVH: [{ file: `${PROVIDER}/did_method/webvh/mod.rs`, struct: 'Params' }],
  },
  keyStorage: {
    INTERNAL: [{ file: `${PROVIDER}/key_storage/internal/mod.rs`, struct: 'Params' }],
    AZURE_VAULT: [{ file: `${PROVIDER}/key_storage/azure_vault/mod.rs`, struct: 'Params' }],
    SECURE_ELEMENT: [{ file: `${PROVIDER}/key_storage/secure_element/mod.rs`, struct: 'Params' }],
  },
  revocation: {
    BITSTRINGSTATUSLIST: [{ file: `${PROVIDER}/revocation/bitstring_status_list/mod.rs`, struct: 'Params' }],
    TOKENSTATUSLIST: [{ file: `${PROVIDER}/revocation/token_status_list/mod.rs`, struct: 'Params' }],
    CRL: [{ file: `${PROVIDER}/revocation/crl/mod.rs`, struct: 'Params' }],
  },
  signer: {
    REGISTRATION_CERTIFICATE: [{ file: `${PROVIDER}/signer/registration_certificate/mod.rs`, struct: 'Params' }],
    ACCESS_CERTIFICATE: [{ file: `${PROVIDER}/signer/access_certificate/mod.rs`, struct: 'Params' }],
    X509_CERTIFICATE: [{ file: `${PROVIDER}/signer/x509_certificate/dto.rs`, struct: 'Params' }],
  },
  task: {
    HOLDER_CHECK_CREDENTIAL_STATUS: [
      { file: `${PROVIDER}/task/holder_check_credential_status/mod.rs`, struct: 'Params' },
    ],
    WEBHOOK_NOTIFY: [{ file: `${PROVIDER}/task/webhook_notify/model.rs`, struct: 'WebhookNotifyParams' }],
  },
  trustManagement: {
    SIMPLE_TRUST_LIST: [{ file: `${PROVIDER}/trust_management/simple_list/mod.rs`, struct: 'Params' }],
  },
  trustListPublisher: {
    ETSI_LOTE: [{ file: `${PROVIDER}/trust_list_publisher/etsi_lote/mod.rs`, struct: 'EtsiLoteParams' }],
  },
  trustListSubscriber: {
    ETSI_LOTE: [{ file: `${PROVIDER}/trust_list_subscriber/etsi_lote/mod.rs`, struct: 'EtsiLoteParams' }],
  },
  issuanceProtocol: {
    OPENID4VCI_DRAFT13: [
      { file: `${PROVIDER}/issuance_protocol/openid4vci_draft13/model.rs`, struct: 'OpenID4VCIDraft13Params' },
    ],
    OPENID4VCI_FINAL1: [
      { file: `${PROVIDER}/issuance_protocol/openid4vci_final1_0/model.rs`, struct: 'OpenID4VCIFinal1Params' },
    ],
    OPENID4VCI_FINAL1_SWIYU: [
      { file: `${PROVIDER}/issuance_protocol/openid4vci_final1_0_swiyu/mod.rs`, struct: 'OpenID4VCISwiyuParams' },
    ],
  },
  verificationProtocol: {
    OPENID4VP_DRAFT20: [
      { file: `${PROVIDER}/verification_protocol/openid4vp/draft20/model.rs`, struct: 'OpenID4Vp20Params' },
    ],
    OPENID4VP_DRAFT20_SWIYU: [
      { file: `${PROVIDER}/verification_protocol/openid4vp/draft20_swiyu/mod.rs`, struct: 'OpenID4Vp20SwiyuParams' },
    ],
    OPENID4VP_DRAFT25: [
      { file: `${PROVIDER}/verification_protocol/openid4vp/draft25/model.rs`, struct: 'OpenID4Vp25Params' },
    ],
    OPENID4VP_FINAL1: [{ file: `${PROVIDER}/verification_protocol/openid4vp/final1_0/model.rs`, struct: 'Params' }],
    OPENID4VP_PROXIMITY_DRAFT00: [
      {
        file: `${PROVIDER}/verification_protocol/openid4vp/proximity_draft00/mod.rs`,
        struct: 'OpenID4VPProximityDraft00Params',
      },
    ],
  },
  transport: {
    MQTT: [
      { file: `${PROVIDER}/verification_protocol/openid4vp/proximity_draft00/mqtt/mod.rs`, struct: 'ConfigParams' },
    ],
  },
  walletProvider: {
    PROCIVIS_ONE: [{ file: 'lib/one-core/src/service/wallet_provider/dto.rs', struct: 'WalletProviderParams' }],
  },
  keySecurityLevel: {
    '*': [{ file: `${PROVIDER}/key_security_level/dto.rs`, struct: 'Params' }],
  },
};

export interface ConfigKey {
  /** Dotted YAML path, with `<instance>` and `<visibility>` placeholders. */
  path: string;
  section: string;
  /** What the key holds: a Rust type, or `object` / `map` for containers, or the YAML value kind. */
  type: string;
  /** `true` when Core fails to parse the entry without it; null when unknown (YAML-only). */
  required: boolean | null;
  /** Default applied by serde when the key is absent, as written in the source. */
  default: unknown;
  /** Provider types this key applies to (params keys); empty = every entry of the section. */
  providerTypes: string[];
  /** For params keys read by several provider types: type, requirement and default as each type's struct has them. */
  perType?: Record<string, { type: string; required: boolean | null; default: unknown }>;
  /** For params keys: where the config files put it (`public`, `private`). */
  visibility?: string[];
  /** Any sub-key is accepted (a map, a JSON value, or a translation object). */
  open?: boolean;
  /** Values of enum-typed keys (such as `type` or `app.auth.mode`). */
  values?: string[];
  /** For `app` keys: which application's settings type reads it (`server` = core-server, `mobile` = the SDK). */
  readers?: ('server' | 'mobile')[];
  /** Set when the key is a serde alias: the name it stands for. */
  aliasOf?: string;
  /** Environment-variable form (core-server only). */
  env: string;
  /** Source files the key was found in (Rust struct files and YAML files). */
  sources: string[];
  /** Values the YAML files under `config/` set: file → instance (or `-`) → value. */
  setIn?: Record<string, Record<string, unknown>>;
  /**
   * true when only the YAML files under `config/` set the key and no Rust type this inventory
   * models has it (Core may still pass it on, e.g. public params are returned by the config API).
   */
  yamlOnly?: boolean;
}

export interface ConfigSection {
  name: string;
  /** Per-instance map (`<instance>` in paths) or a plain object. */
  shape: 'instances' | 'object';
  /** Fixed instance names when the map key is an enum (e.g. identifier: DID, KEY, ...). */
  instanceKeys: string[] | null;
  /** Allowed `type` values when entries carry a provider type. */
  types: string[] | null;
  /** Instance → type as set in the YAML files under `config/`. */
  yamlInstances: Record<string, string | null>;
  /** Types whose params struct is known (params keys are checked per type for these). */
  typesWithParamsStruct: string[];
  /** Where the section is defined. */
  source: string;
  /** Which app reads it: core (server and SDK), server only, SDK only, or none (YAML only). */
  readBy: 'core' | 'server' | 'mobile' | 'server+mobile' | 'none';
}

export interface ConfigInventory {
  source: InventorySource;
  conventions: Record<string, string>;
  environment: {
    prefix: string;
    separator: string;
    lowercase: boolean;
    mergedAfterFiles: boolean;
    readBy: string[];
    notReadBy: string[];
    evidence: string[];
  };
  files: {
    base: string;
    all: string[];
    serverLoads: string;
    mobileLoads: string[];
  };
  sections: ConfigSection[];
  keys: ConfigKey[];
}

// ---------------------------------------------------------------------------
// Serde struct reading
// ---------------------------------------------------------------------------

interface SerdeField {
  key: string;
  aliases: string[];
  rustType: string;
  optional: boolean;
  flatten: boolean;
  skip: boolean;
  hasDefault: boolean;
  defaultFn: string | null;
}

/** Every value of a repeatable serde attribute such as `alias`. */
function serdeAttrAll(attrs: string[], name: string): string[] {
  const out: string[] = [];
  for (const attr of attrs) {
    if (!/^serde\s*\(/.test(attr)) continue;
    const inner = attr.slice(attr.indexOf('(') + 1, attr.lastIndexOf(')'));
    for (const part of splitTopLevel(inner)) {
      const m = /^([a-z_]+)\s*=\s*"([^"]*)"/.exec(part.trim());
      if (m && m[1] === name) out.push(m[2]);
    }
  }
  return out;
}

function serdeAttr(attrs: string[], name: string): string | true | null {
  for (const attr of attrs) {
    if (!/^serde\s*\(/.test(attr)) continue;
    const inner = attr.slice(attr.indexOf('(') + 1, attr.lastIndexOf(')'));
    for (const part of splitTopLevel(inner)) {
      const m = /^([a-z_]+)\s*(?:=\s*"([^"]*)")?/.exec(part.trim());
      if (m && m[1] === name) return m[2] ?? true;
    }
  }
  return null;
}

export function renameRule(rule: string | null, id: string): string {
  switch (rule) {
    case 'camelCase':
      return lowerCamel(id);
    case 'SCREAMING_SNAKE_CASE':
      return shoutySnake(id);
    case 'snake_case':
      return id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    case 'lowercase':
      return id.toLowerCase();
    case 'UPPERCASE':
      return id.toUpperCase();
    case 'kebab-case':
      return id
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/_/g, '-')
        .toLowerCase();
    default:
      return id;
  }
}

function serdeFields(item: RustItem): SerdeField[] {
  const rule = serdeAttr(item.attrs, 'rename_all');
  const containerDefault = serdeAttr(item.attrs, 'default') !== null;
  return rustFields(item.body).map((f) => {
    const rename = serdeAttr(f.attrs, 'rename');
    const def = serdeAttr(f.attrs, 'default');
    const inner = unwrapOption(f.type);
    return {
      key: typeof rename === 'string' ? rename : renameRule(typeof rule === 'string' ? rule : null, f.name),
      aliases: serdeAttrAll(f.attrs, 'alias'),
      rustType: f.type,
      optional: inner !== null,
      flatten: serdeAttr(f.attrs, 'flatten') !== null,
      skip: serdeAttr(f.attrs, 'skip') !== null || serdeAttr(f.attrs, 'skip_deserializing') !== null,
      hasDefault: def !== null || containerDefault,
      defaultFn: typeof def === 'string' ? def : null,
    };
  });
}

/** Serde names of an enum's variants (rename / rename_all applied), with their aliases. */
function serdeVariants(item: RustItem): { rust: string; name: string; aliases: string[]; fields: SerdeField[] }[] {
  const rule = serdeAttr(item.attrs, 'rename_all');
  const fieldRule = serdeAttr(item.attrs, 'rename_all_fields');
  return splitTopLevel(item.body).flatMap((part) => {
    const { attrs, rest } = takeAttributes(part);
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*([\s\S]*)$/.exec(rest.trim());
    if (!m) return [];
    const rename = serdeAttr(attrs, 'rename');
    const tail = m[2].trim();
    let fields: SerdeField[] = [];
    if (tail.startsWith('{')) {
      const body = tail.slice(1, matchBracket(tail, 0) - 1);
      const pseudo: RustItem = {
        kind: 'struct',
        name: m[1],
        attrs: typeof fieldRule === 'string' ? [`serde(rename_all = "${fieldRule}")`] : [],
        body,
        bodyOffset: 0,
        offset: 0,
        header: '',
      };
      fields = serdeFields(pseudo);
    }
    return [
      {
        rust: m[1],
        name: typeof rename === 'string' ? rename : renameRule(typeof rule === 'string' ? rule : null, m[1]),
        aliases: serdeAttrAll(attrs, 'alias'),
        fields,
      },
    ];
  });
}

const MAP_TYPE = /^(?:std::collections::)?(HashMap|BTreeMap|Dict|IndexMap)</;
const OPEN_TYPE = /^(?:serde_json::)?(Value|Map<|Params$|ConfigEntryDisplay$)/;

function baseType(rustType: string): string {
  let t = rustType.trim();
  for (;;) {
    const inner = unwrapOption(t) ?? /^(?:Box|Arc)<([\s\S]*)>$/.exec(t)?.[1];
    if (!inner) return t;
    t = inner.trim();
  }
}

/** Value of a small integer product/sum such as `365 * 2`, else null. */
function evalInt(expr: string): number | null {
  const clean = expr.replace(/_/g, '').trim();
  if (!/^\d+(\s*[*+]\s*\d+)*$/.test(clean)) return null;
  return clean
    .split('+')
    .map((term) => term.split('*').reduce((acc, n) => acc * Number(n.trim()), 1))
    .reduce((a, b) => a + b, 0);
}

/** Literal default a `fn name() -> T { ... }` returns, when it is a plain literal or a simple duration. */
function defaultFromFn(reader: Reader, file: string, fnName: string): unknown {
  const name = fnName.split('::').pop()!;
  const found = reader.findFn(name, file);
  if (!found) return `fn ${name}()`;
  const body = found.trim().replace(/;$/, '');
  const int = evalInt(body);
  if (int !== null) return int;
  if (/^-?\d+\.\d+$/.test(body)) return Number(body);
  if (body === 'true' || body === 'false') return body === 'true';
  const str =
    /^"([^"]*)"(?:\.(?:to_string|to_owned|into)\(\))?$/.exec(body) ?? /^String::from\("([^"]*)"\)$/.exec(body);
  if (str) return str[1];
  const dur = /^(?:time::)?Duration::(seconds|minutes|hours|days|weeks)\(([^()]+)\)$/.exec(body);
  if (dur && evalInt(dur[2]) !== null) return `${evalInt(dur[2])} ${dur[1]}`;
  return `fn ${name}(): ${body.replace(/\s+/g, ' ')}`;
}

function typeDefault(rustType: string): unknown {
  const t = rustType.trim();
  if (unwrapOption(t) !== null) return null;
  if (t === 'bool') return false;
  if (/^[iu](8|16|32|64|128|size)$|^f(32|64)$/.test(t)) return 0;
  if (t === 'String') return '';
  if (/^Vec</.test(t)) return [];
  if (MAP_TYPE.test(t)) return {};
  if (/^(?:time::)?Duration$/.test(t)) return '0 seconds';
  return 'Default::default()';
}

// ---------------------------------------------------------------------------

class Reader {
  private itemsCache = new Map<string, RustItem[]>();
  private dirCache = new Map<string, string[]>();
  constructor(readonly source: OneCoreSource) {}

  items(file: string): RustItem[] {
    let hit = this.itemsCache.get(file);
    if (!hit) {
      hit = rustItems(this.source.read(file));
      this.itemsCache.set(file, hit);
    }
    return hit;
  }

  has(file: string): boolean {
    const dir = file.slice(0, file.lastIndexOf('/'));
    return this.listDir(dir).includes(file);
  }

  listDir(dir: string): string[] {
    let hit = this.dirCache.get(dir);
    if (!hit) {
      hit = this.source.list(dir).filter((f) => f.endsWith('.rs') && !f.slice(dir.length + 1).includes('/'));
      this.dirCache.set(dir, hit);
    }
    return hit;
  }

  /** Body of a plain `fn name() -> T { ... }` in `file`, its directory, or up to two parent directories. */
  findFn(name: string, file: string): string | null {
    const re = new RegExp(`fn\\s+${name}\\s*\\(\\s*\\)\\s*->[^{]*\\{([^{}]*)\\}`);
    const files = [file];
    let dir = file.slice(0, file.lastIndexOf('/'));
    for (let up = 0; up < 3 && dir.includes('/'); up += 1) {
      files.push(...this.listDir(dir).filter((f) => f !== file));
      dir = dir.slice(0, dir.lastIndexOf('/'));
    }
    for (const f of files) {
      const m = re.exec(this.source.read(f));
      if (m) return m[1];
    }
    return null;
  }

  /** Candidate files for the module path a `use` line names (`crate::a::b`, `super::c`, `self::d`). */
  private moduleFiles(file: string, modulePath: string[]): string[] {
    const crateRoot = /^(.*?\/src)\//.exec(file)?.[1];
    if (!crateRoot) return [];
    const fileDir = file.slice(0, file.lastIndexOf('/'));
    const ownModuleDir = /\/(mod|lib|main)\.rs$/.test(file) ? fileDir : file.replace(/\.rs$/, '');
    let base: string;
    const segs = [...modulePath];
    if (segs[0] === 'crate') {
      base = crateRoot;
      segs.shift();
    } else if (segs[0] === 'self') {
      base = ownModuleDir;
      segs.shift();
    } else if (segs[0] === 'super') {
      base = ownModuleDir.slice(0, ownModuleDir.lastIndexOf('/'));
      segs.shift();
      while (segs[0] === 'super') {
        base = base.slice(0, base.lastIndexOf('/'));
        segs.shift();
      }
    } else {
      return [];
    }
    const out: string[] = [];
    // the item may sit in the last module named, or the last segment may be the item's own module
    for (let n = segs.length; n >= 0; n -= 1) {
      const dir = [base, ...segs.slice(0, n)].join('/');
      if (n === 0) out.push(`${dir}/mod.rs`, `${dir}/lib.rs`);
      else out.push(`${dir}.rs`, `${dir}/mod.rs`);
    }
    return out.filter((f) => this.has(f));
  }

  /** Files a `use` line in `file` imports `name` from. */
  private importedFrom(name: string, file: string): string[] {
    const text = this.source.read(file);
    const out: string[] = [];
    for (const m of text.matchAll(/\buse\s+((?:crate|super|self)(?:::\w+)*)::(\{[^;]*\}|\w+)\s*;/g)) {
      const base = m[1].split('::');
      const group = m[2];
      if (group.startsWith('{')) {
        // flatten one level of nesting: `{a::{B, C}, D}`
        for (const part of group.slice(1, -1).split(/,(?![^{]*\})/)) {
          const p = part.trim();
          const nested = /^((?:\w+::)*)\{([^}]*)\}$/.exec(p);
          if (nested) {
            if (
              nested[2]
                .split(',')
                .map((x) => x.trim())
                .includes(name)
            )
              out.push(...this.moduleFiles(file, [...base, ...nested[1].split('::').filter(Boolean)]));
          } else {
            const segs = p.split('::').map((x) => x.trim());
            if (segs[segs.length - 1] === name) out.push(...this.moduleFiles(file, [...base, ...segs.slice(0, -1)]));
          }
        }
      } else if (group === name) {
        out.push(...this.moduleFiles(file, base));
      }
    }
    return out;
  }

  /** A struct/enum named `name` in `file`, a file it imports it from, its directory, or up to two parent directories. */
  find(name: string, file: string, kind: 'struct' | 'enum' | 'any' = 'any'): { item: RustItem; file: string } | null {
    const matches = (i: RustItem) =>
      i.name === name && (kind === 'any' ? i.kind === 'struct' || i.kind === 'enum' : i.kind === kind);
    const local = this.items(file).find(matches);
    if (local) return { item: local, file };
    for (const other of this.importedFrom(name, file)) {
      const hit = this.items(other).find(matches);
      if (hit) return { item: hit, file: other };
    }
    let dir = file.slice(0, file.lastIndexOf('/'));
    for (let up = 0; up < 3 && dir.includes('/'); up += 1) {
      for (const other of this.listDir(dir)) {
        if (other === file) continue;
        const hit = this.items(other).find(
          (i) => i.name === name && (kind === 'any' ? i.kind === 'struct' || i.kind === 'enum' : i.kind === kind),
        );
        if (hit) return { item: hit, file: other };
      }
      dir = dir.slice(0, dir.lastIndexOf('/'));
    }
    return null;
  }
}

interface StructKey {
  rel: string;
  /** Set when this key is a serde alias of another. */
  aliasOf?: string;
  type: string;
  required: boolean;
  default: unknown;
  open?: boolean;
  values?: string[];
  file: string;
}

/** Keys of a serde struct, relative to it, recursing into nested structs (depth-limited). */
function structKeys(reader: Reader, file: string, name: string, depth = 0): StructKey[] | null {
  const found = reader.find(name, file, 'struct');
  if (!found) return null;
  const { item, file: where } = found;
  if (item.header === 'tuple') return null;
  const out: StructKey[] = [];
  for (const f of serdeFields(item)) {
    if (f.skip) continue;
    const inner = baseType(f.rustType);
    const typeName =
      /^[A-Za-z_][A-Za-z0-9_]*(<[^<>]*>)?$/.test(inner) && !MAP_TYPE.test(inner) && !/^Vec</.test(inner)
        ? inner.replace(/<.*$/, '')
        : null;
    if (f.flatten) {
      if (typeName && depth < 4) {
        const nested = structKeys(reader, where, typeName, depth + 1);
        if (nested) {
          out.push(...nested);
          continue;
        }
      }
      out.push({ rel: '*', type: f.rustType, required: false, default: null, open: true, file: where });
      continue;
    }
    const required = !f.optional && !f.hasDefault;
    const def = f.defaultFn ? defaultFromFn(reader, where, f.defaultFn) : f.hasDefault ? typeDefault(f.rustType) : null;
    const base: StructKey = { rel: f.key, type: f.rustType, required, default: def, file: where };
    const element = /^Vec<\s*([A-Za-z_][A-Za-z0-9_]*)\s*>$/.exec(inner)?.[1];
    if (element) {
      const listed = reader.find(element, where, 'enum');
      const variants = listed ? serdeVariants(listed.item) : [];
      if (
        variants.length &&
        variants.every((v) => v.fields.length === 0) &&
        serdeAttr(listed!.item.attrs, 'untagged') === null
      ) {
        out.push({ ...base, values: variants.flatMap((v) => [v.name, ...v.aliases]) });
        continue;
      }
    }
    if (MAP_TYPE.test(inner) || OPEN_TYPE.test(inner)) {
      out.push({ ...base, open: true });
      continue;
    }
    if (typeName && depth < 4) {
      const nestedStruct = reader.find(typeName, where);
      if (nestedStruct?.item.kind === 'struct' && nestedStruct.item.header !== 'tuple') {
        const nested = structKeys(reader, where, typeName, depth + 1);
        if (nested) {
          out.push({ ...base, type: 'object' });
          for (const n of nested)
            out.push({
              ...n,
              rel: n.rel === '*' ? `${f.key}.*` : `${f.key}.${n.rel}`,
              required: n.required && required,
            });
          continue;
        }
      }
      if (nestedStruct?.item.kind === 'enum') {
        const variants = serdeVariants(nestedStruct.item);
        const tag = serdeAttr(nestedStruct.item.attrs, 'tag');
        if (typeof tag === 'string') {
          out.push({ ...base, type: 'object' });
          out.push({
            rel: `${f.key}.${tag}`,
            type: typeName,
            required,
            default: null,
            values: variants.flatMap((v) => [v.name, ...v.aliases]),
            file: nestedStruct.file,
          });
          const seen = new Set<string>();
          for (const v of variants) {
            for (const vf of v.fields) {
              if (seen.has(vf.key)) continue;
              seen.add(vf.key);
              const vfType = baseType(vf.rustType);
              const sub = /^[A-Za-z_][A-Za-z0-9_]*(<[^<>]*>)?$/.test(vfType)
                ? structKeys(reader, nestedStruct.file, vfType.replace(/<.*$/, ''), depth + 1)
                : null;
              out.push({
                rel: `${f.key}.${vf.key}`,
                type: sub ? 'object' : vf.rustType,
                required: false,
                default: null,
                file: nestedStruct.file,
              });
              for (const n of sub ?? []) out.push({ ...n, rel: `${f.key}.${vf.key}.${n.rel}`, required: false });
            }
          }
          continue;
        }
        if (variants.every((v) => v.fields.length === 0)) {
          out.push({ ...base, values: variants.flatMap((v) => [v.name, ...v.aliases]) });
          continue;
        }
      }
    }
    out.push(base);
  }
  // serde aliases: the same setting under another name
  const fields = serdeFields(item);
  for (const f of fields) {
    for (const alias of f.aliases) {
      for (const k of out.filter((o) => o.rel === f.key || o.rel.startsWith(`${f.key}.`))) {
        out.push({ ...k, rel: alias + k.rel.slice(f.key.length), aliasOf: f.key });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------

interface YamlLeaf {
  file: string;
  path: string[];
  value: unknown;
  container: boolean;
}

function yamlLeaves(file: string, value: unknown, path: string[] = [], out: YamlLeaf[] = []): YamlLeaf[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (path.length) out.push({ file, path, value: entries.length ? undefined : {}, container: true });
    for (const [k, v] of entries) yamlLeaves(file, v, [...path, k], out);
  } else if (path.length) {
    out.push({ file, path, value, container: false });
  }
  return out;
}

function yamlKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function envForm(path: string): string {
  return `ONE_${path.split('.').join('__')}`;
}

export interface ExtractConfigOptions {
  /** Provider type → params struct table; defaults to PROVIDER_PARAMS. */
  providerParams?: typeof PROVIDER_PARAMS;
}

export function extractConfig(source: OneCoreSource, options: ExtractConfigOptions = {}): ConfigInventory {
  const providerParams = options.providerParams ?? PROVIDER_PARAMS;
  const reader = new Reader(source);
  const core = reader.items(CORE_CONFIG_FILE);
  const coreText = source.read(CORE_CONFIG_FILE);
  const byName = (name: string) => core.find((i) => i.name === name && i.kind !== 'impl' && i.kind !== 'fn');
  const aliases = new Map<string, string>();
  for (const m of coreText.matchAll(/pub type (\w+)(?:<[^>]*>)?\s*=\s*([^;]+);/g))
    aliases.set(m[1], m[2].replace(/\s+/g, ' ').trim());

  const enumValues = (name: string): string[] | null => {
    const item = byName(name);
    return item?.kind === 'enum' ? serdeVariants(item).flatMap((v) => [v.name, ...v.aliases]) : null;
  };

  const keys = new Map<string, ConfigKey>();
  const add = (key: Omit<ConfigKey, 'env'> & { env?: string }) => {
    const existing = keys.get(key.path);
    if (existing) {
      for (const s of key.sources) if (!existing.sources.includes(s)) existing.sources.push(s);
      for (const t of key.providerTypes) if (!existing.providerTypes.includes(t)) existing.providerTypes.push(t);
      if (existing.providerTypes.length && !key.providerTypes.length) existing.providerTypes = [];
      if (key.open) existing.open = true;
      if (existing.required === null) existing.required = key.required;
      else if (key.required === false) existing.required = false;
      if (existing.default === null && key.default !== null) existing.default = key.default;
      if (key.values) existing.values = [...new Set([...(existing.values ?? []), ...key.values])];
      if (existing.type !== key.type && !existing.type.split(' | ').includes(key.type))
        existing.type = `${existing.type} | ${key.type}`;
      return existing;
    }
    const full: ConfigKey = { ...key, env: key.env ?? envForm(key.path) };
    keys.set(key.path, full);
    return full;
  };

  // --- Core sections --------------------------------------------------------
  const coreConfig = byName('CoreConfig')!;
  const sections: ConfigSection[] = [];
  const rootRule = serdeAttr(coreConfig.attrs, 'rename_all');
  for (const field of rustFields(coreConfig.body)) {
    const section = renameRule(typeof rootRule === 'string' ? rootRule : null, field.name);
    const alias = aliases.get(field.type) ?? field.type;
    let entryStruct: string | null = null;
    let typeEnum: string | null = null;
    let keyType: string | null = null;
    let shape: ConfigSection['shape'] = 'instances';
    const block = /^ConfigBlock<\s*([\w:]+)\s*,\s*(\w+)\s*>$/.exec(alias);
    const dict = /^Dict<\s*([\w:]+)\s*,\s*(\w+)\s*>$/.exec(alias);
    if (block) {
      entryStruct = 'Fields';
      typeEnum = block[2];
      keyType = block[1];
    } else if (dict) {
      entryStruct = dict[2];
      keyType = dict[1];
    } else {
      const struct = byName(alias);
      const flat = struct ? serdeFields(struct).find((f) => f.flatten && MAP_TYPE.test(f.rustType)) : undefined;
      if (flat) {
        const m = /<\s*([\w:]+)\s*,\s*(\w+)\s*>$/.exec(flat.rustType);
        keyType = m?.[1] ?? null;
        entryStruct = m?.[2] ?? null;
      } else {
        shape = 'object';
        entryStruct = alias;
      }
    }
    const instanceKeys = keyType ? enumValues(keyType) : null;
    const types = typeEnum ? enumValues(typeEnum) : null;
    const prefix = shape === 'instances' ? `${section}.<instance>` : section;
    add({
      path: section,
      section,
      type: 'object',
      required: false,
      default: null,
      providerTypes: [],
      sources: [CORE_CONFIG_FILE],
      open: false,
    });
    if (shape === 'instances')
      add({
        path: prefix,
        section,
        type: entryStruct === 'Fields' ? `Fields<${typeEnum}>` : (entryStruct ?? 'object'),
        required: false,
        default: null,
        providerTypes: [],
        sources: [CORE_CONFIG_FILE],
      });
    const entryKeys = entryStruct ? (structKeys(reader, CORE_CONFIG_FILE, entryStruct) ?? []) : [];
    for (const k of entryKeys) {
      if (k.rel === 'params') {
        add({
          path: `${prefix}.params`,
          section,
          type: 'object',
          required: k.required,
          default: null,
          providerTypes: [],
          sources: [CORE_CONFIG_FILE],
        });
        add({
          path: `${prefix}.params.<visibility>`,
          section,
          type: 'object',
          required: false,
          default: null,
          providerTypes: [],
          sources: [CORE_CONFIG_FILE],
          visibility: ['public', 'private'],
        });
        continue;
      }
      if (k.rel.startsWith('params.')) continue;
      add({
        path: `${prefix}.${k.rel}`,
        section,
        type: k.rel === 'type' && typeEnum ? typeEnum : k.type,
        required: k.required,
        default: k.default,
        providerTypes: [],
        sources: [CORE_CONFIG_FILE],
        open: k.open,
        values: k.rel === 'type' && types ? types : k.values,
        ...(k.aliasOf ? { aliasOf: k.aliasOf } : {}),
      });
    }
    // Provider params
    const table = providerParams[section] ?? {};
    const withStruct: string[] = [];
    for (const [providerType, structs] of Object.entries(table)) {
      for (const { file, struct } of structs) {
        if (!reader.has(file)) throw new Error(`config inventory: ${file} does not exist at ${source.tag}`);
        const params = structKeys(reader, file, struct);
        if (!params) throw new Error(`config inventory: struct ${struct} not found from ${file} at ${source.tag}`);
        if (!withStruct.includes(providerType)) withStruct.push(providerType);
        for (const p of params) {
          const added = add({
            path: `${prefix}.params.<visibility>.${p.rel}`,
            section,
            type: p.type,
            required: p.required,
            default: p.default,
            providerTypes: providerType === '*' ? [] : [providerType],
            sources: [p.file],
            open: p.open,
            values: p.values,
            ...(p.aliasOf ? { aliasOf: p.aliasOf } : {}),
          });
          if (providerType !== '*') {
            added.perType ??= {};
            added.perType[providerType] = { type: p.type, required: p.required, default: p.default };
          }
        }
      }
    }
    sections.push({
      name: section,
      shape,
      instanceKeys,
      types,
      yamlInstances: {},
      typesWithParamsStruct: withStruct.filter((t) => t !== '*'),
      source: CORE_CONFIG_FILE,
      readBy: 'core',
    });
  }

  // --- app (server and mobile) ---------------------------------------------
  const appSources: [string, string, 'server' | 'mobile'][] = [
    [SERVER_CONFIG_FILE, 'ServerConfig', 'server'],
    [MOBILE_CONFIG_FILE, 'MobileConfig', 'mobile'],
  ];
  const appReaders: string[] = [];
  add({ path: 'app', section: 'app', type: 'object', required: false, default: null, providerTypes: [], sources: [] });
  for (const [file, struct, who] of appSources) {
    if (!reader.has(file)) continue;
    const appKeys = structKeys(reader, file, struct);
    if (!appKeys) continue;
    appReaders.push(who);
    const appKey = keys.get('app')!;
    if (!appKey.sources.includes(file)) appKey.sources.push(file);
    for (const k of appKeys) {
      const added = add({
        path: `app.${k.rel}`,
        section: 'app',
        type: k.type,
        required: k.required,
        default: k.default,
        providerTypes: [],
        sources: [k.file],
        open: k.open,
        values: k.values,
        ...(k.aliasOf ? { aliasOf: k.aliasOf } : {}),
      });
      added.readers = [...new Set([...(added.readers ?? []), who])];
    }
  }
  sections.push({
    name: 'app',
    shape: 'object',
    instanceKeys: null,
    types: null,
    yamlInstances: {},
    typesWithParamsStruct: [],
    source: appSources.map(([f]) => f).join(', '),
    readBy: appReaders.length === 2 ? 'server+mobile' : ((appReaders[0] as 'server' | 'mobile') ?? 'none'),
  });

  // --- YAML files ------------------------------------------------------------
  const yamlFiles = source
    .list('config')
    .filter((f) => /\.ya?ml$/.test(f))
    .sort((a, b) => (a === BASE_CONFIG_YAML ? -1 : b === BASE_CONFIG_YAML ? 1 : a.localeCompare(b)));
  const sectionByName = new Map(sections.map((s) => [s.name, s]));
  for (const file of yamlFiles) {
    const doc = parseYaml(source.read(file)) as Record<string, unknown> | null;
    if (!doc || typeof doc !== 'object') continue;
    for (const [sectionName, body] of Object.entries(doc)) {
      let section = sectionByName.get(sectionName);
      if (!section) {
        section = {
          name: sectionName,
          shape: 'instances',
          instanceKeys: null,
          types: null,
          yamlInstances: {},
          typesWithParamsStruct: [],
          source: file,
          readBy: 'none',
        };
        sections.push(section);
        sectionByName.set(sectionName, section);
      }
      if (section.shape === 'instances' && body && typeof body === 'object') {
        for (const [inst, fields] of Object.entries(body as Record<string, unknown>)) {
          const t = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).type : undefined;
          if (typeof t === 'string') section.yamlInstances[inst] = t;
          else if (!(inst in section.yamlInstances)) section.yamlInstances[inst] = null;
        }
      }
    }
  }
  // instance types: fall back to the instance key itself for enum-keyed maps
  for (const file of yamlFiles) {
    const doc = parseYaml(source.read(file)) as Record<string, unknown> | null;
    if (!doc || typeof doc !== 'object') continue;
    const sectionNames = Object.keys(doc);
    for (const leaf of yamlLeaves(file, doc)) {
      const section = sectionByName.get(leaf.path[0])!;
      if (!sectionNames.includes(section.name)) continue;
      const generic = [...leaf.path];
      let instance = '-';
      let providerType: string | null = null;
      if (section.shape === 'instances' && generic.length >= 2) {
        instance = generic[1];
        providerType = section.yamlInstances[instance] ?? (section.instanceKeys?.includes(instance) ? instance : null);
        generic[1] = '<instance>';
      }
      const isParams = generic[2] === 'params' && (generic[3] === 'public' || generic[3] === 'private');
      let visibility: string | undefined;
      if (isParams) {
        visibility = generic[3];
        generic[3] = '<visibility>';
      }
      // Under an open key (map, JSON value, translations) the sub-keys are data, not configuration.
      let path = generic.join('.');
      for (let i = generic.length - 1; i > 0; i -= 1) {
        const parent = keys.get(generic.slice(0, i).join('.'));
        if (parent?.open) {
          path = parent.path;
          break;
        }
      }
      const known = keys.get(path);
      const key =
        known ??
        add({
          path,
          section: section.name,
          type: leaf.container ? 'object' : yamlKind(leaf.value),
          required: null,
          default: null,
          providerTypes: isParams && providerType ? [providerType] : [],
          sources: [],
          yamlOnly: true,
        });
      if (!key.sources.includes(file)) key.sources.push(file);
      if (isParams && visibility) key.visibility = [...new Set([...(key.visibility ?? []), visibility])].sort();
      if (isParams && providerType && key.yamlOnly && !key.providerTypes.includes(providerType))
        key.providerTypes.push(providerType);
      if (!leaf.container && key.path === generic.join('.')) {
        key.setIn ??= {};
        key.setIn[file] ??= {};
        key.setIn[file][instance] = leaf.value;
      }
    }
  }
  // Keys that YAML sets only as containers of modelled keys need no flag; sort for stable output.
  const sorted = [...keys.values()].sort((a, b) => a.path.localeCompare(b.path));
  for (const k of sorted) {
    if (k.perType) {
      const variants = new Set(Object.values(k.perType).map((v) => JSON.stringify(v)));
      if (variants.size <= 1) delete k.perType;
      else k.perType = Object.fromEntries(Object.entries(k.perType).sort(([a], [b]) => a.localeCompare(b)));
    }
    k.providerTypes.sort();
    k.sources.sort();
    if (!k.open) delete k.open;
  }

  const optional = (file: string) => {
    try {
      return source.read(file);
    } catch {
      return '';
    }
  };
  const mainText = optional('apps/core-server/src/main.rs');
  const serverLoads = /insert\(0,\s*"([^"]+)"/.exec(mainText)?.[1] ?? BASE_CONFIG_YAML;
  const mobileText = optional(MOBILE_CONFIG_FILE);
  const mobileLoads = [...mobileText.matchAll(/include_str!\("(?:\.\.\/)+(config\/[^"]+)"\)/g)].map((m) => m[1]);
  const envCall = /Env::prefixed\("([^"]+)"\)\.split\("([^"]+)"\)\.lowercase\((true|false)\)/.exec(coreText);
  const cargo = optional;
  const readers: string[] = [];
  const notReaders: string[] = [];
  for (const [crate, file] of [
    ['apps/core-server', 'apps/core-server/Cargo.toml'],
    ['platforms/uniffi', 'platforms/uniffi/Cargo.toml'],
  ]) {
    const text = cargo(file);
    const dep = /^one-core\s*=.*$/m.exec(text)?.[0] ?? '';
    (/config_env/.test(dep) ? readers : notReaders).push(crate);
  }

  return {
    source: inventorySource(source),
    conventions: {
      '<instance>': 'name of an entry in a per-instance section (free text unless the section lists instanceKeys)',
      '<visibility>':
        '`public` or `private`: Core merges params.public and params.private before deserialising and rejects a key present in both',
      required: 'true when deserialising the entry fails without the key; null when only YAML files show the key',
      yamlOnly:
        'true when only the YAML files under config/ set the key and no Rust type modelled here has it; serde ignores unknown keys, but public params are still returned by the config API',
    },
    environment: {
      prefix: envCall?.[1] ?? 'ONE_',
      separator: envCall?.[2] ?? '__',
      lowercase: envCall ? envCall[3] === 'true' : false,
      mergedAfterFiles: true,
      readBy: readers,
      notReadBy: notReaders,
      evidence: [
        `${CORE_CONFIG_FILE}: figment merges the input files in order, then (feature config_env) ${envCall?.[0] ?? 'Env::prefixed'}`,
        "the one-core dependency in each crate's Cargo.toml decides whether config_env is enabled",
      ],
    },
    files: { base: BASE_CONFIG_YAML, all: yamlFiles, serverLoads, mobileLoads },
    sections: sections.sort((a, b) => a.name.localeCompare(b.name)),
    keys: sorted,
  };
}
