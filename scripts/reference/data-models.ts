/**
 * Data model pages of an API: every schema of the spec's `components.schemas`
 * gets a section (its fields in a table, each type linked to its own model,
 * the operations that send or return it), on one page per tag group of the
 * spec (`x-tagGroups`), at /reference/<api>/models/<group>. A model goes to
 * the group whose operations use it most, directly or through other models.
 * Each operation page links the models its request and responses name.
 *
 * One page per group, not per model: every page is an entry in the route
 * table that all pages load, and the specs hold hundreds of models. Plain
 * tables keep the pages light; the operation pages keep the theme's
 * expandable schema view.
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import { headingWithId } from './heading-id.ts';
import { cell, code, docsToMdx } from './mdx-text.ts';

type Schema = { [key: string]: unknown };

export interface OpenApiSpec {
  info: { title: string };
  paths?: Record<string, Record<string, unknown>>;
  'x-webhooks'?: Record<string, Record<string, unknown>>;
  'x-tagGroups'?: Array<{ name: string; tags: string[] }>;
  components?: { schemas?: Record<string, Schema> } & Record<string, Record<string, unknown> | undefined>;
}

interface Operation {
  route: string;
  title: string;
  group: string;
  /** Models named by the request (parameters and body) and the responses, in that order. */
  models: string[];
}

export interface ModelPage {
  /** Doc id under reference/: `core/models/credentials-and-proofs`. */
  id: string;
  route: string;
  group: string;
  models: string[];
}

export interface ModelPlan {
  api: string;
  schemas: Record<string, Schema>;
  pages: ModelPage[];
  pageOf: Map<string, ModelPage>;
  /** Model → the operations that name it directly. */
  usedBy: Map<string, Operation[]>;
  /** Model → the models that have a field of its type. */
  partOf: Map<string, string[]>;
  /** Operation route → the models it names. */
  operationModels: Map<string, string[]>;
}

const SCHEMA_REF = '#/components/schemas/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** A model used by more operations than this names none of them (the error body is used by all). */
const MAX_LISTED_OPERATIONS = 25;

export class DataModelError extends Error {
  constructor(api: string, problem: string) {
    super(`data models of the ${api} API: ${problem}`);
    this.name = 'DataModelError';
  }
}

/** `#/components/parameters/X`, `#/components/responses/X`, ...: what such a reference points at. */
type Components = Record<string, Record<string, unknown> | undefined>;

/**
 * The models a schema (or an operation part) names, in the order they appear,
 * without following them. Shared parameters, responses and request bodies
 * (`#/components/<kind>/<name>`) are looked into, as they are part of the operation.
 */
export function namedModels(
  value: unknown,
  found: string[] = [],
  components: Components = {},
  visited = new Set<string>(),
): string[] {
  if (Array.isArray(value)) {
    for (const item of value) namedModels(item, found, components, visited);
  } else if (value && typeof value === 'object') {
    const ref = (value as Schema).$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
      const name = ref.slice(SCHEMA_REF.length);
      if (!found.includes(name)) found.push(name);
    } else if (typeof ref === 'string' && !visited.has(ref)) {
      const [, kind, name] = ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      visited.add(ref);
      if (kind) namedModels(components[kind]?.[name], found, components, visited);
    }
    for (const [key, child] of Object.entries(value))
      if (key !== '$ref' && key !== 'example' && key !== 'examples') namedModels(child, found, components, visited);
  }
  return found;
}

function operations(api: string, spec: OpenApiSpec): Operation[] {
  const groups = spec['x-tagGroups'] ?? [];
  const groupOf = (tags: unknown) => {
    const tag = Array.isArray(tags) ? tags[0] : undefined;
    return groups.find((g) => g.tags.includes(tag))?.name ?? spec.info.title;
  };
  const found: Operation[] = [];
  for (const item of [...Object.values(spec.paths ?? {}), ...Object.values(spec['x-webhooks'] ?? {})]) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      if (typeof op.operationId !== 'string')
        throw new DataModelError(
          api,
          `an operation has no operationId (${method.toUpperCase()} ${String(op.summary ?? '')})`,
        );
      found.push({
        route: `/reference/${api}/${kebabCase(op.operationId)}`,
        title: typeof op.summary === 'string' ? op.summary : op.operationId,
        group: groupOf(op.tags),
        models: namedModels(
          [item.parameters, op.parameters, op.requestBody, op.responses],
          [],
          (spec.components ?? {}) as Components,
        ),
      });
    }
  }
  return found;
}

/** The models a model reaches through its fields, itself included. */
function closure(name: string, schemas: Record<string, Schema>, seen = new Set<string>()): Set<string> {
  if (seen.has(name) || !schemas[name]) return seen;
  seen.add(name);
  for (const child of namedModels(schemas[name])) closure(child, schemas, seen);
  return seen;
}

export function planModelPages(api: string, spec: OpenApiSpec): ModelPlan {
  const schemas = spec.components?.schemas ?? {};
  const ops = operations(api, spec);
  const groupOrder = [...(spec['x-tagGroups'] ?? []).map((g) => g.name), spec.info.title];

  const usedBy = new Map<string, Operation[]>();
  const operationModels = new Map<string, string[]>();
  const uses = new Map<string, Map<string, number>>();
  for (const op of ops) {
    for (const name of op.models) {
      if (!schemas[name])
        throw new DataModelError(api, `${op.route} names the model ${name}, which the spec does not define`);
      usedBy.set(name, [...(usedBy.get(name) ?? []), op]);
    }
    operationModels.set(op.route, op.models);
    const reached = new Set<string>();
    for (const name of op.models) closure(name, schemas, reached);
    for (const name of reached) {
      const counts = uses.get(name) ?? new Map<string, number>();
      counts.set(op.group, (counts.get(op.group) ?? 0) + 1);
      uses.set(name, counts);
    }
  }

  const partOf = new Map<string, string[]>();
  for (const [parent, schema] of Object.entries(schemas)) {
    for (const child of namedModels(schema)) {
      if (!schemas[child])
        throw new DataModelError(api, `the model ${parent} names the model ${child}, which the spec does not define`);
      if (child !== parent) partOf.set(child, [...(partOf.get(child) ?? []), parent]);
    }
  }

  // The group using a model most; a model no operation reaches goes with the first model that contains it.
  const groupOfModel = new Map<string, string>();
  const byUse = (counts: Map<string, number>) =>
    [...counts].sort((a, b) => b[1] - a[1] || groupOrder.indexOf(a[0]) - groupOrder.indexOf(b[0]))[0][0];
  for (const name of Object.keys(schemas)) {
    const counts = uses.get(name);
    if (counts) groupOfModel.set(name, byUse(counts));
  }
  const unplaced = Object.keys(schemas).filter((name) => !groupOfModel.has(name));
  for (let pass = 0; pass < unplaced.length && unplaced.some((name) => !groupOfModel.has(name)); pass += 1) {
    for (const name of unplaced) {
      const parent = (partOf.get(name) ?? []).find((p) => groupOfModel.has(p));
      if (parent && !groupOfModel.has(name)) groupOfModel.set(name, groupOfModel.get(parent)!);
    }
  }
  const orphans = unplaced.filter((name) => !groupOfModel.has(name));
  if (orphans.length)
    throw new DataModelError(
      api,
      `no operation uses ${orphans.join(', ')}, directly or through another model: remove them from the spec or use them`,
    );

  const pages: ModelPage[] = [];
  const pageOf = new Map<string, ModelPage>();
  for (const group of groupOrder) {
    const models = Object.keys(schemas)
      .filter((name) => groupOfModel.get(name) === group)
      .sort((a, b) => a.localeCompare(b));
    if (!models.length) continue;
    const slug = kebabCase(group);
    const page = { id: `${api}/models/${slug}`, route: `/reference/${api}/models/${slug}`, group, models };
    pages.push(page);
    for (const name of models) pageOf.set(name, page);
  }
  return { api, schemas, pages, pageOf, usedBy, partOf, operationModels };
}

/** A link to a model's section, relative to the page it is written on. */
function modelLink(name: string, plan: ModelPlan, from?: ModelPage): string {
  const page = plan.pageOf.get(name)!;
  return `[${code(name)}](${page === from ? '' : page.route}#${name})`;
}

const PLAIN_TYPES: Record<string, string> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
};

/** The type of a field, in words, with models linked. */
export function typeText(schema: Schema | undefined, plan: ModelPlan, from?: ModelPage): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return modelLink(schema.$ref.slice(SCHEMA_REF.length), plan, from);
  const nullable = schema.nullable === true ? ', or null' : '';
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options))
      return `one of ${options.map((o) => typeText(o as Schema, plan, from)).join(', ')}${nullable}`;
  }
  if (Array.isArray(schema.allOf))
    return `${(schema.allOf as Schema[]).map((o) => typeText(o, plan, from)).join(' and ')}${nullable}`;
  if (Array.isArray(schema.enum))
    return `${PLAIN_TYPES[String(schema.type)] ?? 'value'}: ${(schema.enum as unknown[]).map((v) => code(String(v))).join(', ')}${nullable}`;
  if (schema.type === 'array') return `array of ${typeText(schema.items as Schema, plan, from)}${nullable}`;
  if (
    schema.type === 'object' &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object' &&
    !schema.properties
  ) {
    return `map of string to ${typeText(schema.additionalProperties as Schema, plan, from)}${nullable}`;
  }
  const base = PLAIN_TYPES[String(schema.type)] ?? 'any';
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${base}${format}${nullable}`;
}

interface FieldRow {
  name: string;
  schema: Schema;
  required: boolean;
}

/** Fields of an object schema; inline objects add their fields as `parent.child`. */
function fieldRows(schema: Schema, prefix = ''): FieldRow[] {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows: FieldRow[] = [];
  for (const [name, value] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    rows.push({ name: `${prefix}${name}`, schema: value, required: required.has(name) });
    if (value.type === 'object' && value.properties && !value.$ref) rows.push(...fieldRows(value, `${prefix}${name}.`));
    const items = value.items as Schema | undefined;
    if (value.type === 'array' && items?.type === 'object' && items.properties)
      rows.push(...fieldRows(items, `${prefix}${name}[].`));
  }
  return rows;
}

/**
 * Spec descriptions link operations relative to the operation pages
 * (`[accept](issuance-accept)`); the model pages sit one folder deeper.
 */
export function withAbsoluteLinks(markdown: string, api: string): string {
  return markdown.replace(
    /\]\((?![a-z][a-z0-9+.-]*:|\/|#)([^)\s]+)\)/gi,
    (_match, target: string) => `](/reference/${api}/${target})`,
  );
}

/** A field's own description, else the first line of the description of the model it holds. */
function fieldDescription(schema: Schema, schemas: Record<string, Schema>): string {
  if (typeof schema.description === 'string') return schema.description;
  const held = (schema.$ref ?? (schema.items as Schema | undefined)?.$ref) as string | undefined;
  const model = held?.startsWith(SCHEMA_REF) ? schemas[held.slice(SCHEMA_REF.length)] : undefined;
  return typeof model?.description === 'string' ? model.description.trim().split('\n')[0] : '';
}

function fieldsTable(rows: FieldRow[], plan: ModelPlan, page: ModelPage): string {
  const lines = rows.map(({ name, schema, required }) => {
    const description = [
      cell(withAbsoluteLinks(fieldDescription(schema, plan.schemas), plan.api)),
      schema.deprecated ? '**Deprecated.**' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `| ${code(name)} | ${typeText(schema, plan, page)} | ${required ? 'required' : 'optional'} | ${description} |`;
  });
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...lines].join('\n');
}

function shapeText(name: string, schema: Schema, plan: ModelPlan, page: ModelPage): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) {
    parts.push(
      `A ${PLAIN_TYPES[String(schema.type)] ?? 'value'}, one of: ${(schema.enum as unknown[]).map((v) => code(String(v))).join(', ')}.`,
    );
  } else if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const options = (schema.oneOf ?? schema.anyOf) as Schema[];
    const discriminator = (schema.discriminator as Schema | undefined)?.propertyName;
    parts.push(
      `One of ${options.map((o) => typeText(o, plan, page)).join(', ')}${typeof discriminator === 'string' ? `, told apart by ${code(discriminator)}` : ''}.`,
    );
  } else if (Array.isArray(schema.allOf)) {
    const refs = (schema.allOf as Schema[]).filter((o) => o.$ref);
    const own = (schema.allOf as Schema[]).filter((o) => !o.$ref);
    if (refs.length)
      parts.push(
        `Every field of ${refs.map((o) => typeText(o, plan, page)).join(' and ')}${own.length ? ', and:' : '.'}`,
      );
    for (const part of own) if (part.properties) parts.push(fieldsTable(fieldRows(part), plan, page));
  } else if (schema.properties) {
    parts.push(fieldsTable(fieldRows(schema), plan, page));
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      parts.push(
        `Other keys are allowed, each with a value of type ${typeText(schema.additionalProperties as Schema, plan, page)}.`,
      );
    }
  } else {
    parts.push(`A value of type ${typeText(schema, plan, page)}.`);
  }
  if (!parts.length) throw new DataModelError(plan.api, `the model ${name} has a shape the model pages cannot show`);
  return parts.join('\n\n');
}

function usageText(name: string, plan: ModelPlan, page: ModelPage): string {
  const lines: string[] = [];
  const ops = plan.usedBy.get(name) ?? [];
  if (ops.length > MAX_LISTED_OPERATIONS) lines.push(`**Used by:** ${ops.length} operations.`);
  else if (ops.length) lines.push(`**Used by:** ${ops.map((op) => `[${cell(op.title)}](${op.route})`).join(', ')}.`);
  const parents = plan.partOf.get(name) ?? [];
  if (parents.length) lines.push(`**Part of:** ${parents.map((p) => modelLink(p, plan, page)).join(', ')}.`);
  return lines.join('\n\n');
}

function modelSection(name: string, schema: Schema, plan: ModelPlan, page: ModelPage): string {
  return [
    headingWithId(2, code(name), name),
    typeof schema.description === 'string' ? docsToMdx(withAbsoluteLinks(schema.description.trim(), plan.api)) : '',
    schema.deprecated ? ':::warning Deprecated\n\nThis model is deprecated.\n\n:::' : '',
    shapeText(name, schema, plan, page),
    usageText(name, plan, page),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function renderModelPage(spec: OpenApiSpec, plan: ModelPlan, page: ModelPage): string {
  const schemas = spec.components?.schemas ?? {};
  const title = `${spec.info.title} data models: ${page.group}`;
  const front = [
    '---',
    `id: ${JSON.stringify(page.id.split('/').pop())}`,
    `title: ${JSON.stringify(title)}`,
    `sidebar_label: ${JSON.stringify(page.group)}`,
    `description: ${JSON.stringify(`The ${page.models.length} data models of the ${spec.info.title} used mostly by its ${page.group} operations: fields, types and the operations that use them.`)}`,
    '---',
  ].join('\n');
  return [
    front,
    '{/* Generated by scripts/reference/data-models.ts from the OpenAPI spec. Do not edit. */}',
    `The request and response bodies of the ${spec.info.title} that its ${page.group} operations use most, and the models they contain. A type in a table links to its own model; **Used by** links the operations that send or return the model directly.`,
    ...page.models.map((name) => modelSection(name, schemas[name], plan, page)),
    '',
  ].join('\n\n');
}

/**
 * The "Data models" line of an operation page (null when it uses none), which the API page
 * generator puts after its "Related guides" line (scripts/openapi/markdown-generators.ts).
 */
export function dataModelsLine(models: string[], plan: ModelPlan): string | null {
  if (!models.length) return null;
  return `**Data models:** ${models.map((name) => modelLink(name, plan)).join(', ')}`;
}

export interface WrittenModels {
  pages: number;
  models: number;
}

/** Writes reference/<api>/models/ (pages and their sidebar items); the operation pages link them through dataModelsLine. */
export function writeDataModels(root: string, api: string, spec: OpenApiSpec): WrittenModels {
  const plan = planModelPages(api, spec);
  const apiDir = path.join(root, 'reference', api);
  const dir = path.join(apiDir, 'models');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const page of plan.pages)
    fs.writeFileSync(path.join(root, 'reference', `${page.id}.mdx`), renderModelPage(spec, plan, page));
  const items = plan.pages.map((page) => ({ type: 'doc', id: page.id, label: page.group }));
  fs.writeFileSync(
    path.join(dir, 'sidebar.ts'),
    `// Generated by scripts/reference/data-models.ts. Do not edit.\nimport type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\n\nconst items: SidebarsConfig[string] = ${JSON.stringify(items, null, 2)};\n\nexport default items;\n`,
  );
  return { pages: plan.pages.length, models: plan.pageOf.size };
}
