/**
 * Drift guard: the hand-written Core API spec (`openapi/core.yaml`) against
 * the operations inventory read from the one-core source
 * (`inventory/one-core-<tag>/operations.json`, see scripts/inventory/rest.ts).
 *
 * Both directions: operations, success statuses, request body and response
 * fields (following `$ref` and `allOf`), required vs optional, enum values,
 * content types and query parameters. Parts the inventory marks `unresolved`
 * are skipped, never failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node, Pair } from 'yaml';
import { readInventory } from '../inventory/release.ts';
import type { Field, FieldType, Operation, OperationsInventory, Schema } from '../inventory/rest.ts';
import type { Problem } from './problem.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
type Path = Array<string | number>;

/** `/a/{x}/b` and `/a/{y}/b` are the same route. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

interface SpecProp {
  name: string;
  required: boolean;
  /** Where the property's schema sits in the document. */
  path: Path;
}

interface SpecObject {
  props: Map<string, SpecProp>;
  /** Where `required:` is (or the schema itself), for required problems. */
  path: Path;
  /** The spec cannot be read as one object (oneOf / anyOf / not an object). */
  opaque: boolean;
}

class Spec {
  readonly doc: Document;
  readonly js: any;
  private readonly lines: LineCounter;

  constructor(text: string) {
    this.lines = new LineCounter();
    this.doc = parseDocument(text, { lineCounter: this.lines, keepSourceTokens: false });
    this.js = this.doc.toJS({ maxAliasCount: -1 });
  }

  value(path: Path): any {
    let v = this.js;
    for (const key of path) v = v?.[key];
    return v;
  }

  /** 1-based line of the key at `path` (or of the item for sequences), falling back to its parent. */
  line(path: Path): number {
    let node: unknown = this.doc.contents;
    let line = 1;
    for (const key of path) {
      if (isMap(node)) {
        const pair = (node.items as Pair[]).find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
        if (!pair) break;
        const keyNode = pair.key as Node | undefined;
        if (keyNode?.range) line = this.lines.linePos(keyNode.range[0]).line;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        if (item.range) line = this.lines.linePos(item.range[0]).line;
        node = item;
      } else break;
    }
    return line;
  }

  /** Follow `$ref` chains to the schema path. */
  deref(path: Path): Path {
    let p = path;
    for (let n = 0; n < 20; n += 1) {
      const v = this.value(p);
      const ref = v?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return p;
      p = ref
        .slice(2)
        .split('/')
        .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    }
    return p;
  }

  /** The properties of an object schema, merging `allOf` parts. */
  object(path: Path): SpecObject {
    const at = this.deref(path);
    const schema = this.value(at);
    const out: SpecObject = { props: new Map(), path: at, opaque: false };
    if (!schema || typeof schema !== 'object') return { ...out, opaque: true };
    if (schema.oneOf || schema.anyOf) out.opaque = true;
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((_: unknown, n: number) => {
        const part = this.object([...at, 'allOf', n]);
        for (const [k, v] of part.props) out.props.set(k, v);
        if (part.opaque) out.opaque = true;
      });
    }
    const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
    for (const name of Object.keys(schema.properties ?? {})) {
      out.props.set(name, { name, required: required.has(name), path: [...at, 'properties', name] });
    }
    for (const name of required) {
      const prop = out.props.get(name);
      if (prop) prop.required = true;
    }
    if (!schema.properties && !schema.allOf && (schema.type !== 'object' || schema.additionalProperties))
      out.opaque = true;
    return out;
  }

  /** Enum values of a schema (after `$ref`), or undefined. */
  enumOf(path: Path): { values: string[]; path: Path } | undefined {
    const at = this.deref(path);
    const schema = this.value(at);
    if (Array.isArray(schema?.enum)) return { values: schema.enum.map(String), path: [...at, 'enum'] };
    if (Array.isArray(schema?.allOf) && schema.allOf.length === 1) return this.enumOf([...at, 'allOf', 0]);
    return undefined;
  }
}

class Checker {
  readonly problems: Problem[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly spec: Spec,
    private readonly file: string,
    private readonly schemas: Record<string, Schema>,
  ) {}

  report(path: Path, message: string) {
    this.problems.push({ file: this.file, line: this.spec.line(path), message });
  }

  schemaOf(type: FieldType): Schema | undefined {
    return type.kind === 'ref' ? this.schemas[type.name] : undefined;
  }

  /** Compare an inventory type with the spec schema at `path`; `where` names the place for messages. */
  compare(type: FieldType, path: Path, where: string, direction: 'request' | 'response') {
    const at = this.spec.deref(path);
    const specType = this.spec.value(at)?.type;
    const kindOk: Record<string, string[]> = {
      string: ['string'],
      integer: ['integer', 'number'],
      number: ['number'],
      boolean: ['boolean'],
      array: ['array'],
      map: ['object'],
    };
    const allowed = kindOk[type.kind];
    const specTypes: string[] = Array.isArray(specType)
      ? specType.filter((t: string) => t !== 'null')
      : specType
        ? [specType]
        : [];
    if (allowed && specTypes.length === 1 && !allowed.includes(specTypes[0])) {
      this.report(
        path,
        `${where}: type ${specTypes[0]} in the spec, Core has ${type.kind === 'map' ? 'an object (map)' : type.kind}`,
      );
      return;
    }
    const specFormat = this.spec.value(at)?.format;
    if (type.kind === 'string' && type.format && typeof specFormat === 'string' && specFormat !== type.format) {
      this.report(path, `${where}: format ${specFormat} in the spec, Core sends and reads ${type.format}`);
    }
    if (type.kind === 'array') {
      const schema = this.spec.value(at);
      if (schema?.type === 'array' && schema.items) this.compare(type.items, [...at, 'items'], `${where}[]`, direction);
      return;
    }
    let schema = this.schemaOf(type);
    if (schema?.kind === 'unresolved' && schema.variants && /externally tagged/.test(schema.reason)) {
      // `{ "<variant>": ... }`: every variant key may appear, none always does
      const fields = schema.variants.flat().map((f) => ({ ...f, required: false }));
      schema = {
        kind: 'object',
        rust: schema.rust.replace(/^enum /, ''),
        file: schema.file ?? '',
        denyUnknownFields: false,
        fields,
      };
    }
    if (!schema || schema.kind === 'unresolved') return;
    const key = `${JSON.stringify(at)}|${(type as { name: string }).name}|${direction}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (schema.kind === 'enum') {
      // Core's query `Boolean` enum (`false` / `true`) is a boolean on the wire
      const booleanLike = [...schema.values].sort().join(',') === 'false,true' && specTypes[0] === 'boolean';
      if (specTypes.length === 1 && specTypes[0] !== 'string' && !booleanLike) {
        this.report(path, `${where}: type ${specTypes[0]} in the spec, Core has a string enum (${schema.rust})`);
        return;
      }
      const specEnum = this.spec.enumOf(at);
      if (!specEnum || booleanLike) return;
      const missing = schema.values.filter((v) => !specEnum.values.includes(v));
      const extra = specEnum.values.filter((v) => !schema.values.includes(v));
      if (missing.length || extra.length) {
        const parts = [];
        if (missing.length) parts.push(`missing ${missing.join(', ')}`);
        if (extra.length) parts.push(`not in Core: ${extra.join(', ')}`);
        this.report(
          specEnum.path,
          `${where}: enum values differ from ${schema.rust} (${schema.file}): ${parts.join('; ')}`,
        );
      }
      return;
    }
    if (specTypes.length === 1 && specTypes[0] !== 'object' && schema.fields.some((f) => f.name !== '')) {
      this.report(path, `${where}: type ${specTypes[0]} in the spec, Core has an object (${schema.rust})`);
      return;
    }
    const spec = this.spec.object(at);
    if (spec.opaque && spec.props.size === 0) return;
    const fields = schema.fields.filter((f) => f.name !== '');
    this.compareFields(fields, spec, where, `${schema.rust} (${schema.file})`, direction, !!schema.unresolved?.length);
  }

  compareFields(
    fields: Field[],
    spec: SpecObject,
    where: string,
    source: string,
    direction: 'request' | 'response',
    partial: boolean,
  ) {
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const field of fields) {
      const prop = spec.props.get(field.name);
      if (!prop) {
        if (!spec.opaque)
          this.report(spec.path, `${where}: field \`${field.name}\` of ${source} is missing from the spec`);
        continue;
      }
      if (field.required !== prop.required) {
        this.report(
          prop.path,
          `${where}.${field.name}: spec says ${prop.required ? 'required' : 'optional'}, ${source} has it ${field.required ? 'required' : 'optional'}`,
        );
      }
      this.compare(field.type, prop.path, `${where}.${field.name}`, direction);
    }
    if (partial) return;
    for (const prop of spec.props.values()) {
      if (!byName.has(prop.name)) {
        this.report(prop.path, `${where}: spec property \`${prop.name}\` is not a field of ${source}`);
      }
    }
  }

  queryParams(op: Operation, opPath: Path, where: string) {
    const params = new Map<string, { path: Path; required: boolean; schemaPath: Path }>();
    for (const base of [opPath.slice(0, -1), opPath]) {
      const list = this.spec.value([...base, 'parameters']);
      if (!Array.isArray(list)) continue;
      list.forEach((_: unknown, n: number) => {
        const at = this.spec.deref([...base, 'parameters', n]);
        const param = this.spec.value(at);
        if (param?.in !== 'query') return;
        params.set(param.name, {
          path: [...base, 'parameters', n],
          required: param.required === true,
          schemaPath: [...at, 'schema'],
        });
      });
    }
    // Core parses queries with serde_qs, so a list parameter `x` is sent as `x[]=...`: both names are the same parameter
    const wire = (field: Field) =>
      field.type.kind === 'array' && !field.name.endsWith('[]') && params.has(`${field.name}[]`)
        ? `${field.name}[]`
        : field.name;
    const inv = new Map(op.queryParams.map((p) => [wire(p), p]));
    for (const field of op.queryParams) {
      const spec = params.get(wire(field));
      if (!spec) {
        this.report(opPath, `${where}: query parameter \`${field.name}\` is missing from the spec`);
        continue;
      }
      if (spec.required !== field.required) {
        this.report(
          spec.path,
          `${where}: query parameter \`${field.name}\` is ${field.required ? 'required' : 'optional'} in Core, spec says ${spec.required ? 'required' : 'optional'}`,
        );
      }
      this.compare(field.type, spec.schemaPath, `${where} ?${field.name}`, 'request');
    }
    if (op.queryUnresolved?.length) return;
    for (const [name, spec] of params) {
      if (!inv.has(name)) this.report(spec.path, `${where}: query parameter \`${name}\` is not read by Core`);
    }
  }

  operation(op: Operation, method: string, path: string) {
    const opPath: Path = ['paths', path, method];
    const spec = this.spec.value(opPath);
    const where = `${op.method} ${op.path}`;
    // success statuses
    const specStatuses = Object.keys(spec.responses ?? {})
      .filter((s) => /^[23]\d\d$/.test(s))
      .map(Number)
      .sort();
    const invStatuses = [...op.successStatuses].sort();
    if (invStatuses.length && specStatuses.join(',') !== invStatuses.join(',')) {
      this.report(
        [...opPath, 'responses'],
        `${where}: success status ${specStatuses.join(', ') || 'none'} in the spec, Core answers ${invStatuses.join(', ')} (${op.handler}, ${op.file})`,
      );
    }
    if ((op.deprecated === true) !== (spec.deprecated === true)) {
      this.report(
        [...opPath, spec.deprecated === true ? 'deprecated' : 'operationId'],
        `${where}: ${op.deprecated ? 'deprecated in Core, not in the spec' : 'deprecated in the spec, not in Core'} (${op.handler})`,
      );
    }
    // permissions (Core grants access with any one of the listed permissions)
    const xPermissions = spec['x-permissions'];
    if (op.permissions && Array.isArray(xPermissions)) {
      const listed = [...xPermissions].map(String).sort();
      if (listed.join(',') !== op.permissions.join(',')) {
        this.report(
          [...opPath, 'x-permissions'],
          `${where}: x-permissions ${listed.join(', ') || 'none'} in the spec, Core checks ${op.permissions.join(', ') || 'none'}`,
        );
      }
    }
    // request body
    const body = spec.requestBody ? this.spec.deref([...opPath, 'requestBody']) : undefined;
    if (op.requestBody && !body) this.report(opPath, `${where}: Core reads a request body, the spec has none`);
    else if (!op.requestBody && body && op.documented !== false) {
      this.report([...opPath, 'requestBody'], `${where}: the spec has a request body, Core reads none (${op.handler})`);
    } else if (op.requestBody && body) {
      const rb = this.spec.value(body);
      if (op.requestBody.required !== (rb.required === true)) {
        this.report(
          [...opPath, 'requestBody'],
          `${where}: request body is ${op.requestBody.required ? 'required' : 'optional'} in Core, spec says ${rb.required === true ? 'required' : 'optional'}`,
        );
      }
      const types = Object.keys(rb.content ?? {});
      if (!types.includes(op.requestBody.contentType)) {
        this.report(
          [...body, 'content'],
          `${where}: request content type ${types.join(', ') || 'none'} in the spec, Core reads ${op.requestBody.contentType}`,
        );
      }
      const ct = types.includes(op.requestBody.contentType) ? op.requestBody.contentType : types[0];
      if (ct) this.compare(op.requestBody.type, [...body, 'content', ct, 'schema'], `${where} request`, 'request');
    }
    // responses
    for (const res of op.responses.filter((r) => r.status < 400)) {
      const resPath = spec.responses?.[res.status]
        ? this.spec.deref([...opPath, 'responses', String(res.status)])
        : undefined;
      if (!resPath) continue;
      const content = this.spec.value([...resPath, 'content']) ?? {};
      const types = Object.keys(content);
      const expected = res.contentType ? res.contentType.split(/,\s*/) : [];
      for (const ct of expected) {
        if (!types.includes(ct))
          this.report(
            [...resPath],
            `${where}: ${res.status} response content type ${types.join(', ') || 'none'} in the spec, Core sends ${ct}`,
          );
      }
      if (!res.contentType && types.length && res.status === 204)
        this.report([...resPath, 'content'], `${where}: 204 response has content in the spec`);
      if (res.type && types.length) {
        const ct = res.contentType && types.includes(res.contentType) ? res.contentType : types[0];
        this.compare(res.type, [...resPath, 'content', ct, 'schema'], `${where} ${res.status} response`, 'response');
      }
    }
    this.queryParams(op, opPath, where);
    this.pathParams(path, opPath, where);
  }

  /**
   * Every `{name}` of the path is declared as a path parameter (on the path or the
   * operation), and no path parameter is declared that the path does not have: the
   * generated page and "Try it" build the request URL from those declarations. The
   * names themselves are free, Core matches path segments by position.
   */
  pathParams(path: string, opPath: Path, where: string) {
    const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const declared = new Map<string, Path>();
    for (const base of [opPath.slice(0, -1), opPath]) {
      const list = this.spec.value([...base, 'parameters']);
      if (!Array.isArray(list)) continue;
      list.forEach((_: unknown, n: number) => {
        const param = this.spec.value(this.spec.deref([...base, 'parameters', n]));
        if (param?.in === 'path') declared.set(param.name, [...base, 'parameters', n]);
      });
    }
    for (const name of inTemplate) {
      if (!declared.has(name))
        this.report(opPath, `${where}: path parameter \`${name}\` of ${path} is not declared (in: path)`);
    }
    for (const [name, at] of declared) {
      if (!inTemplate.includes(name))
        this.report(at, `${where}: path parameter \`${name}\` is declared but ${path} has no {${name}}`);
    }
  }
}

export function checkSpecAgainstInventory(
  specYamlText: string,
  specFile: string,
  inventory: OperationsInventory,
): Problem[] {
  const spec = new Spec(specYamlText);
  const checker = new Checker(spec, specFile, inventory.schemas);
  const specOps = new Map<string, { method: string; path: string }>();
  for (const [path, item] of Object.entries((spec.js?.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(item ?? {})) {
      if (METHODS.includes(method)) specOps.set(routeKey(method, path), { method, path });
    }
  }
  const invKeys = new Set<string>();
  for (const op of inventory.operations) {
    const key = routeKey(op.method, op.path);
    invKeys.add(key);
    const found = specOps.get(key);
    if (!found) {
      if (op.documented !== false)
        checker.report(
          ['paths'],
          `operation ${op.method} ${op.path} (${op.handler}, ${op.file}) is missing from the spec`,
        );
      continue;
    }
    checker.operation(op, found.method, found.path);
  }
  for (const [key, found] of specOps) {
    if (!invKeys.has(key))
      checker.report(
        ['paths', found.path, found.method],
        `operation ${key.split(' ')[0]} ${found.path} does not exist in Core ${inventory.source.tag}`,
      );
  }
  return checker.problems.sort((a, b) => a.line - b.line || a.message.localeCompare(b.message));
}

/** A Core spec (default `openapi/core.yaml`) against the operations inventory of a release (default the current one). */
export function runSpecOperations(root: string, file = 'openapi/core.yaml', release?: string): Problem[] {
  return checkSpecAgainstInventory(
    fs.readFileSync(path.join(root, file), 'utf8'),
    file,
    readInventory<OperationsInventory>(root, 'operations', release),
  );
}
