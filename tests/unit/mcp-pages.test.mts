/** The docs MCP server's page addresses: every form an assistant meets leads to the page's Markdown twin. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageAddress } from '../../scripts/mcp/pages.ts';
import { siteRootOf } from '../../scripts/mcp/source.ts';

const ROOT = 'https://docs.example.org/';
const twin = (input: string, root = ROOT) => pageAddress(input, root).twin;

describe('pageAddress', () => {
  it('reads paths with or without their slash, .md, .html, anchor or query', () => {
    for (const input of [
      '/use/issue-credential',
      'use/issue-credential',
      '/use/issue-credential.md',
      '/use/issue-credential#offer',
      '  /use/issue-credential?x=1 ',
      '/use/issue-credential.html',
    ]) {
      assert.equal(twin(input), 'use/issue-credential.md', input);
    }
  });

  it('reads full URLs of the site, and gives the page URL without anchor or .md', () => {
    const address = pageAddress('https://docs.example.org/reference/core/post-credential.md#request', ROOT);
    assert.deepEqual(address, {
      url: 'https://docs.example.org/reference/core/post-credential',
      twin: 'reference/core/post-credential.md',
    });
  });

  it('maps the home page and index pages', () => {
    for (const input of ['/', '', 'https://docs.example.org/', '/index.md', '/index'])
      assert.equal(twin(input), 'index.md', JSON.stringify(input));
    assert.equal(twin('/get-started/'), 'get-started.md');
  });

  it('knows a base path, whether or not the path repeats it', () => {
    const root = 'https://example.org/docs/';
    assert.equal(twin('/use/keys', root), 'use/keys.md');
    assert.equal(twin('/docs/use/keys', root), 'use/keys.md');
    assert.equal(twin('https://example.org/docs/use/keys', root), 'use/keys.md');
    assert.equal(twin('https://example.org/docs/', root), 'index.md');
    assert.equal(pageAddress('use/keys', root).url, 'https://example.org/docs/use/keys');
  });

  it('decodes escapes, as the twins are named on disk', () => {
    assert.equal(twin('/glossary%20terms'), 'glossary terms.md');
  });

  it('turns away other sites, paths that leave the site and broken escapes', () => {
    assert.throws(
      () => twin('https://evil.example/use/keys'),
      /is not a page of this site; its pages are under https:\/\/docs\.example\.org\//,
    );
    assert.throws(() => twin('https://example.org/other/keys', 'https://example.org/docs/'), /not a page of this site/);
    assert.throws(() => twin('/%2e%2e%2f%2e%2e%2fetc/passwd'), /leaves the site/);
    assert.throws(() => twin('/bad%zzescape'), /malformed %-escape/);
    assert.throws(() => twin('http://[not a url'), /not a valid URL/);
  });

  it('never yields a path outside the site root', () => {
    assert.equal(twin('/../../etc/passwd'), 'etc/passwd.md');
    assert.equal(twin('/%2e%2e/%2e%2e/etc/passwd'), 'etc/passwd.md');
  });
});

describe('siteRootOf', () => {
  it('normalises the site URL to its root with a trailing slash', () => {
    assert.equal(siteRootOf('https://docs.procivis.ch'), 'https://docs.procivis.ch/');
    assert.equal(siteRootOf('https://example.org/docs?x#y'), 'https://example.org/docs/');
  });

  it('turns away what is not an http(s) URL', () => {
    assert.throws(() => siteRootOf('docs.procivis.ch'), /is not a URL/);
    assert.throws(() => siteRootOf('ftp://docs.procivis.ch'), /http or https/);
  });
});
