/**
 * One piece of evidence against the one-core source at a release: the cited
 * lines, their hash, and whether they still show what the entry names (the
 * file exists, the range is inside it, the symbol is in the range, the hash
 * matches). Used by `npm run check:claims` and by the claims inventory.
 */
import { createHash } from 'node:crypto';
import type { OneCoreSource } from '../inventory/source.ts';
import { parseRange, type Evidence } from './ledger.ts';

/** sha256 of the text, first 12 hex digits: enough to notice any change to a cited range. */
export function rangeHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The cited lines of a file's text (joined with `\n`), or undefined when the range runs past the end. */
export function citedText(fileText: string, lines: string): string | undefined {
  const { first, last } = parseRange(lines);
  const all = fileText.split('\n');
  if (fileText.endsWith('\n')) all.pop();
  if (last > all.length) return undefined;
  return all.slice(first - 1, last).join('\n');
}

/** Reads a file at the source's release, or undefined when it does not exist there. */
export function readOrUndefined(source: OneCoreSource, file: string): string | undefined {
  try {
    return source.read(file);
  } catch {
    return undefined;
  }
}

export type EvidenceCheck = { ok: true; hash: string } | { ok: false; hash?: string; reason: string };

export function checkEvidence(source: OneCoreSource, evidence: Evidence): EvidenceCheck {
  const text = readOrUndefined(source, evidence.file);
  if (text === undefined) return { ok: false, reason: `${evidence.file} does not exist at ${source.tag}` };
  const cited = citedText(text, evidence.lines);
  if (cited === undefined) {
    return {
      ok: false,
      reason: `${evidence.file} has ${text.split('\n').length} lines at ${source.tag}; lines ${evidence.lines} run past its end`,
    };
  }
  const hash = rangeHash(cited);
  if (!cited.includes(evidence.symbol)) {
    const elsewhere = text.includes(evidence.symbol)
      ? `; it is elsewhere in the file (line ${lineOf(text, evidence.symbol)})`
      : '; the file does not have it';
    return {
      ok: false,
      hash,
      reason: `${evidence.file}:${evidence.lines} does not contain ${evidence.symbol} at ${source.tag}${elsewhere}`,
    };
  }
  if (!evidence.hash)
    return {
      ok: false,
      hash,
      reason: `${evidence.file}:${evidence.lines} has no hash yet (run with --stamp; at ${source.tag} it is ${hash})`,
    };
  if (evidence.hash !== hash) {
    return {
      ok: false,
      hash,
      reason: `${evidence.file}:${evidence.lines} changed: hash ${hash} at ${source.tag}, the ledger has ${evidence.hash}; read the lines again and update the entry`,
    };
  }
  return { ok: true, hash };
}

export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length;
}

/**
 * Where a block of lines is in a file: its line range, or undefined when the
 * file does not contain it verbatim. Of several places, the one nearest to
 * line `near` (the cited range), since a short block can occur more than once.
 */
export function locateBlock(fileText: string, block: string, near = 1): string | undefined {
  const lines = fileText.split('\n');
  const wanted = block.split('\n');
  const matchesAt = (start: number) => wanted.every((line, offset) => lines[start + offset] === line);
  let best: number | undefined;
  for (let start = 0; start + wanted.length <= lines.length; start += 1) {
    if (matchesAt(start) && (best === undefined || Math.abs(start + 1 - near) < Math.abs(best + 1 - near)))
      best = start;
  }
  return best === undefined ? undefined : `${best + 1}-${best + wanted.length}`;
}
