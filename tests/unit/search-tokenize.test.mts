/** How the embedded search splits text: words, and identifiers both whole and by their parts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenize } from '../../src/search/indexOptions.ts';

describe('search tokenizer', () => {
  it('keeps identifiers whole and adds their parts', () => {
    assert.deepEqual(tokenize('CREDENTIAL_ISSUE'), ['CREDENTIAL_ISSUE', 'CREDENTIAL', 'ISSUE']);
    assert.deepEqual(tokenize('`BR_0218`'), ['BR_0218', 'BR', '0218']);
    assert.deepEqual(tokenize('did:web'), ['did:web', 'did', 'web']);
    assert.deepEqual(tokenize('POST /api/credential/v1'), ['POST', 'api/credential/v1', 'api', 'credential', 'v1']);
    assert.deepEqual(tokenize('credential-revocation-check'), ['credential-revocation-check', 'credential', 'revocation', 'check']);
  });

  it('splits prose on spaces and punctuation as before, and drops punctuation-only input', () => {
    assert.deepEqual(tokenize('Issue a credential, then (later) revoke it.'), ['Issue', 'a', 'credential', 'then', 'later', 'revoke', 'it']);
    assert.deepEqual(tokenize('a—b'), ['a', 'b']);
    assert.deepEqual(tokenize('?! … ()'), []);
  });
});
