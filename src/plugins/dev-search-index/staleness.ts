import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SHARD_DIR } from '../../search/files';
import { BASE_FILE } from '../../search/shards';

/** What the index is made from: the pages, the specs and the sidebars (not generated files, which git ignores). */
export const CONTENT_PATHS = ['docs', 'reference', 'openapi', 'sidebars.ts', 'sidebars-reference.ts'];

/** Time of the index in `<servedDir>/search/`, or null when there is none. */
export function indexTime(servedDir: string): number | null {
  try {
    return fs.statSync(path.join(servedDir, SHARD_DIR, BASE_FILE)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Time of the newest content file: tracked or new, not ignored (so the API pages `gen:api` writes
 * at every start do not count, their specs do). Null outside a git checkout, where it cannot tell.
 */
export function contentTime(siteDir: string): number | null {
  let files: string[];
  try {
    files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...CONTENT_PATHS],
      { cwd: siteDir, encoding: 'utf8' },
    )
      .split('\0')
      .filter(Boolean);
  } catch {
    return null;
  }
  let newest = 0;
  for (const file of files) {
    try {
      newest = Math.max(newest, fs.statSync(path.join(siteDir, file)).mtimeMs);
    } catch {
      // Deleted in the working tree but still in the index: no time to count.
    }
  }
  return newest;
}

/** Why the served index needs building (and whether an older one is served meanwhile), or null when it is current. */
export function whyBuild(siteDir: string, servedDir: string): { reason: string; previous: boolean } | null {
  const built = indexTime(servedDir);
  if (built === null) return { reason: 'there is no search index yet', previous: false };
  const content = contentTime(siteDir);
  if (content !== null && content > built)
    return { reason: 'pages changed since the search index was built', previous: true };
  return null;
}
