/** The checks a "Try it" request passes before the browser sends it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_BODY_BYTES, requestProblem } from '../../src/components/TryItRequest/check.ts';

const request = (overrides: Partial<{ url: string; headers: Array<[string, string]>; body: string }> = {}) => ({
  method: 'POST',
  url: 'http://localhost:3000/api/credential/v1?page=0',
  headers: [
    ['Accept', 'application/json'],
    ['Authorization', 'Bearer abc.def'],
  ] as Array<[string, string]>,
  body: '{"name":"x"}',
  ...overrides,
});

describe('requestProblem', () => {
  it('lets a well-formed request through', () => {
    assert.equal(requestProblem(request()), null);
    assert.equal(requestProblem(request({ url: 'https://core.example.com/api/credential/v1' })), null);
  });

  it('refuses a server URL that is not a URL', () => {
    assert.match(
      requestProblem(request({ url: 'core example/api/credential/v1' }))!,
      /not a URL.*http:\/\/localhost:3000/,
    );
    assert.match(requestProblem(request({ url: '/api/credential/v1' }))!, /not a URL/);
  });

  it('refuses schemes other than http and https, javascript: first of all', () => {
    assert.match(
      requestProblem(request({ url: 'javascript:alert(1)/api/credential/v1' }))!,
      /"javascript:".*http:\/\/ and https:\/\//,
    );
    assert.match(requestProblem(request({ url: 'file:///etc/passwd' }))!, /"file:"/);
    assert.match(requestProblem(request({ url: 'data:text/plain,hi' }))!, /"data:"/);
  });

  it('refuses credentials in the URL', () => {
    assert.match(requestProblem(request({ url: 'https://me:secret@core.example.com/api' }))!, /user name or password/);
  });

  it('refuses a token with a line break, without repeating the token', () => {
    const problem = requestProblem(request({ headers: [['Authorization', 'Bearer abc\ndef']] }))!;
    assert.match(problem, /token contains a line break/);
    assert.doesNotMatch(problem, /abc|def/);
    assert.match(requestProblem(request({ headers: [['Authorization', 'Bearer abc\r']] }))!, /token/);
    assert.match(requestProblem(request({ headers: [['X-Trace', 'a\u0000b']] }))!, /X-Trace header/);
  });

  it('refuses a body over 1 MB and accepts one at the limit', () => {
    assert.equal(requestProblem(request({ body: 'a'.repeat(MAX_BODY_BYTES) })), null);
    assert.match(requestProblem(request({ body: 'a'.repeat(MAX_BODY_BYTES + 1) }))!, /1\.0 MB.*at most 1 MB/);
    // Bytes, not characters: 600 000 two-byte characters are 1.2 MB.
    assert.match(requestProblem(request({ body: 'é'.repeat(600_000) }))!, /1\.1 MB/);
  });

  it('refuses a JSON body that is not JSON, and only a JSON one', () => {
    const json: Array<[string, string]> = [['Content-Type', 'application/json']];
    assert.match(
      requestProblem(request({ headers: json, body: '{"name": "x",}' }))!,
      /^The request body is not JSON \(.+\)\. Correct it and send again\.$/,
    );
    assert.equal(requestProblem(request({ headers: json, body: '{"name": "x"}' })), null);
    assert.equal(requestProblem(request({ headers: json, body: '' })), null);
    assert.match(
      requestProblem(request({ headers: [['content-type', 'application/merge-patch+json']], body: 'name=x' }))!,
      /not JSON/,
    );
    assert.equal(
      requestProblem(request({ headers: [['Content-Type', 'application/x-www-form-urlencoded']], body: 'name=x' })),
      null,
    );
  });

  it('refuses an empty JSON body when the operation requires one, and nothing else for it', () => {
    const json: Array<[string, string]> = [['Content-Type', 'application/json']];
    assert.match(
      requestProblem(request({ headers: json, body: '  ' }), { bodyRequired: true })!,
      /request body is required and empty/,
    );
    assert.equal(requestProblem(request({ headers: json, body: '' })), null, 'an optional body may stay empty');
    assert.equal(requestProblem(request({ headers: json, body: '{}' }), { bodyRequired: true }), null);
    assert.equal(
      requestProblem(request({ headers: [['Content-Type', 'multipart/form-data']], body: '' }), { bodyRequired: true }),
      null,
      'a form or a file is left to the theme',
    );
  });
});
