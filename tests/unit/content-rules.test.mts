import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPage, codeBlocks, parsePage, proseWordCount } from '../../scripts/content/rules.mts';
import { collectDocIds } from '../../scripts/content/sidebar-ids.mts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}x`).join(' ');
const page = (front: string, body: string) => parsePage('docs/x.mdx', `---\n${front}\n---\n\n${body}\n`);

describe('content rules', () => {
  it('accepts a complete page', () => {
    assert.deepEqual(checkPage(page('title: T\ndescription: D', words(300))), []);
  });

  it('reports missing front matter, short prose and placeholders', () => {
    const problems = checkPage(page('title: T', `${words(20)} TODO write this`));
    assert.equal(problems.length, 3);
    assert.match(problems.join('\n'), /no description/);
    assert.match(problems.join('\n'), /words of prose, the minimum is 250/);
    assert.match(problems.join('\n'), /placeholder text "TODO"/);
  });

  it('lets unlisted legacy pages be shorter', () => {
    assert.deepEqual(checkPage(page('title: T\ndescription: D\nunlisted: true', words(80))), []);
  });

  it('parses yaml and json blocks and reports the broken ones with their line', () => {
    const body = `${words(260)}\n\n\`\`\`yaml\na: [1, 2\n\`\`\`\n\n\`\`\`json\n{"a": 1,}\n\`\`\`\n\n\`\`\`json title="ok.json"\n{"a": 1}\n\`\`\``;
    const problems = checkPage(page('title: T\ndescription: D', body));
    assert.equal(problems.length, 2);
    assert.match(problems[0], /docs\/x\.mdx:\d+: yaml block does not parse/);
    assert.match(problems[1], /json block does not parse/);
  });

  it('counts prose but not code, imports, tags or inline code', () => {
    const body =
      'import Tabs from \'@theme/Tabs\';\n\nOne two three `four five`.\n\n<Tabs groupId="x">\n\n```bash\necho not counted at all\n```\n';
    assert.equal(proseWordCount(body), 3);
    assert.deepEqual(
      codeBlocks(body).map((b) => b.lang),
      ['bash'],
    );
  });
});

describe('sidebar ids', () => {
  it('collects ids from strings, doc items, category links and nested items', () => {
    const ids = collectDocIds({
      a: [
        'x',
        { type: 'doc', id: 'y' },
        { type: 'category', label: 'C', link: { type: 'doc', id: 'z' }, items: ['w', { type: 'link', href: '/q' }] },
      ],
    });
    assert.deepEqual([...ids].sort(), ['w', 'x', 'y', 'z']);
  });
});
