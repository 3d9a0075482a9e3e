/**
 * Drift guard: every Core error code (`BR_` followed by digits) that a guide
 * names, in prose or in code, and every one in openapi/*.yaml, is a code
 * one-core defines at the inventoried release
 * (inventory/one-core-v<tag>/errors.json, see scripts/inventory/errors.ts).
 * A code with the wrong number of digits is reported too, since Core's codes
 * are always `BR_` plus four digits.
 *
 * Where a guide also states what Core answers with, that is checked too:
 *   - a quoted message right after the code (`BR_0030` ("DID invalid key
 *     number")) must be Core's message for that code (case and a final full
 *     stop aside);
 *   - a status stated right next to the code in prose ("`403` with
 *     `BR_0178`", "`BR_0001` (404)") must be the status Core maps it to;
 *   - a JSON error body (in a `json` block, or the body of an `http` block)
 *     with `"code": "BR_..."` and a `"message"` must carry Core's message,
 *     and when the block states a status (`title="Response 400"`, or an
 *     `HTTP/1.1 404` status line) it must be the status Core maps the code to.
 *
 * In openapi/core.yaml, every error example (`code: BR_...` with its
 * `message`) must carry Core's message, and sit under the response status
 * Core maps the code to.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ErrorInventory } from '../inventory/errors.ts';
import { readInventory } from '../inventory/release.ts';
import type { Guide } from './guides.ts';
import { lineAt, loadGuides, prose } from './guides.ts';
import type { Problem } from './problem.ts';

export interface TextFile {
  file: string;
  text: string;
}

const CODE = /\bBR_(\d+)\b/g;

function scan(file: string, text: string, known: Map<string, string | null>, tag: string): Problem[] {
  const problems: Problem[] = [];
  for (const m of text.matchAll(CODE)) {
    const code = m[0];
    if (m[1].length !== 4) {
      problems.push({
        file,
        line: lineAt(text, m.index!),
        message: `${code} is not a Core error code: codes are BR_ and four digits`,
      });
      continue;
    }
    if (!known.has(code)) {
      problems.push({ file, line: lineAt(text, m.index!), message: `${code} is not defined by one-core ${tag}` });
    }
  }
  return problems;
}

const normalize = (message: string) => message.trim().replace(/\.$/, '').toLowerCase();

/** Quoted messages that directly follow a code in a guide's prose or tables. */
function quotedMessages(guide: Guide, inventory: ErrorInventory): Problem[] {
  const byCode = new Map(inventory.errors.map((e) => [e.code, e]));
  const problems: Problem[] = [];
  const text = prose(guide);
  for (const m of text.matchAll(/\bBR_\d{4}\b`?\s*(?:\(\s*)?(?:[:,–—-]\s*)?["“]([^"”\n]+)["”]/g)) {
    const code = m[0].match(/BR_\d{4}/)![0];
    const entry = byCode.get(code);
    if (!entry?.message || normalize(entry.message) === normalize(m[1])) continue;
    problems.push({
      file: guide.file,
      line: lineAt(text, m.index!),
      message: `${code} is quoted as "${m[1]}" but Core's message is "${entry.message}"`,
    });
  }
  return problems;
}

/** A status stated right next to a code in prose: "`403` with `BR_0178`", "`BR_0001` (404)". */
function statedStatuses(guide: Guide, inventory: ErrorInventory): Problem[] {
  const byCode = new Map(inventory.errors.map((e) => [e.code, e]));
  const problems: Problem[] = [];
  const text = prose(guide);
  const patterns = [
    /`([1-5]\d\d)`\s+(?:with|and)\s+`(BR_\d{4})`/g,
    /`(BR_\d{4})`\s*\(\s*(?:HTTP\s+|status\s+)?`?([1-5]\d\d)`?\s*\)/g,
  ];
  for (const [n, pattern] of patterns.entries()) {
    for (const m of text.matchAll(pattern)) {
      const [status, code] = n === 0 ? [m[1], m[2]] : [m[2], m[1]];
      const entry = byCode.get(code);
      if (!entry?.httpStatus || entry.httpStatus === Number(status)) continue;
      problems.push({
        file: guide.file,
        line: lineAt(text, m.index!),
        message: `${code} is stated with status ${status} but Core answers ${entry.httpStatus}`,
      });
    }
  }
  return problems;
}

interface ErrorBody {
  code: string;
  message?: unknown;
}

function errorBodies(value: unknown, out: ErrorBody[] = []): ErrorBody[] {
  if (Array.isArray(value)) value.forEach((v) => errorBodies(v, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.code === 'string' && /^BR_\d{4}$/.test(obj.code)) out.push(obj as unknown as ErrorBody);
    Object.values(obj).forEach((v) => errorBodies(v, out));
  }
  return out;
}

/** Error bodies in json blocks and http blocks: message and stated status against Core's. */
function errorExamples(guide: Guide, inventory: ErrorInventory): Problem[] {
  const byCode = new Map(inventory.errors.map((e) => [e.code, e]));
  const problems: Problem[] = [];
  for (const block of guide.blocks) {
    let json = '';
    let status: number | null = null;
    let jsonLine = block.line;
    if (block.lang === 'json' || block.lang === 'jsonc') {
      json = block.body;
      status = Number(block.meta.match(/\bResponse\b[^"]*?\b([1-5]\d\d)\b/i)?.[1]) || null;
    } else if (block.lang === 'http') {
      const statusLine = block.body.match(/^HTTP\/[\d.]+\s+([1-5]\d\d)\b/m);
      if (!statusLine) continue;
      status = Number(statusLine[1]);
      const start = block.body.indexOf('{', statusLine.index);
      if (start < 0) continue;
      json = block.body.slice(start);
      jsonLine = block.line + lineAt(block.body, start) - 1;
    } else continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      continue; // not parseable here; the content check reports broken JSON
    }
    for (const body of errorBodies(parsed)) {
      const entry = byCode.get(body.code);
      if (!entry) continue; // reported by scan()
      const at = block.body.indexOf(body.code);
      const line = at >= 0 ? block.line + lineAt(block.body, at) - 1 : jsonLine;
      if (typeof body.message === 'string' && entry.message && normalize(body.message) !== normalize(entry.message)) {
        problems.push({
          file: guide.file,
          line,
          message: `${body.code} example has message "${body.message}" but Core's message is "${entry.message}"`,
        });
      }
      if (status !== null && entry.httpStatus !== null && status !== entry.httpStatus) {
        problems.push({
          file: guide.file,
          line,
          message: `${body.code} example is shown with status ${status} but Core answers ${entry.httpStatus}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Error examples in a spec (`code: BR_...` lines): Core's message, and the
 * response status they sit under (the nearest `"NNN":` key above them at a
 * smaller indentation) must be the one Core answers with.
 */
export function specErrorExamples(spec: TextFile, inventory: ErrorInventory): Problem[] {
  const byCode = new Map(inventory.errors.map((e) => [e.code, e]));
  const lines = spec.text.split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  const problems: Problem[] = [];
  lines.forEach((line, i) => {
    const code = /^\s*code:\s*(BR_\d{4})\s*$/.exec(line)?.[1];
    const entry = code && byCode.get(code);
    if (!entry) return;
    const own = indent(line);
    const messageLine = lines.slice(i + 1).find((next) => indent(next) === own && /^\s*message:/.test(next));
    const message = messageLine ? YAML.parse(messageLine.trim()).message : undefined;
    if (typeof message === 'string' && entry.message && normalize(message) !== normalize(entry.message)) {
      problems.push({
        file: spec.file,
        line: i + 1,
        message: `${code} example has message "${message}" but Core's message is "${entry.message}"`,
      });
    }
    for (let j = i - 1, limit = own; j >= 0 && limit > 6; j -= 1) {
      if (!lines[j].trim() || indent(lines[j]) >= limit) continue;
      limit = indent(lines[j]);
      const status = /^\s*"?([1-5]\d\d)"?:\s*$/.exec(lines[j])?.[1];
      if (status && entry.httpStatus !== null && Number(status) !== entry.httpStatus) {
        problems.push({
          file: spec.file,
          line: i + 1,
          message: `${code} is an example of the ${status} response, but Core answers it with ${entry.httpStatus}`,
        });
      }
      if (status) break;
    }
  });
  return problems;
}

export function checkErrorCodes(guides: Guide[], specs: TextFile[], inventory: ErrorInventory): Problem[] {
  const known = new Map(inventory.errors.map((e) => [e.code, e.message]));
  const tag = inventory.source.tag;
  return [
    ...guides.flatMap((g) => [
      ...scan(g.file, g.text, known, tag),
      ...quotedMessages(g, inventory),
      ...statedStatuses(g, inventory),
      ...errorExamples(g, inventory),
    ]),
    ...specs.flatMap((s) => [
      ...scan(s.file, s.text, known, tag),
      ...(s.file === 'openapi/core.yaml' ? specErrorExamples(s, inventory) : []),
    ]),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export function loadSpecs(root: string): TextFile[] {
  return fs
    .readdirSync(path.join(root, 'openapi'))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ file: `openapi/${f}`, text: fs.readFileSync(path.join(root, 'openapi', f), 'utf8') }));
}

export function runErrorCodes(root: string): Problem[] {
  const inventory = readInventory<ErrorInventory>(root, 'errors');
  return checkErrorCodes(loadGuides(root), loadSpecs(root), inventory);
}
