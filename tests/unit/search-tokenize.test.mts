/** How search splits text: words, identifiers whole, and identifiers by their parts (a field of their own). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { identifierParts, tokenize } from '../../src/search/tokenize.ts';
import { canonicalTerm, singular } from '../../src/search/synonyms.ts';

describe('search tokenizer', () => {
  it('keeps identifiers whole, and gives their parts separately', () => {
    assert.deepEqual(tokenize('CREDENTIAL_ISSUE'), ['CREDENTIAL_ISSUE']);
    assert.deepEqual(identifierParts('CREDENTIAL_ISSUE'), ['CREDENTIAL', 'ISSUE']);
    assert.deepEqual(tokenize('`BR_0218`'), ['BR_0218']);
    assert.deepEqual(tokenize('did:web'), ['did:web']);
    assert.deepEqual(identifierParts('did:web'), ['did', 'web']);
    assert.deepEqual(tokenize('POST /api/credential/v1'), ['POST', 'api/credential/v1']);
    assert.deepEqual(identifierParts('POST /api/credential/v1'), ['api', 'credential', 'v1']);
    assert.deepEqual(tokenize('credential-revocation-check'), ['credential-revocation-check']);
    assert.deepEqual(identifierParts('OPENID4VCI_FINAL1 and prose'), ['OPENID4VCI', 'FINAL1']);
  });

  it('splits prose on spaces and punctuation, and drops punctuation-only input', () => {
    assert.deepEqual(tokenize('Issue a credential, then (later) revoke it.'), [
      'Issue',
      'a',
      'credential',
      'then',
      'later',
      'revoke',
      'it',
    ]);
    assert.deepEqual(tokenize('a—b'), ['a', 'b']);
    assert.deepEqual(tokenize('?! … ()'), []);
    assert.deepEqual(identifierParts('?! … ()'), []);
  });

  it('folds plurals and synonyms to one term', () => {
    assert.equal(singular('organizations'), 'organization');
    assert.equal(singular('status'), 'statu', 'folded the same way on both sides');
    assert.equal(singular('process'), 'process');
    assert.equal(singular('did:webs'), 'did:webs', 'identifiers are left alone');
    assert.equal(canonicalTerm('organizations'), 'organisation');
    assert.equal(canonicalTerm('revocation'), 'revoke');
    assert.equal(canonicalTerm('mdl'), 'mdoc');
    assert.equal(canonicalTerm('openid4vp'), 'oid4vp');
    assert.equal(canonicalTerm('credential'), 'credential');
  });
});
