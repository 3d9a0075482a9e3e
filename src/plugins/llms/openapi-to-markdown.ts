/**
 * Turns one operation of an OpenAPI 3 description into Markdown: the page
 * an assistant needs to call the endpoint. Built from the spec rather than
 * from the generated page, whose HTML is mostly interactive widgets.
 *
 *   # summary
 *   `METHOD /path`
 *   description
 *   ## Parameters          (table: name, in, type, required, description)
 *   ## Request body        (media type, fields table, example)
 *   ## Responses           (per status: description, example)
 *
 * Pure: takes the parsed spec, returns text.
 */
import kebabCase from 'lodash/kebabCase';

/* Minimal shapes of the parts of OpenAPI 3.0/3.1 read here. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  title?: string;
}

export interface Reference {
  $ref: string;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown; summary?: string }>;
}

export interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Array<Parameter | Reference>;
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, unknown> & { parameters?: Array<Parameter | Reference> }>;
  /** Events the API sends to its clients (OpenAPI 3.0 extension; `webhooks` in 3.1). */
  'x-webhooks'?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: Operation;
  /** Page slug, as docusaurus-plugin-openapi-docs makes it: kebab-case of the operationId. */
  slug: string;
  /** Parameters of the path item, which every operation on the path inherits. */
  pathParameters: Array<Parameter | Reference>;
  /** For a webhook event: its name. The API sends the request; the reader's service receives it. */
  event?: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** Nesting depth of the request-body field table and of generated examples. */
const MAX_DEPTH = 4;

/** Every operation of the spec, and every webhook event, with its page slug. */
export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  const events = Object.entries(spec['x-webhooks'] ?? spec.webhooks ?? {}).flatMap(([name, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const op = operation as Operation;
        // The plugin names an event's page after its operationId, else its summary or name.
        return {
          method,
          path: name,
          operation: op,
          slug: kebabCase(op.operationId ?? op.summary ?? name),
          pathParameters: [],
          event: name,
        };
      }),
  );
  return [
    ...Object.entries(spec.paths ?? {}).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => {
          const op = operation as Operation;
          return {
            method,
            path: p,
            operation: op,
            slug: kebabCase(op.operationId ?? `${method} ${p}`),
            pathParameters: item.parameters ?? [],
          };
        }),
    ),
    ...events,
  ];
}

export interface OperationMarkdownOptions {
  /** Absolute URL of the operation's page: relative links in descriptions resolve against it. */
  url: string;
}

export function operationToMarkdown(
  spec: OpenApiDocument,
  entry: OperationEntry,
  options: OperationMarkdownOptions,
): string {
  const { operation: op, method, path: route } = entry;
  const blocks: string[] = [];
  blocks.push(`# ${oneLine(op.summary || op.operationId || `${method.toUpperCase()} ${route}`)}`);
  if (entry.event) {
    blocks.push(
      `Webhook event \`${entry.event}\`: the API sends \`${method.toUpperCase()}\` to the URL your service registered.`,
    );
  } else {
    blocks.push(`\`${method.toUpperCase()} ${route}\``);
  }
  if (op.deprecated) blocks.push('> **Deprecated.** This operation will be removed; avoid it in new integrations.');
  const auth = entry.event ? null : authentication(spec, op);
  if (auth) blocks.push(`Authentication: ${auth}.`);
  if (op.description) blocks.push(absolutizeLinks(op.description.trim(), options.url));

  const parameters = mergeParameters(spec, entry.pathParameters, op.parameters ?? []);
  if (parameters.length) {
    blocks.push('## Parameters');
    blocks.push(
      table(
        ['Name', 'In', 'Type', 'Required', 'Description'],
        parameters.map((p) => [
          `\`${p.name}\``,
          p.in,
          typeName(spec, p.schema),
          p.required || p.in === 'path' ? 'yes' : 'no',
          describe(spec, p.schema, p.description, p.deprecated, options.url),
        ]),
      ),
    );
  }

  const body = resolve<RequestBody>(spec, op.requestBody);
  if (body?.content) {
    blocks.push('## Request body');
    for (const [mediaType, media] of Object.entries(body.content)) {
      const intro = [`\`${mediaType}\``, body.required ? 'required' : 'optional'].join(', ');
      blocks.push(`${intro}.${body.description ? ` ${oneLine(absolutizeLinks(body.description, options.url))}` : ''}`);
      const fields = fieldRows(spec, media.schema, options.url);
      if (fields.length) blocks.push(table(['Field', 'Type', 'Required', 'Description'], fields));
      const example = exampleOf(spec, media, true);
      if (example !== undefined) {
        blocks.push('Example:');
        blocks.push(exampleBlock(mediaType, example));
      }
    }
  }

  const responses = Object.entries(op.responses ?? {});
  if (responses.length) {
    blocks.push('## Responses');
    for (const [status, raw] of responses) {
      const response = resolve<Response>(spec, raw) ?? {};
      blocks.push(`### ${status}`);
      if (response.description) blocks.push(absolutizeLinks(response.description.trim(), options.url));
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        // Success bodies get an example from the schema when the spec has none; errors only their own.
        const example = exampleOf(spec, media, /^2/.test(status));
        if (example === undefined) {
          blocks.push(`\`${mediaType}\`${media.schema ? `: ${typeName(spec, media.schema)}` : ''}`);
        } else {
          blocks.push(`\`${mediaType}\`:`);
          blocks.push(exampleBlock(mediaType, example));
        }
      }
    }
  }

  return `${blocks.join('\n\n').trim()}\n`;
}

/** Follows a local `$ref` (`#/components/...`) until it reaches a value. */
export function resolve<T>(spec: OpenApiDocument, value: unknown, seen = new Set<string>()): T | undefined {
  let current = value as { $ref?: string } | undefined;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) return undefined;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        spec,
      ) as { $ref?: string } | undefined;
  }
  return current as T | undefined;
}

/** Operation parameters override path-item parameters of the same name and location. */
function mergeParameters(
  spec: OpenApiDocument,
  fromPath: Array<Parameter | Reference>,
  fromOperation: Array<Parameter | Reference>,
): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...fromPath, ...fromOperation]) {
    const parameter = resolve<Parameter>(spec, raw);
    if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** A schema merged from its allOf parts, with its $ref resolved. */
function flatten(spec: OpenApiDocument, schema: Schema | undefined, seen = new Set<string>()): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return { type: 'object', title: refName(schema.$ref) };
    const next = new Set(seen).add(schema.$ref);
    const target = resolve<Schema>(spec, schema, new Set());
    return target ? flatten(spec, { title: refName(schema.$ref), ...target }, next) : undefined;
  }
  if (!schema.allOf) return schema;
  // The parts' properties in order, then the schema's own.
  const merged: Schema = { ...schema, allOf: undefined, properties: undefined };
  for (const part of schema.allOf) {
    const flat = flatten(spec, part, seen);
    if (!flat) continue;
    merged.type ??= flat.type;
    merged.format ??= flat.format;
    merged.description ??= flat.description;
    merged.enum ??= flat.enum;
    merged.items ??= flat.items;
    merged.title ??= flat.title;
    if (flat.properties) merged.properties = { ...merged.properties, ...flat.properties };
    if (flat.required) merged.required = [...new Set([...(merged.required ?? []), ...flat.required])];
  }
  if (schema.properties) merged.properties = { ...merged.properties, ...schema.properties };
  return merged;
}

/** `string (uuid)`, `array of integer`, `object (CredentialDetail)`, `string \| null`. */
export function typeName(spec: OpenApiDocument, raw: Schema | undefined, depth = 0): string {
  const schema = flatten(spec, raw);
  if (!schema) return '';
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && depth < MAX_DEPTH) {
    return [...new Set(variants.map((v) => typeName(spec, v, depth + 1)))].join(' or ');
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable || types.includes('null');
  const main = types.filter((t) => t !== 'null')[0] ?? (schema.properties ? 'object' : schema.enum ? 'string' : '');
  let name = main;
  if (main === 'array')
    name = `array of ${depth < MAX_DEPTH ? typeName(spec, schema.items, depth + 1) || 'any' : 'any'}`;
  else if (schema.format) name = `${main} (${schema.format})`;
  else if (main === 'object' && schema.title && raw?.$ref) name = `object (${schema.title})`;
  if (!name) name = 'any';
  return nullable ? `${name} or null` : name;
}

/** A table cell: the description on one line, then allowed values, default, deprecation. */
function describe(
  spec: OpenApiDocument,
  raw: Schema | undefined,
  description: string | undefined,
  deprecated: boolean | undefined,
  url: string,
): string {
  const schema = flatten(spec, raw);
  const element = schema?.type === 'array' ? flatten(spec, schema.items) : undefined;
  const parts: string[] = [];
  const text = description ?? schema?.description;
  if (text) parts.push(oneLine(absolutizeLinks(text, url)));
  const values = schema?.enum ?? element?.enum;
  if (values?.length) parts.push(`One of: ${values.map((v) => `\`${String(v)}\``).join(', ')}.`);
  if (schema?.default !== undefined) parts.push(`Default: \`${JSON.stringify(schema.default)}\`.`);
  if ((deprecated || schema?.deprecated) && !/deprecated/i.test(text ?? '')) parts.push('Deprecated.');
  return parts.join(' ');
}

/** Rows of the request-body field table: nested fields as `a.b`, array elements as `a[].b`. */
function fieldRows(spec: OpenApiDocument, raw: Schema | undefined, url: string): string[][] {
  const rows: string[][] = [];
  const visit = (schema: Schema | undefined, prefix: string, depth: number, seen: Set<string>) => {
    const flat = flatten(spec, schema);
    if (!flat?.properties || depth > MAX_DEPTH) return;
    for (const [name, property] of Object.entries(flat.properties)) {
      const resolved = flatten(spec, property);
      if (resolved?.readOnly) continue;
      const field = `${prefix}${name}`;
      rows.push([
        `\`${field}\``,
        typeName(spec, property),
        flat.required?.includes(name) ? 'yes' : 'no',
        describe(spec, property, property.description, property.deprecated, url),
      ]);
      const ref = property.$ref ?? (resolved?.type === 'array' ? resolved.items?.$ref : undefined);
      if (ref && seen.has(ref)) continue;
      const nextSeen = ref ? new Set(seen).add(ref) : seen;
      if (resolved?.type === 'array') visit(resolved.items, `${field}[].`, depth + 1, nextSeen);
      else visit(property, `${field}.`, depth + 1, nextSeen);
    }
  };
  visit(raw, '', 0, new Set(raw?.$ref ? [raw.$ref] : []));
  return rows;
}

/** The spec's own example; with `generate`, one made from the schema when there is none. */
function exampleOf(spec: OpenApiDocument, media: MediaType, generate: boolean): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) {
    const example = resolve<{ value?: unknown }>(spec, first);
    if (example?.value !== undefined) return example.value;
  }
  const schema = flatten(spec, media.schema);
  if (schema?.example !== undefined) return schema.example;
  return generate && media.schema ? sampleFromSchema(spec, media.schema) : undefined;
}

/** A plausible value for a schema: its example, default or first enum value, else one per type. */
export function sampleFromSchema(
  spec: OpenApiDocument,
  raw: Schema | undefined,
  depth = 0,
  seen = new Set<string>(),
): unknown {
  if (!raw) return undefined;
  if (raw.$ref) {
    if (seen.has(raw.$ref) || depth > MAX_DEPTH) return {};
    seen = new Set(seen).add(raw.$ref);
  }
  const schema = flatten(spec, raw);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = (schema.oneOf ?? schema.anyOf)?.[0];
  if (variant) return sampleFromSchema(spec, variant, depth + 1, seen);
  const type =
    (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ??
    (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth > MAX_DEPTH) return result;
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = sampleFromSchema(spec, property, depth + 1, seen);
        if (value !== undefined) result[name] = value;
      }
      return result;
    }
    case 'array':
      return depth > MAX_DEPTH
        ? []
        : [sampleFromSchema(spec, schema.items, depth + 1, seen)].filter((v) => v !== undefined);
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema.format);
    default:
      return undefined;
  }
}

function sampleString(format: string | undefined): string {
  switch (format) {
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    case 'date-time':
      return '2025-01-01T12:00:00.000Z';
    case 'date':
      return '2025-01-01';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'email':
      return 'user@example.com';
    default:
      return 'string';
  }
}

/** A fenced example: JSON pretty-printed, form bodies URL-encoded, anything else as text. */
function exampleBlock(mediaType: string, example: unknown): string {
  const isJson = /json/.test(mediaType) && !/jsonl/.test(mediaType);
  if (typeof example === 'string' && !isJson) return fence('text', example);
  if (mediaType === 'application/x-www-form-urlencoded' && example && typeof example === 'object') {
    const params = new URLSearchParams(
      Object.entries(example).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return fence('text', params.toString());
  }
  if (typeof example === 'string') return fence('json', example);
  return fence('json', JSON.stringify(example, null, 2));
}

function fence(lang: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.replace(/\n+$/, '')}\n${ticks}`;
}

/** How the operation authenticates, from its own or the document's security requirements. */
function authentication(spec: OpenApiDocument, op: Operation): string {
  const requirements = op.security ?? spec.security ?? [];
  if (!requirements.length) return '';
  const names = requirements.map((requirement) =>
    Object.keys(requirement)
      .map((name) => {
        const scheme = resolve<{ type?: string; scheme?: string; in?: string; name?: string }>(
          spec,
          (spec.components?.securitySchemes as Record<string, unknown> | undefined)?.[name],
        );
        if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
          return 'bearer token (`Authorization: Bearer <token>`)';
        if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'HTTP basic authentication';
        if (scheme?.type === 'apiKey') return `API key in ${scheme.in} \`${scheme.name}\``;
        return `\`${name}\``;
      })
      .join(' and '),
  );
  return names.map((n) => n || 'none').join(', or ');
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

/**
 * Makes the targets of Markdown links and images absolute: `(share-credential)`
 * on `/reference/core/post-credential` becomes the full URL of
 * `/reference/core/share-credential`; `pathname:///x` becomes the site's `/x`.
 */
export function absolutizeLinks(markdown: string, base: string): string {
  if (!base) return markdown;
  return markdown.replace(
    /(\]\()(<?)([^)\s>]+)(>?)/g,
    (match, open: string, lt: string, target: string, gt: string) => {
      const local = target.replace(/^pathname:\/\//, '');
      if (local === target && /^[a-z][a-z0-9+.-]*:/i.test(target)) return match;
      try {
        return `${open}${lt}${new URL(local, base).href}${gt}`;
      } catch {
        return match;
      }
    },
  );
}
