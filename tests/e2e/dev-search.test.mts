/**
 * Search works in `npm start` on a fresh clone: the dev server comes up at once, the search modal
 * says that the index is being prepared, and once the background build has made it the same query
 * finds its page. Runs `npm start` in a fresh clone (no build, no .search-dev/), with the working
 * tree's changes on top and the installed packages linked in.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.mts';
import { ROOT } from '../support/site.mts';
import { DEV_SEARCH_BUILD_DIR, DEV_SEARCH_ROOT } from '../../config/dev-search.ts';
import { DEV_INDEX_STATUS_FILE } from '../../src/search/devIndexStatus.ts';

/** The dev server's first compile and the background production build, on a busy 2-core machine. */
const SERVER_UP_MS = 6 * 60_000;
const INDEX_READY_MS = 15 * 60_000;
/** How long a compile that the index's files set off would take to show in the dev server's output. */
const RECOMPILE_WAIT_MS = 5_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A clone of the repository with the working tree's files on top (tracked and new, nothing git
 * ignores), so that uncommitted changes are tested too; node_modules hard-linked without its
 * caches (a clone has none).
 */
function freshCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-fresh-clone-'));
  execFileSync('git', ['clone', '--quiet', '--local', ROOT, dir]);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(ROOT, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(source, path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  // One `cp` for all entries: a process per entry took longer than the linking.
  const entries = fs
    .readdirSync(path.join(ROOT, 'node_modules'))
    .filter((entry) => entry !== '.cache')
    .map((entry) => path.join(ROOT, 'node_modules', entry));
  execFileSync('cp', ['-al', ...entries, path.join(dir, 'node_modules')]);
  // Installed after the checkout, as on a fresh clone after `npm ci`, so `npm start` installs nothing:
  // npm's record of the install is copied (a new file, dated now), not linked to the original.
  const record = path.join(dir, 'node_modules', '.package-lock.json');
  fs.rmSync(record);
  fs.copyFileSync(path.join(ROOT, 'node_modules', '.package-lock.json'), record);
  return dir;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('search in `npm start` on a fresh clone', () => {
  let site: string;
  let server: ChildProcess;
  let output = '';
  let browser: Browser;
  let url: string;

  before(async () => {
    site = freshCopy();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Its own process group, so that stopping it stops the dev server and the build it started.
    const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: 'none' };
    delete env.NODE_ENV; // `docusaurus start` sets it, as in a writer's shell
    server = spawn('npm', ['start', '--', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
      cwd: site,
      detached: true,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already stopped.
      }
    }
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  it('says the index is being prepared, then finds a page by a query once the background build has made it', async () => {
    await until('the dev server answering', SERVER_UP_MS, async () => {
      if (server.exitCode !== null)
        throw new Error(`npm start stopped (exit ${server.exitCode}):\n${output.slice(-3000)}`);
      const response = await fetch(`${url}/`);
      return response.ok ? true : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.slice(-3000)}`);
    });
    assert.match(output, /\[dev-search\] there is no search index yet: building it in the background/);
    const status = await (await fetch(`${url}/${DEV_INDEX_STATUS_FILE}`)).json();
    assert.equal(status.state, 'preparing', 'the dev server answers before the index exists');

    const page = await browser.newPage();
    await page.goto(`${url}/get-started`);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
      timeout: SERVER_UP_MS,
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Input').fill('revoke a credential');
    const notice = page.locator('[data-dev-index="preparing"]');
    await notice.waitFor();
    assert.match(await notice.innerText(), /Preparing the search index/);

    // The query typed while preparing answers by itself when the index arrives.
    await page.locator('.DocSearch-Hit, [data-dev-index="failed"]').first().waitFor({ timeout: INDEX_READY_MS });
    if ((await page.locator('[data-dev-index="failed"]').count()) > 0) {
      const log = fs.readFileSync(path.join(site, DEV_SEARCH_BUILD_DIR, 'build.log'), 'utf8');
      assert.fail(`the background build failed:\n${log.slice(-3000)}`);
    }
    const titles = await page.locator('.DocSearch-Hit-title').allInnerTexts();
    assert.ok(
      titles.some((title) => /revoke/i.test(title)),
      `a hit about revoking: ${titles.join(' | ')}`,
    );
    assert.equal(await notice.count(), 0, 'the notice goes once the index is ready');
    assert.match(output, /\[dev-search\] search index ready/);
    assert.ok(
      fs.existsSync(path.join(site, DEV_SEARCH_ROOT, 'search', 'base.json')),
      'the index is kept for the next start',
    );
    const log = fs.readFileSync(path.join(site, DEV_SEARCH_BUILD_DIR, 'build.log'), 'utf8');
    assert.match(log, /\[search-index\] \d+ records/);
    assert.doesNotMatch(
      log,
      /\[(llms|postman-collections|api-change-feed|release-feed)\]/,
      'only what the index needs',
    );
    // Writing the index served it without a new compile: a folder of the site's `staticDirectories`
    // would have been a root the bundler resolves against, and each file written there a change.
    await new Promise((resolve) => setTimeout(resolve, RECOMPILE_WAIT_MS));
    assert.equal(
      output.match(/compiled successfully/g)?.length,
      1,
      `the dev server compiled once:\n${output.slice(-2000)}`,
    );
    await page.close();
  });
});
