/**
 * The answer "Try it" gives in example mode, in place of a server's: the
 * spec's example for the operation and status, with the IDs kept consistent
 * across operations by the tab's ExampleStore. A create answers its example
 * with a new ID and records it; a get, share or other operation on a
 * resource accepts an ID the example set knows (one created in this tab, or
 * one of the spec's own examples for that path) and answers the spec's 404
 * example, or says there is no such record, for any other; a delete removes
 * the record for the rest of the tab.
 */
import { exampleBody, parameterExamples, successStatus, type ExampleOperation } from './examples';
import type { ExampleStore, RecordFields } from './store';

export interface ExampleRequest {
  /** The path parameters as entered, by name. */
  pathValues: Record<string, string>;
  /** The request body as sent, when there is one. */
  body?: string;
}

export type ExampleAnswer =
  | {
      kind: 'response';
      status: number;
      /** The JSON body, absent when the spec's answer has none. */
      body?: unknown;
      /** What the answer is made of, in one or two sentences for the reader. */
      summary: string;
      /** The ID a create answered with. */
      createdId?: string;
    }
  | { kind: 'no-record'; summary: string };

interface PathParameter {
  name: string;
  /** The path before the parameter: `/api/key/v1` for the `id` of `/api/key/v1/{id}`. */
  collection: string;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function pathParameters(template: string): PathParameter[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((match) => ({
    name: match[1],
    collection: template.slice(0, match.index).replace(/\/$/, ''),
  }));
}

/** A random version 4 UUID, the form of Core's IDs. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The text, number and true/false fields at the top of a JSON body. */
function primitiveFields(body: string | undefined): RecordFields {
  try {
    const parsed: unknown = JSON.parse(body ?? 'null');
    if (!isObject(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string | number | boolean] =>
          entry[0] !== 'id' && ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The example with the created record's fields where the example has a field of that name and type. */
function withFields(example: JsonObject, fields: RecordFields): JsonObject {
  const overlay = Object.entries(fields).filter(([key, value]) => typeof example[key] === typeof value);
  return { ...example, ...Object.fromEntries(overlay) };
}

function notFound(
  operation: ExampleOperation,
  parameter: PathParameter,
  value: string,
  deleted: boolean,
): ExampleAnswer {
  const missing = `The example set has no record at ${parameter.collection} with ${parameter.name} ${value}${
    deleted ? ' (it was deleted in this tab)' : ''
  }`;
  const example = exampleBody(operation, 404);
  if (example.found) {
    return {
      kind: 'response',
      status: 404,
      body: example.value,
      summary: `${missing}: this is the spec's 404 example.`,
    };
  }
  return { kind: 'no-record', summary: `${missing}, and the spec gives no 404 example for this operation.` };
}

export function answerFromExamples(
  operation: ExampleOperation,
  request: ExampleRequest,
  store: ExampleStore,
  newId: () => string = newUuid,
): ExampleAnswer {
  const parameters = pathParameters(operation.path);
  const last = /\}$/.test(operation.path) ? parameters.at(-1) : undefined;
  const status = successStatus(operation);
  const example = status === null ? ({ found: false } as const) : exampleBody(operation, status);

  for (const parameter of parameters) {
    const value = request.pathValues[parameter.name] ?? '';
    const found = store.find(parameter.collection, value);
    if (found.state === 'created') continue;
    const known = new Set(
      (operation.parameters ?? [])
        .filter((p) => p.in === 'path' && p.name === parameter.name)
        .flatMap(parameterExamples),
    );
    if (parameter === last && example.found && isObject(example.value) && typeof example.value.id === 'string') {
      known.add(example.value.id);
    }
    if (found.state === 'deleted' || !known.has(value))
      return notFound(operation, parameter, value, found.state === 'deleted');
  }

  if (status === null) {
    return {
      kind: 'no-record',
      summary: 'The spec gives no success response for this operation, so there is no example to show.',
    };
  }
  const specExample = `the spec's ${status} example for this operation`;
  const method = operation.method.toUpperCase();

  if (!example.found) {
    if (method === 'DELETE' && last) {
      const value = request.pathValues[last.name];
      store.remove(last.collection, value);
      return {
        kind: 'response',
        status,
        summary: `The spec's ${status} answer for this operation has no body. ${last.name} ${value} is deleted for the rest of this tab.`,
      };
    }
    return { kind: 'response', status, summary: `The spec's ${status} answer for this operation has no body.` };
  }

  const value = example.value;
  if (method === 'POST' && !last && isObject(value) && typeof value.id === 'string') {
    const id = newId();
    store.create(operation.path, id, primitiveFields(request.body));
    return {
      kind: 'response',
      status,
      body: { ...value, id },
      createdId: id,
      summary: `This is ${specExample}, with a new ID made in this browser tab: later requests in this tab find the record by ${id}.`,
    };
  }
  if (method === 'DELETE' && last) {
    const id = request.pathValues[last.name];
    store.remove(last.collection, id);
    return {
      kind: 'response',
      status,
      body: value,
      summary: `This is ${specExample}. ${last.name} ${id} is deleted for the rest of this tab.`,
    };
  }
  if (last && isObject(value) && typeof value.id === 'string') {
    const id = request.pathValues[last.name];
    const found = store.find(last.collection, id);
    const created = found.state === 'created';
    return {
      kind: 'response',
      status,
      body: { ...(created ? withFields(value, found.fields) : value), id },
      summary: created
        ? `This is ${specExample}, with the ID and the fields of the record created in this tab.`
        : `This is ${specExample}.`,
    };
  }
  const created = store.createdIn(operation.path);
  if (method === 'GET' && !last && isObject(value) && Array.isArray(value.values) && created.length > 0) {
    const template: unknown = value.values[0];
    if (isObject(template)) {
      const items = created.map((record) => ({ ...withFields(template, record.fields), id: record.id }));
      return {
        kind: 'response',
        status,
        body: {
          ...value,
          values: [...items, ...value.values],
          ...(typeof value.totalItems === 'number' ? { totalItems: value.totalItems + items.length } : {}),
        },
        summary: `This is ${specExample}, with the ${items.length === 1 ? 'record' : `${items.length} records`} created in this tab first.`,
      };
    }
  }
  return { kind: 'response', status, body: value, summary: `This is ${specExample}.` };
}
