/** The claims ledger: its schema, the offline guard on seeded broken entries, the evidence check and the upgrade report. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEvidence, rangeHash } from '../../scripts/claims/evidence.ts';
import { findQuote, parseLedger } from '../../scripts/claims/ledger.ts';
import { formatUpgradeReport, upgradeReport } from '../../scripts/claims/upgrade.ts';
import { checkClaimsLedger } from '../../scripts/guards/claims-ledger.ts';
import type { ClaimsInventory } from '../../scripts/inventory/claims.ts';
import type { OneCoreSource } from '../../scripts/inventory/source.ts';

const CONFIG_RS = [
  'fn other() {}',
  '',
  'fn check_overlapping_params(object: &Map) -> Result<(), String> {',
  '    Err("overlapping keys".into())',
  '}',
  '',
].join('\n');
const CITED = CONFIG_RS.split('\n').slice(2, 5).join('\n');
const HASH = rangeHash(CITED);

function fakeSource(tag: string, files: Record<string, string>): OneCoreSource {
  return {
    tag,
    list: () => Object.keys(files),
    read(file) {
      if (!(file in files)) throw new Error(`${file} does not exist at ${tag}`);
      return files[file];
    },
  };
}

const PAGE = 'docs/configure/index.mdx';
const PAGE_TEXT = [
  '---',
  'title: Configure',
  '---',
  '',
  'A key may be in `public` or in',
  '`private`, not in both.',
  '',
].join('\n');

const ledgerText = (overrides: { quote?: string; lines?: string; hash?: string; file?: string } = {}) =>
  [
    `page: ${PAGE}`,
    'release: v1.74.2',
    'claims:',
    '  - id: params-overlap',
    `    quote: "${overrides.quote ?? 'A key may be in `public` or in `private`, not in both'}"`,
    '    claim: overlapping public and private keys stop the start',
    '    evidence:',
    `      - file: ${overrides.file ?? 'lib/one-core/src/config/core_config.rs'}`,
    '        symbol: fn check_overlapping_params',
    `        lines: ${overrides.lines ?? '3-5'}`,
    `        hash: ${overrides.hash ?? HASH}`,
    '  - id: sts-initial-admin',
    '    quote: "not in both"',
    '    claim: the STS grants the initial admin role its permissions',
    '    unsourced: true',
    '    consistentWith: openapi/desk.yaml, the STS token exchange',
  ].join('\n');

const inventory: ClaimsInventory = {
  source: { repo: 'procivis/one-core', tag: 'v1.74.2' },
  files: { 'lib/one-core/src/config/core_config.rs': { ranges: { '3-5': HASH } } },
  missing: ['lib/one-core/src/gone.rs'],
};

const guard = (text: string, extra: { pending?: string[]; pages?: Record<string, string> } = {}) =>
  checkClaimsLedger({
    pages: new Map(Object.entries({ [PAGE]: PAGE_TEXT, ...extra.pages })),
    ledgers: [parseLedger(`claims/${PAGE}.yaml`, text)],
    pending: (extra.pending ?? []).map((page, index) => ({ page, line: index + 1 })),
    inventory: (release) => (release === 'v1.74.2' ? inventory : undefined),
  }).map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);

describe('claims ledger schema', () => {
  it('accepts sourced and unsourced entries', () => {
    assert.deepEqual(parseLedger(`claims/${PAGE}.yaml`, ledgerText()).errors, []);
  });

  it('rejects an entry with neither evidence nor unsourced, naming its line', () => {
    const text = [
      `page: ${PAGE}`,
      'release: v1.74.2',
      'claims:',
      '  - id: bare',
      '    quote: "not in both"',
      '    claim: says something',
    ].join('\n');
    const { errors } = parseLedger(`claims/${PAGE}.yaml`, text);
    assert.ok(errors.length > 0);
    assert.equal(errors[0].line, 4);
  });

  it('rejects duplicate ids and a file that covers another page', () => {
    const twice = ledgerText().replace('id: sts-initial-admin', 'id: params-overlap');
    assert.match(
      parseLedger(`claims/${PAGE}.yaml`, twice)
        .errors.map((e) => e.message)
        .join('\n'),
      /duplicate id params-overlap/,
    );
    assert.match(
      parseLedger('claims/docs/other.mdx.yaml', ledgerText()).errors[0].message,
      /this file covers docs\/other\.mdx/,
    );
  });

  it('finds a quote across line breaks and reports its first line', () => {
    assert.equal(findQuote(PAGE_TEXT, 'A key may be in `public` or in `private`, not in both'), 5);
    assert.equal(findQuote(PAGE_TEXT, 'the public value wins'), undefined);
  });
});

describe('claims guard (npm test, no one-core checkout)', () => {
  it('passes a ledger whose quotes and citations hold', () => {
    assert.deepEqual(guard(ledgerText()), []);
  });

  it('fails a seeded entry whose quote the page does not have', () => {
    assert.deepEqual(guard(ledgerText({ quote: 'If a key appears in both, the public value wins' })), [
      `claims/${PAGE}.yaml:4: ${PAGE}, entry params-overlap: the page has no "If a key appears in both, the public value wins" (reworded? update the quote and re-read the claim)`,
    ]);
  });

  it('fails a seeded citation the inventory did not record, or recorded with another hash', () => {
    assert.match(
      guard(ledgerText({ lines: '1-5' })).join('\n'),
      /entry params-overlap: lib\/one-core\/src\/config\/core_config\.rs:1-5 is not in the claims inventory of v1\.74\.2/,
    );
    assert.match(
      guard(ledgerText({ hash: 'abcabcabcabc' })).join('\n'),
      /reads differently at v1\.74\.2 \(hash [0-9a-f]{12}, the ledger has abcabcabcabc\)/,
    );
    assert.match(
      guard(ledgerText({ file: 'lib/one-core/src/gone.rs' })).join('\n'),
      /gone\.rs does not exist at v1\.74\.2/,
    );
  });

  it("reads a citation pinned to another release in that release's inventory", () => {
    const pinned = ledgerText().replace('        lines: 3-5', '        tag: v1.71.2\n        lines: 3-5');
    assert.match(guard(pinned).join('\n'), /entry params-overlap: no claims inventory for v1\.71\.2/);
  });

  it('fails a page with no ledger unless it is listed as pending, and a pending line whose page has its ledger', () => {
    const other = { 'docs/other.mdx': 'Text.' };
    assert.deepEqual(guard(ledgerText(), { pages: other }), [
      'docs/other.mdx:1: no claims ledger: write claims/docs/other.mdx.yaml (claims/README.md), or list the page in claims/pending.txt',
    ]);
    assert.deepEqual(guard(ledgerText(), { pages: other, pending: ['docs/other.mdx'] }), []);
    assert.deepEqual(guard(ledgerText(), { pending: [PAGE] }), [
      `claims/pending.txt:1: ${PAGE} has its ledger now: remove it from the list`,
    ]);
  });
});

describe('check:claims against the source', () => {
  const ledger = parseLedger(`claims/${PAGE}.yaml`, ledgerText()).ledger!;
  const evidence = ledger.claims.flatMap((entry) => ('evidence' in entry ? entry.evidence : []))[0];

  it('resolves a citation that holds', () => {
    assert.deepEqual(checkEvidence(fakeSource('v1.74.2', { [evidence.file]: CONFIG_RS }), evidence), {
      ok: true,
      hash: HASH,
    });
  });

  it('fails when the symbol left the range, the lines changed or the file is gone', () => {
    const moved = `// three\n// new\n// lines\n${CONFIG_RS}`;
    const result = checkEvidence(fakeSource('v1.75.0', { [evidence.file]: moved }), evidence);
    assert.equal(result.ok, false);
    assert.match(
      !result.ok ? result.reason : '',
      /3-5 does not contain fn check_overlapping_params at v1\.75\.0; it is elsewhere in the file \(line 6\)/,
    );
    const edited = CONFIG_RS.replace('overlapping keys', 'keys overlap');
    assert.match(
      JSON.stringify(checkEvidence(fakeSource('v1.75.0', { [evidence.file]: edited }), evidence)),
      /changed: hash/,
    );
    assert.match(JSON.stringify(checkEvidence(fakeSource('v1.75.0', {}), evidence)), /does not exist at v1\.75\.0/);
  });

  it('lists, page by page, the claims whose cited lines changed between two releases', () => {
    const loaded = [parseLedger(`claims/${PAGE}.yaml`, ledgerText())];
    const release = fakeSource('v1.74.2', { [evidence.file]: CONFIG_RS });
    const older = fakeSource('v1.73.1', { [evidence.file]: CONFIG_RS.replace('overlapping keys', 'keys overlap') });
    const pages = upgradeReport(loaded, older, release, () => release);
    assert.equal(pages[0].changes.length, 1);
    assert.match(pages[0].changes[0].change, /the cited lines \(3-5 at v1\.74\.2\) differ at v1\.73\.1/);
    assert.match(
      formatUpgradeReport(pages, 'v1.73.1', 'v1.74.2'),
      /1 of 1 sourced claims on 1 of 1 pages to re-read; 0 citation\(s\) whose text only moved \(update their lines\); 1 unsourced claims not compared\./,
    );
    const same = upgradeReport(
      loaded,
      release,
      fakeSource('v1.74.3', { [evidence.file]: `${CONFIG_RS}// more\n` }),
      () => release,
    );
    assert.deepEqual([same[0].changes.length, same[0].unchanged], [0, 1]);
    const shifted = upgradeReport(
      loaded,
      release,
      fakeSource('v1.74.3', { [evidence.file]: `// one\n${CONFIG_RS}` }),
      () => release,
    );
    assert.deepEqual(
      shifted[0].changes.map((c) => [c.kind, c.change]),
      [['moved', '3-5 at v1.74.2, 4-6 at v1.74.3']],
    );
    assert.equal(shifted[0].unchanged, 1);
    assert.deepEqual(
      upgradeReport(loaded, fakeSource('v1.70.0', {}), fakeSource('v1.71.1', {}), () => release),
      [],
    );
  });
});
