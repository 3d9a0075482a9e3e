/**
 * The claims ledger guard (part of `npm run check:drift`, so of `npm test`,
 * with no one-core checkout): every written page has its ledger
 * (claims/README.md) or is listed, by name, in claims/pending.txt; every
 * entry quotes text the page has; and every citation names a file and line
 * range that the claims inventory of the page's release recorded, with the
 * same hash. `npm run check:claims` checks the same citations against the
 * source itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ClaimsInventory } from '../inventory/claims.ts';
import { inventoryFile } from '../inventory/release.ts';
import {
  citationTag,
  findQuote,
  isSourced,
  ledgerFileFor,
  loadLedgers,
  PENDING_FILE,
  readPending,
  type LoadedLedger,
} from '../claims/ledger.ts';
import { loadGuides } from './guides.ts';
import type { Problem } from './problem.ts';

/** Written pages besides the guides and reference pages: the specs with public source, and the error guidance. */
export const LEDGERED_FILES = ['openapi/core.yaml', 'openapi/versions/1.70/core.yaml', 'reference/error-guidance.yaml'];

/** Folders of pages `npm run gen:api` writes (ignored by git): nobody writes a claim there. */
const GENERATED_PAGE_DIRS = ['reference/changelog/', 'reference/sdk/api/', 'reference/_versions/', 'docs/_generated/'];

export interface ClaimsGuardInput {
  /** Each written page and its text. */
  pages: Map<string, string>;
  ledgers: LoadedLedger[];
  pending: Array<{ page: string; line: number }>;
  /** The claims inventory of a release, or undefined when there is none. */
  inventory: (release: string) => ClaimsInventory | undefined;
}

export function checkClaimsLedger({ pages, ledgers, pending, inventory }: ClaimsGuardInput): Problem[] {
  const problems: Problem[] = [];
  const ledgered = new Set(ledgers.map((loaded) => loaded.page));
  const pendingPages = new Set(pending.map((entry) => entry.page));

  for (const page of pages.keys()) {
    if (!ledgered.has(page) && !pendingPages.has(page)) {
      problems.push({
        file: page,
        line: 1,
        message: `no claims ledger: write ${ledgerFileFor(page)} (claims/README.md), or list the page in ${PENDING_FILE}`,
      });
    }
  }
  for (const entry of pending) {
    if (!pages.has(entry.page))
      problems.push({
        file: PENDING_FILE,
        line: entry.line,
        message: `${entry.page} is not a written page: remove it from the list`,
      });
    else if (ledgered.has(entry.page))
      problems.push({
        file: PENDING_FILE,
        line: entry.line,
        message: `${entry.page} has its ledger now: remove it from the list`,
      });
  }

  for (const loaded of ledgers) {
    for (const error of loaded.errors) problems.push({ file: loaded.file, line: error.line, message: error.message });
    const ledger = loaded.ledger;
    if (!ledger) continue;
    const text = pages.get(ledger.page);
    if (text === undefined) {
      problems.push({
        file: loaded.file,
        line: 1,
        message: `${ledger.page} is not a written page (moved or deleted?)`,
      });
      continue;
    }
    ledger.claims.forEach((entry, index) => {
      const line = loaded.entryLines[index] ?? 1;
      const name = `${ledger.page}, entry ${entry.id}`;
      if (findQuote(text, entry.quote) === undefined) {
        problems.push({
          file: loaded.file,
          line,
          message: `${name}: the page has no "${entry.quote}" (reworded? update the quote and re-read the claim)`,
        });
      }
      if (!isSourced(entry)) return;
      for (const evidence of entry.evidence) {
        const tag = citationTag(ledger, evidence);
        const recorded = inventory(tag);
        const where = `${evidence.file}:${evidence.lines}`;
        if (!recorded) {
          problems.push({
            file: loaded.file,
            line,
            message: `${name}: no claims inventory for ${tag}: run \`npm run inventory -- --repo <one-core> --tag ${tag} --only claims\``,
          });
          continue;
        }
        if (recorded.missing.includes(evidence.file)) {
          problems.push({ file: loaded.file, line, message: `${name}: ${evidence.file} does not exist at ${tag}` });
          continue;
        }
        const ranges = recorded.files[evidence.file]?.ranges;
        if (!ranges || !(evidence.lines in ranges)) {
          problems.push({
            file: loaded.file,
            line,
            message: `${name}: ${where} is not in the claims inventory of ${tag}: run \`npm run inventory -- --repo <one-core> --tag ${tag} --only claims\``,
          });
          continue;
        }
        const hash = ranges[evidence.lines];
        if (hash === null)
          problems.push({
            file: loaded.file,
            line,
            message: `${name}: ${where} runs past the end of the file at ${tag}`,
          });
        else if (!evidence.hash)
          problems.push({
            file: loaded.file,
            line,
            message: `${name}: ${where} has no hash (npm run check:claims -- --repo <one-core> --stamp)`,
          });
        else if (evidence.hash !== hash)
          problems.push({
            file: loaded.file,
            line,
            message: `${name}: ${where} reads differently at ${tag} (hash ${hash}, the ledger has ${evidence.hash}): re-read the source and update the entry`,
          });
      }
    });
  }
  return problems;
}

/** The pages that must have a ledger, with their text. */
export function writtenPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const guide of loadGuides(root)) {
    if (GENERATED_PAGE_DIRS.some((dir) => guide.file.startsWith(dir))) continue;
    pages.set(guide.file, guide.text);
  }
  for (const file of LEDGERED_FILES) pages.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  return pages;
}

export function runClaimsLedger(root: string): Problem[] {
  const cache = new Map<string, ClaimsInventory | undefined>();
  const inventory = (release: string) => {
    if (!cache.has(release)) {
      const file = path.join(root, inventoryFile('claims', release));
      cache.set(
        release,
        fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ClaimsInventory) : undefined,
      );
    }
    return cache.get(release);
  };
  return checkClaimsLedger({
    pages: writtenPages(root),
    ledgers: loadLedgers(root),
    pending: readPending(root),
    inventory,
  });
}
