/**
 * The claims ledger (claims/README.md): for each written page, a YAML file
 * `claims/<page path>.yaml` listing the page's behavioural claims and, for
 * each, the place in the one-core source at the page's release that shows it,
 * or `unsourced: true` with what the claim is consistent with. This module
 * parses and validates the files (zod) and keeps the line of every entry, so
 * each problem can name the ledger file, the line and the entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, type Document } from 'yaml';
import { z } from 'zod';
import { requirementSchema } from './requirements.ts';

export const LEDGER_DIR = 'claims';

/** The pages that have no ledger yet, one path a line (shrinks; never grows silently). */
export const PENDING_FILE = `${LEDGER_DIR}/pending.txt`;

const RANGE = /^([1-9]\d*)-([1-9]\d*)$/;

const evidenceSchema = z
  .object({
    /** A file of one-core, relative to the repository root. */
    file: z.string().regex(/^[^/].*[^/]$/, 'a path relative to the one-core root'),
    /** A name the cited lines contain: a function, type, variant, test or config key. */
    symbol: z.string().min(2),
    /** The cited lines, `first-last`, 1-based and inclusive. */
    lines: z
      .string()
      .regex(RANGE, 'lines as first-last, e.g. 120-134')
      .refine((value) => {
        const [, first, last] = RANGE.exec(value)!;
        return Number(first) <= Number(last);
      }, 'the first line comes before the last'),
    /**
     * The release to read this citation at, when it is not the ledger's: for a page that says what
     * an older release did (a removed feature, a migration). Pinned citations are history; the
     * upgrade report does not compare them.
     */
    tag: z
      .string()
      .regex(/^v\d+\.\d+\.\d+$/)
      .optional(),
    /** sha256 of the cited lines at the release, first 12 hex digits (`npm run check:claims -- --stamp` writes it). */
    hash: z
      .string()
      .regex(/^[0-9a-f]{12}$/, '12 lowercase hex digits')
      .optional(),
  })
  .strict();

const common = {
  /** Unique within the ledger file; names the entry in every report. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase words joined by hyphens'),
  /** A short verbatim quote of the page (whitespace is compared loosely) that makes the claim. */
  quote: z.string().min(8),
  /** The claim in a few words. */
  claim: z.string().min(8),
};

const sourcedSchema = z
  .object({
    ...common,
    evidence: z.array(evidenceSchema).min(1),
    /**
     * What the claim asks of a request body, in a form the JSON-example guard checks every request
     * example against (scripts/claims/requirements.ts). Only a sourced claim can require anything.
     */
    requires: z.array(requirementSchema).min(1).optional(),
  })
  .strict();
const unsourcedSchema = z
  .object({
    ...common,
    unsourced: z.literal(true),
    /** What the claim is consistent with (our Desk or Bridge spec, a public standard), since no public source shows it. */
    consistentWith: z.string().min(8),
  })
  .strict();

export const ledgerSchema = z
  .object({
    page: z.string().min(1),
    /** The one-core tag the page describes. */
    release: z.string().regex(/^v\d+\.\d+\.\d+$/),
    claims: z.array(z.union([sourcedSchema, unsourcedSchema])).min(1),
  })
  .strict()
  .superRefine((ledger, ctx) => {
    const seen = new Set<string>();
    ledger.claims.forEach((entry, index) => {
      if (seen.has(entry.id))
        ctx.addIssue({ code: 'custom', path: ['claims', index, 'id'], message: `duplicate id ${entry.id}` });
      seen.add(entry.id);
    });
  });

export type Ledger = z.infer<typeof ledgerSchema>;
export type Claim = Ledger['claims'][number];
export type Evidence = z.infer<typeof evidenceSchema>;
export type SourcedClaim = z.infer<typeof sourcedSchema>;

export function isSourced(entry: Claim): entry is SourcedClaim {
  return 'evidence' in entry;
}

/** The release a citation is read at: its own `tag`, else the ledger's. */
export function citationTag(ledger: Ledger, evidence: Evidence): string {
  return evidence.tag ?? ledger.release;
}

export function parseRange(lines: string): { first: number; last: number } {
  const [, first, last] = RANGE.exec(lines)!;
  return { first: Number(first), last: Number(last) };
}

export interface LoadedLedger {
  /** The ledger file, relative to the repo root. */
  file: string;
  /** The page the file name says it covers. */
  page: string;
  ledger?: Ledger;
  /** Schema or YAML problems, each with the ledger line. */
  errors: Array<{ line: number; message: string }>;
  /** The ledger line of each entry, by index. */
  entryLines: number[];
  document: Document;
}

/** `claims/docs/configure/index.mdx.yaml` covers `docs/configure/index.mdx`. */
export function ledgerFileFor(page: string): string {
  return `${LEDGER_DIR}/${page}.yaml`;
}

export function parseLedger(file: string, text: string): LoadedLedger {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : counter.linePos(offset).line);
  const page = file.slice(LEDGER_DIR.length + 1).replace(/\.yaml$/, '');
  const errors = document.errors.map((error) => ({ line: lineOf(error.pos[0]), message: error.message }));
  const entries = document.get('claims');
  const entryLines = isSeq(entries)
    ? entries.items.map((item) => lineOf(isMap(item) ? item.range?.[0] : undefined))
    : [];
  const loaded: LoadedLedger = { file, page, errors, entryLines, document };
  if (errors.length) return loaded;
  const result = ledgerSchema.safeParse(document.toJS());
  if (!result.success) {
    for (const issue of result.error.issues.flatMap(explainUnion)) {
      const [key, index] = issue.path;
      const line = key === 'claims' && typeof index === 'number' ? (entryLines[index] ?? 1) : 1;
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      loaded.errors.push({ line, message: `${where}${issue.message}` });
    }
    return loaded;
  }
  loaded.ledger = result.data;
  if (result.data.page !== page)
    loaded.errors.push({
      line: 1,
      message: `page is ${result.data.page}, but this file covers ${page} (${ledgerFileFor(result.data.page)} covers that one)`,
    });
  return loaded;
}

/**
 * An entry that fits neither shape fails zod's union with a bare "Invalid
 * input": report the problems of the shape it came closest to instead.
 */
function explainUnion(issue: z.core.$ZodIssue): Array<{ path: PropertyKey[]; message: string }> {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Every ledger under claims/, sorted by file. */
export function loadLedgers(root: string): LoadedLedger[] {
  const dir = path.join(root, LEDGER_DIR);
  if (!fs.existsSync(dir)) return [];
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) return walk(child);
      return entry.name.endsWith('.yaml') ? [child] : [];
    });
  return walk(LEDGER_DIR)
    .sort()
    .map((file) => parseLedger(file, fs.readFileSync(path.join(root, file), 'utf8')));
}

/** The pages listed in claims/pending.txt (comments start with `#`). */
export function readPending(root: string): Array<{ page: string; line: number }> {
  const file = path.join(root, PENDING_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ page: text.replace(/#.*/, '').trim(), line: index + 1 }))
    .filter((entry) => entry.page);
}

/** Whitespace-insensitive: runs of whitespace compare equal to one space. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The 1-based line of the page where the quote starts, or undefined when the page does not have it. */
export function findQuote(pageText: string, quote: string): number | undefined {
  const wanted = normaliseSpace(quote);
  const lines = pageText.split('\n');
  // Map each character of the normalised page back to its line.
  let flat = '';
  const lineOfChar: number[] = [];
  lines.forEach((line, index) => {
    const piece = normaliseSpace(line);
    if (!piece) return;
    if (flat) {
      flat += ' ';
      lineOfChar.push(index + 1);
    }
    for (let i = 0; i < piece.length; i += 1) lineOfChar.push(index + 1);
    flat += piece;
  });
  const at = flat.indexOf(wanted);
  return at < 0 ? undefined : lineOfChar[at];
}
