/** The connect-src sources that let the "Try it" panel reach a reader's server, and the TRY_IT_API_ORIGINS setting. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apiSources, DEFAULT_API_SOURCES } from '../../src/plugins/csp/api-origins.ts';
import { contentSecurityPolicy } from '../../src/plugins/csp/policy.ts';

const connectSrc = (policy: string) => /connect-src ([^;]*)/.exec(policy)![1].split(' ');

describe('Try it API origins in the Content-Security-Policy', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<html><head><script>1</script></head></html>');

  it('allows HTTPS anywhere and plain HTTP on this machine only, by default', () => {
    assert.deepEqual(apiSources(undefined), DEFAULT_API_SOURCES);
    assert.deepEqual(apiSources('  '), DEFAULT_API_SOURCES);
    const sources = connectSrc(contentSecurityPolicy(buildDir));
    assert.deepEqual(sources, ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
    assert.ok(!sources.includes('http:') && !sources.includes('*'), 'no plain HTTP to other hosts, no wildcard');
  });

  it('narrows to the listed origins, or to the site itself with "none"', () => {
    assert.deepEqual(apiSources('https://core.example.com, http://localhost:3000/'), [
      'https://core.example.com',
      'http://localhost:3000',
    ]);
    assert.deepEqual(apiSources('https://*.example.com https://core.example.com:8443'), [
      'https://*.example.com',
      'https://core.example.com:8443',
    ]);
    assert.deepEqual(apiSources('none'), []);
    const policy = contentSecurityPolicy(buildDir, {
      searchOrigins: ['https://search.example.com:443'],
      apiSources: apiSources('https://core.example.com'),
    });
    assert.deepEqual(connectSrc(policy), ["'self'", 'https://search.example.com:443', 'https://core.example.com']);
    assert.deepEqual(connectSrc(contentSecurityPolicy(buildDir, { apiSources: [] })), ["'self'"]);
  });

  it('refuses entries that are not origins, naming them', () => {
    assert.throws(() => apiSources('core.example.com'), /"core\.example\.com" is not an origin/);
    assert.throws(
      () => apiSources('https://core.example.com/api, *'),
      /"https:\/\/core\.example\.com\/api", "\*" are not origins/,
    );
    assert.throws(() => apiSources("'unsafe-inline'"), /not an origin/);
    assert.throws(() => apiSources('javascript:alert(1)'), /not an origin/);
    // Browsers ignore IPv6 literals in a policy.
    assert.throws(() => apiSources('http://[::1]:3000'), /not an origin/);
  });
});
