/**
 * Drift guard: every API call a guide names is an operation of the right
 * spec, and the guide links to that operation's reference page.
 *
 * What counts as naming a call (`METHOD` is GET, POST, PUT, PATCH, DELETE,
 * HEAD or OPTIONS in capitals, the path starts with `/`, optionally after
 * a scheme and host or a shell variable: `POST http://localhost:3001/api/...`):
 *   - `METHOD /path` in prose, inline code, tables and link texts, and in
 *     a code block's title (```json title="POST /api/key/v1");
 *   - `METHOD /path` lines in code blocks other than json/yaml/program code
 *     (bash, shell, http, mermaid, text, untyped), e.g. a mermaid arrow
 *     label or an HTTP request line `POST /api/... HTTP/1.1`;
 *   - curl commands in bash/shell blocks (continuation lines joined): the
 *     method from `-X`/`--request` (or POST when the command sends data with
 *     `-d`/`--data*`/`--json`/`-F`, GET otherwise, the implicit forms only
 *     for `/api/` and `/ssi/` paths) and the path of the URL.
 *
 * Which spec: `/api/...`, `/ssi/...` and the other paths are looked up in
 * every spec in openapi/ (Core, Desk and Bridge share the `/api/<resource>/v1`
 * layout). A hint narrows that: the URL host or variable of a curl command
 * or the `Host:` header of an http block (`desk`/`bridge`/`core`/`localhost`
 * in it), or the guide's own wording right before the call ("Desk API",
 * "Bridge API", "Core API" in the same line). With a hint, the call must be
 * an operation of that spec; without, of at least one spec.
 *
 * Path matching is by position: a `{param}` in the spec matches a `{name}`
 * with any name, a `:name`/`<name>`, a shell variable (`$ID`, `${ID}`) or a
 * literal value (a UUID, a DID, ...); a literal spec segment must be equal.
 * The query string and fragment are ignored. When several operations match,
 * the one with the most literal segments wins.
 *
 * Link: the guide must link (anywhere on the page) to
 * `/reference/<api>/<kebab-case operationId>` of a matching operation. A
 * link whose text names a call must point at that call's own page.
 *
 *   tsx scripts/guards/api-calls.ts        (exit 1 and one line per problem)
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import YAML from 'yaml';
import { API_NAME_PATTERN, API_NAMES, APIS as DECLARED_APIS, byApi, type ApiName } from '../../config/apis.ts';
import type { Guide, GuideBlock } from './guides.ts';
import { lineAt, loadGuides, prose } from './guides.ts';
import type { Problem } from './problem.ts';

export const APIS = API_NAMES;
export type Api = ApiName;
export const API_LABEL = byApi((api) => api.label);
/** A link to an operation page of the current version: `/reference/<api>/<slug>`. */
const REFERENCE_LINK = new RegExp(`/reference/(${API_NAME_PATTERN})/([A-Za-z0-9_-]+)`, 'g');

export interface Operation {
  api: Api;
  method: string;
  path: string;
  operationId: string;
  /** `/reference/<api>/<slug>` */
  page: string;
  segments: string[];
  /** The operation object from the spec. */
  spec: Record<string, unknown>;
}

export interface Spec {
  api: Api;
  file: string;
  doc: Record<string, any>;
  operations: Operation[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function parseSpec(api: Api, file: string, text: string): Spec {
  const doc = YAML.parse(text) as Record<string, any>;
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    for (const [m, op] of Object.entries<any>(item)) {
      if (!HTTP_METHODS.includes(m) || !op?.operationId) continue;
      operations.push({
        api,
        method: m.toUpperCase(),
        path: p,
        operationId: op.operationId,
        page: `/reference/${api}/${kebabCase(op.operationId)}`,
        segments: splitPath(p),
        spec: op,
      });
    }
  }
  return { api, file, doc, operations };
}

export function loadSpecs(root: string): Spec[] {
  return APIS.map((api) => {
    const file = `openapi/${api}.yaml`;
    return parseSpec(api, file, fs.readFileSync(path.join(root, file), 'utf8'));
  });
}

export function splitPath(p: string): string[] {
  return p
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean);
}

const isSpecParam = (s: string) => /^\{[^}]+\}$/.test(s);
const isDocParam = (s: string) => /^(\{[^}]+\}|:\w+|<[^>]+>|\$\{?\w+\}?|\$\(.*\))$/.test(s);

/** Number of literal segments matched, or -1 when the doc path is not this operation's path. */
export function matchPath(doc: string[], spec: string[]): number {
  if (doc.length !== spec.length) return -1;
  let literal = 0;
  for (let i = 0; i < doc.length; i += 1) {
    if (isSpecParam(spec[i])) {
      if (!doc[i]) return -1;
      continue;
    }
    if (isDocParam(doc[i]) || doc[i] !== spec[i]) return -1;
    literal += 1;
  }
  return literal;
}

export interface Call {
  file: string;
  line: number;
  method: string;
  path: string;
  /** Spec the context points at, if any. */
  hint: Api | null;
  /** The reference page a link wrapping this mention points at, if any. */
  linkedTo: string | null;
  /**
   * Named where an unknown path is not a claim about these APIs: a mermaid
   * label (protocol endpoints abbreviated, e.g. `POST /token`), a code
   * block's title (an IdP's admin call, say) or a curl command to a host
   * that is none of Core, Desk or Bridge.
   * Such a call is only checked when its first segment is one the specs use.
   */
  looseContext?: boolean;
  /** A curl command whose output is piped through a jq filter (what follows is not the raw response). */
  transformed?: boolean;
}

/** The operations a call names: best match per spec in scope. */
export function resolveCall(call: Pick<Call, 'method' | 'path' | 'hint'>, specs: Spec[]): Operation[] {
  const segments = splitPath(call.path);
  const out: Operation[] = [];
  for (const spec of specs) {
    if (call.hint && spec.api !== call.hint) continue;
    let best: Operation | null = null;
    let bestScore = -1;
    for (const op of spec.operations) {
      if (op.method !== call.method) continue;
      const score = matchPath(segments, op.segments);
      if (score > bestScore) {
        best = op;
        bestScore = score;
      }
    }
    if (best) out.push(best);
  }
  return out;
}

function hintFromHost(text: string): Api | null {
  const t = text.toLowerCase();
  if (/bridge/.test(t)) return 'bridge';
  if (/desk/.test(t)) return 'desk';
  if (/core|(localhost|127\.0\.0\.1):3000\b/.test(t)) return 'core';
  return null;
}

/** The API a line names by its label or short label ("Desk API", "OpenID Bridge API", "Bridge API"). */
function hintFromWords(line: string): Api | null {
  const named = APIS_BY_LABEL.find(({ words }) => words.test(line));
  return named ? named.name : null;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// the last declared first: a line that names the Desk API and the Core API it proxies is about the Desk API
const APIS_BY_LABEL = [...DECLARED_APIS].reverse().map((api) => ({
  name: api.name,
  words: new RegExp(`\\b(${[api.label, api.shortLabel].map(escapeRegExp).join('|')})\\b`),
}));

const METHOD = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';
/** `METHOD /path`, also with the scheme and host or a shell variable before the path. */
export const MENTION = new RegExp(
  `(?<![\\w-])(${METHOD})[ \\t]+((?:https?://[^/\\s\`"'<>]+|\\$\\{?\\w+\\}?)?/[^\\s\`"'<>()\\[\\]|,;]*)`,
  'g',
);

/** Splits a mentioned target into its host (or variable) part and its path. */
export function splitTarget(target: string): { host: string | null; path: string } {
  const m = target.match(/^(https?:\/\/[^/]+|\$\{?\w+\}?)?(\/.*)$/);
  return { host: m?.[1] ?? null, path: m?.[2] ?? target };
}

function cleanPath(p: string): string {
  return p.replace(/[.:]+$/, '');
}

const TEXT_BLOCKS = new Set([
  '',
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'http',
  'mermaid',
  'text',
  'txt',
  'plaintext',
]);
const SHELL_BLOCKS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/** curl commands of a shell block, continuation lines joined, with the line each starts on. */
function curlCommands(block: GuideBlock): Array<{ line: number; command: string }> {
  const lines = block.body.split('\n');
  const out: Array<{ line: number; command: string }> = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!/(^|[\s|$(;&])curl\s/.test(lines[i])) continue;
    const start = i;
    let command = lines[i].slice(lines[i].search(/curl\s/));
    while (/\\\s*$/.test(lines[i]) && i + 1 < lines.length) {
      command = command.replace(/\\\s*$/, ' ') + lines[i + 1];
      i += 1;
    }
    out.push({ line: block.line + start, command });
  }
  return out;
}

/** Splits a shell command into words, keeping quoted strings whole (quotes removed). */
function shellWords(command: string): string[] {
  const words: string[] = [];
  for (const m of command.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

export function parseCurl(command: string): { method: string; url: string; explicit: boolean } | null {
  // Stop at the end of the curl command (pipe, `)` of a substitution, `;`, `&&`).
  const words = shellWords(command);
  let method: string | null = null;
  let sendsData = false;
  let url: string | null = null;
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i];
    if (w === '|' || w === '&&' || w === ';' || w === ')' || w === '||') break;
    if (w === '-X' || w === '--request') {
      method = words[i + 1]?.toUpperCase() ?? null;
      i += 1;
    } else if (/^-X[A-Z]+$/.test(w)) method = w.slice(2);
    else if (/^--request=/.test(w)) method = w.slice(10).toUpperCase();
    else if (/^(-d|--data|--data-raw|--data-binary|--data-urlencode|--json|-F|--form)$/.test(w)) {
      sendsData = true;
      i += 1;
    } else if (
      /^(-H|--header|-o|--output|-u|--user|-w|--write-out|--cacert|--cert|--key|-A|--user-agent|-e|--max-time|-m|--connect-timeout|--retry)$/.test(
        w,
      )
    )
      i += 1;
    else if (!w.startsWith('-') && url === null && /^(https?:\/\/|\$\{?\w+\}?\/|\/)/.test(w))
      url = w.replace(/\)+$/, '');
  }
  if (!url) return null;
  return { method: method ?? (sendsData ? 'POST' : 'GET'), url, explicit: method !== null };
}

/**
 * When the mention at [start, end) is inside the text of a markdown link,
 * the link's target (without anchor and trailing slash); otherwise null.
 */
export function linkTarget(text: string, start: number, end: number): string | null {
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const open = text.lastIndexOf('[', start);
  if (open < lineStart || text.slice(open, start).includes(']')) return null;
  const close = text.indexOf(']', end);
  const nl = text.indexOf('\n', end);
  if (close < 0 || (nl >= 0 && nl < close) || text.slice(end, close).includes('[')) return null;
  const target = text.slice(close).match(/^\]\(([^)\s#]+)/);
  return target ? target[1].replace(/\/$/, '') : null;
}

/** First path segments of every operation of every spec (`api`, `ssi`, `.well-known`, ...). */
export function topSegments(specs: Spec[]): Set<string> {
  return new Set(specs.flatMap((s) => s.operations.map((o) => o.segments[0] ?? '')));
}

/** Every call a guide names, with its line and spec hint. */
export function findCalls(guide: Guide): Call[] {
  const calls: Call[] = [];
  const seen = new Set<string>();
  const add = (call: Call) => {
    const key = `${call.line}\0${call.method}\0${call.path}`;
    if (seen.has(key)) return;
    seen.add(key);
    calls.push(call);
  };
  const text = prose(guide);
  const lines = text.split('\n');
  for (const m of text.matchAll(MENTION)) {
    const line = lineAt(text, m.index!);
    const linkedTo = linkTarget(text, m.index!, m.index! + m[0].length);
    const { host, path: p } = splitTarget(m[2]);
    const hostHint = host ? hintFromHost(host) : null;
    add({
      file: guide.file,
      line,
      method: m[1],
      path: cleanPath(p),
      hint: hintFromWords(lines[line - 1] ?? '') ?? hostHint,
      linkedTo,
      looseContext: !!host && !hostHint,
    });
  }
  for (const block of guide.blocks) {
    // A block title naming the call: ```json title="POST /api/key/v1"
    for (const m of block.meta.matchAll(MENTION)) {
      const { host, path: p } = splitTarget(m[2]);
      const hint = host ? hintFromHost(host) : null;
      add({
        file: guide.file,
        line: block.line - 1,
        method: m[1],
        path: cleanPath(p),
        hint,
        linkedTo: null,
        looseContext: true,
      });
    }
    if (!TEXT_BLOCKS.has(block.lang)) continue;
    const host = block.lang === 'http' ? (block.body.match(/^Host:\s*(\S+)/im)?.[1] ?? null) : null;
    for (const m of block.body.matchAll(MENTION)) {
      const target = splitTarget(m[2]);
      const hostText = host ?? target.host;
      add({
        file: guide.file,
        line: block.line + lineAt(block.body, m.index!) - 1,
        method: m[1],
        path: cleanPath(target.path),
        hint: hostText ? hintFromHost(hostText) : null,
        linkedTo: null,
        looseContext: block.lang === 'mermaid',
      });
    }
    if (!SHELL_BLOCKS.has(block.lang)) continue;
    for (const { line, command } of curlCommands(block)) {
      const curl = parseCurl(command);
      if (!curl) continue;
      const url = curl.url.match(/^(https?:\/\/[^/]+|\$\{?\w+\}?)?(\/.*)?$/);
      if (!url?.[2]) continue;
      const p = url[2];
      if (!curl.explicit && !/^\/(api|ssi)\//.test(p)) continue;
      const hint = url[1] ? hintFromHost(url[1]) : null;
      const jq = command.match(/\|\s*jq\b((?:\s+-\w+)*)\s*(?:'([^']*)'|"([^"]*)"|(\S+))?/);
      const filter = jq ? (jq[2] ?? jq[3] ?? jq[4] ?? '.').trim() : null;
      add({
        file: guide.file,
        line,
        method: curl.method,
        path: p,
        hint,
        linkedTo: null,
        looseContext: !!url[1] && !hint,
        transformed: filter !== null && (filter !== '.' || /-r|--raw/.test(jq?.[1] ?? '')),
      });
    }
  }
  return calls.sort((a, b) => a.line - b.line);
}

/** Reference pages the guide links to (markdown links, hrefs, absolute docs URLs). */
export function linkedPages(guide: Guide): Set<string> {
  const out = new Set<string>();
  for (const m of prose(guide).matchAll(REFERENCE_LINK)) out.add(`/reference/${m[1]}/${m[2]}`);
  return out;
}

export function checkApiCalls(guides: Guide[], specs: Spec[]): Problem[] {
  const problems: Problem[] = [];
  const tops = topSegments(specs);
  for (const guide of guides) {
    const links = linkedPages(guide);
    for (const found of findCalls(guide)) {
      const call = { ...found, path: found.path.replace(/[?#].*$/, '') || '/' };
      if (call.looseContext && !tops.has(splitPath(call.path)[0] ?? '')) continue;
      const ops = resolveCall(call, specs);
      const where = call.hint ? `the ${API_LABEL[call.hint]}` : 'any API (Core, Desk, Bridge)';
      if (ops.length === 0) {
        const elsewhere = call.hint ? resolveCall({ ...call, hint: null }, specs) : [];
        const other = elsewhere.length
          ? ` (it is one of the ${elsewhere.map((o) => API_LABEL[o.api]).join(', ')})`
          : '';
        const sameMethodOtherPath = specs
          .filter((s) => !call.hint || s.api === call.hint)
          .flatMap((s) => s.operations)
          .filter((o) => matchPath(splitPath(call.path), o.segments) >= 0)
          .map((o) => o.method);
        const methods = sameMethodOtherPath.length
          ? ` (the path exists with ${[...new Set(sameMethodOtherPath)].join(', ')})`
          : '';
        problems.push({
          file: call.file,
          line: call.line,
          message: `${call.method} ${call.path} is not an operation of ${where}${other}${methods}`,
        });
        continue;
      }
      const pages = ops.map((o) => o.page);
      if (call.linkedTo && call.linkedTo.startsWith('/reference/') && !pages.includes(call.linkedTo)) {
        problems.push({
          file: call.file,
          line: call.line,
          message: `link for ${call.method} ${call.path} points to ${call.linkedTo}, but the operation's page is ${pages.join(' or ')}`,
        });
        continue;
      }
      if (!pages.some((p) => links.has(p))) {
        problems.push({
          file: call.file,
          line: call.line,
          message: `${call.method} ${call.path} is named but the page never links to its reference ${pages.join(' or ')}`,
        });
      }
    }
  }
  return problems;
}

export function runApiCalls(root: string): Problem[] {
  return checkApiCalls(loadGuides(root), loadSpecs(root));
}
