/** The version dropdown's same page in another version (src/performance/reference-docs/samePage.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withSamePageInEveryVersion } from '../../src/performance/reference-docs/samePage.ts';

const data = {
  path: '/reference',
  versions: [
    {
      name: 'current',
      path: '/reference',
      mainDocId: 'index',
      docs: [
        { id: 'index', path: '/reference' },
        { id: 'errors', path: '/reference/errors' },
      ],
    },
    { name: '1.70', path: '/reference/1.70', mainDocId: 'index', docs: [{ id: 'index', path: '/reference/1.70' }] },
  ],
};
const pages = new Set([
  '/reference/core/post-credential',
  '/reference/1.70/core/post-credential',
  '/reference/core/list-trust-lists',
]);
const exists = (path: string) => pages.has(path);
const docsOf = (result: typeof data) =>
  result.versions.map((v) => v.docs.filter((d) => d.id.startsWith('same-page:')).map((d) => d.path));

describe('same page in every version', () => {
  it('lists an operation in each version that has it, under one id', () => {
    const result = withSamePageInEveryVersion(data, '/reference/core/post-credential', exists);
    assert.deepEqual(docsOf(result), [['/reference/core/post-credential'], ['/reference/1.70/core/post-credential']]);
    const ids = new Set(
      result.versions.flatMap((v) => v.docs.filter((d) => d.id.startsWith('same-page:')).map((d) => d.id)),
    );
    assert.equal(ids.size, 1);
  });

  it('from an older version, finds the current one', () => {
    assert.deepEqual(docsOf(withSamePageInEveryVersion(data, '/reference/1.70/core/post-credential', exists)), [
      ['/reference/core/post-credential'],
      ['/reference/1.70/core/post-credential'],
    ]);
  });

  it('leaves a version without the page to its landing page', () => {
    assert.deepEqual(docsOf(withSamePageInEveryVersion(data, '/reference/core/list-trust-lists', exists)), [
      ['/reference/core/list-trust-lists'],
      [],
    ]);
  });

  it('changes nothing for a page the global data lists, a landing page, or a page of another section', () => {
    for (const pathname of ['/reference/errors', '/reference', '/reference/1.70', '/issue/manage-status']) {
      assert.equal(withSamePageInEveryVersion(data, pathname, exists), data, pathname);
    }
  });
});
