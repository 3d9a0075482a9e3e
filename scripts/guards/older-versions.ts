/**
 * Drift guard for the older versions of the reference (config/api-versions.ts):
 * each one's own Core spec against the operations and error inventories of its
 * Core release, as the current spec is checked against the current release.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OLDER_API_VERSIONS, versionSpecs } from '../../config/api-versions.ts';
import type { ErrorInventory } from '../inventory/errors.ts';
import { readInventory } from '../inventory/release.ts';
import { specErrorExamples } from './error-codes.ts';
import type { Problem } from './problem.ts';
import { runSpecOperations } from './spec-operations.ts';

export function runOlderVersions(root: string): Problem[] {
  const problems: Problem[] = [];
  let specs;
  try {
    specs = versionSpecs(root);
  } catch (error) {
    return [{ file: 'config/api-versions.ts', line: 1, message: (error as Error).message }];
  }
  for (const version of OLDER_API_VERSIONS) {
    const core = specs.find((spec) => spec.version === version.label && spec.api === 'core' && !spec.inferred);
    if (!core) continue;
    problems.push(...runSpecOperations(root, core.source, version.coreRelease));
    const errors = readInventory<ErrorInventory>(root, 'errors', version.coreRelease);
    const text = fs.readFileSync(path.join(root, core.source), 'utf8');
    problems.push(...specErrorExamples({ file: core.source, text }, errors));
    // codes named anywhere in the spec, examples or prose
    const known = new Set(errors.errors.map((e) => e.code));
    text.split('\n').forEach((line, i) => {
      for (const code of line.match(/BR_\d{4}/g) ?? []) {
        if (!known.has(code))
          problems.push({
            file: core.source,
            line: i + 1,
            message: `${code} does not exist in Core ${version.coreRelease}`,
          });
      }
    });
  }
  return problems;
}
