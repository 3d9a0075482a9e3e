/**
 * Lints the specs of every version with Redocly, one run per version, so that a
 * failure names the version as well as the file, line and JSON path of each problem.
 * The runs go side by side (lintAll): each is mostly Redocly starting up.
 */
import { execFile } from 'node:child_process';
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
    const run =
      runs.find((r) => r.version === spec.version) ?? runs[runs.push({ version: spec.version, files: [] }) - 1];
    run.files.push(spec.source);
  }
  return runs;
}

export type LintResult = { ok: true } | { ok: false; output: string; message: string };

/** Runs Redocly on one version's specs; on failure, its output and a line naming the version and files. */
export function lintVersion(root: string, run: LintRun): Promise<LintResult> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', ...run.files, '--format=codeframe'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NO_UPDATE_NOTIFIER: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true });
        // A failed lint exits with a status; anything else (Redocly missing, killed) is shown as well.
        const failure = typeof error.code === 'number' ? '' : String(error);
        resolve({
          ok: false,
          output: `${stdout ?? ''}${stderr ?? ''}${failure}`,
          message: `OpenAPI lint failed for version ${run.version}: ${run.files.join(', ')} (each problem above names the file, the line and the JSON path)`,
        });
      },
    );
  });
}

/** Every run at once; the results in the order of the runs. */
export function lintAll(root: string, runs: LintRun[]): Promise<LintResult[]> {
  return Promise.all(runs.map((run) => lintVersion(root, run)));
}
