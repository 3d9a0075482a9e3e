/**
 * `npm run check:claims -- --repo <one-core> [--tag <release>]`
 *   resolves the evidence of every ledger entry (claims/README.md) in the
 *   one-core source at the ledger's release (with --tag, only the ledgers
 *   written for that release) and fails naming the page and entry whose file,
 *   symbol or line hash no longer holds.
 * `npm run check:claims -- --repo <one-core> --from <tag> --to <tag>`
 *   prints the upgrade work list: page by page, the claims whose evidence
 *   changed between the two releases.
 * `--stamp` writes the hash of each cited range that has none yet (while
 *   writing a ledger), then checks as above.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMap, isSeq } from 'yaml';
import { openSource, type OneCoreSource } from '../inventory/source.ts';
import { checkEvidence } from './evidence.ts';
import { citationTag, isSourced, loadLedgers, type LoadedLedger } from './ledger.ts';
import { formatUpgradeReport, upgradeReport } from './upgrade.ts';

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    tag: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    stamp: { type: 'boolean', default: false },
  },
});
if (!values.repo || Boolean(values.from) !== Boolean(values.to)) {
  console.error(
    'usage: npm run check:claims -- --repo <one-core git directory or checkout> [--tag <release>] [--stamp]\n       npm run check:claims -- --repo <one-core> --from <tag> --to <tag>',
  );
  process.exit(2);
}
const repo = values.repo;
const root = path.resolve(import.meta.dirname, '../..');
const sources = new Map<string, OneCoreSource>();
const sourceAt = (tag: string) => {
  if (!sources.has(tag)) sources.set(tag, openSource(repo, tag));
  return sources.get(tag)!;
};

let ledgers = loadLedgers(root);
const broken = ledgers.filter((loaded) => loaded.errors.length);
for (const loaded of broken)
  for (const error of loaded.errors) console.log(`${loaded.file}:${error.line}: ${error.message}`);

if (values.from && values.to) {
  console.log(
    formatUpgradeReport(
      upgradeReport(ledgers, sourceAt(values.from), sourceAt(values.to), sourceAt),
      values.from,
      values.to,
    ),
  );
  process.exit(broken.length ? 1 : 0);
}

if (values.tag) ledgers = ledgers.filter((loaded) => loaded.ledger?.release === values.tag);

/** Writes the missing hashes into the ledger file, keeping its comments and layout. */
function stamp(loaded: LoadedLedger): number {
  const ledger = loaded.ledger!;
  const entries = loaded.document.get('claims');
  if (!isSeq(entries)) return 0;
  let written = 0;
  ledger.claims.forEach((entry, index) => {
    if (!isSourced(entry)) return;
    const node = entries.items[index];
    if (!isMap(node)) return;
    const evidenceNodes = node.get('evidence');
    if (!isSeq(evidenceNodes)) return;
    entry.evidence.forEach((evidence, e) => {
      if (evidence.hash) return;
      const result = checkEvidence(sourceAt(citationTag(ledger, evidence)), evidence);
      const target = evidenceNodes.items[e];
      if (result.hash && isMap(target)) {
        target.set('hash', result.hash);
        evidence.hash = result.hash;
        written += 1;
      }
    });
  });
  if (written) fs.writeFileSync(path.join(root, loaded.file), loaded.document.toString({ lineWidth: 0 }));
  return written;
}

let failed = broken.length;
let entries = 0;
let sourced = 0;
let evidenceCount = 0;
for (const loaded of ledgers) {
  const ledger = loaded.ledger;
  if (!ledger) continue;
  if (values.stamp) {
    const written = stamp(loaded);
    if (written) console.log(`${loaded.file}: ${written} hash(es) written`);
  }
  ledger.claims.forEach((entry, index) => {
    entries += 1;
    if (!isSourced(entry)) return;
    sourced += 1;
    for (const evidence of entry.evidence) {
      evidenceCount += 1;
      const result = checkEvidence(sourceAt(citationTag(ledger, evidence)), evidence);
      if (result.ok) continue;
      failed += 1;
      console.log(
        `${loaded.file}:${loaded.entryLines[index] ?? 1}: ${ledger.page}, entry ${entry.id} ("${entry.claim}"): ${result.reason}`,
      );
    }
  });
}
const scope = values.tag ? `the ledgers written for ${values.tag}` : 'every ledger at its release';
console.log(
  `${failed ? '✖' : '✔'} ${scope}: ${ledgers.length} ledger(s), ${entries} entries (${sourced} sourced, ${entries - sourced} unsourced), ${evidenceCount} citations${failed ? `: ${failed} problem(s)` : ' resolved'}`,
);
if (failed) process.exit(1);
