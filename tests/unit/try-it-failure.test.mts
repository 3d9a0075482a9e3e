/** How the "Try it" panel explains a request that got no response. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  connectSources,
  describeFailure,
  failureCause,
  isMixedContent,
  type FailureFacts,
} from '../../src/components/TryItRequest/failure.ts';

const facts = (overrides: Partial<FailureFacts> = {}): FailureFacts => ({
  pageOrigin: 'https://docs.example.org',
  requestUrl: 'https://core.example.com/api/credential/v1',
  refusedBy: null,
  elapsedMs: 1500,
  timeoutMs: 30_000,
  serverAnswers: false,
  ...overrides,
});

describe('failureCause', () => {
  it('names the Content-Security-Policy first, with the sources it allows', () => {
    const report = describeFailure(facts({ refusedBy: ["'self'", 'https:'], serverAnswers: true }));
    assert.equal(report.cause, 'content-security-policy');
    assert.match(report.summary, /Content-Security-Policy does not allow requests to https:\/\/core\.example\.com/);
    assert.match(report.advice, /allows 'self' https:/);
  });

  it('recognises mixed content: a plain-HTTP server on another machine from an HTTPS page', () => {
    assert.equal(isMixedContent('https://docs.example.org', 'http://10.0.0.5:3000/api'), true);
    assert.equal(isMixedContent('https://docs.example.org', 'http://localhost:3000/api'), false);
    assert.equal(isMixedContent('https://docs.example.org', 'http://127.0.0.1:3000/api'), false);
    assert.equal(isMixedContent('http://127.0.0.1:4000', 'http://10.0.0.5:3000/api'), false);
    assert.equal(failureCause(facts({ requestUrl: 'http://10.0.0.5:3000/api' })), 'mixed-content');
  });

  it('reports a time-out at the panel limit', () => {
    const report = describeFailure(facts({ elapsedMs: 31_200 }));
    assert.equal(report.cause, 'timeout');
    assert.match(report.summary, /within 30 seconds/);
  });

  it('tells CORS from no server by whether the server answers a plain request', () => {
    const cors = describeFailure(facts({ serverAnswers: true }));
    assert.equal(cors.cause, 'cors');
    assert.match(cors.summary, /CORS headers do not allow pages from https:\/\/docs\.example\.org/);
    assert.match(cors.advice, /allowed origins .*proxy/);
    const none = describeFailure(facts({ serverAnswers: false }));
    assert.equal(none.cause, 'unreachable');
    assert.match(none.summary, /Nothing answered at https:\/\/core\.example\.com/);
  });
});

describe('connectSources', () => {
  it('reads connect-src, else default-src, of a policy', () => {
    assert.deepEqual(
      connectSources("default-src 'self'; connect-src 'self' https: http://localhost:*; object-src 'none'"),
      ["'self'", 'https:', 'http://localhost:*'],
    );
    assert.deepEqual(connectSources("default-src 'self'; script-src 'self'"), ["'self'"]);
    assert.deepEqual(connectSources("script-src 'self'"), []);
  });
});
