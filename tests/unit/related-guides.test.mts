import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseGuide } from '../../scripts/guards/guides.ts';
import { guideRoute, relatedGuides, relatedGuidesLine } from '../../scripts/reference/related-guides.ts';

const guide = (file: string, text: string) => parseGuide(file, text);

describe('related guides', () => {
  it('maps guide files to their routes', () => {
    assert.equal(guideRoute('docs/issue/index.mdx'), '/issue');
    assert.equal(guideRoute('docs/issue/manage-status.mdx'), '/issue/manage-status');
    assert.equal(guideRoute('docs/keys.md'), '/keys');
  });

  it('lists each listed guide that links to an operation, once, by title; leaves out unlisted pages, code and reference pages', () => {
    const related = relatedGuides([
      guide(
        'docs/issue/manage-status.mdx',
        '---\ntitle: Manage credential status\n---\nRevoke with [this](/reference/core/revoke-credential) or [again](/reference/core/revoke-credential#request).\n',
      ),
      guide(
        'docs/keys.mdx',
        '---\ntitle: Keys\n---\n```bash\ncurl https://x/reference/core/revoke-credential\n```\nSee /reference/desk/list-identifiers.\n',
      ),
      guide(
        'docs/api/credentials.mdx',
        '---\ntitle: Legacy\nunlisted: true\n---\n[x](/reference/core/revoke-credential)\n',
      ),
      guide('reference/apis.mdx', '---\ntitle: APIs\n---\n[x](/reference/core/revoke-credential)\n'),
    ]);
    assert.deepEqual(related.get('/reference/core/revoke-credential'), [
      { title: 'Manage credential status', route: '/issue/manage-status' },
    ]);
    assert.deepEqual(related.get('/reference/desk/list-identifiers'), [{ title: 'Keys', route: '/keys' }]);
  });

  it('lists a page served by two files once, and refuses two guides of one title that a reader could not tell apart', () => {
    const twice = relatedGuides([
      guide('docs/issue/index.mdx', '---\ntitle: Issue credentials\n---\n[x](/reference/core/share-credential)\n'),
      guide('docs/issue.md', '---\ntitle: Issue credentials\n---\n[x](/reference/core/share-credential)\n'),
    ]);
    assert.deepEqual(twice.get('/reference/core/share-credential'), [{ title: 'Issue credentials', route: '/issue' }]);
    assert.throws(
      () =>
        relatedGuides([
          guide('docs/issue/index.mdx', '---\ntitle: Issue a credential\n---\n[x](/reference/core/share-credential)\n'),
          guide(
            'docs/use/issue-credential.mdx',
            '---\ntitle: Issue a credential\n---\n[x](/reference/core/share-credential)\n',
          ),
        ]),
      /\/issue and \/use\/issue-credential \(docs\/use\/issue-credential\.mdx\) are both titled "Issue a credential"/,
    );
  });

  it('writes one line of links, none without guides, with Markdown in titles escaped', () => {
    assert.equal(
      relatedGuidesLine([
        { title: 'Use <b> and *x*', route: '/a' },
        { title: 'B', route: '/b' },
      ]),
      '**Related guides:** [Use &lt;b&gt; and \\*x\\*](/a), [B](/b)',
    );
    assert.equal(relatedGuidesLine([]), null);
  });
});
