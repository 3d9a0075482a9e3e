/**
 * The upgrade work list: for every ledgered claim, whether the source it
 * cites changed between two releases. The cited lines are read at the
 * ledger's own release, then looked for, verbatim, in the file at `from` and
 * at `to`: a claim whose cited text is in one and not the other (or whose
 * file came or went) is on the list, page by page. Cited text that is at both
 * releases but on other lines only needs its `lines` updated, and is listed
 * apart. Ledgers written for a third release (the 1.70 spec, when comparing
 * 1.73 with 1.74) are left out: their pages describe that release only.
 */
import type { OneCoreSource } from '../inventory/source.ts';
import { citedText, locateBlock, readOrUndefined } from './evidence.ts';
import { isSourced, parseRange, type LoadedLedger } from './ledger.ts';

export interface EvidenceChange {
  entry: string;
  claim: string;
  file: string;
  symbol: string;
  lines: string;
  /** What differs between the two releases, in a few words. */
  change: string;
  /** `moved`: the same text on other lines (update `lines`); `changed`: re-read the source and the claim. */
  kind: 'changed' | 'moved';
}

export interface PageChanges {
  page: string;
  ledgerFile: string;
  release: string;
  changes: EvidenceChange[];
  /** Entries whose evidence reads the same at both releases. */
  unchanged: number;
  unsourced: number;
}

type At = { text?: string; block?: string };

function describe(
  file: string,
  cited: string | undefined,
  from: OneCoreSource,
  to: OneCoreSource,
  near: number,
): Pick<EvidenceChange, 'change' | 'kind'> | undefined {
  const changed = (change: string) => ({ change, kind: 'changed' as const });
  const a: At = { text: readOrUndefined(from, file) };
  const b: At = { text: readOrUndefined(to, file) };
  if (a.text === undefined && b.text === undefined) return changed(`${file} exists at neither release`);
  if (a.text === undefined) return changed(`${file} is new at ${to.tag}`);
  if (b.text === undefined) return changed(`${file} is gone at ${to.tag}`);
  if (a.text === b.text) return undefined;
  if (cited === undefined) return changed(`the cited lines are past the end of ${file} at the ledger's release`);
  a.block = locateBlock(a.text, cited, near);
  b.block = locateBlock(b.text, cited, near);
  if (a.block && b.block)
    return a.block === b.block
      ? undefined
      : { change: `${a.block} at ${from.tag}, ${b.block} at ${to.tag}`, kind: 'moved' };
  if (!a.block && !b.block) return changed(`the cited lines read differently at both releases than at the ledger's`);
  return changed(
    a.block
      ? `the cited lines (${a.block} at ${from.tag}) changed by ${to.tag}`
      : `the cited lines (${b.block} at ${to.tag}) differ at ${from.tag}`,
  );
}

/**
 * `releaseSource(tag)` opens the source at a ledger's release (to read the
 * cited lines as the ledger means them).
 */
export function upgradeReport(
  ledgers: LoadedLedger[],
  from: OneCoreSource,
  to: OneCoreSource,
  releaseSource: (tag: string) => OneCoreSource,
): PageChanges[] {
  const pages: PageChanges[] = [];
  for (const loaded of ledgers) {
    const ledger = loaded.ledger;
    if (!ledger || (ledger.release !== from.tag && ledger.release !== to.tag)) continue;
    const atRelease = releaseSource(ledger.release);
    const page: PageChanges = {
      page: ledger.page,
      ledgerFile: loaded.file,
      release: ledger.release,
      changes: [],
      unchanged: 0,
      unsourced: 0,
    };
    for (const entry of ledger.claims) {
      if (!isSourced(entry)) {
        page.unsourced += 1;
        continue;
      }
      let changed = false;
      for (const evidence of entry.evidence) {
        if (evidence.tag) continue;
        const releaseText = readOrUndefined(atRelease, evidence.file);
        const cited = releaseText === undefined ? undefined : citedText(releaseText, evidence.lines);
        const change = describe(evidence.file, cited, from, to, parseRange(evidence.lines).first);
        if (!change) continue;
        if (change.kind === 'changed') changed = true;
        page.changes.push({
          entry: entry.id,
          claim: entry.claim,
          file: evidence.file,
          symbol: evidence.symbol,
          lines: evidence.lines,
          ...change,
        });
      }
      if (!changed) page.unchanged += 1;
    }
    pages.push(page);
  }
  return pages;
}

export function formatUpgradeReport(pages: PageChanges[], from: string, to: string): string {
  const out: string[] = [
    `Claims whose evidence changed between ${from} and ${to} (ledgers written for either release):`,
    '',
  ];
  const toReread = (page: PageChanges) => new Set(page.changes.filter((c) => c.kind === 'changed').map((c) => c.entry));
  let reread = 0;
  let moved = 0;
  for (const page of pages) {
    if (!page.changes.length) continue;
    out.push(`${page.page} (${page.ledgerFile}, written for ${page.release})`);
    for (const change of page.changes.filter((c) => c.kind === 'changed')) {
      out.push(`  re-read ${change.entry}: ${change.claim}`);
      out.push(`    ${change.file} [${change.symbol}] ${change.lines}: ${change.change}`);
    }
    for (const change of page.changes.filter((c) => c.kind === 'moved')) {
      out.push(`  lines only ${change.entry}: ${change.file} [${change.symbol}] ${change.change}`);
    }
    out.push('');
    reread += toReread(page).size;
    moved += page.changes.filter((c) => c.kind === 'moved').length;
  }
  const sourced = pages.reduce((sum, page) => sum + page.unchanged + toReread(page).size, 0);
  const unsourced = pages.reduce((sum, page) => sum + page.unsourced, 0);
  const touched = pages.filter((page) => toReread(page).size).length;
  out.push(
    `${reread} of ${sourced} sourced claims on ${touched} of ${pages.length} pages to re-read; ${moved} citation(s) whose text only moved (update their lines); ${unsourced} unsourced claims not compared.`,
  );
  return out.join('\n');
}
