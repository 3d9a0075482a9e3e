/**
 * The tutorials run as written. Each sequence of pages is read in order, and every `bash` block
 * runs in `bash` as a reader pasting it would, against stand-in Cores on 127.0.0.1 that check
 * every request against `openapi/core.yaml` (and a stand-in Desk backend that checks against
 * `openapi/desk.yaml`) and answer from the spec's examples with consistent IDs.
 * A step that breaks the spec, sends an ID no earlier answer gave, or stores `null` fails the
 * test with the page, the step and the reason.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import {
  startOpenApiCoreStandIn,
  type Invitations,
  type OpenApiCoreStandIn,
  type SessionTokens,
} from '../support/openapi-core-stand-in.mts';
import { assignedNames, runShellSteps, shellSteps, usedNames, type ShellStep } from '../support/tutorial-steps.mts';
import { BUILD_DIR, ROOT, requireBuild } from '../support/site.mts';

/** The static token of Core's local configuration (`config/config-local.yml` at v1.74.2). */
const LOCAL_TOKEN = 'test';
/**
 * Shell variables that name a server, and the spec its stand-in checks: the issuer/verifier
 * Core, the holder instance, and the Desk backend (which accepts only the session tokens its
 * token exchange hands out; a Core stand-in accepts those too, as Core in STS mode does).
 */
const SERVERS = [
  { variable: 'CORE', spec: 'openapi/core.yaml', token: LOCAL_TOKEN },
  { variable: 'WALLET', spec: 'openapi/core.yaml', token: LOCAL_TOKEN },
  { variable: 'DESK', spec: 'openapi/desk.yaml', token: undefined },
] as const;
/** What a reader pastes from their identity provider: any text will do for the Desk stand-in. */
const IAM_TOKEN_STAND_IN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJvcHMubGVhZCJ9.c2lnbmF0dXJl';

/**
 * A page of a sequence: the whole page, or (as a prelude) its blocks up to and including the one
 * that stores `through`, for a page that continues a terminal from the middle of another one.
 */
type PageRef = string | { page: string; through: string };

interface Sequence {
  name: string;
  pages: PageRef[];
  /** The variables the reader sets first (default: `CORE` and `TOKEN`). */
  exports?: string[];
  /** Files the reader brings into the terminal's directory (a CA's answer, a photo). */
  files?: Record<string, string | Buffer>;
}

/** A certificate chain as a CA returns it; the stand-in checks only that `chain` is text. */
const PEM_CHAIN = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBszCCAVmgAwIBAgIUQ29yZSBzdGFuZC1pbiBjaGFpbg==',
  '-----END CERTIFICATE-----',
  '',
].join('\n');
/** The first bytes of a JPEG file (SOI and JFIF APP0 marker): enough for `base64` to encode. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** Pages read one after the other in one terminal: a later page reuses what an earlier one stored. */
const SEQUENCES: Sequence[] = [
  { name: 'Get started', pages: ['docs/get-started/issue.mdx', 'docs/get-started/verify.mdx'] },
  { name: 'Issue credentials', pages: ['docs/get-started/issue.mdx', 'docs/issue/index.mdx'] },
  { name: 'Manage credential status', pages: ['docs/get-started/issue.mdx', 'docs/issue/manage-status.mdx'] },
  {
    name: 'Verify credentials',
    pages: ['docs/get-started/issue.mdx', 'docs/get-started/verify.mdx', 'docs/verify/index.mdx'],
  },
  {
    name: 'Manage proof requests',
    pages: ['docs/get-started/issue.mdx', 'docs/get-started/verify.mdx', 'docs/verify/manage-proofs.mdx'],
  },
  // The holder's pages start where an issuer or verifier hands over a URL: its share step.
  {
    name: 'Receive a credential',
    pages: [{ page: 'docs/get-started/issue.mdx', through: 'OFFER_URL' }, 'docs/hold/receive-credential.mdx'],
  },
  {
    name: 'Submit a presentation',
    pages: [
      { page: 'docs/get-started/issue.mdx', through: 'OFFER_URL' },
      { page: 'docs/hold/receive-credential.mdx', through: 'HOLDER_CREDENTIAL' },
      { page: 'docs/get-started/verify.mdx', through: 'PROOF_URL' },
      'docs/hold/submit-presentation.mdx',
    ],
  },
  { name: 'Organizations tutorial', pages: ['docs/organizations/tutorial.mdx'] },
  {
    name: 'Quick mdoc and mDL',
    pages: ['docs/quick/mdoc.mdx'],
    files: { 'dsc-chain.pem': PEM_CHAIN, 'portrait.jpg': JPEG },
  },
  {
    name: 'EUDI: verify an mdoc PID',
    pages: ['docs/interop/eudi.mdx'],
    files: { 'access-certificate-chain.pem': PEM_CHAIN },
  },
  { name: 'Set up the first admin', pages: ['docs/ops/setup-first-admin.mdx'], exports: ['DESK', 'CORE', 'IAM_TOKEN'] },
];

/**
 * Pages with API calls that no sequence runs, and why. Their commands are complete all the same,
 * and the test checks that each of their `bash` blocks is valid shell.
 */
const NOT_RUN: { page: string; reason: string }[] = [
  {
    page: 'docs/components/desk-issuer.mdx',
    reason:
      'an overview of the Desk with one example call (suspend a credential through the Desk API); the credential it names is made in the Desk, and no page issues one through the Desk API for a sequence to start from',
  },
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A step of a sequence; a prelude step comes from a page the sequence only borrows the start of. */
type SequenceStep = ShellStep & { prelude: boolean };

/** Every block of the sequence's pages in order, alternatives included. */
function allStepsOf(pages: PageRef[], edit: (page: string, text: string) => string = (_p, t) => t): SequenceStep[] {
  return pages.flatMap((ref) => {
    const page = typeof ref === 'string' ? ref : ref.page;
    const steps = shellSteps(page, edit(page, fs.readFileSync(path.join(ROOT, page), 'utf8'))).map((s) => ({
      ...s,
      prelude: typeof ref !== 'string',
    }));
    if (typeof ref === 'string') return steps;
    const last = steps.findIndex((s) => assignedNames(s.code).includes(ref.through));
    assert.ok(last >= 0, `no block of ${page} stores ${ref.through}`);
    return steps.slice(0, last + 1);
  });
}

/** The blocks a reader runs one after the other: every block but the alternatives. */
function stepsOf(pages: PageRef[], edit?: (page: string, text: string) => string): SequenceStep[] {
  return allStepsOf(pages, edit).filter((s) => !s.alternative);
}

/** For each alternative block, the run that takes it instead of the block before it. */
function alternativeRuns(pages: PageRef[]): { alternative: SequenceStep; steps: SequenceStep[] }[] {
  const all = allStepsOf(pages);
  return all.flatMap((step, index) => {
    if (!step.alternative) return [];
    let replaced = index - 1;
    while (replaced >= 0 && all[replaced].alternative) replaced -= 1;
    return [{ alternative: step, steps: [...all.slice(0, replaced).filter((s) => !s.alternative), step] }];
  });
}

const where = (step: ShellStep) => `${step.page}:${step.line} (step "${step.heading}")`;

/** Runs a sequence's steps against fresh stand-ins; resolves with the first failure, or null. */
async function runSequence(
  steps: ShellStep[],
  files: Sequence['files'] = {},
): Promise<{ failure: string | null; cores: Record<string, OpenApiCoreStandIn> }> {
  const invitations: Invitations = new Map();
  const sessionTokens: SessionTokens = new Set();
  const cores: Record<string, OpenApiCoreStandIn> = {};
  for (const server of SERVERS) {
    cores[server.variable] = await startOpenApiCoreStandIn({
      specFile: path.join(ROOT, server.spec),
      token: server.token,
      invitations,
      sessionTokens,
    });
  }
  const overrides = {
    ...Object.fromEntries(Object.entries(cores).map(([name, core]) => [name, core.url])),
    IAM_TOKEN: IAM_TOKEN_STAND_IN,
  };
  const seen = Object.fromEntries(SERVERS.map((server) => [server.variable, 0]));
  let failure: string | null = null;
  try {
    await runShellSteps(steps, {
      overrides,
      files,
      after: (step, run) => {
        if (failure) return;
        const problems: string[] = [];
        for (const [name, core] of Object.entries(cores)) {
          for (const call of core.calls.slice(seen[name])) {
            if (call.violation)
              problems.push(
                `${call.method} ${call.path} on ${name} (${call.operationId ?? 'no operation'}): ${call.status} ${call.violation}`,
              );
          }
          seen[name] = core.calls.length;
        }
        if (run.status !== 0)
          problems.push(`bash exited with ${run.status}: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`);
        for (const name of assignedNames(step.code)) {
          const value = run.variables[name];
          if (run.status === 0 && (value === undefined || value === '' || value === 'null'))
            problems.push(`${name} is ${value === undefined ? 'unset' : JSON.stringify(value)} after the step`);
        }
        if (problems.length) failure = `${where(step)}:\n  ${problems.join('\n  ')}`;
      },
    });
  } finally {
    await Promise.all(Object.values(cores).map((core) => core.close()));
  }
  return { failure, cores };
}

describe('tutorials run as written', () => {
  for (const sequence of SEQUENCES) {
    describe(sequence.name, () => {
      const steps = stepsOf(sequence.pages);

      it('every page has shell steps and sets the server address the reader changes', () => {
        for (const page of sequence.pages.map((ref) => (typeof ref === 'string' ? ref : ref.page)))
          assert.ok(
            steps.some((s) => s.page === page),
            `${page} has no bash block`,
          );
        const exported = steps.flatMap((s) => [...s.code.matchAll(/^\s*export\s+([A-Z_]+)=/gm)].map((m) => m[1]));
        for (const name of sequence.exports ?? ['CORE', 'TOKEN'])
          assert.ok(exported.includes(name), `the first page exports ${name}`);
      });

      it('no step hard-codes an ID, and every variable a step sets is used later', () => {
        for (const [index, step] of steps.entries()) {
          assert.doesNotMatch(
            step.code,
            UUID,
            `${where(step)} hard-codes an ID: capture it from an earlier answer instead`,
          );
          // A prelude stops early on purpose; its page's own sequence checks that its variables are used.
          if (step.prelude) continue;
          for (const name of new Set(assignedNames(step.code))) {
            const rest = [
              step.code.slice(step.code.search(new RegExp(`\\b${name}=`)) + name.length + 1),
              ...steps.slice(index + 1).map((s) => s.code),
            ];
            assert.ok(
              rest.some((code) => usedNames(code).includes(name)),
              `${where(step)} sets ${name}, which no later step uses`,
            );
          }
        }
      });

      it('every step runs in bash against the spec-checking stand-ins', async () => {
        for (const tool of ['bash', 'curl', 'jq']) {
          assert.doesNotThrow(
            () => execFileSync('sh', ['-c', `command -v ${tool}`]),
            `${tool} is not installed (scripts/ensure-shell-tools.sh installs it)`,
          );
        }
        const { failure, cores } = await runSequence(steps, sequence.files);
        assert.equal(failure, null, failure ?? '');
        const operations = new Set(Object.values(cores).flatMap((core) => core.calls.map((c) => c.operationId)));
        // Where a sequence takes the holder's side, it is shown whole: the invitation is handled on the wallet instance.
        if (steps.some((s) => usedNames(s.code).includes('WALLET'))) {
          assert.ok(
            cores.WALLET.calls.some((c) => c.operationId === 'handle_invitation'),
            'no step hands an invitation to the wallet instance',
          );
        }
        assert.ok(operations.size >= 5, `only ${[...operations].join(', ')} were called`);
      });

      for (const { alternative, steps: run } of alternativeRuns(sequence.pages)) {
        it(`the alternative at ${alternative.page}:${alternative.line} runs instead of the step before it`, async () => {
          const { failure } = await runSequence(run, sequence.files);
          assert.equal(failure, null, failure ?? '');
        });
      }
    });
  }

  for (const { page, reason } of NOT_RUN) {
    it(`${page} is not run (${reason.split(';')[0]}), and its shell blocks parse`, () => {
      const steps = shellSteps(page, fs.readFileSync(path.join(ROOT, page), 'utf8'));
      assert.ok(steps.length > 0, `${page} has no bash block: take it off the list`);
      assert.ok(
        !SEQUENCES.some((q) => q.pages.some((ref) => (typeof ref === 'string' ? ref : ref.page) === page)),
        `${page} is run by a sequence: take it off the list`,
      );
      for (const step of steps) {
        assert.doesNotThrow(
          () => execFileSync('bash', ['-n'], { input: step.code, stdio: ['pipe', 'pipe', 'pipe'] }),
          `${where(step)} is not valid bash`,
        );
      }
    });
  }

  it('a seeded broken step fails with the page, the step and the reason', async () => {
    const broken = stepsOf(SEQUENCES[0].pages, (page, text) =>
      page.endsWith('issue.mdx') ? text.replace('keyType: "EDDSA"', 'keytype: "EDDSA"') : text,
    );
    const { failure } = await runSequence(broken);
    assert.ok(failure, 'the misspelt field went unnoticed');
    assert.match(failure, /docs\/get-started\/issue\.mdx:\d+ \(step "3 Create a key"\)/);
    assert.match(failure, /post_key.*required property 'keyType'/);
  });

  it('a seeded broken Desk step fails against openapi/desk.yaml with the page, the step and the reason', async () => {
    const page = 'docs/ops/setup-first-admin.mdx';
    const broken = stepsOf([page], (_p, text) =>
      text.replace('\'{name: "issuer-team", organisationRoles:', '\'{name: "issuer-team", organisationRole:'),
    );
    const { failure } = await runSequence(broken);
    assert.ok(failure, 'the misspelt field went unnoticed');
    assert.match(failure, /docs\/ops\/setup-first-admin\.mdx:\d+ \(step "5\. Define roles and map IAM roles"\)/);
    assert.match(failure, /create_sts_iam_role.*required property 'organisationRoles'/);
  });

  it("the home page's tutorial card opens the issuance tutorial", () => {
    requireBuild();
    const $ = cheerio.load(fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8'));
    const card = $('a').filter((_i, a) => $(a).text().includes('Issue your first credential'));
    assert.equal(card.length, 1, 'one link carries the call to action');
    assert.equal(card.attr('href'), '/get-started/issue');
  });
});
