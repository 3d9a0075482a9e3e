import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import { generatorsWith } from '../../scripts/openapi/markdown-generators.ts';
import type { PageAdditions } from '../../scripts/openapi/page-additions.ts';

const additions: PageAdditions = {
  permissions: ['WIDGET_READ'],
  pages: {
    core: {
      relatedGuides: { 'get-widget': '**Related guides:** [Widgets {and} &lt;b&gt;](/widgets)' },
      operations: {
        'get-widget': {
          lines: ['**Data models:** [`Widget`](/m#Widget)'],
          history: '## History\n\n- **Core 1.0:** added.\n',
        },
      },
    },
    'core@0.9': {
      older: {
        version: '0.9',
        changelogRoute: '/reference/changelog/core-0.9-to-1.0',
        currentOperations: ['get-widget'],
        currentPages: ['widgets'],
        canonical: { 'get-widget': 'https://docs.example.org/reference/core/get-widget' },
      },
    },
  },
};

const operation = (description: string) => ({
  id: 'get-widget',
  type: 'api' as const,
  title: 'Get a widget',
  infoPath: '',
  frontMatter: {},
  api: {
    method: 'get',
    path: '/api/widget/v1/{id}',
    description,
    responses: { 200: { description: 'The widget' } },
  },
});

describe('the API page generators (scripts/openapi/markdown-generators.ts)', () => {
  it('write the lines after the description, the permissions linked, and the history after the responses', async () => {
    const { createApiPageMD } = generatorsWith('core', 'core', () => additions);
    const mdx = createApiPageMD(operation('Reads a widget.\n\n**Required permission:** `WIDGET_READ`'));
    const description = mdx.indexOf('Reads a widget.');
    const permission = mdx.indexOf('**Required permission:** [`WIDGET_READ`](/permissions#WIDGET_READ)');
    const guides = mdx.indexOf('**Related guides:** [Widgets \\{and\\} &lt;b&gt;](/widgets)');
    const models = mdx.indexOf('**Data models:**');
    const responses = mdx.indexOf('<StatusCodes');
    const history = mdx.indexOf('## History');
    assert.ok(description > 0 && description < permission, 'description, then its permission line linked');
    assert.ok(permission < guides && guides < models && models < responses, 'the lines before the responses');
    assert.ok(responses < history && mdx.trimEnd().endsWith('- **Core 1.0:** added.'), 'the history last');
    await compile(mdx); // the page is valid MDX: braces in a title are escaped
  });

  it('give every page of an older version its notice, and an unchanged operation the current page as canonical', async () => {
    const { createApiPageMD, createTagPageMD } = generatorsWith('core@0.9', 'core', () => additions);
    const mdx = createApiPageMD(operation('Reads a widget.'));
    assert.match(
      mdx,
      /^<head>\n {2}<link rel="canonical" href="https:\/\/docs\.example\.org\/reference\/core\/get-widget" \/>/,
    );
    assert.match(
      mdx,
      /:::caution\[Core 0\.9: an older version\]\n\nThis page describes the Core API of Core 0\.9\. See \[the same page for Core/,
    );
    assert.doesNotMatch(mdx, /Related guides|## History/, 'the additions are the current version’s');
    await compile(mdx);
    const tag = createTagPageMD({
      id: 'gadgets',
      type: 'tag',
      tag: { name: 'Gadgets', description: 'All about gadgets.' },
    } as never);
    assert.match(tag, /See \[the API changelog\]\(\/reference\/changelog\/core-0\.9-to-1\.0\)/);
    assert.match(tag, /All about gadgets\./);
  });
});
