/** The success response the sample column shows, from an operation's responses. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { successResponse } from '../../src/components/ApiCodeSamples/successResponse.ts';

describe('successResponse', () => {
  it('takes the first 2xx status and pretty-prints its JSON example', () => {
    const shown = successResponse({
      responses: {
        '400': { content: { 'application/json': { example: { code: 'BR_0084' } } } },
        '201': { content: { 'application/json': { example: { id: 'a' } } } },
      },
    });
    assert.deepEqual(shown, {
      status: '201',
      kind: 'example',
      mediaType: 'application/json',
      body: '{\n  "id": "a"\n}',
    });
  });

  it('reads the first named example, and prefers a JSON media type', () => {
    const shown = successResponse({
      responses: {
        '200': {
          content: {
            'application/jwt': { example: 'eyJ' },
            'application/ld+json': { examples: { first: { value: { a: 1 } } } },
          },
        },
      },
    });
    assert.deepEqual(shown, {
      status: '200',
      kind: 'example',
      mediaType: 'application/ld+json',
      body: '{\n  "a": 1\n}',
    });
  });

  it('keeps a text example as it is', () => {
    assert.deepEqual(
      successResponse({ responses: { '200': { content: { 'text/plain': { example: 'line one' } } } } }),
      {
        status: '200',
        kind: 'example',
        mediaType: 'text/plain',
        body: 'line one',
      },
    );
  });

  it('says when a success has no body, or a body without an example', () => {
    assert.deepEqual(successResponse({ responses: { '204': { description: 'Done' } } }), {
      status: '204',
      kind: 'empty',
    });
    assert.deepEqual(successResponse({ responses: { '200': { content: { 'application/pkix-cert': {} } } } }), {
      status: '200',
      kind: 'unshown',
      mediaType: 'application/pkix-cert',
    });
  });

  it('gives nothing for an operation without a success status', () => {
    assert.equal(successResponse({ responses: { '400': {} } }), null);
    assert.equal(successResponse({}), null);
  });
});
