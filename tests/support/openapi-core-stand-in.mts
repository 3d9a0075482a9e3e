/**
 * A Core (or a Desk backend) on 127.0.0.1 that knows nothing but its OpenAPI spec
 * (`openapi/core.yaml`, `openapi/desk.yaml`), for the tutorials test.
 *
 * Every request is checked against the spec: the path and method must name an operation, the
 * path and query parameters must be declared and match their schemas, the bearer token must be
 * the one configured or one that an answer handed out as `accessToken` (the Desk's token
 * exchange; operations whose spec says `security: []` need none), and the JSON body must be valid against the operation's request schema.
 * Beyond the spec it checks what a real Core would refuse: every UUID in a path or a body must
 * be one that an earlier answer of this stand-in handed out, and an invitation URL must be one
 * that a share call returned. A request that fails gets an error status (400 for bad input,
 * 404 for an unknown path or ID, 401 without a body for the token, as Core answers it) and the
 * reason, which `calls` records.
 *
 * Answers come from the spec's examples: every UUID in an example is replaced with a fresh one
 * (so it can be used later), a create's fields are echoed back by the reads of the same
 * resource, and a list answers with what was created in its collection.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import YAML from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface StandInCall {
  method: string;
  path: string;
  status: number;
  operationId?: string;
  /** Why the request breaks the spec or the session, when it does. */
  violation?: string;
}

export interface OpenApiCoreStandIn {
  url: string;
  /** Every request received, in order, with the status it got. */
  calls: StandInCall[];
  close(): Promise<void>;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: JsonObject }[];
  /** The operation (or the spec) declares `security: []`: no bearer token is needed. */
  public: boolean;
  body?: { required: boolean; schema: JsonObject };
  success?: { status: number; example?: Json };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The operations of a spec file, with compiled validators for their parameters and bodies. */
function loadOperations(specFile: string): {
  operations: Operation[];
  validator: (schema: JsonObject) => ValidateFunction;
} {
  const spec = YAML.parse(fs.readFileSync(specFile, 'utf8')) as JsonObject;
  const components = spec.components as JsonObject;
  const specPublic = Array.isArray(spec.security) && spec.security.length === 0;
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  // The spec's own `#/components/...` references resolve inside this document.
  ajv.addSchema({ $id: 'spec.yaml', components } as object);
  const cache = new Map<string, ValidateFunction>();
  const validator = (schema: JsonObject): ValidateFunction => {
    const key = JSON.stringify(schema);
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = ajv.compile(rebase(schema) as object);
      cache.set(key, compiled);
    }
    return compiled;
  };
  const deref = (node: Json): JsonObject => {
    let current = node as JsonObject;
    while (typeof current.$ref === 'string') {
      const parts = (current.$ref as string).replace(/^#\//, '').split('/');
      current = parts.reduce<Json>((at, part) => (at as JsonObject)[part], spec) as JsonObject;
    }
    return current;
  };
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(spec.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method] as JsonObject | undefined;
      if (!op) continue;
      const parameters = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => {
        const param = deref(p);
        return {
          name: param.name as string,
          in: param.in as string,
          required: Boolean(param.required),
          schema: (param.schema ?? {}) as JsonObject,
        };
      });
      const requestBody = op.requestBody ? deref(op.requestBody) : undefined;
      const jsonBody = (requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
      const successCode = Object.keys(op.responses as JsonObject)
        .filter((c) => /^2\d\d$/.test(c))
        .sort()[0];
      const successResponse = successCode ? deref((op.responses as JsonObject)[successCode]) : undefined;
      const successJson = (successResponse?.content as JsonObject | undefined)?.['application/json'] as
        JsonObject | undefined;
      const segments = template.split('/').filter(Boolean);
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '([^/]+)')}$`),
        literalSegments: segments.filter((s) => !s.startsWith('{')).length,
        operationId: (op.operationId as string) ?? `${method} ${template}`,
        parameters,
        public: Array.isArray(op.security) ? op.security.length === 0 : specPublic,
        body: jsonBody
          ? { required: Boolean(requestBody?.required), schema: (jsonBody.schema ?? {}) as JsonObject }
          : undefined,
        success: successCode ? { status: Number(successCode), example: successJson?.example } : undefined,
      });
    }
  }
  // A literal segment wins over a template one (`/v1/{id}` must not take `/v1/handle-invitation`).
  operations.sort((a, b) => b.literalSegments - a.literalSegments);
  return { operations, validator };
}

/** Points `#/components/...` references at the document registered as `spec.yaml`. */
function rebase(node: Json): Json {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `spec.yaml${value}` : rebase(value),
      ]),
    );
  }
  return node;
}

const describeErrors = (validate: ValidateFunction): string =>
  (validate.errors ?? [])
    .map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
    )
    .join('; ');

/** A query value as the schema expects it: numbers, booleans and arrays are sent as text. */
function coerceQueryValue(values: string[], schema: JsonObject): Json {
  const convert = (value: string, type: unknown): Json => {
    if (type === 'integer' || type === 'number')
      return value.trim() === '' ? value : Number.isNaN(Number(value)) ? value : Number(value);
    if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
    return value;
  };
  if (schema.type === 'array') return values.map((v) => convert(v, (schema.items as JsonObject | undefined)?.type));
  return convert(values[values.length - 1], schema.type);
}

/** Invitation URLs returned by share calls, shared by the stand-ins of one test (issuer and holder). */
export type Invitations = Map<string, { kind: 'ISSUANCE' | 'VERIFICATION' }>;

/** Session tokens handed out as `accessToken` (the Desk's token exchange), shared by the stand-ins of one test: Core in STS mode accepts them too. */
export type SessionTokens = Set<string>;

export async function startOpenApiCoreStandIn(options: {
  specFile: string;
  /** The static token of the configuration; without one, only handed-out session tokens are accepted. */
  token?: string;
  invitations?: Invitations;
  sessionTokens?: SessionTokens;
}): Promise<OpenApiCoreStandIn> {
  const { operations, validator } = loadOperations(options.specFile);
  const calls: StandInCall[] = [];
  /** Every UUID this stand-in has handed out. */
  const knownIds = new Set<string>();
  /** What each create stored, by collection path and then by ID. */
  const collections = new Map<string, Map<string, JsonObject>>();
  const invitations: Invitations = options.invitations ?? new Map();
  const sessionTokens: SessionTokens = options.sessionTokens ?? new Set();

  const freshIds = (node: Json): Json => {
    if (typeof node === 'string') {
      return node.replace(UUID_ANYWHERE, () => {
        const id = randomUUID();
        knownIds.add(id);
        return id;
      });
    }
    if (Array.isArray(node)) return node.map(freshIds);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, freshIds(v)]));
    return node;
  };

  /**
   * The example shaped by what the client sent: its fields replace the example's, arrays of
   * objects item by item. An item's empty example array of the same kind as the item (a claim's
   * nested `claims`) takes the item's own template, so nested items get IDs too.
   */
  const overlay = (example: Json, sent: Json, itemTemplate?: JsonObject): Json => {
    if (Array.isArray(sent) && Array.isArray(example)) {
      const first = example[0] ?? itemTemplate;
      if (!first || typeof first !== 'object' || Array.isArray(first)) return sent;
      const template = first as JsonObject;
      return sent.map((item) =>
        item && typeof item === 'object' && !Array.isArray(item) ? overlay(freshIds(template), item, template) : item,
      );
    }
    if (
      sent &&
      typeof sent === 'object' &&
      !Array.isArray(sent) &&
      example &&
      typeof example === 'object' &&
      !Array.isArray(example)
    ) {
      const merged: JsonObject = { ...example };
      for (const [key, value] of Object.entries(sent)) {
        if (!(key in example)) continue;
        const recursive =
          itemTemplate &&
          Array.isArray(example[key]) &&
          (example[key] as Json[]).length === 0 &&
          Array.isArray(itemTemplate[key]);
        merged[key] = overlay(example[key], value, recursive ? itemTemplate : undefined);
      }
      return merged;
    }
    return sent;
  };

  const requireKnownIds = (where: string, node: Json): void => {
    const text = JSON.stringify(node);
    for (const id of text.match(UUID_ANYWHERE) ?? []) {
      if (!knownIds.has(id.toLowerCase())) {
        throw new RequestRefused(
          400,
          `${where} carries ${id}, which no earlier answer returned (a hard-coded or stale ID)`,
        );
      }
    }
  };

  const handle = (req: http.IncomingMessage, rawBody: string, call: StandInCall): { status: number; body?: Json } => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? '';
    const candidates = operations.filter((op) => op.pattern.test(url.pathname));
    if (!candidates.length) throw new RequestRefused(404, `no operation in the spec has the path ${url.pathname}`);
    const op = candidates.find((o) => o.method === method);
    if (!op)
      throw new RequestRefused(
        405,
        `${url.pathname} has no ${method} operation in the spec (it has ${candidates.map((c) => c.method).join(', ')})`,
      );
    call.operationId = op.operationId;

    if (!op.public) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || (bearer !== options.token && !sessionTokens.has(bearer)))
        throw new RequestRefused(401, 'missing or wrong bearer token');
    }

    // Path parameters.
    const pathValues = op.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
    const pathNames = [...op.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    pathNames.forEach((name, index) => {
      const declared = op.parameters.find((p) => p.in === 'path' && p.name === name);
      if (!declared) throw new RequestRefused(400, `path parameter {${name}} is not declared`);
      const validate = validator(declared.schema);
      if (!validate(pathValues[index]))
        throw new RequestRefused(400, `path parameter {${name}}=${pathValues[index]}: ${describeErrors(validate)}`);
      if (UUID.test(pathValues[index]) && !knownIds.has(pathValues[index].toLowerCase())) {
        throw new RequestRefused(
          404,
          `path parameter {${name}}=${pathValues[index]} was not returned by any earlier answer`,
        );
      }
    });

    // Query parameters: only declared ones, each valid.
    const queryNames = [...new Set(url.searchParams.keys())];
    for (const name of queryNames) {
      const declared = op.parameters.find((p) => p.in === 'query' && p.name === name);
      if (!declared) throw new RequestRefused(400, `query parameter '${name}' is not declared for ${op.operationId}`);
      const value = coerceQueryValue(url.searchParams.getAll(name), declared.schema);
      const validate = validator(declared.schema);
      if (!validate(value)) throw new RequestRefused(400, `query parameter '${name}': ${describeErrors(validate)}`);
      requireKnownIds(`query parameter '${name}'`, value);
    }
    for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
      if (!url.searchParams.has(p.name))
        throw new RequestRefused(400, `required query parameter '${p.name}' is missing`);
    }

    // Body.
    let body: Json | undefined;
    if (rawBody.length) {
      if (!op.body) throw new RequestRefused(400, `${op.operationId} takes no request body`);
      if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
        throw new RequestRefused(
          400,
          `the body is sent as ${req.headers['content-type'] ?? 'no Content-Type'}, not application/json`,
        );
      }
      try {
        body = JSON.parse(rawBody) as Json;
      } catch (error) {
        throw new RequestRefused(400, `the body is not JSON (${(error as Error).message}): ${rawBody.slice(0, 200)}`);
      }
      const validate = validator(op.body.schema);
      if (!validate(body))
        throw new RequestRefused(
          400,
          `body does not match the ${op.operationId} request schema: ${describeErrors(validate)}`,
        );
      if (op.operationId === 'handle_invitation') {
        // The URL comes from another Core; only its being a URL that Core shared matters.
        const { url: invitationUrl, ...rest } = body as JsonObject;
        if (!invitations.has(String(invitationUrl)))
          throw new RequestRefused(
            400,
            `the invitation URL was not returned by a share call: ${String(invitationUrl)}`,
          );
        requireKnownIds('the body', rest);
      } else {
        requireKnownIds('the body', body);
      }
    } else if (op.body?.required) {
      throw new RequestRefused(400, `${op.operationId} requires a JSON body`);
    }

    if (!op.success) throw new RequestRefused(500, `${op.operationId} documents no success response`);
    const answered = answer(op, pathValues, body);
    // A session token this answer hands out is one the next requests may carry.
    if (
      answered &&
      typeof answered === 'object' &&
      !Array.isArray(answered) &&
      typeof answered.accessToken === 'string'
    ) {
      sessionTokens.add(answered.accessToken);
    }
    return { status: op.success.status, body: answered };
  };

  const collectionOf = (template: string): string => template.replace(/\/\{[^}]+\}.*$/, '');

  const answer = (op: Operation, pathValues: string[], body: Json | undefined): Json | undefined => {
    const example = op.success?.example;
    if (example === undefined) return undefined;
    const fresh = freshIds(example);
    const idPath = /\{id\}$/.test(op.template);
    // A create: the answer's `id` is stored with what was sent, for later reads and lists.
    if (
      op.method === 'POST' &&
      !op.template.includes('{') &&
      fresh &&
      typeof fresh === 'object' &&
      !Array.isArray(fresh) &&
      typeof fresh.id === 'string'
    ) {
      const stored = collections.get(op.template) ?? new Map<string, JsonObject>();
      collections.set(op.template, stored);
      stored.set(fresh.id, (body ?? {}) as JsonObject);
      return fresh;
    }
    // A read by ID: the example, with that ID and the fields the create sent.
    if (op.method === 'GET' && idPath && fresh && typeof fresh === 'object' && !Array.isArray(fresh)) {
      const id = pathValues[pathValues.length - 1];
      const sent = collections.get(collectionOf(op.template))?.get(id) ?? {};
      return { ...(overlay(fresh, sent) as JsonObject), id };
    }
    // A list: one item per resource created in the collection.
    if (
      op.method === 'GET' &&
      !op.template.includes('{') &&
      fresh &&
      typeof fresh === 'object' &&
      Array.isArray((fresh as JsonObject).values)
    ) {
      const page = fresh as JsonObject;
      const template = (page.values as Json[])[0];
      const created = [...(collections.get(op.template) ?? new Map<string, JsonObject>()).entries()];
      const values: Json[] = created.map(([id, sent]) => ({
        ...(overlay(freshIds(template), sent) as JsonObject),
        id,
      }));
      return { ...page, values, totalItems: values.length, totalPages: 1 };
    }
    // A share: remember the URL so that a holder can be handed exactly this invitation.
    if (op.operationId === 'share_credential' || op.operationId === 'share_proof') {
      const shared = fresh as JsonObject;
      const sharedId = pathValues[0];
      const kind = op.operationId === 'share_credential' ? 'ISSUANCE' : 'VERIFICATION';
      // The example URL names other IDs; the shared resource's own ID makes it unique per share.
      shared.url = `${String(shared.url)}&stand_in_shared=${sharedId}`;
      invitations.set(shared.url, { kind });
      return shared;
    }
    if (op.operationId === 'handle_invitation') {
      const { kind } = invitations.get(String((body as JsonObject).url))!;
      const handled: JsonObject = { ...(fresh as JsonObject), interactionType: kind };
      if (kind === 'VERIFICATION') {
        const proofId = randomUUID();
        knownIds.add(proofId);
        handled.proofId = proofId;
        delete handled.txCode;
      }
      return handled;
    }
    return fresh;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call: StandInCall = { method: req.method ?? '', path: req.url ?? '', status: 0 };
      calls.push(call);
      try {
        const { status, body } = handle(req, Buffer.concat(chunks).toString('utf8'), call);
        call.status = status;
        if (body === undefined) res.writeHead(status).end();
        else res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      } catch (error) {
        if (!(error instanceof RequestRefused)) throw error;
        call.status = error.status;
        call.violation = error.message;
        // Core answers a refused token with an empty 401 and bad input with BR_0084.
        if (error.status === 401) res.writeHead(401).end();
        else
          res
            .writeHead(error.status, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ code: 'BR_0084', message: `stand-in: ${error.message}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
