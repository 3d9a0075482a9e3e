import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { redirectPairs, redirects } from '../../config/redirects.ts';
import { OLDER_API_VERSIONS, versionHomeRoute } from '../../config/api-versions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The source file of a guide or reference route, if any. */
function pageExists(route: string): boolean {
  // An older version's front page is its generated index page, moved to its slug (scripts/openapi/versions.ts).
  const version = OLDER_API_VERSIONS.find((v) => versionHomeRoute(v.label) === route);
  if (version) return fs.existsSync(path.join(ROOT, `reference_versioned_docs/version-${version.label}/index.mdx`));
  const [dir, rest] = route.startsWith('/reference')
    ? ['reference', route.slice('/reference'.length)]
    : ['docs', route];
  const base = path.join(ROOT, dir, rest);
  // Generated API pages (npm run gen:api, run before the unit tests) end in .info.mdx, .tag.mdx or .api.mdx.
  return ['.mdx', '.md', '/index.mdx', '/index.md', '.info.mdx', '.tag.mdx', '.api.mdx'].some((ext) =>
    fs.existsSync(base + ext),
  );
}

describe('redirects', () => {
  it('expands every old address into its own pair', () => {
    const pairs = redirectPairs();
    assert.equal(
      pairs.length,
      redirects.reduce((n, r) => n + (Array.isArray(r.from) ? r.from.length : 1), 0),
    );
    assert.deepEqual(redirectPairs([{ from: ['/a', '/b'], to: '/c' }]), [
      { from: '/a', to: '/c' },
      { from: '/b', to: '/c' },
    ]);
  });

  it('never redirects the same address twice or to itself', () => {
    const froms = redirectPairs().map((p) => p.from);
    assert.equal(new Set(froms).size, froms.length);
    for (const { from, to } of redirectPairs()) assert.notEqual(from, to);
  });

  it('sends every old address to a page that exists and is not itself redirected', () => {
    const froms = new Set(redirectPairs().map((p) => p.from));
    for (const { from, to } of redirectPairs()) {
      assert.ok(pageExists(to), `${from} -> ${to}: no page at ${to}`);
      assert.ok(!froms.has(to), `${to} is redirected again`);
      assert.ok(!pageExists(from), `${from} is both a page and a redirect`);
    }
  });
});
