/**
 * The REST operations of the Core server at one release, read from the
 * source: the routes in `apps/core-server/src/router.rs`, each handler's
 * `#[endpoint(...)]` / `#[utoipa::path(...)]` attribute, and the request,
 * query and response DTOs those name (with their serde attributes).
 *
 * Nested DTOs go into a `schemas` map, referenced by name. What this reader
 * cannot follow reliably (data-carrying enums, macros, types from other
 * crates) is recorded as `unresolved` with its Rust text, never guessed.
 */
import { matchBracket, skipLiteral, splitTopLevel, stripComments, takeAttributes } from './rust-lexer.ts';
import type { InventorySource, OneCoreSource } from './source.ts';
import { inventorySource } from './source.ts';

const SERVER = 'apps/core-server/src';

// ---------------------------------------------------------------- data model

export type FieldType =
  | { kind: 'string'; format?: 'uuid' | 'date-time' }
  | { kind: 'integer' | 'number' | 'boolean' | 'any' }
  | { kind: 'array'; items: FieldType }
  | { kind: 'map'; values: FieldType }
  | { kind: 'ref'; name: string }
  | { kind: 'unresolved'; rust: string };

export interface Field {
  /** Name on the wire (after serde / param renames). */
  name: string;
  rustName: string;
  required: boolean;
  type: FieldType;
}

export type Schema =
  | { kind: 'object'; rust: string; file: string; denyUnknownFields: boolean; fields: Field[]; unresolved?: string[] }
  | { kind: 'enum'; rust: string; file: string; values: string[] }
  | {
      kind: 'unresolved';
      rust: string;
      file?: string;
      reason: string;
      /** For an untagged enum of struct variants: the fields of each variant (one of them is sent). */
      variants?: Field[][];
    };

export interface Body {
  contentType: string;
  required: boolean;
  type: FieldType;
}

export interface ResponseInfo {
  status: number;
  contentType?: string;
  type?: FieldType;
}

export interface Operation {
  method: string;
  path: string;
  handler: string;
  file: string;
  /** `false` when the handler has no `#[endpoint]` / `#[utoipa::path]` attribute (not in Core's API description). */
  documented?: false;
  successStatuses: number[];
  /** The handler is marked `#[deprecated]`. */
  deprecated?: true;
  /** Permissions of the `#[endpoint(permissions = [...])]` attribute (any one of them grants access), if it has one. */
  permissions?: string[];
  pathParams: string[];
  queryParams: Field[];
  /** Query parameter sources that could not be read (Rust type text). */
  queryUnresolved?: string[];
  requestBody?: Body;
  responses: ResponseInfo[];
}

export interface OperationsInventory {
  source: InventorySource;
  operations: Operation[];
  schemas: Record<string, Schema>;
}

// ------------------------------------------------------------- Rust scanning

export interface RustItem {
  kind: string;
  name: string;
  /** Inner text of each outer attribute, e.g. `serde(rename_all = "camelCase")`. */
  attrs: string[];
  /** From the keyword to the body (or to `;`). */
  header: string;
  /** Inside the braces / parentheses of a struct or enum, or the right side of a `type`. */
  body: string;
  tuple?: boolean;
  /** `use` declarations: the tree text after `use`. */
}

/** Top-level items of a Rust file (comments removed): structs, enums, type aliases, fns, uses. */
export function scanItems(source: string): RustItem[] {
  const text = stripComments(source);
  const items: RustItem[] = [];
  let i = 0;
  let pending: string[] = [];
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i += 1;
    if (i >= text.length) break;
    if (text.startsWith('#[', i) || text.startsWith('#![', i)) {
      const open = text.indexOf('[', i);
      const end = matchBracket(text, open);
      if (text[i + 1] !== '!') pending.push(text.slice(open + 1, end - 1).trim());
      i = end;
      continue;
    }
    // one statement: up to `;` at depth 0, or the end of a `{}` block opened at depth 0
    const start = i;
    const head = /^(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|unsafe|const|extern\s+"C")\s+)*(\w+)/.exec(
      text.slice(i, i + 200),
    );
    const keyword = head?.[1] ?? '';
    const exprStatement = keyword === 'const' || keyword === 'static' || keyword === 'type' || keyword === 'use';
    let end = text.length;
    let j = i;
    while (j < text.length) {
      const lit = skipLiteral(text, j);
      if (lit > 0) {
        j = lit;
        continue;
      }
      const c = text[j];
      if (c === ';') {
        end = j + 1;
        break;
      }
      if (c === '(' || c === '[') {
        j = matchBracket(text, j);
        continue;
      }
      if (c === '{') {
        j = matchBracket(text, j);
        if (!exprStatement) {
          end = j;
          break;
        }
        continue;
      }
      j += 1;
    }
    const chunk = text.slice(start, end);
    i = end;
    const attrs = pending;
    pending = [];
    const m =
      /^(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|unsafe|const|extern\s+"C")\s+)*(struct|enum|type|fn|use|mod|impl|trait|const|static|macro_rules!)\s*([\w]*)/.exec(
        chunk,
      );
    if (!m) continue;
    const kind = m[1];
    const name = m[2];
    if (kind === 'struct' || kind === 'enum') {
      const after = m.index + m[0].length;
      const brace = chunk.indexOf('{', after);
      const paren = chunk.indexOf('(', after);
      const tuple = paren >= 0 && (brace < 0 || paren < brace) && kind === 'struct';
      const open = tuple ? paren : brace;
      if (open < 0) {
        items.push({ kind, name, attrs, header: chunk, body: '' });
        continue;
      }
      const close = matchBracket(chunk, open);
      items.push({
        kind,
        name,
        attrs,
        header: chunk.slice(0, open).trim(),
        body: chunk.slice(open + 1, close - 1),
        tuple,
      });
    } else if (kind === 'type') {
      const eq = chunk.indexOf('=');
      items.push({
        kind,
        name,
        attrs,
        header: chunk.slice(0, eq).trim(),
        body: chunk
          .slice(eq + 1)
          .replace(/;\s*$/, '')
          .trim(),
      });
    } else if (kind === 'use') {
      items.push({
        kind,
        name: '',
        attrs,
        header: '',
        body: chunk
          .replace(/^(?:pub(?:\([^)]*\))?\s+)?use\s+/, '')
          .replace(/;\s*$/, '')
          .trim(),
      });
    } else if (kind === 'fn') {
      items.push({
        kind,
        name,
        attrs,
        header: chunk.slice(0, chunk.indexOf('{') >= 0 ? chunk.indexOf('{') : chunk.length),
        body: '',
      });
    }
  }
  return items;
}

/** `key = value`, `key(...)` and bare `key` entries of an attribute argument list. */
export function attrArgs(inner: string): Map<string, string> {
  const args = new Map<string, string>();
  for (const part of splitTopLevel(inner)) {
    const eq = /^([\w:]+)\s*=\s*([\s\S]*)$/.exec(part);
    const call = /^([\w:]+)\s*\(([\s\S]*)\)$/.exec(part);
    if (eq) args.set(eq[1], unquote(eq[2].trim()));
    else if (call) args.set(call[1], call[2].trim());
    else args.set(part.trim(), '');
  }
  return args;
}

function unquote(value: string): string {
  const m = /^"((?:\\.|[^"\\])*)"$/.exec(value);
  return m ? m[1].replace(/\\(.)/g, '$1') : value;
}

/** Merge the arguments of every `name(...)` attribute (e.g. all `serde(...)`). */
function attrsNamed(attrs: string[], name: string): Map<string, string> {
  const merged = new Map<string, string>();
  for (const attr of attrs) {
    const m = new RegExp(`^${name}\\s*\\(([\\s\\S]*)\\)$`).exec(attr);
    if (m) for (const [k, v] of attrArgs(m[1])) merged.set(k, v);
  }
  return merged;
}

function derives(attrs: string[]): Set<string> {
  const out = new Set<string>();
  for (const attr of attrs) {
    const m = /^derive\s*\(([\s\S]*)\)$/.exec(attr);
    if (m) for (const d of splitTopLevel(m[1])) out.add(d.split('::').pop()!.trim());
  }
  return out;
}

// ------------------------------------------------------------ serde renames

/**
 * Apply a serde `rename_all` rule the way serde does: variants are taken as
 * PascalCase (a `_` goes before each upper-case letter for snake/kebab
 * rules), fields as snake_case (the letter after each `_` is upper-cased for
 * camel/Pascal rules).
 */
export function applyRenameAll(ident: string, rule: string | undefined, isVariant: boolean): string {
  const raw = ident.replace(/^r#/, '');
  if (!rule) return raw;
  if (isVariant) {
    const snake = [...raw]
      .map((c, n) => (n > 0 && c >= 'A' && c <= 'Z' ? `_${c.toLowerCase()}` : c.toLowerCase()))
      .join('');
    switch (rule) {
      case 'lowercase':
        return raw.toLowerCase();
      case 'UPPERCASE':
        return raw.toUpperCase();
      case 'PascalCase':
        return raw;
      case 'camelCase':
        return raw.charAt(0).toLowerCase() + raw.slice(1);
      case 'snake_case':
        return snake;
      case 'SCREAMING_SNAKE_CASE':
        return snake.toUpperCase();
      case 'kebab-case':
        return snake.replace(/_/g, '-');
      case 'SCREAMING-KEBAB-CASE':
        return snake.replace(/_/g, '-').toUpperCase();
      default:
        return raw;
    }
  }
  const pascal = raw
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  switch (rule) {
    case 'lowercase':
    case 'snake_case':
      return raw;
    case 'UPPERCASE':
    case 'SCREAMING_SNAKE_CASE':
      return raw.toUpperCase();
    case 'PascalCase':
      return pascal;
    case 'camelCase':
      return pascal.charAt(0).toLowerCase() + pascal.slice(1);
    case 'kebab-case':
      return raw.replace(/_/g, '-');
    case 'SCREAMING-KEBAB-CASE':
      return raw.replace(/_/g, '-').toUpperCase();
    default:
      return raw;
  }
}

/** `rename_all = "x"` or `rename_all(serialize = "x", deserialize = "y")`, for one direction. */
function renameRule(serde: Map<string, string>, key: string, deserialize: boolean): string | undefined {
  const value = serde.get(key);
  if (value === undefined) return undefined;
  if (!value.includes('=')) return value;
  const dir = attrArgs(value);
  return dir.get(deserialize ? 'deserialize' : 'serialize') ?? dir.get('serialize') ?? dir.get('deserialize');
}

// ---------------------------------------------------------- module indexing

interface Def {
  file: string;
  item: RustItem;
}

interface FileIndex {
  file: string;
  defs: Map<string, RustItem>;
  /** Imported name → full path (`crate::a::b::Name`, `one_core::...`). */
  uses: Map<string, string>;
  /** Modules imported with `::*`. */
  globs: string[];
  fns: Map<string, RustItem>;
}

function moduleOf(file: string): string[] {
  const rel = file.slice(SERVER.length + 1).replace(/\.rs$/, '');
  const parts = rel.split('/');
  if (parts[parts.length - 1] === 'mod' || parts[parts.length - 1] === 'lib' || parts[parts.length - 1] === 'main')
    parts.pop();
  return parts;
}

/** Expand a use tree (`a::{b, c::{d as e}}`) into [alias, path] pairs. */
export function expandUse(tree: string, prefix = ''): Array<[string, string]> {
  const t = tree.trim();
  const brace = t.indexOf('{');
  if (brace >= 0 && t.endsWith('}')) {
    const base = prefix + t.slice(0, brace);
    return splitTopLevel(t.slice(brace + 1, -1)).flatMap((sub) => expandUse(sub, base));
  }
  const as = /^(.*?)\s+as\s+(\w+)$/.exec(t);
  const full = prefix + (as ? as[1] : t);
  const last = full.split('::').pop()!;
  if (last === 'self') {
    const p = full.split('::').slice(0, -1);
    return [[as ? as[2] : p[p.length - 1], p.join('::')]];
  }
  return [[as ? as[2] : last, full]];
}

// --------------------------------------------------------------- extraction

const SCALARS: Record<string, FieldType['kind']> = {
  String: 'string',
  str: 'string',
  Uuid: 'string',
  OffsetDateTime: 'string',
  PrimitiveDateTime: 'string',
  Date: 'string',
  Url: 'string',
  DidValue: 'string',
  bool: 'boolean',
  u8: 'integer',
  u16: 'integer',
  u32: 'integer',
  u64: 'integer',
  u128: 'integer',
  usize: 'integer',
  i8: 'integer',
  i16: 'integer',
  i32: 'integer',
  i64: 'integer',
  i128: 'integer',
  isize: 'integer',
  f32: 'number',
  f64: 'number',
  Value: 'any',
};
const ARRAYS = new Set(['Vec', 'HashSet', 'BTreeSet', 'IndexSet', 'Vec1', 'NonEmptyVec']);
const MAPS = new Set(['HashMap', 'BTreeMap', 'IndexMap']);
const WRAPPERS = new Set(['Box', 'Arc', 'Rc', 'Cow']);
const EXTERNAL_SCALAR_CRATES = ['shared_types', 'uuid', 'time', 'url', 'serde_json'];

/** Display name of a type, used as the schema key of generic instances. */
function typeLabel(t: FieldType): string {
  switch (t.kind) {
    case 'ref':
      return t.name;
    case 'array':
      return `Vec<${typeLabel(t.items)}>`;
    case 'map':
      return `Map<${typeLabel(t.values)}>`;
    case 'unresolved':
      return t.rust;
    default:
      return t.kind;
  }
}

/** Split `Name<A, B>` into `Name` and its argument texts. */
function splitGeneric(text: string): { base: string; args: string[] } {
  const t = text.trim();
  const lt = t.indexOf('<');
  if (lt < 0 || !t.endsWith('>')) return { base: t, args: [] };
  return { base: t.slice(0, lt).trim(), args: splitTopLevel(t.slice(lt + 1, -1)) };
}

/** Generic parameter names and defaults from an item header such as `struct X<T: Bound, U = Y>`. */
function genericParams(header: string, name: string): Array<{ name: string; default?: string }> {
  const at = header.indexOf(name);
  const rest = header.slice(at + name.length).trimStart();
  if (!rest.startsWith('<')) return [];
  let depth = 0;
  let end = 0;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '<') depth += 1;
    else if (rest[i] === '>') {
      depth -= 1;
      if (depth === 0) {
        end = i;
        break;
      }
    }
  }
  return splitTopLevel(rest.slice(1, end))
    .filter((p) => !p.startsWith("'") && !p.startsWith('const '))
    .map((p) => {
      const [left, def] = p.split('=').map((s) => s.trim());
      return { name: left.split(':')[0].trim(), default: def };
    });
}

interface Ctx {
  file: string;
  generics: Map<string, FieldType>;
}

export class Extractor {
  readonly files = new Map<string, FileIndex>();
  readonly schemas: Record<string, Schema> = {};
  private readonly byName = new Map<string, Def[]>();
  private readonly building = new Set<string>();

  constructor(private readonly source: OneCoreSource) {
    for (const file of source
      .list(SERVER)
      .filter((f) => f.endsWith('.rs'))
      .sort()) {
      const items = scanItems(source.read(file));
      const index: FileIndex = { file, defs: new Map(), uses: new Map(), globs: [], fns: new Map() };
      for (const item of items) {
        if (item.kind === 'use') {
          for (const [alias, full] of expandUse(item.body)) {
            if (alias === '*') index.globs.push(full.replace(/::\*$/, ''));
            else index.uses.set(alias, full);
          }
        } else if (item.kind === 'fn') index.fns.set(item.name, item);
        else if (item.kind === 'struct' || item.kind === 'enum' || item.kind === 'type') {
          index.defs.set(item.name, item);
          const list = this.byName.get(item.name) ?? [];
          list.push({ file, item });
          this.byName.set(item.name, list);
        }
      }
      this.files.set(file, index);
    }
  }

  private newtypes?: Map<string, FieldType>;

  /** `shared_types` structs that wrap a `String` or `Uuid` (serialised as a string; a UUID keeps its format). */
  sharedNewtypes(): Map<string, FieldType> {
    if (this.newtypes) return this.newtypes;
    this.newtypes = new Map();
    for (const file of this.source.list('lib/shared-types/src').filter((f) => f.endsWith('.rs'))) {
      for (const item of scanItems(this.source.read(file))) {
        const inner = /^(?:pub\s+)?(String|Uuid|uuid::Uuid)$/.exec(item.body.trim())?.[1];
        if (item.kind === 'struct' && item.tuple && inner) {
          this.newtypes.set(item.name, inner === 'String' ? { kind: 'string' } : { kind: 'string', format: 'uuid' });
        }
      }
    }
    return this.newtypes;
  }

  /** The file of a module path such as `crate::endpoint::proof::dto` (or `super::dto` seen from `from`). */
  moduleFile(path: string[], from: string): string | undefined {
    let parts = [...path];
    let base: string[];
    if (parts[0] === 'crate') {
      base = [];
      parts = parts.slice(1);
    } else if (parts[0] === 'super' || parts[0] === 'self') {
      base = moduleOf(from);
      while (parts[0] === 'super' || parts[0] === 'self') {
        if (parts[0] === 'super') base = base.slice(0, -1);
        parts = parts.slice(1);
      }
    } else return undefined;
    const mod = [...base, ...parts].join('/');
    for (const candidate of [`${SERVER}/${mod}.rs`, `${SERVER}/${mod}/mod.rs`])
      if (this.files.has(candidate)) return candidate;
    return undefined;
  }

  /** Find the definition of `name` as seen from `file`. */
  findDef(name: string, file: string, qualifier: string[] = []): Def | { external: string } | undefined {
    const index = this.files.get(file);
    if (qualifier.length > 0) {
      const head = index?.uses.get(qualifier[0]);
      const path = head ? [...head.split('::'), ...qualifier.slice(1)] : qualifier;
      const target = this.moduleFile(path, file);
      if (target) return this.findDef(name, target);
      if (!['crate', 'super', 'self'].includes(path[0])) return { external: [...path, name].join('::') };
    }
    if (!index) return undefined;
    const local = index.defs.get(name);
    if (local) return { file, item: local };
    const used = index.uses.get(name);
    if (used) {
      const path = used.split('::');
      const target = this.moduleFile(path.slice(0, -1), file);
      const real = path[path.length - 1];
      if (target) {
        const found = this.files.get(target)?.defs.get(real);
        if (found) return { file: target, item: found };
        if (target !== file) return this.findDef(real, target);
      }
      if (!['crate', 'super', 'self'].includes(path[0])) return { external: used };
    }
    for (const glob of index.globs) {
      const target = this.moduleFile(glob.split('::'), file);
      const found = target ? this.files.get(target)?.defs.get(name) : undefined;
      if (found) return { file: target!, item: found };
    }
    const all = this.byName.get(name) ?? [];
    if (all.length === 1) return all[0];
    const sameDir = all.filter((d) => d.file.startsWith(file.replace(/[^/]+$/, '')));
    if (sameDir.length === 1) return sameDir[0];
    return undefined;
  }

  /** Turn Rust type text into a field type; the returned flag says whether it was `Option<...>`. */
  fieldType(text: string, ctx: Ctx): { type: FieldType; optional: boolean } {
    const t = text
      .replace(/^&('\w+\s+)?/, '')
      .replace(/\s+/g, ' ')
      .trim();
    const { base, args } = splitGeneric(t);
    const segs = base.split('::').map((s) => s.trim());
    const name = segs[segs.length - 1];
    if (name === 'Option' && args.length === 1) return { type: this.fieldType(args[0], ctx).type, optional: true };
    return { type: this.plainType(t, ctx), optional: false };
  }

  plainType(text: string, ctx: Ctx): FieldType {
    const t = text.replace(/^&('\w+\s+)?/, '').trim();
    if (/^\[.*;.*\]$/.test(t)) return { kind: 'array', items: this.plainType(t.slice(1, t.lastIndexOf(';')), ctx) };
    if (t.startsWith('(') || t.startsWith('[') || t.startsWith('dyn ') || t.startsWith('impl '))
      return { kind: 'unresolved', rust: t };
    const { base, args } = splitGeneric(t);
    const segs = base.split('::').map((s) => s.trim());
    const name = segs[segs.length - 1];
    const generic = ctx.generics.get(name);
    if (generic && segs.length === 1) return generic;
    if (name === 'Option' && args.length === 1) return this.plainType(args[0], ctx);
    if (ARRAYS.has(name) && args.length === 1) return { kind: 'array', items: this.plainType(args[0], ctx) };
    if (MAPS.has(name) && args.length >= 2) return { kind: 'map', values: this.plainType(args[1], ctx) };
    if (WRAPPERS.has(name) && args.length >= 1) return this.plainType(args[args.length - 1], ctx);
    const def = this.findDef(name, ctx.file, segs.slice(0, -1));
    if (def && 'item' in def)
      return this.refTo(
        def,
        args.map((a) => this.plainType(a, ctx)),
      );
    const scalar = SCALARS[name];
    const externalPath = def && 'external' in def ? def.external : '';
    if (scalar && (!def || 'external' in def)) {
      if (name === 'Uuid') return { kind: 'string', format: 'uuid' };
      if (name === 'OffsetDateTime') return { kind: 'string', format: 'date-time' };
      return { kind: scalar } as FieldType;
    }
    const shared = this.sharedNewtypes().get(name);
    if (shared && (externalPath.startsWith('shared_types::') || !def)) return shared;
    if (/Id$/.test(name) && (externalPath.startsWith('shared_types') || !def)) return { kind: 'string' };
    if (externalPath === 'secrecy::SecretString') return { kind: 'string' };
    if (EXTERNAL_SCALAR_CRATES.some((c) => externalPath.startsWith(`${c}::`)) && /Id$|Value$|Url$/.test(name))
      return { kind: 'string' };
    return { kind: 'unresolved', rust: externalPath || t };
  }

  /** A reference to a struct / enum / alias definition, registering its schema. */
  refTo(def: Def, args: FieldType[]): FieldType {
    const { item, file } = def;
    if (item.kind === 'type') {
      const params = genericParams(item.header, item.name);
      const generics = new Map<string, FieldType>();
      params.forEach((p, n) => generics.set(p.name, args[n] ?? { kind: 'unresolved', rust: p.default ?? p.name }));
      const target = this.plainType(item.body, { file, generics });
      if (target.kind !== 'ref' || params.length > 0) return target;
      // a plain alias of a struct: keep the alias name for readability
      if (!this.schemas[item.name]) this.schemas[item.name] = this.schemas[target.name];
      return { kind: 'ref', name: item.name };
    }
    const params = genericParams(item.header, item.name);
    const generics = new Map<string, FieldType>();
    params.forEach((p, n) => {
      if (args[n]) generics.set(p.name, args[n]);
      else if (p.default) generics.set(p.name, this.plainType(p.default, { file, generics: new Map() }));
      else generics.set(p.name, { kind: 'unresolved', rust: p.name });
    });
    let key = params.length
      ? `${item.name}<${params.map((p) => typeLabel(generics.get(p.name)!)).join(', ')}>`
      : item.name;
    const existing = this.schemas[key];
    if (existing && 'file' in existing && existing.file !== file) key = `${key} (${moduleOf(file).join('::')})`;
    if (this.schemas[key] || this.building.has(key)) return { kind: 'ref', name: key };
    this.building.add(key);
    const schema = this.buildSchema(item, file, generics);
    this.schemas[key] = schema;
    this.building.delete(key);
    // a newtype struct serialises as what it wraps
    if (schema.kind === 'object' && item.tuple && schema.fields.length === 1) {
      delete this.schemas[key];
      return schema.fields[0].type;
    }
    return { kind: 'ref', name: key };
  }

  buildSchema(item: RustItem, file: string, generics: Map<string, FieldType>): Schema {
    const ctx: Ctx = { file, generics };
    const serde = attrsNamed(item.attrs, 'serde');
    const d = derives(item.attrs);
    const deserialize = d.has('Deserialize') || d.has('IntoParams');
    const serialize = d.has('Serialize');
    const rust = item.name;
    if (item.kind === 'enum') {
      const variants = splitTopLevel(item.body).map((v) => takeAttributes(v));
      const unitOnly = variants.every((v) => /^\w+\s*(=\s*[^,]+)?$/.test(v.rest.trim()));
      if (serde.has('untagged') || !unitOnly) {
        const schema: Schema = {
          kind: 'unresolved',
          rust: `enum ${rust}`,
          file,
          reason: serde.has('untagged') ? 'untagged enum' : 'data-carrying enum',
        };
        // untagged variants that are structs, inline (`A { .. }`) or wrapped (`A(SomeStruct)`), can be read
        const direction = item.attrs.filter((a) => /^derive\s*\(/.test(a));
        const variantFields = variants.map((v): Field[] | undefined => {
          const text = v.rest.trim();
          const inline = /^(\w+)\s*\{([\s\S]*)\}$/.exec(text);
          if (inline) {
            const variant = this.buildSchema(
              {
                kind: 'struct',
                name: `${rust}::${inline[1]}`,
                attrs: direction,
                header: '',
                body: inline[2],
                tuple: false,
              },
              file,
              generics,
            );
            return variant.kind === 'object' ? variant.fields : undefined;
          }
          const wrapped = /^\w+\s*\(([^,]+)\)$/.exec(text);
          if (!wrapped) return undefined;
          const inner = this.plainType(wrapped[1], { file, generics });
          const target = inner.kind === 'ref' ? this.schemas[inner.name] : undefined;
          return target?.kind === 'object' && !target.unresolved ? target.fields : undefined;
        });
        if (serde.has('untagged') && variantFields.every((f) => f !== undefined))
          schema.variants = variantFields as Field[][];
        // externally tagged (serde's default): `{ "<variant>": <content> }`, one key per variant
        const wrappedOnly = variants.every((v) => /^\w+\s*(\([\s\S]*\)|\{[\s\S]*\})$/.test(v.rest.trim()));
        if (!serde.has('untagged') && !serde.has('tag') && wrappedOnly) {
          const rule = renameRule(serde, 'rename_all', deserialize && !serialize);
          schema.variants = variants.map((v, n) => {
            const ident = v.rest.trim().split(/[\s({]/)[0];
            const vs = attrsNamed(v.attrs, 'serde');
            const name =
              vs.get('rename') && !vs.get('rename')!.includes('=')
                ? vs.get('rename')!
                : applyRenameAll(ident, rule, true);
            const tuple = /^\w+\s*\(([\s\S]*)\)$/.exec(v.rest.trim());
            let type: FieldType;
            if (tuple && splitTopLevel(tuple[1]).length === 1)
              type = this.plainType(splitTopLevel(tuple[1])[0], { file, generics });
            else if (tuple) type = { kind: 'array', items: { kind: 'unresolved', rust: tuple[1].trim() } };
            else
              type = variantFields[n]
                ? { kind: 'unresolved', rust: `${rust}::${ident} { .. }` }
                : { kind: 'unresolved', rust: v.rest.trim() };
            return [{ name, rustName: ident, required: true, type }];
          });
          schema.reason = 'externally tagged enum (one key per variant)';
        }
        return schema;
      }
      const rule = renameRule(serde, 'rename_all', deserialize && !serialize);
      const values = variants
        .filter((v) => {
          const vs = attrsNamed(v.attrs, 'serde');
          return !vs.has('skip') && !vs.has('other');
        })
        .map((v) => {
          const vs = attrsNamed(v.attrs, 'serde');
          const ident = v.rest.split(/[\s=]/)[0];
          return vs.get('rename') && !vs.get('rename')!.includes('=')
            ? vs.get('rename')!
            : applyRenameAll(ident, rule, true);
        });
      return { kind: 'enum', rust, file, values };
    }
    if (serde.has('transparent') || item.tuple) {
      const parts = splitTopLevel(item.body).map((p) => takeAttributes(p).rest.replace(/^pub(\([^)]*\))?\s+/, ''));
      if (parts.length === 1) {
        const { type } = this.fieldType(parts[0], ctx);
        return {
          kind: 'object',
          rust,
          file,
          denyUnknownFields: false,
          fields: [{ name: '', rustName: '0', required: true, type }],
        };
      }
      return { kind: 'unresolved', rust: `struct ${rust}(${item.body})`, file, reason: 'tuple struct' };
    }
    const rule =
      renameRule(serde, 'rename_all', deserialize && !serialize) ??
      attrsNamed(item.attrs, 'into_params').get('rename_all');
    const structDefault = serde.has('default');
    const skipNone =
      item.attrs.some((a) => /skip_serializing_none/.test(a)) ||
      item.attrs.some((a) => /^options_not_nullable/.test(a));
    const fields: Field[] = [];
    const unresolved: string[] = [];
    for (const part of splitTopLevel(item.body)) {
      const { attrs, rest } = takeAttributes(part);
      const m = /^(?:pub(?:\([^)]*\))?\s+)?(r#\w+|\w+)\s*:\s*([\s\S]+)$/.exec(rest);
      if (!m) {
        unresolved.push(rest);
        continue;
      }
      const [, ident, typeText] = m;
      const fs = attrsNamed(attrs, 'serde');
      const param = attrsNamed(attrs, 'param');
      if (
        fs.has('skip') ||
        (fs.has('skip_deserializing') && deserialize && !serialize) ||
        (fs.has('skip_serializing') && serialize && !deserialize)
      )
        continue;
      if (fs.has('flatten')) {
        if (ident.startsWith('_')) continue;
        const inner = this.fieldType(typeText, ctx);
        const target = inner.type.kind === 'ref' ? this.schemas[inner.type.name] : undefined;
        if (target?.kind === 'object') {
          for (const f of target.fields) fields.push({ ...f, required: f.required && !inner.optional });
          if (target.unresolved) unresolved.push(...target.unresolved);
        } else if (target?.kind === 'unresolved' && target.variants) {
          // a flattened untagged enum: the fields of one variant appear, so none of them is always there
          const seen = new Set(fields.map((f) => f.name));
          for (const f of target.variants.flat()) {
            if (seen.has(f.name)) continue;
            fields.push({ ...f, required: false });
            seen.add(f.name);
          }
        } else unresolved.push(`#[serde(flatten)] ${ident}: ${typeText.trim()}`);
        continue;
      }
      const { type, optional } = this.fieldType(typeText, ctx);
      const rename = fs.get('rename');
      let name = rename && !rename.includes('=') ? rename : applyRenameAll(ident, rule, false);
      if (rename && rename.includes('=')) {
        const dir = attrArgs(rename);
        name = (deserialize && !serialize ? dir.get('deserialize') : dir.get('serialize')) ?? name;
      }
      if (param.get('rename') && !param.get('rename')!.includes('=')) name = param.get('rename')!;
      const defaulted = structDefault || fs.has('default');
      const skippable = fs.has('skip_serializing_if') || (optional && skipNone && serialize);
      let required: boolean;
      if (deserialize && !serialize) required = !optional && !defaulted;
      else if (serialize && !deserialize) required = !optional && !fs.has('skip_serializing_if');
      else required = !optional && !defaulted && !skippable;
      fields.push({ name, rustName: ident.replace(/^r#/, ''), required, type });
    }
    const schema: Schema = { kind: 'object', rust, file, denyUnknownFields: serde.has('deny_unknown_fields'), fields };
    if (unresolved.length) schema.unresolved = unresolved;
    return schema;
  }

  /** Query parameters of an `IntoParams` type (with the `ListQueryParamsRest` wrapper flattened as Core does). */
  queryParams(typeText: string, file: string): { params: Field[]; unresolved: string[] } {
    const ctx: Ctx = { file, generics: new Map() };
    let text = typeText.trim();
    let def = this.findDef(splitGeneric(text).base.split('::').pop()!, file);
    let defFile = file;
    // follow aliases textually so `ListQueryParamsRest<..>` is visible
    while (
      def &&
      'item' in def &&
      def.item.kind === 'type' &&
      genericParams(def.item.header, def.item.name).length === 0
    ) {
      text = def.item.body;
      defFile = def.file;
      def = this.findDef(splitGeneric(text).base.split('::').pop()!, defFile);
    }
    const { base, args } = splitGeneric(text);
    if (base.split('::').pop() === 'ListQueryParamsRest') {
      const partial = this.findDef('PartialQueryParamsRest', `${SERVER}/dto/mapper.rs`);
      if (!partial || !('item' in partial)) return { params: [], unresolved: [text] };
      const sortType = args[1] ? this.plainType(args[1], { file: defFile, generics: new Map() }) : undefined;
      const includeText = args[2];
      const includeType = includeText ? this.plainType(includeText, { file: defFile, generics: new Map() }) : undefined;
      // PartialQueryParamsRest<SortColumn, Include>: the sort column and the include type, in that order
      const [sortParam, includeParam] = genericParams(partial.item.header, partial.item.name).map((p) => p.name);
      const generics = new Map<string, FieldType>();
      generics.set(sortParam, sortType ?? { kind: 'unresolved', rust: sortParam });
      generics.set(includeParam, includeType ?? { kind: 'unresolved', rust: 'NoIncludesSupported' });
      const schema = this.buildSchema(partial.item, partial.file, generics);
      const params: Field[] = [];
      const unresolved: string[] = [];
      if (schema.kind === 'object') {
        for (const f of schema.fields) {
          if (f.rustName === 'include' && !includeText) continue; // Core drops include[] when nothing can be included
          params.push(f);
        }
      }
      const filter = args[0] ? this.queryParams(args[0], defFile) : { params: [], unresolved: ['(no filter)'] };
      return { params: [...params, ...filter.params], unresolved: [...unresolved, ...filter.unresolved] };
    }
    const t = this.plainType(text, { ...ctx, file: defFile });
    if (t.kind === 'ref') {
      const schema = this.schemas[t.name];
      if (schema?.kind === 'object') return { params: schema.fields, unresolved: schema.unresolved ?? [] };
    }
    return { params: [], unresolved: [typeText.trim()] };
  }
}

// ----------------------------------------------------------------- routing

export interface RouteEntry {
  method: string;
  path: string;
  /** Handler path as written, e.g. `credential::controller::get_credential`. */
  handler: string;
}

/** Every `.route("path", get(handler).post(handler))` of the router. */
export function parseRoutes(routerText: string): RouteEntry[] {
  const text = stripComments(routerText);
  const entries: RouteEntry[] = [];
  const re = /\.route\(\s*"([^"]+)"\s*,/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = text.indexOf('(', m.index);
    const end = matchBracket(text, open);
    const expr = text.slice(m.index + m[0].length, end - 1);
    const calls = /\b(get|post|put|patch|delete)\(\s*([\w:]+)\s*\)/g;
    for (let c = calls.exec(expr); c; c = calls.exec(expr)) {
      entries.push({ method: c[1].toUpperCase(), path: m[1], handler: c[2] });
    }
  }
  return entries;
}

function statusOf(wrapper: string): number | undefined {
  if (wrapper === 'OkOrErrorResponse') return 200;
  if (wrapper === 'CreatedOrErrorResponse') return 201;
  if (wrapper === 'EmptyOrErrorResponse') return 204;
  return undefined;
}

function parseEndpointAttr(attr: string): Map<string, string> | undefined {
  const m = /^(?:(?:proc_macros::)?endpoint|utoipa::path)\s*\(([\s\S]*)\)$/.exec(attr);
  return m ? attrArgs(m[1]) : undefined;
}

// --------------------------------------------------------------- entry point

export function extractOperations(source: OneCoreSource): OperationsInventory {
  const x = new Extractor(source);
  const routes = parseRoutes(source.read(`${SERVER}/router.rs`));
  const routerIndex = x.files.get(`${SERVER}/router.rs`)!;
  const operations: Operation[] = [];
  for (const route of routes) {
    const segs = route.handler.split('::');
    const fnName = segs[segs.length - 1];
    let file: string | undefined;
    if (segs.length > 1) {
      const head = routerIndex.uses.get(segs[0]);
      const modPath = head ? [...head.split('::'), ...segs.slice(1, -1)] : ['crate', 'endpoint', ...segs.slice(0, -1)];
      file = x.moduleFile(modPath, `${SERVER}/router.rs`);
    } else {
      const used = routerIndex.uses.get(fnName);
      if (used) file = x.moduleFile(used.split('::').slice(0, -1), `${SERVER}/router.rs`);
    }
    const fn = file ? x.files.get(file)?.fns.get(fnName) : undefined;
    const op: Operation = {
      method: route.method,
      path: route.path,
      handler: fnName,
      file: file ?? '',
      successStatuses: [],
      pathParams: [],
      queryParams: [],
      responses: [],
    };
    operations.push(op);
    const attr = fn?.attrs.map(parseEndpointAttr).find(Boolean);
    if (fn?.attrs.some((a) => /^deprecated\b/.test(a))) op.deprecated = true;
    if (!fn || !file) {
      op.queryUnresolved = [`handler ${route.handler} not found`];
      continue;
    }
    if (!attr) {
      // no OpenAPI attribute: Core leaves this route out of its own API description
      op.documented = false;
      continue;
    }
    // Core 1.74 lists them in `#[endpoint(permissions = [...])]`; Core 1.70 put them in a
    // separate `#[require_permissions(Permission::A, ...)]` attribute on the handler.
    const older = fn.attrs
      .map((a) => /^(?:proc_macros::)?require_permissions\s*\(([\s\S]*)\)$/.exec(a)?.[1])
      .find(Boolean);
    const permissions = attr.get('permissions') ?? older;
    if (permissions !== undefined) {
      op.permissions = splitTopLevel(permissions.replace(/^\[|\]$/g, ''))
        .map((p) => applyRenameAll(p.trim().split('::').pop()!, 'SCREAMING_SNAKE_CASE', true))
        .filter(Boolean)
        .sort();
    }
    // request body: what the handler really extracts wins over the attribute
    const signature = fn.header.split('->')[0];
    const extractor = /(Option<\s*|Result<\s*)?\b(Json|Form|QsOrForm)<\s*([\w:]+(?:<[^<>]*>)?)\s*>/.exec(signature);
    // `QsOrForm` reads the query string when there is one, the form body otherwise
    const eitherQueryOrBody = extractor?.[2] === 'QsOrForm';
    const rb = attr.get('request_body');
    if (extractor) {
      const { type } = x.fieldType(extractor[3], { file, generics: new Map() });
      const contentType = extractor[2] === 'Json' ? 'application/json' : 'application/x-www-form-urlencoded';
      op.requestBody = { contentType, required: !extractor[1] && !eitherQueryOrBody, type };
    } else if (rb !== undefined) {
      let typeText = rb;
      let contentType = 'application/json';
      if (/^content\b|=/.test(rb)) {
        const args = attrArgs(rb);
        typeText = args.get('content') ?? '';
        contentType = args.get('content_type') ?? contentType;
      }
      typeText = typeText.replace(/^\(+|\)+$/g, '').trim();
      const { type, optional } = x.fieldType(typeText, { file, generics: new Map() });
      op.requestBody = { contentType, required: !optional, type };
    }
    // responses
    const responses = attr.get('responses') ?? '';
    for (const entry of splitTopLevel(responses)) {
      const wrapped = /^(\w+)\s*(?:<([\s\S]*)>)?$/.exec(entry);
      if (wrapped && statusOf(wrapped[1]) !== undefined) {
        // the handler's return type decides the status actually sent, should the attribute say otherwise
        const returned = /->\s*(OkOrErrorResponse|CreatedOrErrorResponse|EmptyOrErrorResponse)\b/.exec(fn.header)?.[1];
        const status = statusOf(returned ?? wrapped[1])!;
        let type: FieldType | undefined;
        if (wrapped[2]) {
          const inner = splitGeneric(wrapped[2]);
          type =
            inner.base === 'VecResponse'
              ? { kind: 'array', items: x.plainType(inner.args[0], { file, generics: new Map() }) }
              : x.plainType(wrapped[2], { file, generics: new Map() });
        }
        op.responses.push({ status, contentType: type ? 'application/json' : undefined, type });
        continue;
      }
      const tuple = /^\(([\s\S]*)\)$/.exec(entry);
      if (tuple) {
        const args = attrArgs(tuple[1]);
        const status = Number(args.get('status'));
        const info: ResponseInfo = { status };
        const body = args.get('body');
        const ct = args.get('content_type');
        if (body) {
          info.type = x.plainType(body, { file, generics: new Map() });
          info.contentType = ct ?? 'application/json';
        } else if (ct) info.contentType = ct;
        else if (args.has('content')) {
          info.contentType = splitTopLevel(args.get('content')!)
            .map((c) => /^\(\s*[\w<>:]+\s*=\s*"([^"]+)"/.exec(c)?.[1])
            .filter(Boolean)
            .join(', ');
        }
        op.responses.push(info);
      }
    }
    op.successStatuses = op.responses.map((r) => r.status).filter((s) => s >= 200 && s < 400);
    // parameters
    const params = attr.get('params');
    if (params) {
      for (const p of splitTopLevel(params)) {
        const tuple = /^\(\s*"([^"]+)"\s*=\s*([^,]+),\s*(Path|Query|Header)\b/.exec(p);
        if (tuple) {
          if (tuple[3] === 'Path') op.pathParams.push(tuple[1]);
          else if (tuple[3] === 'Query') {
            const { type, optional } = x.fieldType(tuple[2], { file, generics: new Map() });
            op.queryParams.push({
              name: tuple[1],
              rustName: tuple[1],
              required: !optional && !eitherQueryOrBody,
              type,
            });
          }
          continue;
        }
        if (p.startsWith('(')) continue;
        const q = x.queryParams(p, file);
        op.queryParams.push(...q.params);
        if (q.unresolved.length) op.queryUnresolved = [...(op.queryUnresolved ?? []), ...q.unresolved];
      }
    }
  }
  operations.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path < b.path ? -1 : 1));
  const schemas: Record<string, Schema> = {};
  for (const key of Object.keys(x.schemas).sort()) if (x.schemas[key]) schemas[key] = x.schemas[key];
  return { source: inventorySource(source), operations, schemas };
}
