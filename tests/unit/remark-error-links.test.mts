/** The remark plugin that links inline `BR_xxxx` codes to /reference/errors, on small MDX inputs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkErrorLinks } from '../../src/plugins/remark-error-links/index.ts';

async function transform(markdown: string, filePath = '/site/docs/issue.mdx'): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkErrorLinks);
  // unified turns the options object into the VFile the plugin reads `path` from.
  return (await processor.run(processor.parse(markdown), { path: filePath, value: markdown })) as Root;
}

/** `url -> text of its inline code` for every link, and every inline code left unlinked. */
function summary(tree: Root): { links: string[]; bare: string[] } {
  const links: string[] = [];
  const bare: string[] = [];
  const walk = (node: Nodes, inLink: boolean) => {
    if (node.type === 'link') {
      const code = node.children.find((c) => c.type === 'inlineCode');
      links.push(`${node.url} -> ${code && code.type === 'inlineCode' ? code.value : '(text)'}`);
    }
    if (node.type === 'inlineCode' && !inLink) bare.push(node.value);
    if ('children' in node) for (const child of node.children) walk(child as Nodes, inLink || node.type === 'link');
  };
  walk(tree, false);
  return { links, bare };
}

describe('remark-error-links', () => {
  it('links a code in prose to its anchor and leaves other inline code alone', async () => {
    const tree = await transform('Creating it fails with `BR_0218` when the `type` is wrong.');
    assert.deepEqual(summary(tree), { links: ['/reference/errors#BR_0218 -> BR_0218'], bare: ['type'] });
  });

  it('links a code in a table cell and in a list item', async () => {
    const tree = await transform(
      ['| Code | When |', '| --- | --- |', '| `BR_0013` | wrong state |', '', '- see `BR_0002`'].join('\n'),
    );
    assert.deepEqual(summary(tree).links, [
      '/reference/errors#BR_0013 -> BR_0013',
      '/reference/errors#BR_0002 -> BR_0002',
    ]);
  });

  it('links only inline code that is exactly a code', async () => {
    const tree = await transform('Not `BR_0218 (400)`, not `BR_02180`, not `"code": "BR_0001"`, not plain BR_0001.');
    assert.deepEqual(summary(tree).links, []);
  });

  it('leaves a code that is already inside a Markdown link or a JSX <a>', async () => {
    const tree = await transform('See [`BR_0084`](/reference/apis#errors) and <a href="/x">`BR_0001`</a>.');
    assert.deepEqual(summary(tree).links, ['/reference/apis#errors -> BR_0084']);
  });

  it('leaves fenced code blocks and headings untouched', async () => {
    const tree = await transform(
      ['## When `BR_0013` appears', '', '```json', '{ "code": "BR_0013" }', '```'].join('\n'),
    );
    assert.deepEqual(summary(tree), { links: [], bare: ['BR_0013'] });
  });

  it('does not link on the errors page or in its generated partial', async () => {
    for (const page of ['/site/reference/errors.mdx', '/site/reference/_generated/error-codes.mdx']) {
      const tree = await transform('Compare with `BR_0001`.', page);
      assert.deepEqual(summary(tree).links, [], page);
    }
    const elsewhere = await transform('Compare with `BR_0001`.', '/site/reference/apis.mdx');
    assert.deepEqual(summary(elsewhere).links, ['/reference/errors#BR_0001 -> BR_0001']);
  });
});
