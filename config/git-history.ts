/**
 * Dates read from the repository's git history: when a file last changed
 * ("Last updated" of the API pages, from their spec) and when a line first
 * appeared in a file (the date of each release in the release-notes feed).
 *
 * CI often checks out a shallow clone, and an archive has no history at all.
 * Neither may fail the build: every reader here answers `null` when git has
 * nothing to say, and `gitHistory` tells the callers which case they are in.
 * In a shallow clone the oldest fetched commit stands in for everything older,
 * so dates are too recent; fetch the full history for true dates.
 */
import { execFileSync } from 'node:child_process';

/** `full`: dates are true; `shallow`: dates of old changes are too recent; `none`: no dates. */
export type GitHistory = 'full' | 'shallow' | 'none';

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['-c', 'log.showSignature=false', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // No git, no repository, or a path git does not know.
    return null;
  }
}

export function gitHistory(cwd: string): GitHistory {
  if (git(cwd, ['rev-parse', '--is-inside-work-tree']) !== 'true') return 'none';
  // A repository without a single commit has no history to read either.
  if (git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']) === null) return 'none';
  return git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true' ? 'shallow' : 'full';
}

function parseDates(output: string | null): Date[] {
  if (!output) return [];
  return output
    .split('\n')
    .map((line) => new Date(line.trim()))
    .filter((date) => !Number.isNaN(date.getTime()));
}

/** Commit date of the newest commit that changed `file` (relative to `cwd`), or null. */
export function lastCommitDate(cwd: string, file: string): Date | null {
  return parseDates(git(cwd, ['log', '-1', '--format=%cI', '--', file]))[0] ?? null;
}

/**
 * Commit date of the oldest commit that added or removed `text` in `file`
 * (git's pickaxe, `-S`): the day a line such as a release heading appeared.
 * Null when no commit has it (not committed yet, or no history).
 */
export function firstCommitWith(cwd: string, file: string, text: string): Date | null {
  return parseDates(git(cwd, ['log', '--format=%cI', '-S', text, '--', file])).at(-1) ?? null;
}
