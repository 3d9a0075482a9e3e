/**
 * The claims inventory (`inventory/one-core-<tag>/claims.json`): every
 * one-core file the claims ledgers cite at this release, and the
 * hash of each cited line range as read at the tag. `npm test` has no
 * one-core checkout: the claims guard (scripts/guards/claims-ledger.ts)
 * checks the ledgers against this record instead.
 */
import { citedText, rangeHash, readOrUndefined } from '../claims/evidence.ts';
import { citationTag, isSourced, loadLedgers } from '../claims/ledger.ts';
import { inventorySource, type InventorySource, type OneCoreSource } from './source.ts';

export interface ClaimsInventory {
  source: InventorySource;
  /** Each cited file that exists at the tag, with the hash of each cited range (null: the range runs past the end). */
  files: Record<string, { ranges: Record<string, string | null> }>;
  /** Cited files that do not exist at the tag. */
  missing: string[];
}

/** `root` is the docs repository, whose ledgers say what is cited. */
export function extractClaimsInventory(source: OneCoreSource, root: string): ClaimsInventory {
  const cited = new Map<string, Set<string>>();
  for (const { ledger } of loadLedgers(root)) {
    if (!ledger) continue;
    for (const entry of ledger.claims) {
      if (!isSourced(entry)) continue;
      for (const evidence of entry.evidence) {
        if (citationTag(ledger, evidence) !== source.tag) continue;
        if (!cited.has(evidence.file)) cited.set(evidence.file, new Set());
        cited.get(evidence.file)!.add(evidence.lines);
      }
    }
  }
  const inventory: ClaimsInventory = { source: inventorySource(source), files: {}, missing: [] };
  for (const file of [...cited.keys()].sort()) {
    const text = readOrUndefined(source, file);
    if (text === undefined) {
      inventory.missing.push(file);
      continue;
    }
    const ranges: Record<string, string | null> = {};
    const byStart = (range: string) => Number(range.split('-')[0]);
    for (const lines of [...cited.get(file)!].sort((a, b) => byStart(a) - byStart(b) || a.localeCompare(b))) {
      const block = citedText(text, lines);
      ranges[lines] = block === undefined ? null : rangeHash(block);
    }
    inventory.files[file] = { ranges };
  }
  return inventory;
}
