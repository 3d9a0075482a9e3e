/** The home page's trial box promises only what /trial says the trial includes. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { TRIAL_INCLUDES, trialPromise } from '../../src/components/home/trial-offer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The first cells of the table under "## What you get" in docs/trial.mdx. */
function trialRows(): string[] {
  const text = fs.readFileSync(path.join(ROOT, 'docs/trial.mdx'), 'utf8');
  const section = text.split(/^## What you get$/m)[1]?.split(/^## /m)[0];
  assert.ok(section, 'docs/trial.mdx has a "What you get" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map((line) => line.split('|')[1].trim());
}

describe('the trial box on the home page', () => {
  it('lists only rows of "What you get" on /trial', () => {
    const rows = trialRows();
    assert.ok(rows.length >= 4, `${rows.length} rows`);
    for (const item of TRIAL_INCLUDES)
      assert.ok(rows.includes(item), `"${item}" is not a row of /trial's "What you get": ${rows.join('; ')}`);
  });

  it('says them in one sentence and promises no API access, which the trial does not give', () => {
    assert.equal(
      trialPromise(),
      'Your own organisation in the Desk, the Procivis One Wallet, a trial trust list and credential login: issue, hold and verify credentials without deploying anything.',
    );
    assert.doesNotMatch(trialPromise(), /\bAPI\b/);
    const home = fs.readFileSync(path.join(ROOT, 'src/pages/index.tsx'), 'utf8');
    assert.match(home, /<TrialBox \/>/, 'the home page shows the box');
    assert.doesNotMatch(home, /API access/);
  });
});
