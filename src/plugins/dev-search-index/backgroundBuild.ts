import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_SEARCH_BUILD_DIR, DEV_SEARCH_ROOT } from '../../../config/dev-search';
import { PAGES_ONLY } from '../../../config/pages-only';
import { DEV_INDEX_STATUS_FILE, type DevIndexStatus } from '../../search/devIndexStatus';

export interface BackgroundBuildPaths {
  siteDir: string;
  /** The folder the dev server serves: the index lands in its `search/`, the status beside it. */
  servedDir: string;
  /** Pages, generated files and log of the build. */
  workDir: string;
}

export function backgroundBuildPaths(siteDir: string): BackgroundBuildPaths {
  return { siteDir, servedDir: path.join(siteDir, DEV_SEARCH_ROOT), workDir: path.join(siteDir, DEV_SEARCH_BUILD_DIR) };
}

export function writeStatus(servedDir: string, status: DevIndexStatus): void {
  const file = path.join(servedDir, DEV_INDEX_STATUS_FILE);
  fs.writeFileSync(`${file}.next`, JSON.stringify(status));
  fs.renameSync(`${file}.next`, file);
}

export function readStatus(servedDir: string): DevIndexStatus | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(servedDir, DEV_INDEX_STATUS_FILE), 'utf8')) as DevIndexStatus;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True while another dev server's background build (still alive) prepares the index. */
export function buildUnderWay(servedDir: string): boolean {
  const status = readStatus(servedDir);
  return status?.state === 'preparing' && status.pid !== process.pid && isRunning(status.pid);
}

/**
 * Starts a production build of the site whose only use is its search index: the search-index
 * plugin writes the copy the dev server serves (src/plugins/search-index). Not minified (the pages
 * are thrown away), at low priority so the dev server stays responsive, with its own generated
 * files (the dev server's are in `.docusaurus/`), stopped when the dev server stops.
 */
export function startBackgroundBuild(
  { siteDir, servedDir, workDir }: BackgroundBuildPaths,
  previous: boolean,
  log: (message: string) => void,
): ChildProcess {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  fs.mkdirSync(servedDir, { recursive: true });
  const logFile = path.join(workDir, 'build.log');
  const output = fs.openSync(logFile, 'w');
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs', { paths: [siteDir] });
  const started = Date.now();
  const child = spawn(process.execPath, [docusaurus, 'build', '--no-minify', '--out-dir', path.join(workDir, 'site')], {
    cwd: siteDir,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Its pages are thrown away: only the search index is kept.
      [PAGES_ONLY]: '1',
      // Relative to the site; the last folder keeps its usual name, which the site's own plugins look for.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join(path.relative(siteDir, workDir), '.docusaurus'),
      DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY:
        process.env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY ?? '500000000',
    },
  });
  fs.closeSync(output);
  try {
    os.setPriority(child.pid!, 10);
  } catch {
    // Not allowed here: the build runs at the dev server's priority.
  }
  writeStatus(servedDir, { state: 'preparing', since: new Date(started).toISOString(), pid: process.pid, previous });
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('close', (code, signal) => {
    process.removeListener('exit', stop);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code === 0) {
      writeStatus(servedDir, { state: 'ready', builtAt: new Date().toISOString() });
      fs.rmSync(path.join(workDir, 'site'), { recursive: true, force: true });
      log(`search index ready (built in the background in ${seconds} s)`);
    } else {
      const reason = signal ? `stopped by ${signal}` : `exit code ${code}`;
      writeStatus(servedDir, {
        state: 'failed',
        at: new Date().toISOString(),
        log: path.relative(siteDir, logFile),
        reason,
      });
      log(
        `the background build of the search index failed (${reason}); its output is in ${path.relative(siteDir, logFile)}`,
      );
    }
  });
  return child;
}
