/**
 * Builds the error-code reference (/reference/errors) from two sources:
 *   - the inventory of Core's codes (inventory/one-core-<tag>/errors.json):
 *     code, HTTP status and Core's message, read from the one-core source;
 *   - the hand-written guidance (reference/error-guidance.yaml): the areas
 *     the codes are grouped in and, for the codes integrators meet most,
 *     what a code means and what to do.
 * `renderErrorCodes` is pure (inventory and guidance in, MDX text out) so the
 * unit tests can feed it seeded data; `npm run gen:api` writes its result to
 * reference/_generated/error-codes.mdx, which reference/errors.mdx imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ErrorEntry, ErrorInventory } from '../inventory/errors.ts';
import { headingWithId } from './heading-id.ts';

export const GUIDANCE_FILE = 'reference/error-guidance.yaml';
export const GENERATED_PARTIAL = 'reference/_generated/error-codes.mdx';

export interface ErrorArea {
  /** Anchor of the area's heading, e.g. `credentials`. */
  id: string;
  title: string;
  /** One sentence shown under the heading. */
  summary: string;
  codes: string[];
}

export interface CodeGuidance {
  meaning: string;
  whatToDo: string;
}

export interface ErrorGuidance {
  areas: ErrorArea[];
  guidance: Record<string, CodeGuidance>;
}

/** Wrong guidance: the message names the file and every code at fault. */
export class ErrorGuidanceError extends Error {
  constructor(problems: string[]) {
    super(`${GUIDANCE_FILE} does not fit the error inventory:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ErrorGuidanceError';
  }
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/**
 * Core's REST server answers 401 and 403 without a body (apps/core-server/src/dto/response.rs),
 * so a client sees the status only; the page says so rather than implying a JSON error.
 */
const BODYLESS = new Set([401, 403]);

/** Text outside inline code must not open JSX or an expression in MDX. */
const MDX_SPECIAL = /[{}<>]/;

function outsideInlineCode(markdown: string): string {
  return markdown.replace(/`[^`]*`/g, '');
}

/** Every problem of the guidance against the inventory; empty when it fits. */
export function guidanceProblems(inventory: ErrorInventory, guidance: ErrorGuidance): string[] {
  const known = new Set(inventory.errors.map((e) => e.code));
  const problems: string[] = [];
  const areaOf = new Map<string, string>();
  const areaIds = new Set<string>();
  for (const area of guidance.areas) {
    if (!/^[a-z][a-z0-9-]*$/.test(area.id))
      problems.push(`area id "${area.id}" must be lower-case words joined by hyphens`);
    if (areaIds.has(area.id)) problems.push(`area id "${area.id}" is used twice`);
    areaIds.add(area.id);
    for (const code of area.codes) {
      if (!known.has(code))
        problems.push(`area "${area.id}" lists ${code}, which Core ${inventory.source.tag} does not define`);
      const earlier = areaOf.get(code);
      if (earlier) problems.push(`${code} is in two areas: "${earlier}" and "${area.id}"`);
      else areaOf.set(code, area.id);
    }
  }
  for (const entry of inventory.errors) {
    if (!areaOf.has(entry.code)) problems.push(`${entry.code} ("${entry.message ?? ''}") is in no area`);
  }
  for (const [code, text] of Object.entries(guidance.guidance)) {
    if (!known.has(code))
      problems.push(`guidance is given for ${code}, which Core ${inventory.source.tag} does not define`);
    for (const field of ['meaning', 'whatToDo'] as const) {
      const value = text?.[field];
      if (typeof value !== 'string' || value.trim() === '') problems.push(`guidance for ${code} has no ${field}`);
      else if (MDX_SPECIAL.test(outsideInlineCode(value)))
        problems.push(
          `guidance for ${code}: ${field} has { } < or > outside inline code, which MDX would read as code`,
        );
    }
  }
  return problems;
}

/** Inline code that holds any text, backticks included (CommonMark: a longer fence). */
function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A paragraph of guidance on one line (YAML folded text keeps a trailing newline). */
const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

function renderStatus(entry: ErrorEntry): string {
  if (entry.httpStatus === null) return 'not mapped by the REST server';
  const reason = REASON[entry.httpStatus] ?? entry.httpStatusName ?? '';
  const status = `${inlineCode(String(entry.httpStatus))} ${reason}`.trim();
  return BODYLESS.has(entry.httpStatus) ? `${status}, answered without a body` : status;
}

function renderCode(entry: ErrorEntry, text: CodeGuidance | undefined): string {
  const lines = [
    headingWithId(3, entry.code, entry.code),
    '',
    `- **HTTP status:** ${renderStatus(entry)}`,
    `- **Core's message:** ${entry.message ? inlineCode(entry.message) : 'none'}`,
  ];
  if (text) {
    lines.push('', `**Meaning.** ${oneLine(text.meaning)}`, '', `**What to do.** ${oneLine(text.whatToDo)}`);
  }
  return lines.join('\n');
}

/**
 * The MDX partial: per area an `## Area` heading with its summary, then per
 * code an `### BR_xxxx` heading with `#BR_xxxx` as its explicit id (the explicit id is the anchor
 * other pages link to), in code order. Throws ErrorGuidanceError when the
 * guidance names an unknown code or leaves a code without exactly one area.
 */
export function renderErrorCodes(inventory: ErrorInventory, guidance: ErrorGuidance): string {
  const problems = guidanceProblems(inventory, guidance);
  if (problems.length > 0) throw new ErrorGuidanceError(problems);
  const byCode = new Map(inventory.errors.map((e) => [e.code, e]));
  const sections = guidance.areas.map((area) => {
    const codes = [...area.codes].sort().map((code) => renderCode(byCode.get(code)!, guidance.guidance[code]));
    const count = `${area.codes.length} ${area.codes.length === 1 ? 'code' : 'codes'}`;
    return [
      headingWithId(2, area.title, area.id),
      '',
      `${oneLine(area.summary)} ${count} in this area.`,
      '',
      codes.join('\n\n'),
    ].join('\n');
  });
  return [
    `{/* Generated by scripts/reference/error-codes.ts from ${GUIDANCE_FILE} and the one-core ${inventory.source.tag} inventory. Do not edit. */}`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** Reads and shape-checks reference/error-guidance.yaml. */
export function readGuidance(root: string): ErrorGuidance {
  const parsed = YAML.parse(fs.readFileSync(path.join(root, GUIDANCE_FILE), 'utf8')) as Partial<ErrorGuidance> | null;
  if (!parsed || !Array.isArray(parsed.areas) || typeof parsed.guidance !== 'object' || parsed.guidance === null) {
    throw new ErrorGuidanceError(['the file needs an `areas` list and a `guidance` map']);
  }
  for (const area of parsed.areas) {
    if (
      !area ||
      typeof area.id !== 'string' ||
      typeof area.title !== 'string' ||
      typeof area.summary !== 'string' ||
      !Array.isArray(area.codes)
    ) {
      throw new ErrorGuidanceError([
        `every area needs id, title, summary and a codes list (found ${JSON.stringify(area)})`,
      ]);
    }
  }
  return parsed as ErrorGuidance;
}

/** Writes the partial; returns what it wrote, for the caller's log line. */
export function writeErrorCodesPage(
  root: string,
  inventory: ErrorInventory,
): { codes: number; withGuidance: number; areas: number } {
  const guidance = readGuidance(root);
  const mdx = renderErrorCodes(inventory, guidance);
  const target = path.join(root, GENERATED_PARTIAL);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, mdx);
  return {
    codes: inventory.errors.length,
    withGuidance: Object.keys(guidance.guidance).length,
    areas: guidance.areas.length,
  };
}
