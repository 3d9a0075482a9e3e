/**
 * Lints the specs of every version with Redocly, one run per version, so that a
 * failure names the version as well as the file, line and JSON path of each problem.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { VersionSpec } from '../../config/api-versions.ts';

export interface LintRun {
  version: string;
  files: string[];
}

/**
 * The runs: the current version's specs, then each older version's own specs
 * (an inferred spec is the current one, linted with the current version).
 */
export function lintRuns(specs: VersionSpec[]): LintRun[] {
  const runs: LintRun[] = [];
  for (const spec of specs) {
    if (spec.inferred) continue;
    const run = runs.find((r) => r.version === spec.version) ?? runs[runs.push({ version: spec.version, files: [] }) - 1];
    run.files.push(spec.source);
  }
  return runs;
}

/** Runs Redocly on one version's specs; on failure, its output and a line naming the version and files. */
export function lintVersion(root: string, run: LintRun): { ok: true } | { ok: false; output: string; message: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', ...run.files, '--format=codeframe'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status === 0) return { ok: true };
  return {
    ok: false,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
    message: `OpenAPI lint failed for version ${run.version}: ${run.files.join(', ')} (each problem above names the file, the line and the JSON path)`,
  };
}
