/**
 * Permission inventory of one-core: every `Permission` variant (the enum in
 * lib/shared-types, serialized SCREAMING_SNAKE_CASE as STS tokens carry it)
 * and, for every REST operation of the core server, the permissions it
 * requires. An operation declares them in its `#[endpoint(permissions = [...],
 * <method>, path = "...")]` attribute; the `endpoint` proc macro turns the
 * list into a `require_permissions` check (the caller needs ANY one of them)
 * and an `x-permissions` extension in the served OpenAPI document
 * (apps/core-server/src/openapi/permissions.rs renders it in Swagger UI).
 * Operations declared with `permissions = []` or plain `#[utoipa::path]`
 * need none. Handlers that call `permission_check`/`has_permission` with a
 * further permission inside their body are listed under `alsoChecks`.
 *
 * For the drift guards, each operation also records its JSON request body
 * type (`request_body = X` in the attribute) and where Core rejects unknown
 * fields in it: the JSON paths (`""` the body itself, `claimValues[]` each
 * element of that array, `a.b` a nested object) whose Rust struct carries
 * `#[serde(deny_unknown_fields)]`.
 */
import { matchBracket, stripComments } from './rust-lexer.ts';
import type { InventorySource, OneCoreSource } from './source.ts';
import { inventorySource } from './source.ts';

export interface PermissionEntry {
  /** The Rust variant, e.g. `CredentialIssue`. */
  variant: string;
  /** The serialized name, e.g. `CREDENTIAL_ISSUE`. */
  name: string;
  /** operationIds of the operations that accept this permission. */
  operations: string[];
}

export interface OperationPermissions {
  method: string;
  path: string;
  /** The handler function name, which is the operationId in the generated OpenAPI document. */
  operationId: string;
  file: string;
  /** Serialized names; the caller needs any one of them. Empty: no permission required. */
  permissions: string[];
  /** Permissions the handler checks in its body in addition (they widen or narrow what it returns). */
  alsoChecks: string[];
  /** The JSON request body, when the operation declares one. */
  requestBody?: { type: string; denyUnknownFields: string[] };
  /**
   * Success status the handler sends, from its return type (`OkOrErrorResponse`
   * 200, `CreatedOrErrorResponse` 201, `EmptyOrErrorResponse` 204); null when
   * the handler builds its own response.
   */
  successStatus: number | null;
  /** Success status the `responses(...)` attribute documents (same mapping), or null. */
  documentedStatus: number | null;
}

const RESPONSE_STATUS: Record<string, number> = {
  OkOrErrorResponse: 200,
  CreatedOrErrorResponse: 201,
  EmptyOrErrorResponse: 204,
};

export interface PermissionInventory {
  source: InventorySource;
  /** How a list of permissions on one operation is evaluated. */
  rule: 'any-of';
  permissions: PermissionEntry[];
  operations: OperationPermissions[];
}

/** serde `rename_all = "SCREAMING_SNAKE_CASE"` of a PascalCase variant. */
export function screamingSnake(variant: string): string {
  let out = '';
  for (let i = 0; i < variant.length; i += 1) {
    const c = variant[i];
    if (i > 0 && c >= 'A' && c <= 'Z') out += '_';
    out += c.toUpperCase();
  }
  return out;
}

/** Unit variants of `enum Permission` (the untagged catch-all `Unknown(String)` is not a permission). */
export function parsePermissionEnum(rust: string): string[] {
  const text = stripComments(rust);
  const head = text.match(/\benum\s+Permission\s*\{/);
  if (!head) throw new Error('enum Permission not found');
  const open = head.index! + head[0].length - 1;
  const body = text.slice(open + 1, matchBracket(text, open) - 1).replace(/#\[[^\]]*\]/g, '');
  const variants: string[] = [];
  for (const m of body.matchAll(/\b([A-Z]\w*)\s*(\(|,|$)/g)) if (m[2] !== '(') variants.push(m[1]);
  const rename = text
    .slice(0, head.index!)
    .match(/rename_all\s*=\s*"([^"]+)"/g)
    ?.pop();
  if (rename && !rename.includes('SCREAMING_SNAKE_CASE')) throw new Error(`unexpected serde ${rename} on Permission`);
  return variants;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'];

/** Every `#[endpoint(...)]` / `#[utoipa::path(...)]` in a controller, with its handler and permissions. */
export function parseEndpoints(file: string, rust: string): OperationPermissions[] {
  const text = stripComments(rust);
  const out: OperationPermissions[] = [];
  for (const m of text.matchAll(/#\[(?:proc_macros::)?(endpoint|utoipa::path)\(/g)) {
    const open = m.index! + m[0].length - 1;
    const close = matchBracket(text, open) - 1;
    const args = text.slice(open + 1, close);
    // Top-level tokens only: nested params(...) etc. must not be mistaken for the method.
    let depth = 0;
    let top = '';
    let inString = false;
    for (let i = 0; i < args.length; i += 1) {
      const c = args[i];
      if (inString) {
        if (c === '\\') i += 1;
        else if (c === '"') inString = false;
        if (depth === 0) top += c;
        continue;
      }
      if (c === '"') inString = true;
      if ('([{'.includes(c)) depth += 1;
      if (depth === 0) top += c;
      if (')]}'.includes(c)) depth -= 1;
    }
    const method = top
      .split(',')
      .map((s) => s.trim())
      .find((s) => METHODS.includes(s));
    const pathMatch = args.match(/(?:^|[\s,])path\s*=\s*"([^"]+)"/);
    const fn = text.slice(close).match(/\bfn\s+(\w+)/);
    if (!method || !pathMatch || !fn) throw new Error(`${file}: cannot read the endpoint at offset ${m.index}`);
    const opId = args.match(/\boperation_id\s*=\s*"([^"]+)"/)?.[1] ?? fn[1];
    const perms = m[1] === 'endpoint' ? args.match(/^\s*permissions\s*=\s*\[([^\]]*)\]/) : null;
    if (m[1] === 'endpoint' && !perms) throw new Error(`${file}: ${fn[1]} has no permissions list`);
    const permissions = [...(perms?.[1] ?? '').matchAll(/Permission::(\w+)/g)].map((p) => screamingSnake(p[1]));
    // The handler body: from the fn's `{` to its end; look for in-body checks.
    const fnAt = close + fn.index!;
    const bodyOpen = text.indexOf('{', fnAt + text.slice(fnAt).search(/\)\s*(->[^{]*)?\{/));
    const body = bodyOpen > 0 ? text.slice(bodyOpen, matchBracket(text, bodyOpen) - 1) : '';
    const alsoChecks = [
      ...new Set(
        [...body.matchAll(/(?:has_permission|permission_check)\s*\([^;]*?Permission::(\w+)/g)].map((p) =>
          screamingSnake(p[1]),
        ),
      ),
    ];
    const body_ = args.match(/\brequest_body\s*(?:=\s*([\w:]+)|\(\s*content\s*=\s*([\w:]+))/);
    const requestType = body_ ? (body_[1] ?? body_[2]).split('::').pop()! : null;
    const documented = args.match(/\bresponses\(\s*(\w+)/)?.[1];
    const signature = text.slice(fnAt, bodyOpen > 0 ? bodyOpen : undefined);
    const returns = signature.match(/\)\s*->\s*(?:[\w:]*::)?(\w+)/)?.[1];
    const entry: OperationPermissions = {
      method: method.toUpperCase(),
      path: pathMatch[1],
      operationId: opId,
      file,
      permissions,
      alsoChecks,
      successStatus: (returns && RESPONSE_STATUS[returns]) || null,
      documentedStatus: (documented && RESPONSE_STATUS[documented]) || null,
    };
    if (requestType) entry.requestBody = { type: requestType, denyUnknownFields: [] };
    out.push(entry);
  }
  return out;
}

export interface RustStruct {
  name: string;
  denyUnknownFields: boolean;
  /** JSON name → field type (Option/Box unwrapped; `[]` suffix per Vec/array layer). */
  fields: Array<{ json: string; type: string }>;
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function renamed(field: string, rule: string | undefined): string {
  if (!rule) return field;
  if (rule === 'camelCase') return camel(field);
  if (rule === 'PascalCase') return camel(field).replace(/^./, (c) => c.toUpperCase());
  if (rule === 'SCREAMING_SNAKE_CASE') return field.toUpperCase();
  if (rule === 'kebab-case') return field.replace(/_/g, '-');
  return field;
}

/** The element type of a Rust field type, with one `[]` per Vec/array/set layer. */
export function fieldType(rust: string): string {
  let t = rust.replace(/\s+/g, '');
  let suffix = '';
  for (;;) {
    const m = t.match(/^(?:[\w:]*::)?(Option|Box|Vec|HashSet|BTreeSet|IndexSet)<(.*)>$/);
    if (!m) break;
    if (m[1] !== 'Option' && m[1] !== 'Box') suffix += '[]';
    t = m[2];
  }
  return `${t.split('::').pop()}${suffix}`;
}

/** Named-field structs of a file, with their serde attributes. */
export function parseStructs(rust: string): RustStruct[] {
  const text = stripComments(rust);
  const out: RustStruct[] = [];
  for (const m of text.matchAll(
    /((?:#\[[^\]]*(?:\[[^\]]*\][^\]]*)*\]\s*)*)pub(?:\([\w:]+\))?\s+struct\s+(\w+)(?:<[^>{]*>)?\s*\{/g,
  )) {
    const attrs = m[1];
    const open = m.index! + m[0].length - 1;
    const body = text.slice(open + 1, matchBracket(text, open) - 1);
    const serde = [...attrs.matchAll(/#\[serde\(([^\]]*)\)\]/g)].map((a) => a[1]).join(',');
    const renameAll = serde.match(/rename_all\s*=\s*"([^"]+)"/)?.[1];
    const fields: RustStruct['fields'] = [];
    // Split the body on top-level commas into fields.
    let depth = 0;
    let current = '';
    const parts: string[] = [];
    for (const c of body) {
      if ('<([{'.includes(c)) depth += 1;
      if ('>)]}'.includes(c)) depth -= 1;
      if (c === ',' && depth === 0) {
        parts.push(current);
        current = '';
      } else current += c;
    }
    parts.push(current);
    for (const part of parts) {
      const f = part.match(/^([\s\S]*?)(?:pub(?:\([\w:]+\))?\s+)?(\w+)\s*:\s*([\s\S]+)$/);
      if (!f) continue;
      const fieldSerde = [...f[1].matchAll(/#\[serde\(([^\]]*)\)\]/g)].map((a) => a[1]).join(',');
      if (/\b(skip|skip_deserializing|flatten)\b/.test(fieldSerde)) continue;
      const json = fieldSerde.match(/\brename\s*=\s*"([^"]+)"/)?.[1] ?? renamed(f[2], renameAll);
      fields.push({ json, type: fieldType(f[3].trim()) });
    }
    out.push({ name: m[2], denyUnknownFields: /\bdeny_unknown_fields\b/.test(serde), fields });
  }
  return out;
}

/** JSON paths under `type` whose struct rejects unknown fields. */
export function denyPaths(
  type: string,
  structs: Map<string, RustStruct>,
  prefix = '',
  seen = new Set<string>(),
): string[] {
  const struct = structs.get(type);
  if (!struct || seen.has(type)) return [];
  const next = new Set(seen).add(type);
  const out = struct.denyUnknownFields ? [prefix] : [];
  for (const field of struct.fields) {
    const base = field.type.replace(/(\[\])+$/, '');
    const arrays = field.type.slice(base.length);
    const path = `${prefix ? `${prefix}.` : ''}${field.json}${arrays}`;
    out.push(...denyPaths(base, structs, path, next));
  }
  return out;
}

export function extractPermissions(source: OneCoreSource): PermissionInventory {
  const enumFile =
    source.list('lib/shared-types/src').find((f) => /\/permission\.rs$/.test(f)) ??
    source.list('lib').find((f) => f.endsWith('.rs') && /\benum\s+Permission\s*\{/.test(source.read(f)));
  if (!enumFile) throw new Error(`enum Permission not found at ${source.tag}`);
  const variants = parsePermissionEnum(source.read(enumFile));
  const operations = source
    .list('apps/core-server/src')
    .filter((f) => f.endsWith('.rs'))
    .flatMap((f) => {
      const rust = source.read(f);
      return /#\[(?:proc_macros::)?(endpoint|utoipa::path)\(/.test(rust) ? parseEndpoints(f, rust) : [];
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const structs = new Map<string, RustStruct>();
  for (const f of source.list('apps/core-server/src').filter((f) => f.endsWith('.rs'))) {
    const rust = source.read(f);
    if (!/\bstruct\b/.test(rust)) continue;
    for (const s of parseStructs(rust)) if (!structs.has(s.name)) structs.set(s.name, s);
  }
  for (const op of operations) {
    if (op.requestBody) op.requestBody.denyUnknownFields = denyPaths(op.requestBody.type, structs);
  }
  const names = new Set(variants.map(screamingSnake));
  for (const op of operations) {
    for (const p of [...op.permissions, ...op.alsoChecks]) {
      if (!names.has(p)) throw new Error(`${op.file}: ${op.operationId} names unknown permission ${p}`);
    }
  }
  const permissions = variants
    .map((variant) => {
      const name = screamingSnake(variant);
      return {
        variant,
        name,
        operations: operations
          .filter((o) => o.permissions.includes(name))
          .map((o) => o.operationId)
          .sort(),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { source: inventorySource(source), rule: 'any-of', permissions, operations };
}
