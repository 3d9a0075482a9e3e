/**
 * Drift guard: every JSON request body and response example in a guide
 * validates against the schema its operation has in openapi/<api>.yaml.
 *
 * Which examples are checked:
 *   - `json` (and `jsonc`-free) blocks that belong to an operation;
 *   - the JSON body of an `http` block (after the blank line) whose request
 *     line (`POST /api/... HTTP/1.1`) names the operation;
 *   - the JSON argument of `-d`/`--data`/`--data-raw`/`--json` in a curl
 *     command of a bash/shell block, when it parses as JSON (bodies spliced
 *     with shell variables do not and are skipped).
 *
 * How a json block is tied to an operation:
 *   1. a title that starts with the call (optionally after "Request" or
 *      "Response"): ```json title="POST /api/key/v1" ties to that call; a
 *      title that names a call after other words ("Claims in POST ...") shows
 *      a fragment and is not checked;
 *   2. an untitled block, or one titled only as a request, response, status or
 *      result ("Request body", "201 Created", "Response 200 (abbreviated)"),
 *      ties to the calls named last before it (in prose, inline code, a block
 *      title, an http request line or a curl command, as found by
 *      api-calls.ts): the nearest one and the others of its paragraph. A
 *      Markdown heading between the call and the block cuts the tie, and so
 *      does a curl command that pipes its output through a jq filter (the
 *      block then shows the filtered output, not the response);
 *   3. a block titled otherwise ("Credential offer", "IAM token payload") is
 *      some other document and is not checked.
 *   The example passes when it fits one of its candidate operations; the
 *   problems reported are those of the candidate it fits best. A call whose
 *   path several specs share (Core and Desk both have `/api/credential/v1`)
 *   and that no host hints at is held to the spec whose reference page the
 *   guide links for it, else to Core.
 *
 * Request or response:
 *   - a title with "request" is the request body; a title with "response"
 *     or an HTTP status (`Response 201`, `201 Created`) is that response
 *     (status given: that status, otherwise any 2xx with JSON content); a
 *     title that is just the call is the request body when the operation
 *     takes one, else the response;
 *   - without such a title: an operation without a JSON request body means
 *     response; else the paragraph before the block decides ("response",
 *     "returns", "answers" → response; "request body", "send", "body" →
 *     request); when nothing decides, the block must fit the request or one
 *     of the 2xx responses.
 *   A 2xx status shown for a Core operation must also be the one Core's
 *   handler sends (`successStatus` in the permissions inventory).
 *   A title or paragraph that says the example is abbreviated ("excerpt",
 *   "abbreviated", "shortened", "partial") turns off `required` checks, not
 *   the others.
 *
 * Unknown fields: `additionalProperties: false` is enforced where the spec
 * says so, and for Core request bodies also wherever Core rejects unknown
 * fields: the JSON paths whose Rust struct has `#[serde(deny_unknown_fields)]`
 * (recorded per operation in inventory/one-core-<release>/permissions.json,
 * `requestBody.denyUnknownFields`), or a spec schema carrying
 * `x-deny-unknown-fields: true`.
 *
 * Beyond the schema: a request example must also keep what Core's services
 * require of the body (a `verifier` outside ISO_MDL, `TOKENSTATUSLIST` only
 * with SD-JWT VC): the `requires:` rules of the claims ledger
 * (claims/README.md). The specs' own request examples are held to them too
 * (request-requirements.ts).
 *
 * Run with the other guards by `npm run check:drift` (scripts/guards/run.mts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OLDER_API_VERSIONS, versionSpecFile } from '../../config/api-versions.ts';
import { loadLedgers } from '../claims/ledger.ts';
import type { OperationPermissions, PermissionInventory } from '../inventory/permissions.ts';
import { CORE_RELEASE, readInventory } from '../inventory/release.ts';
import type { Call, Operation, Spec } from './api-calls.ts';
import {
  findCalls,
  linkedPages,
  loadSpecs,
  parseCurl,
  parseSpec,
  resolveCall,
  splitPath,
  splitTarget,
  topSegments,
} from './api-calls.ts';
import type { Guide } from './guides.ts';
import { lineAt, loadGuides, prose } from './guides.ts';
import type { Problem } from './problem.ts';
import { checkRequestBody, checkSpecExamples, collectRequirements, unknownOperations } from './request-requirements.ts';
import type { LedgerRequirement } from './request-requirements.ts';

type Json = any;
/** `auto`: the request body when the operation takes one, else its response. */
type Role = 'request' | 'response' | 'either' | 'auto';

export interface Example {
  file: string;
  /** Line of the JSON's first line. */
  line: number;
  body: string;
  /** Candidate calls, nearest first. */
  calls: Array<Pick<Call, 'method' | 'path' | 'hint'> & { line?: number }>;
  role: Role;
  status: string | null;
  excerpt: boolean;
  /** Where the tie comes from, for messages. */
  source: string;
}

const EXCERPT = /\b(excerpt|abbreviated|shortened|partial|truncated|shape|simplified)\b/i;
const titleOf = (meta: string) =>
  meta.match(/title\s*=\s*"([^"]*)"/)?.[1] ?? meta.match(/title\s*=\s*'([^']*)'/)?.[1] ?? '';
const METHOD_PATH =
  /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+((?:https?:\/\/[^/\s`"'<>]+|\$\{?\w+\}?)?\/[^\s`"'<>()[\]|,;]*)/;

function roleFromTitle(title: string): { role: Role | null; status: string | null } {
  const status = title.match(/\b([1-5]\d\d)\b/)?.[1] ?? null;
  if (/^\s*(request|response)\b/i.test(title) && METHOD_PATH.test(title)) {
    return /^\s*response/i.test(title) ? { role: 'response', status } : { role: 'request', status: null };
  }
  if (METHOD_PATH.test(title)) return { role: 'auto', status: null };
  if (/\bresponse\b/i.test(title) || status) return { role: 'response', status };
  if (/\brequest\b/i.test(title)) return { role: 'request', status: null };
  return { role: null, status: null };
}

/** A title that only says which side of a call the block shows (no other document named). */
const SIDE_TITLE =
  /^\s*((request|response)( body)?|body|result|output|[1-5]\d\d( [A-Z][\w ]*)?|response [1-5]\d\d|[1-5]\d\d response)\b[\w\s]*(\([^)]*\))?\s*$/i;

/** First line of the prose paragraph that holds `line`. */
function paragraphStart(proseText: string, line: number): number {
  const lines = proseText.split('\n');
  let i = line - 1;
  while (i > 0 && lines[i - 1].trim() !== '') i -= 1;
  return i + 1;
}

/** The paragraph of prose right before a line (blank lines and code blocks end it). */
function paragraphBefore(proseText: string, line: number): string {
  const lines = proseText.split('\n');
  const out: string[] = [];
  let i = line - 2;
  while (i >= 0 && lines[i].trim() === '') i -= 1;
  for (; i >= 0 && lines[i].trim() !== ''; i -= 1) out.unshift(lines[i]);
  return out.join(' ');
}

function roleFromParagraph(paragraph: string): Role | null {
  const tail = paragraph.slice(-300);
  if (/\b(response|responds|returns|answers|comes back|you get back|result)\b/i.test(tail)) return 'response';
  if (/\b(request body|send|sends|body|payload|with this body)\b/i.test(tail)) return 'request';
  return null;
}

/** Every JSON example of a guide that is tied to an operation. */
export function findExamples(guide: Guide, specs: Spec[]): Example[] {
  const examples: Example[] = [];
  const text = prose(guide);
  const calls = findCalls(guide);
  const tops = topSegments(specs);
  const headings = text
    .split('\n')
    .map((l, i) => (/^#{1,6}\s/.test(l) ? i + 1 : 0))
    .filter(Boolean);
  for (const block of guide.blocks) {
    const title = titleOf(block.meta);
    if (block.lang === 'json') {
      let candidates: Example['calls'] = [];
      let source = '';
      const named = title.match(METHOD_PATH);
      if (named) {
        // Only a title that starts with the call (after "Request"/"Response") ties to it.
        if (!/^\s*((request|response)\b[^A-Z]*)?$/i.test(title.slice(0, named.index))) continue;
        const target = splitTarget(named[2]);
        const hint = target.host
          ? /desk/i.test(target.host)
            ? 'desk'
            : /bridge/i.test(target.host)
              ? 'bridge'
              : null
          : null;
        const call = { method: named[1], path: target.path.replace(/[.:]+$/, ''), hint } as const;
        if (!tops.has(splitPath(call.path)[0] ?? '')) continue;
        candidates = [call];
        source = `title "${title}"`;
      } else {
        if (title && !SIDE_TITLE.test(title)) continue;
        const before = calls.filter(
          (c) => c.line < block.line && !(c.looseContext && !tops.has(splitPath(c.path)[0] ?? '')),
        );
        const last = before[before.length - 1];
        if (!last || last.transformed || headings.some((h) => h > last.line && h < block.line)) continue;
        const inBlock = guide.blocks.some((b) => last.line >= b.line && last.line < b.line + b.body.split('\n').length);
        const start = inBlock ? last.line : paragraphStart(text, last.line);
        candidates = before.filter((c) => c.line >= start && c.line <= last.line && !c.transformed).reverse();
        source = `${last.method} ${last.path.replace(/[?#].*$/, '')} at line ${last.line}`;
      }
      const paragraph = paragraphBefore(text, block.line - 1);
      const fromTitle = roleFromTitle(title);
      examples.push({
        file: guide.file,
        line: block.line,
        body: block.body,
        calls: candidates,
        role: fromTitle.role ?? roleFromParagraph(paragraph) ?? 'either',
        status: fromTitle.status,
        excerpt: EXCERPT.test(title) || EXCERPT.test(paragraph.slice(-300)),
        source,
      });
    } else if (block.lang === 'http') {
      const request = block.body.match(/^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s+HTTP\/[\d.]+\s*$/m);
      const blank = block.body.search(/\n\s*\n/);
      if (!request || blank < 0) continue;
      const bodyStart = block.body.indexOf('{', blank);
      if (
        bodyStart < 0 ||
        !/^\s*application\/(.+\+)?json/im.test(block.body.match(/^Content-Type:\s*(.*)$/im)?.[1] ?? 'application/json')
      )
        continue;
      const host = block.body.match(/^Host:\s*(\S+)/im)?.[1] ?? '';
      examples.push({
        file: guide.file,
        line: block.line + lineAt(block.body, bodyStart) - 1,
        body: block.body.slice(bodyStart),
        calls: [
          {
            method: request[1],
            path: request[2],
            hint: /desk/i.test(host) ? 'desk' : /bridge/i.test(host) ? 'bridge' : null,
          },
        ],
        role: 'request',
        status: null,
        excerpt: false,
        source: `request line ${request[1]} ${request[2]}`,
      });
    } else if (['bash', 'sh', 'shell', 'zsh'].includes(block.lang)) {
      const lines = block.body.split('\n');
      for (let i = 0; i < lines.length; i += 1) {
        if (!/(^|[\s|$(;&])curl\s/.test(lines[i])) continue;
        const start = i;
        let command = lines[i];
        while (/\\\s*$/.test(lines[i]) && i + 1 < lines.length) {
          command = `${command.replace(/\\\s*$/, '')}\n${lines[i + 1]}`;
          i += 1;
        }
        const curl = parseCurl(command.slice(command.search(/curl\s/)).replace(/\n/g, ' '));
        const data = command.match(/(?:-d|--data(?:-raw|-binary)?|--json)\s+'([^']*)'/);
        if (!curl || !data) continue;
        const url = curl.url.match(/^(https?:\/\/[^/]+|\$\{?\w+\}?)?(\/[^?#]*)/);
        if (!url) continue;
        const host = url[1] ?? '';
        examples.push({
          file: guide.file,
          line: block.line + start + lineAt(command, command.indexOf(data[1])) - 1,
          body: data[1],
          calls: [
            {
              method: curl.method,
              path: url[2],
              hint: /desk/i.test(host) ? 'desk' : /bridge/i.test(host) ? 'bridge' : null,
            },
          ],
          role: 'request',
          status: null,
          excerpt: false,
          source: `curl ${curl.method} ${url[2]}`,
        });
      }
    }
  }
  return examples;
}

function resolveRef(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node == null ? undefined : node[key]), doc);
}

const deref = (doc: Json, node: Json): Json => {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i += 1)
    n = resolveRef(doc, n.$ref);
  return n;
};

/**
 * The schema with every `$ref` inlined (a ref already being inlined on the
 * current branch stays a ref into the spec, for recursive schemas), and the
 * OpenAPI-only keywords Ajv does not take removed.
 */
export function inlineSchema(doc: Json, schema: Json, specId: string, stack: string[] = []): Json {
  if (Array.isArray(schema)) return schema.map((s) => inlineSchema(doc, s, specId, stack));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    if (stack.includes(schema.$ref)) return { $ref: `${specId}${schema.$ref}` };
    return inlineSchema(doc, resolveRef(doc, schema.$ref), specId, [...stack, schema.$ref]);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'discriminator' || key === 'example' || key === 'xml' || key === 'externalDocs') continue;
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([k, v]) => [k, inlineSchema(doc, v, specId, stack)]),
      );
    } else if (typeof value === 'object') out[key] = inlineSchema(doc, value, specId, stack);
    else out[key] = value;
  }
  return out;
}

/** Removes `required` everywhere (for examples that say they are abbreviated). */
function dropRequired(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(dropRequired);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'required' && Array.isArray(v)) continue;
    out[k] = typeof v === 'object' ? dropRequired(v) : v;
  }
  return out;
}

/** Sets `additionalProperties: false` on an object schema (merging a plain `allOf` first). */
function closeObject(schema: Json): void {
  if (!schema || typeof schema !== 'object') return;
  if (
    Array.isArray(schema.allOf) &&
    schema.allOf.every((s: Json) => s && typeof s === 'object' && !s.$ref && !s.oneOf && !s.anyOf)
  ) {
    for (const part of schema.allOf) {
      schema.properties = { ...(schema.properties ?? {}), ...(part.properties ?? {}) };
      if (part.required) schema.required = [...new Set([...(schema.required ?? []), ...part.required])];
      if (part.type && !schema.type) schema.type = part.type;
    }
    delete schema.allOf;
  }
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const branch of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[branch])) schema[branch].forEach(closeObject);
  }
}

/** The sub-schema at a deny path (`a.b[]`, `""` the root). */
function atPath(schema: Json, denyPath: string): Json[] {
  let nodes: Json[] = [schema];
  if (!denyPath) return nodes;
  for (const part of denyPath.split('.')) {
    const [name, ...arrays] = part.split('[]');
    nodes = nodes.flatMap((n) => {
      const candidates = [n, ...(n?.allOf ?? []), ...(n?.oneOf ?? []), ...(n?.anyOf ?? [])];
      return candidates.map((c) => c?.properties?.[name]).filter(Boolean);
    });
    for (let i = 0; i < arrays.length; i += 1) nodes = nodes.map((n) => n.items).filter(Boolean);
  }
  return nodes;
}

/** Applies `x-deny-unknown-fields: true` marks of the spec. */
function closeMarked(schema: Json): void {
  if (Array.isArray(schema)) return schema.forEach(closeMarked);
  if (!schema || typeof schema !== 'object') return;
  if (schema['x-deny-unknown-fields'] === true) closeObject(schema);
  for (const v of Object.values(schema)) if (typeof v === 'object') closeMarked(v);
}

export interface JsonGuardContext {
  specs: Spec[];
  /** Core operations from the permissions inventory (for deny_unknown_fields). */
  coreOperations: OperationPermissions[];
  /** What Core's services require of request bodies at the guides' release (the ledger's `requires:`). */
  requirements?: LedgerRequirement[];
}

function jsonContent(doc: Json, holder: Json): Json | null {
  const resolved = deref(doc, holder);
  const content = resolved?.content;
  if (!content) return null;
  const key = Object.keys(content).find((k) => /^application\/(.+\+)?json\b/.test(k) || k === '*/*');
  return key ? content[key] : null;
}

function makeAjv(specs: Spec[]): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false });
  addFormats(ajv);
  for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
  for (const spec of specs)
    ajv.addSchema(
      inlineSchema(spec.doc, { components: spec.doc.components ?? {} }, `spec:${spec.api}`),
      `spec:${spec.api}`,
    );
  return ajv;
}

interface Target {
  label: string;
  validate: ValidateFunction;
}

function targets(
  example: Example,
  op: Operation,
  spec: Spec,
  ctx: JsonGuardContext,
  ajv: Ajv,
): { targets: Target[]; problem?: string } {
  const specId = `spec:${spec.api}`;
  const build = (schema: Json, request: boolean): ValidateFunction => {
    let s = inlineSchema(spec.doc, schema, specId);
    if (request) {
      closeMarked(s);
      if (spec.api === 'core') {
        const inv = ctx.coreOperations.find((o) => o.operationId === op.operationId && o.method === op.method);
        for (const p of inv?.requestBody?.denyUnknownFields ?? []) atPath(s, p).forEach(closeObject);
      }
    }
    if (example.excerpt) s = dropRequired(s);
    return ajv.compile(s);
  };
  const out: Target[] = [];
  const request = jsonContent(spec.doc, op.spec.requestBody);
  const role = example.role === 'auto' ? (request?.schema ? 'request' : 'response') : example.role;
  const wantRequest = role !== 'response';
  const wantResponse = role !== 'request';
  if (wantRequest && request?.schema) out.push({ label: 'request body', validate: build(request.schema, true) });
  if (wantResponse) {
    const responses = (op.spec.responses ?? {}) as Record<string, Json>;
    if (example.status) {
      // Core's handler decides the success status, whatever the spec says.
      const sent =
        spec.api === 'core'
          ? ctx.coreOperations.find((o) => o.operationId === op.operationId && o.method === op.method)?.successStatus
          : null;
      if (sent && example.status.startsWith('2') && Number(example.status) !== sent) {
        return { targets: [], problem: `${op.method} ${op.path} answers ${sent} in one-core, not ${example.status}` };
      }
      const response =
        responses[example.status] ??
        responses[`${example.status[0]}XX`] ??
        (example.status.startsWith('2') ? undefined : responses.default);
      if (!response) {
        return {
          targets: [],
          problem: `${op.method} ${op.path} has no ${example.status} response in openapi/${spec.api}.yaml`,
        };
      }
      const content = jsonContent(spec.doc, response);
      if (!content?.schema) {
        return {
          targets: [],
          problem: `${op.method} ${op.path} answers ${example.status} without a JSON body in openapi/${spec.api}.yaml`,
        };
      }
      out.push({ label: `${example.status} response`, validate: build(content.schema, false) });
    } else {
      for (const [status, response] of Object.entries(responses)) {
        if (!/^2/.test(status)) continue;
        const content = jsonContent(spec.doc, response);
        if (content?.schema) out.push({ label: `${status} response`, validate: build(content.schema, false) });
      }
    }
  }
  if (out.length === 0) {
    if (role === 'request')
      return { targets: [], problem: `${op.method} ${op.path} takes no JSON request body in openapi/${spec.api}.yaml` };
    if (role === 'response')
      return { targets: [], problem: `${op.method} ${op.path} has no JSON 2xx response in openapi/${spec.api}.yaml` };
  }
  return { targets: out };
}

/** Line in the example of the member an Ajv error points at. */
function errorLine(example: Example, error: ErrorObject): number {
  const keys = error.instancePath.split('/').filter((k) => k && !/^\d+$/.test(k));
  const extra = (error.params as { additionalProperty?: string; missingProperty?: string }).additionalProperty;
  const key = extra ?? keys[keys.length - 1];
  if (!key) return example.line;
  // The first occurrence after the occurrences of its parents, in order.
  let from = 0;
  for (const k of [...keys.slice(0, extra ? keys.length : -1), key]) {
    const at = example.body.indexOf(`"${k.replace(/~1/g, '/').replace(/~0/g, '~')}"`, from);
    if (at >= 0) from = at;
  }
  return example.line + lineAt(example.body, from) - 1;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${where}: unknown field "${params.additionalProperty}"`;
  if (error.keyword === 'required') return `${where}: missing required field "${params.missingProperty}"`;
  if (error.keyword === 'enum')
    return `${where}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where}: ${error.message}`;
}

export function checkJsonExamples(guides: Guide[], ctx: JsonGuardContext): Problem[] {
  const ajv = makeAjv(ctx.specs);
  const problems: Problem[] = [];
  for (const guide of guides) {
    const links = linkedPages(guide);
    for (const example of findExamples(guide, ctx.specs)) {
      let value: unknown;
      try {
        value = JSON.parse(example.body);
      } catch {
        continue; // broken JSON is the content check's to report
      }
      const ops = example.calls.flatMap((call) => {
        const found = resolveCall({ ...call, path: call.path.replace(/[?#].*$/, '') }, ctx.specs);
        if (call.hint || found.length < 2) return found;
        // A path several APIs share: the one whose page the guide links, else Core.
        const linked = found.filter((o) => links.has(o.page));
        return [linked[0] ?? found.find((o) => o.api === 'core') ?? found[0]];
      });
      if (ops.length === 0) continue; // api-calls.ts reports calls that are no operation
      // The first operation the example fits wins; else report the candidate with the fewest problems.
      let best: { problems: Problem[]; op: Operation; request: boolean } | null = null;
      for (const op of ops) {
        let request = example.role === 'request';
        const spec = ctx.specs.find((s) => s.api === op.api)!;
        const found = targets(example, op, spec, ctx, ajv);
        const mine: Problem[] = [];
        if (found.problem)
          mine.push({
            file: example.file,
            line: example.line,
            message: `JSON example (${example.source}): ${found.problem}`,
          });
        else if (found.targets.length) {
          const results = found.targets.map((t) => ({
            t,
            ok: t.validate(value),
            errors: [...(t.validate.errors ?? [])],
          }));
          request ||= results.some((r) => r.ok && r.t.label === 'request body');
          if (!results.some((r) => r.ok)) {
            const closest = results.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
            const seen = new Set<string>();
            for (const error of closest.errors) {
              if (error.keyword === 'if' || (error.keyword === 'oneOf' && closest.errors.length > 1)) continue;
              const message = describe(error);
              if (seen.has(message)) continue;
              seen.add(message);
              mine.push({
                file: example.file,
                line: errorLine(example, error),
                message: `JSON example does not match the ${closest.t.label} of ${op.method} ${op.path} (openapi/${op.api}.yaml, ${example.source}): ${message}`,
              });
            }
          }
        }
        if (mine.length === 0) {
          best = { problems: [], op, request };
          break;
        }
        if (!best || mine.length < best.problems.length) best = { problems: mine, op, request };
      }
      problems.push(...(best?.problems ?? []));
      if (best?.request && ctx.requirements?.length)
        problems.push(
          ...checkRequestBody(value, best.op, ctx.requirements, {
            file: example.file,
            line: example.line,
            source: example.source,
            excerpt: example.excerpt,
          }),
        );
    }
  }
  return problems;
}

export function runJsonExamples(root: string): Problem[] {
  const inventory = readInventory<PermissionInventory>(root, 'permissions');
  const specs = loadSpecs(root);
  const all = collectRequirements(loadLedgers(root));
  const current = all.filter((r) => r.release === CORE_RELEASE);
  const problems = [
    ...unknownOperations(all, specs, CORE_RELEASE),
    ...checkJsonExamples(loadGuides(root), { specs, coreOperations: inventory.operations, requirements: current }),
    ...specs.flatMap((spec) => checkSpecExamples(root, spec.file, spec.api, CORE_RELEASE, all)),
  ];
  for (const version of OLDER_API_VERSIONS) {
    const file = versionSpecFile(version.label, 'core');
    if (!fs.existsSync(path.join(root, file))) continue;
    const spec = parseSpec('core', file, fs.readFileSync(path.join(root, file), 'utf8'));
    problems.push(
      ...unknownOperations(all, [spec], version.coreRelease),
      ...checkSpecExamples(root, file, 'core', version.coreRelease, all),
    );
  }
  const known = new Set([CORE_RELEASE, ...OLDER_API_VERSIONS.map((v) => v.coreRelease)]);
  for (const r of all)
    if (!known.has(r.release))
      problems.push({
        file: r.ledgerFile,
        line: r.line,
        message: `entry ${r.entry}: requires something of ${r.requirement.operation} at ${r.release}, which no guide or spec describes`,
      });
  return problems;
}
