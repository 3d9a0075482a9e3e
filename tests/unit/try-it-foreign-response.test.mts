/** Telling a response from Core from one of another server at the URL the reader entered. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foreignResponse, type ResponseFacts } from '../../src/components/TryItRequest/foreignResponse.ts';

const facts = (overrides: Partial<ResponseFacts>): ResponseFacts => ({
  status: 200,
  contentType: 'application/json',
  declared: ['application/json'],
  requestUrl: 'http://127.0.0.1:8080/api/credential/v1?page=0&pageSize=20',
  operationPath: '/api/credential/v1',
  ...overrides,
});

describe('foreignResponse', () => {
  it('takes JSON, and any media type the operation declares, as possibly from Core', () => {
    assert.equal(foreignResponse(facts({})), null);
    assert.equal(foreignResponse(facts({ status: 400, contentType: 'application/json; charset=utf-8' })), null);
    assert.equal(foreignResponse(facts({ contentType: 'application/problem+json' })), null);
    assert.equal(foreignResponse(facts({ contentType: 'application/jwt', declared: ['application/jwt'] })), null);
    assert.equal(foreignResponse(facts({ status: 204, contentType: undefined })), null);
  });

  it('names an HTML page or another undeclared type, with the server and what to check', () => {
    assert.equal(
      foreignResponse(facts({ status: 404, contentType: 'text/html; charset=utf-8' })),
      'The server at http://127.0.0.1:8080 answered 404 with an HTML page, which is not a response of Core. ' +
        'Check the server URL: it is the address of your Core, and the panel appends /api/credential/v1 to it.',
    );
    assert.match(foreignResponse(facts({ contentType: 'text/plain' }))!, /answered 200 with text\/plain content/);
  });
});
