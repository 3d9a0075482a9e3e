import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { whyBuild } from '../../src/plugins/dev-search-index/staleness.ts';
import { untilDevIndexSettled, type DevIndexStatus } from '../../src/search/devIndexStatus.ts';

function site(): { dir: string; served: string; write: (file: string, when: number) => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-search-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  fs.writeFileSync(path.join(dir, '.gitignore'), 'reference/core/\n');
  const write = (file: string, when: number) => {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file);
    fs.utimesSync(full, when / 1000, when / 1000);
  };
  return { dir, served: path.join(dir, '.search-dev'), write };
}

describe('dev search index: when `npm start` builds it', () => {
  const hour = 3_600_000;
  const now = Date.now();

  it('builds when there is no index, with nothing older to serve meanwhile', () => {
    const { dir, served, write } = site();
    write('docs/a.mdx', now - hour);
    assert.deepEqual(whyBuild(dir, served), { reason: 'there is no search index yet', previous: false });
  });

  it('builds when a page is newer than the index, serving the older index meanwhile', () => {
    const { dir, served, write } = site();
    write('.search-dev/search/base.json', now - hour);
    write('docs/a.mdx', now);
    assert.deepEqual(whyBuild(dir, served), {
      reason: 'pages changed since the search index was built',
      previous: true,
    });
  });

  it('counts a new page not yet added to git, and a spec', () => {
    const { dir, served, write } = site();
    write('.search-dev/search/base.json', now - hour);
    write('openapi/core.yaml', now);
    assert.notEqual(whyBuild(dir, served), null);
  });

  it('does not build when only generated (ignored) pages are newer, as `gen:api` makes them at every start', () => {
    const { dir, served, write } = site();
    write('docs/a.mdx', now - 2 * hour);
    write('.search-dev/search/base.json', now - hour);
    write('reference/core/list-credentials.api.mdx', now);
    assert.equal(whyBuild(dir, served), null);
  });
});

describe('dev search index: the modal waits for it', () => {
  const answering = (statuses: Array<DevIndexStatus | null>) => {
    let calls = 0;
    const fetchImpl = (async () => {
      const status = statuses[Math.min(calls++, statuses.length - 1)];
      return status ? new Response(JSON.stringify(status)) : new Response('', { status: 404 });
    }) as typeof fetch;
    return { fetchImpl, calls: () => calls };
  };
  const preparing = (previous: boolean): DevIndexStatus => ({
    state: 'preparing',
    since: new Date().toISOString(),
    pid: 1,
    previous,
  });

  it('until the index is ready', async () => {
    const server = answering([
      preparing(false),
      preparing(false),
      { state: 'ready', builtAt: new Date().toISOString() },
    ]);
    const status = await untilDevIndexSettled('/search-status.json', 1, server.fetchImpl);
    assert.equal(status?.state, 'ready');
    assert.equal(server.calls(), 3);
  });

  it('not at all when an older index is served meanwhile, or when there is no status (an index from a production build)', async () => {
    assert.equal((await untilDevIndexSettled('/s', 1, answering([preparing(true)]).fetchImpl))?.state, 'preparing');
    assert.equal(await untilDevIndexSettled('/s', 1, answering([null]).fetchImpl), null);
  });

  it('and stops waiting when the build failed', async () => {
    const failed: DevIndexStatus = {
      state: 'failed',
      at: '',
      log: '.search-dev-build/build.log',
      reason: 'exit code 1',
    };
    assert.equal(
      (await untilDevIndexSettled('/s', 1, answering([preparing(false), failed]).fetchImpl))?.state,
      'failed',
    );
  });
});
