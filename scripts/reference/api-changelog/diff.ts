/**
 * What changed between two versions of an OpenAPI spec, operation by operation:
 * operations added and removed, and for an operation in both, its parameters,
 * request body fields, success statuses and success response fields.
 *
 * Each change is breaking or not from the side of a client written against the
 * older version: a request it sends may now be rejected or lose its effect, or a
 * response it reads may now lack something or carry a value it does not know.
 *
 * (The npm package openapi-diff reports schema differences as JSON Schema value
 * sets, not as named fields of an operation, which is what this page lists.)
 */
import { kebabCase } from 'lodash';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface OperationRef {
  method: string;
  path: string;
  /** Page slug: the kebab case of the operationId. */
  slug: string;
  summary: string;
}

export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'operation-deprecated'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-required'
  | 'request-field-added'
  | 'request-field-removed'
  | 'request-field-required'
  | 'request-field-optional'
  | 'response-field-added'
  | 'response-field-removed'
  | 'response-field-optional'
  | 'type-changed'
  | 'enum-values-added'
  | 'enum-values-removed'
  | 'status-changed'
  | 'permission-changed';

export interface Change {
  kind: ChangeKind;
  breaking: boolean;
  operation: OperationRef;
  /** One sentence, Markdown (field names in backticks). */
  message: string;
}

export interface SpecDiff {
  added: OperationRef[];
  removed: OperationRef[];
  /** Changes of operations in both versions, breaking ones first. */
  changed: Change[];
}

type Json = Record<string, any>;

interface FieldInfo {
  type: string;
  required: boolean;
  enum?: string[];
}

/** `/a/{x}` and `/a/{y}` are one route: path parameter names are free. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

function resolve(spec: Json, value: any, seen = new Set<string>()): any {
  let current = value;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) return {};
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: any, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return current ?? {};
}

function typeName(schema: Json): string {
  if (Array.isArray(schema.type)) return schema.type.filter((t: string) => t !== 'null').join(' | ');
  if (schema.type) return schema.format ? `${schema.type} (${schema.format})` : schema.type;
  if (schema.properties || schema.allOf) return 'object';
  if (schema.oneOf || schema.anyOf) return 'one of several';
  return 'any';
}

/**
 * The fields of a schema as dotted paths (`claims[].path`), with their type,
 * whether they are required in the object that holds them, and enum values
 * (a change of a parent is then told once, not again for each of its fields).
 * `allOf` parts are merged; `oneOf` / `anyOf` variants too, each field optional.
 */
export function schemaFields(
  spec: Json,
  schema: any,
  prefix = '',
  required = true,
  out = new Map<string, FieldInfo>(),
  depth = 0,
  refs: string[] = [],
): Map<string, FieldInfo> {
  if (!schema || depth > 12) return out;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && refs.includes(ref)) return out; // a recursive schema: stop at the repeat
  const resolved = resolve(spec, schema);
  const chain = ref ? [...refs, ref] : refs;
  if (prefix) {
    const info: FieldInfo = { type: typeName(resolved), required };
    const values = resolved.enum ?? (resolved.items ? resolve(spec, resolved.items).enum : undefined);
    if (Array.isArray(values)) info.enum = values.map(String);
    out.set(prefix, info);
  }
  for (const part of resolved.allOf ?? []) schemaFields(spec, part, prefix, required, out, depth + 1, chain);
  for (const part of [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])])
    schemaFields(spec, part, prefix, false, out, depth + 1, chain);
  const requiredNames = new Set<string>(Array.isArray(resolved.required) ? resolved.required : []);
  for (const [name, property] of Object.entries<any>(resolved.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    schemaFields(spec, property, path, requiredNames.has(name), out, depth + 1, chain);
  }
  if (resolved.items) schemaFields(spec, resolved.items, `${prefix}[]`, required, out, depth + 1, chain);
  return out;
}

interface OperationShape {
  ref: OperationRef;
  deprecated: boolean;
  parameters: Map<string, FieldInfo & { in: string }>;
  request: Map<string, FieldInfo>;
  statuses: string[];
  response: Map<string, FieldInfo>;
  /** `x-permissions`: any one of them lets a caller in; empty when the operation needs none. */
  permissions: string[];
}

function operations(spec: Json): Map<string, OperationShape> {
  const out = new Map<string, OperationShape>();
  for (const [path, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = new Map<string, FieldInfo & { in: string }>();
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolve(spec, raw);
        if (parameter.in === 'path' || !parameter.name) continue; // path parameters are the route itself
        const schema = resolve(spec, parameter.schema ?? {});
        const values = schema.enum ?? (schema.items ? resolve(spec, schema.items).enum : undefined);
        parameters.set(`${parameter.in} ${parameter.name}`, {
          in: parameter.in,
          type: typeName(schema),
          required: parameter.required === true,
          ...(Array.isArray(values) ? { enum: values.map(String) } : {}),
        });
      }
      const body = resolve(spec, operation.requestBody ?? {});
      const bodySchema = Object.values<any>(body.content ?? {})[0]?.schema;
      const statuses = Object.keys(operation.responses ?? {})
        .filter((status) => /^[23]\d\d$/.test(status))
        .sort();
      const response = new Map<string, FieldInfo>();
      for (const status of statuses) {
        const content = resolve(spec, operation.responses[status]).content ?? {};
        const schema = Object.values<any>(content)[0]?.schema;
        if (schema) schemaFields(spec, schema, '', true, response);
      }
      const slug = kebabCase(operation.operationId ?? `${method} ${path}`);
      out.set(routeKey(method, path), {
        ref: { method: method.toUpperCase(), path, slug, summary: operation.summary ?? slug },
        deprecated: operation.deprecated === true,
        parameters,
        request: bodySchema ? schemaFields(spec, bodySchema, '', body.required === true) : new Map(),
        statuses,
        response,
        permissions: Array.isArray(operation['x-permissions']) ? operation['x-permissions'].map(String) : [],
      });
    }
  }
  return out;
}

const list = (values: string[]) => values.map((v) => `\`${v}\``).join(', ');

function compareFields(
  older: Map<string, FieldInfo>,
  newer: Map<string, FieldInfo>,
  side: 'request' | 'response',
  operation: OperationRef,
  push: (kind: ChangeKind, breaking: boolean, message: string) => void,
) {
  const noun = side === 'request' ? 'Request field' : 'Response field';
  // a field under a removed or added parent is said once, at the parent
  const underListed = (name: string, listed: Set<string>) =>
    [...listed].some((parent) => name.startsWith(`${parent}.`) || name.startsWith(`${parent}[]`));
  const removed = new Set<string>();
  for (const name of older.keys()) {
    if (newer.has(name) || underListed(name, removed)) continue;
    removed.add(name);
    // a removed request field is rejected by a DTO that denies unknown fields, and ignored by the others: either way it no longer does what it did
    push(`${side}-field-removed`, true, `${noun} \`${name}\` removed.`);
  }
  const added = new Set<string>();
  for (const [name, now] of newer) {
    if (older.has(name) || underListed(name, added)) continue;
    added.add(name);
    if (side === 'request')
      push(
        'request-field-added',
        now.required,
        `Request field \`${name}\` added${now.required ? ', required' : ', optional'}.`,
      );
    else push('response-field-added', false, `Response field \`${name}\` added.`);
  }
  for (const [name, was] of older) {
    const now = newer.get(name);
    if (!now) continue;
    if (was.type !== now.type) push('type-changed', true, `${noun} \`${name}\`: type ${was.type} became ${now.type}.`);
    if (side === 'request' && !was.required && now.required)
      push('request-field-required', true, `Request field \`${name}\` is now required.`);
    if (side === 'request' && was.required && !now.required)
      push('request-field-optional', false, `Request field \`${name}\` is now optional.`);
    if (side === 'response' && was.required && !now.required)
      push('response-field-optional', true, `Response field \`${name}\` may now be missing.`);
    if (was.enum && now.enum) {
      const gone = was.enum.filter((v) => !now.enum!.includes(v));
      const come = now.enum.filter((v) => !was.enum!.includes(v));
      // a request loses values a client may send; a response gains values a client may not know
      if (gone.length)
        push(
          'enum-values-removed',
          side === 'request',
          `${noun} \`${name}\`: ${list(gone)} no longer accepted or sent.`,
        );
      if (come.length)
        push(
          'enum-values-added',
          side === 'response',
          `${noun} \`${name}\`: new value${come.length > 1 ? 's' : ''} ${list(come)}.`,
        );
    }
  }
}

/** The changes from `older` to `newer` (both parsed OpenAPI documents). Two equal specs give an empty diff. */
export function diffSpecs(older: Json, newer: Json): SpecDiff {
  const before = operations(older);
  const after = operations(newer);
  const added = [...after].filter(([key]) => !before.has(key)).map(([, op]) => op.ref);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, op]) => op.ref);
  const changed: Change[] = [];
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) continue;
    const operation = now.ref;
    const push = (kind: ChangeKind, breaking: boolean, message: string) =>
      changed.push({ kind, breaking, operation, message });
    if (!was.deprecated && now.deprecated) push('operation-deprecated', false, 'Deprecated.');
    for (const [name, parameter] of now.parameters) {
      const old = was.parameters.get(name);
      const label = `${parameter.in === 'query' ? 'Query' : parameter.in === 'header' ? 'Header' : 'Cookie'} parameter \`${name.split(' ')[1]}\``;
      if (!old) push('parameter-added', parameter.required, `${label} added${parameter.required ? ', required' : ''}.`);
      else {
        if (!old.required && parameter.required) push('parameter-required', true, `${label} is now required.`);
        if (old.type !== parameter.type)
          push('type-changed', true, `${label}: type ${old.type} became ${parameter.type}.`);
        if (old.enum && parameter.enum) {
          const gone = old.enum.filter((v) => !parameter.enum!.includes(v));
          const come = parameter.enum.filter((v) => !old.enum!.includes(v));
          if (gone.length) push('enum-values-removed', true, `${label}: ${list(gone)} no longer accepted.`);
          if (come.length)
            push('enum-values-added', false, `${label}: new value${come.length > 1 ? 's' : ''} ${list(come)}.`);
        }
      }
    }
    for (const name of was.parameters.keys()) {
      if (!now.parameters.has(name))
        push(
          'parameter-removed',
          true,
          `${name.startsWith('query') ? 'Query' : 'Header'} parameter \`${name.split(' ')[1]}\` removed.`,
        );
    }
    if (was.statuses.join() !== now.statuses.join()) {
      push(
        'status-changed',
        true,
        `Success status ${was.statuses.join(', ') || 'none'} became ${now.statuses.join(', ') || 'none'}.`,
      );
    }
    if ([...was.permissions].sort().join() !== [...now.permissions].sort().join()) {
      // the permissions are alternatives: a caller holding only a dropped one is refused, and one holding none is refused once any is needed
      const dropped =
        was.permissions.some((p) => !now.permissions.includes(p)) ||
        (was.permissions.length === 0 && now.permissions.length > 0);
      const named = (permissions: string[]) => (permissions.length ? list(permissions) : 'none');
      push(
        'permission-changed',
        dropped,
        `Required permission ${named(was.permissions)} became ${named(now.permissions)}.`,
      );
    }
    compareFields(was.request, now.request, 'request', operation, push);
    compareFields(was.response, now.response, 'response', operation, push);
  }
  const order = (a: Change, b: Change) =>
    Number(b.breaking) - Number(a.breaking) ||
    a.operation.path.localeCompare(b.operation.path) ||
    a.operation.method.localeCompare(b.operation.method);
  return { added, removed, changed: changed.sort(order) };
}

export const isEmptyDiff = (diff: SpecDiff) => !diff.added.length && !diff.removed.length && !diff.changed.length;

/**
 * Operations of `older` that `newer` has at the same route without any change
 * this module reports: an older page of one of them duplicates the newer page.
 */
export function unchangedOperations(older: Json, newer: Json): Array<{ older: OperationRef; newer: OperationRef }> {
  const diff = diffSpecs(older, newer);
  const changed = new Set(diff.changed.map((c) => routeKey(c.operation.method, c.operation.path)));
  const after = operations(newer);
  return [...operations(older)]
    .filter(([key]) => after.has(key) && !changed.has(key))
    .map(([key, op]) => ({ older: op.ref, newer: after.get(key)!.ref }));
}
