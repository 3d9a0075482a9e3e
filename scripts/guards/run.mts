/**
 * `npm run check:drift` (part of `npm test`): the guides and the Core spec
 * against the inventories of the Core release they describe
 * (scripts/inventory/release.ts). Prints one `file:line: problem` per line
 * and fails when any guard finds one.
 */
import path from 'node:path';
import { CORE_RELEASE } from '../inventory/release.ts';
import { runApiCalls } from './api-calls.ts';
import { runClaimsLedger } from './claims-ledger.ts';
import { runConfigKeys } from './config-keys.ts';
import { runErrorCodes } from './error-codes.ts';
import { runJsonExamples } from './json-examples.ts';
import { runPermissionsPage } from './permissions-page.ts';
import { formatProblem, type Problem } from './problem.ts';
import { runSdkSamples } from './sdk-samples.ts';
import { runSdkRest } from './sdk-rest.ts';
import { runSpecOperations } from './spec-operations.ts';
import { runOlderVersions } from './older-versions.ts';
import { OLDER_API_VERSIONS } from '../../config/api-versions.ts';

const GUARDS: Array<{ what: string; run: (root: string) => Problem[] }> = [
  { what: `openapi/core.yaml matches the operations of Core ${CORE_RELEASE}`, run: runSpecOperations },
  {
    what: `the Core spec of each older version matches its release (${OLDER_API_VERSIONS.map((v) => `${v.label}: Core ${v.coreRelease}`).join(', ')})`,
    run: runOlderVersions,
  },
  { what: 'every METHOD /path in a guide is an operation of its spec, linked to its page', run: runApiCalls },
  {
    what: "every JSON request and response example fits its operation's schema, and every request example what Core requires beyond it (the ledger's requires:)",
    run: runJsonExamples,
  },
  { what: `every configuration key in a guide exists in Core ${CORE_RELEASE}`, run: runConfigKeys },
  { what: `every SDK sample calls the binding of Core ${CORE_RELEASE} correctly`, run: runSdkSamples },
  {
    what: `the REST ↔ SDK pairs name only operations and SDK functions of Core ${CORE_RELEASE}, and every one of them`,
    run: (root) => runSdkRest(root),
  },
  { what: `every BR_ error code named exists in Core ${CORE_RELEASE}`, run: runErrorCodes },
  {
    what: 'every permission in the specs has its entry on /permissions, and every example role names only real permissions',
    run: runPermissionsPage,
  },
  {
    what: 'every written page has its claims ledger (or is listed as pending), and every entry quotes the page and cites source the inventory recorded',
    run: runClaimsLedger,
  },
];

const root = path.resolve(import.meta.dirname, '../..');
let failed = 0;
for (const guard of GUARDS) {
  const problems = guard.run(root);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(
    `${problems.length ? '✖' : '✔'} ${guard.what}${problems.length ? `: ${problems.length} problem(s)` : ''}`,
  );
  failed += problems.length;
}
if (failed) process.exit(1);
