/** What the "Try it" panel keeps in localStorage: the server URL always, the token only on request. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  forgetAll,
  readRemembered,
  STORAGE_KEY,
  writeRemembered,
} from '../../src/components/TryItRequest/remembered.ts';
import { memoryStorage } from '../support/memory-storage.mts';

const CORE = 'reference/core/core-api';
const DESK = 'reference/desk/desk-api';
const token = { bearer: { token: 'secret-token' } };

describe('remembered Try it settings', () => {
  it('keeps the server URL of each API and no token unless asked', () => {
    const storage = memoryStorage();
    writeRemembered(storage, CORE, {
      rememberToken: false,
      variables: { baseUrl: 'https://core.example.com' },
      auth: token,
    });
    writeRemembered(storage, DESK, {
      rememberToken: false,
      variables: { baseUrl: 'https://desk.example.com' },
      auth: token,
    });
    const saved = readRemembered(storage);
    assert.equal(saved.rememberToken, false);
    assert.deepEqual(saved.apis[CORE], { variables: { baseUrl: 'https://core.example.com' } });
    assert.deepEqual(saved.apis[DESK], { variables: { baseUrl: 'https://desk.example.com' } });
    assert.doesNotMatch(storage.items.get(STORAGE_KEY)!, /secret-token/);
  });

  it('keeps the token when asked, and drops every API\u2019s token when the box is unticked', () => {
    const storage = memoryStorage();
    writeRemembered(storage, CORE, { rememberToken: true, variables: {}, auth: token });
    writeRemembered(storage, DESK, {
      rememberToken: true,
      variables: { baseUrl: 'https://desk.example.com' },
      auth: token,
    });
    assert.deepEqual(readRemembered(storage).apis[CORE], { auth: token });
    writeRemembered(storage, DESK, {
      rememberToken: false,
      variables: { baseUrl: 'https://desk.example.com' },
      auth: token,
    });
    assert.doesNotMatch(storage.items.get(STORAGE_KEY)!, /secret-token/);
    assert.deepEqual(Object.keys(readRemembered(storage).apis), [DESK]);
  });

  it('stores nothing when there is nothing to remember, and forgets everything', () => {
    const storage = memoryStorage();
    writeRemembered(storage, CORE, { rememberToken: false, variables: {}, auth: {} });
    assert.equal(storage.items.size, 0);
    writeRemembered(storage, CORE, {
      rememberToken: true,
      variables: { baseUrl: 'http://localhost:3000' },
      auth: token,
    });
    forgetAll(storage);
    assert.equal(storage.items.size, 0);
    assert.deepEqual(readRemembered(storage), { rememberToken: false, apis: {} });
  });

  it('reads damaged or foreign data as nothing stored', () => {
    const storage = memoryStorage();
    for (const value of ['not json', 'null', '[]', '{"apis":3}', '"text"']) {
      storage.items.set(STORAGE_KEY, value);
      assert.deepEqual(readRemembered(storage), { rememberToken: false, apis: {} }, value);
    }
    assert.deepEqual(readRemembered(undefined), { rememberToken: false, apis: {} });
  });
});
