/** The remark plugin that gives each <Term id> its glossary definition at build time. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { glossary } from '../../src/data/glossary.ts';
import { remarkGlossaryTerms } from '../../src/plugins/remark-glossary-terms/index.ts';

const dcql = glossary.find((t) => t.id === 'dcql')!;

/** Parse MDX, optionally run the plugin, and return the tree without positions. */
async function tree(mdx: string, withPlugin: boolean, filePath = '/site/docs/verify/index.mdx'): Promise<unknown> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  if (withPlugin) processor.use(remarkGlossaryTerms);
  const result = await processor.run(processor.parse(mdx), { path: filePath, value: mdx });
  return JSON.parse(JSON.stringify(result, (key, value) => (key === 'position' ? undefined : value)));
}

/** The attributes of every <Term> in a tree, as name=value pairs. */
function termAttributes(node: any, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'Term') {
    found.push(Object.fromEntries(node.attributes.map((a: any) => [a.name, a.value])));
  }
  for (const child of node.children ?? []) termAttributes(child, found);
  return found;
}

describe('remark-glossary-terms', () => {
  it('adds the glossary definition to an inline <Term> and keeps its id', async () => {
    const result = await tree('Build the query in <Term id="dcql">DCQL</Term> first.', true);
    assert.deepEqual(termAttributes(result), [{ id: 'dcql', definition: dcql.definition }]);
  });

  it('replaces a definition written in the page by the glossary one', async () => {
    const result = await tree('<Term id="dcql" definition="stale text">DCQL</Term> again.', true);
    assert.deepEqual(termAttributes(result), [{ id: 'dcql', definition: dcql.definition }]);
  });

  it('puts the definition into the compiled page as a prop', async () => {
    const out = String(await compile('See <Term id="dcql">DCQL</Term>.', { remarkPlugins: [remarkGlossaryTerms] }));
    assert.ok(out.includes(JSON.stringify(dcql.definition)), 'definition missing from the compiled MDX');
  });

  it('fails on an unknown id, naming the file and line', async () => {
    await assert.rejects(
      tree('Intro.\n\nAsk with <Term id="no-such-term">XYZ</Term>.', true, '/site/docs/verify/broken.mdx'),
      (error: Error) => {
        assert.match(error.message, /no-such-term/);
        assert.match(error.message, /\/site\/docs\/verify\/broken\.mdx:3/);
        return true;
      },
    );
  });

  it('fails when the id is not a literal string', async () => {
    await assert.rejects(tree('Ask with <Term id={someId}>XYZ</Term>.', true), /literal id/);
  });

  it('uses the term list it is given, so an id outside it fails', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGlossaryTerms, { terms: [{ ...dcql, id: 'only-this' }] });
    await assert.rejects(processor.run(processor.parse('<Term id="dcql">DCQL</Term>')), /dcql/);
  });

  it('touches no other node: headings, links, other components and a lookalike stay as parsed', async () => {
    const page = [
      '# Verify',
      '',
      'A [link](/glossary#dcql) and <Badge id="dcql">x</Badge> and `<Term id="dcql">`.',
      '',
      '<Tabs><TabItem value="a">Term</TabItem></Tabs>',
      '',
      'The <Term id="dcql">DCQL</Term> query.',
    ].join('\n');
    const before = (await tree(page, false)) as any;
    const after = (await tree(page, true)) as any;
    // Only the attributes of the single <Term> differ.
    const lastParagraph = (t: any) => t.children.at(-1).children[1];
    lastParagraph(before).attributes = [];
    lastParagraph(after).attributes = [];
    assert.deepEqual(after, before);
  });
});
