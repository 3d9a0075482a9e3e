/** The llms.txt and llms-full.txt builders of the llms plugin. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  flattenPaths,
  groupPages,
  renderLlmsFull,
  renderLlmsTxt,
  sidebarSections,
  type DocFacts,
  type LlmsPage,
  type SidebarItem,
} from '../../src/plugins/llms/llms-txt.ts';
import { markdownPath } from '../../src/plugins/llms/paths.ts';

const SITE = 'https://docs.example.org';
const docs = new Map<string, DocFacts>(
  Object.entries({
    // Index docs have a trailing slash in their permalink, not in the sitemap.
    'get-started/index': '/get-started/',
    'get-started/issue': '/get-started/issue',
    trial: '/trial',
    integrate: '/integrate',
    keys: '/keys',
    'organizations/index': '/organizations',
    'organizations/tutorial': '/organizations/tutorial',
    hidden: '/old/hidden',
  }).map(([id, permalink]) => [id, { permalink, title: id === 'integrate' ? 'Integrate' : id }]),
);

const guides: SidebarItem[] = [
  {
    type: 'category',
    label: 'Get started',
    link: { type: 'doc', id: 'get-started/index' },
    items: [
      { type: 'doc', id: 'get-started/issue' },
      { type: 'doc', id: 'trial' },
    ],
  },
  { type: 'doc', id: 'integrate' },
  {
    type: 'category',
    label: 'Platform objects',
    link: { type: 'generated-index', permalink: '/category/platform-objects' },
    items: [
      { type: 'doc', id: 'keys' },
      { type: 'link' },
      {
        type: 'category',
        label: 'Organizations',
        link: { type: 'doc', id: 'organizations/index' },
        items: [{ type: 'doc', id: 'organizations/tutorial' }],
      },
    ],
  },
];

function page(p: string, title: string, description = `About ${title}.`): LlmsPage {
  return { path: p, url: SITE + p, markdownUrl: SITE + markdownPath(p), title, description };
}

describe('markdownPath', () => {
  it('adds .md to a page path, and index.md at the root', () => {
    assert.equal(markdownPath('/use/issue-credential'), '/use/issue-credential.md');
    assert.equal(markdownPath('/reference/core/post-credential'), '/reference/core/post-credential.md');
    assert.equal(markdownPath('/'), '/index.md');
    assert.equal(markdownPath('/docs/'), '/docs/index.md');
  });
});

describe('sidebarSections', () => {
  it('makes a section per top-level category, with category pages first and nested categories flattened', () => {
    const sections = sidebarSections(guides, docs);
    assert.deepEqual(sections, [
      { title: 'Get started', paths: ['/get-started/', '/get-started/issue', '/trial'] },
      { title: 'Integrate', paths: ['/integrate'] },
      {
        title: 'Platform objects',
        paths: ['/category/platform-objects', '/keys', '/organizations', '/organizations/tutorial'],
      },
    ]);
  });

  it('names runs of top-level docs, or makes the whole sidebar one section', () => {
    const items: SidebarItem[] = [{ type: 'doc', id: 'keys' }, { type: 'doc', id: 'trial', label: 'Trial' }, guides[0]];
    assert.deepEqual(
      sidebarSections(items, docs, { looseDocsTitle: 'API overview' }).map((s) => [s.title, s.paths.length]),
      [
        ['API overview', 2],
        ['Get started', 3],
      ],
    );
    assert.deepEqual(sidebarSections(items, docs, { title: 'SDK' }), [
      { title: 'SDK', paths: ['/keys', '/trial', '/get-started/', '/get-started/issue', '/trial'] },
    ]);
    assert.deepEqual(flattenPaths([{ type: 'doc', id: 'missing' }], docs), []);
  });
});

describe('groupPages', () => {
  it('places each sitemap page exactly once, leaves out what is not in the sitemap, and leads with unlisted pages', () => {
    const specs = [...sidebarSections(guides, docs), { title: 'Again', paths: ['/keys', '/old/hidden'] }];
    const pages = [
      '/',
      '/get-started',
      '/get-started/issue',
      '/trial',
      '/integrate',
      '/keys',
      '/organizations',
      '/category/platform-objects',
    ].map((p) => page(p, p));
    const sections = groupPages(specs, pages, 'Start here');
    assert.deepEqual(
      sections.map((s) => [s.title, s.pages.map((p) => p.path)]),
      [
        ['Start here', ['/']],
        ['Get started', ['/get-started', '/get-started/issue', '/trial']],
        ['Integrate', ['/integrate']],
        ['Platform objects', ['/category/platform-objects', '/keys', '/organizations']],
      ],
    );
    const all = sections.flatMap((s) => s.pages.map((p) => p.path));
    assert.equal(new Set(all).size, pages.length);
  });
});

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt({
    title: 'Procivis One Documentation',
    summary: 'Procivis One issues, holds and\nverifies credentials.',
    details: 'Every page is Markdown.',
    sections: [
      {
        title: 'Get started',
        pages: [page('/get-started', 'Get started', 'Run the Core.'), page('/trial', 'Trial [beta]', '')],
      },
      {
        title: 'Core API',
        pages: [page('/reference/core/post-credential', 'Create a credential', 'Creates a\ncredential.')],
      },
    ],
  });

  it('follows the llms.txt layout: title, summary quote, details, sections of link lines', () => {
    assert.equal(
      text,
      [
        '# Procivis One Documentation',
        '',
        '> Procivis One issues, holds and verifies credentials.',
        '',
        'Every page is Markdown.',
        '',
        '## Get started',
        '',
        '- [Get started](https://docs.example.org/get-started.md): Run the Core.',
        '- [Trial \\[beta\\]](https://docs.example.org/trial.md)',
        '',
        '## Core API',
        '',
        '- [Create a credential](https://docs.example.org/reference/core/post-credential.md): Creates a credential.',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsFull', () => {
  it('concatenates the pages, each after --- lines naming its source URL', () => {
    const text = renderLlmsFull({
      title: 'Docs',
      summary: 'All of it.',
      pages: [
        { url: `${SITE}/a`, markdown: '# A\n\nText.\n' },
        { url: `${SITE}/b`, markdown: '# B\n' },
      ],
    });
    assert.equal(
      text,
      [
        '# Docs',
        '',
        '> All of it.',
        '',
        '---',
        `source: ${SITE}/a`,
        '---',
        '',
        '# A',
        '',
        'Text.',
        '',
        '---',
        `source: ${SITE}/b`,
        '---',
        '',
        '# B',
        '',
      ].join('\n'),
    );
  });
});
