/** Descriptions written as a paragraph without react-markdown (src/theme/Markdown/plainParagraph.tsx). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import YAML from 'yaml';
import { plainParagraph, renderPlainParagraph } from '../../src/theme/Markdown/plainParagraph.tsx';

const root = path.resolve(import.meta.dirname, '../..');

/** What the OpenAPI theme's Markdown component renders (its plugins; its admonition plugin acts on `:::` only). */
const reactMarkdown = (source: string) =>
  renderToStaticMarkup(
    React.createElement(ReactMarkdown, { rehypePlugins: [rehypeRaw], remarkPlugins: [remarkGfm] }, source),
  );
const written = (source: string) => renderToStaticMarkup(renderPlainParagraph(source)!);

/** Every description of the specs, and the lines the theme writes from their schemas (its getQualifierMessage). */
function sources(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const schema = value as Record<string, unknown>;
      if (typeof schema.description === 'string') found.add(schema.description);
      if (Array.isArray(schema.enum))
        found.add(`**Possible values:** [${schema.enum.map((v) => `\`${v}\``).join(', ')}]`);
      if (typeof schema.minimum === 'number') found.add(`**Possible values:** \`>= ${schema.minimum}\``);
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
        found.add(`**Possible values:** \`>= ${schema.minimum}\` and \`<= ${schema.maximum}\``);
      if (typeof schema.pattern === 'string')
        found.add(`**Possible values:** Value must match regular expression \`${schema.pattern}\``);
      Object.values(schema).forEach(walk);
    }
  };
  for (const file of fs
    .readdirSync(path.join(root, 'openapi'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.yaml'))) {
    walk(YAML.parse(fs.readFileSync(path.join(root, 'openapi', file), 'utf8')));
  }
  return [...found];
}

describe('descriptions written without react-markdown', () => {
  it('writes every one of the specs it takes exactly as react-markdown does', () => {
    const all = sources();
    const taken = all.filter((source) => plainParagraph(source) !== null);
    assert.ok(taken.length > (all.length * 3) / 4, `${taken.length} of ${all.length} taken`);
    assert.ok(
      taken.some((source) => source.startsWith('**Possible values:** [`')),
      'the lists of possible values are taken',
    );
    for (const source of taken) assert.equal(written(source), reactMarkdown(source), source);
  });

  it('writes text, code spans and a leading label as react-markdown does', () => {
    for (const source of [
      'Returns the credential (with its claims), or 404.',
      '  Trimmed as a paragraph is.\n',
      'Version 2.0 of the protocol',
      'Use `claimId` or ` x ` or `  ` or `` ` `` no',
      '`true` when set; see `a b`.',
      '**Possible values:** [`ASC`, `DESC`]',
      '**Possible values:** `>= 1` and `<= 1000`',
      '**Deprecated**',
      '[Not a link] at all, [x][y]',
    ]) {
      if (plainParagraph(source) !== null) assert.equal(written(source), reactMarkdown(source), source);
    }
    assert.deepEqual(plainParagraph('**Possible values:** [`ASC`, `DESC`]'), [
      { strong: 'Possible values:' },
      { text: ' [' },
      { code: 'ASC' },
      { text: ', ' },
      { code: 'DESC' },
      { text: ']' },
    ]);
    assert.deepEqual(plainParagraph('Pad ` x ` here'), [{ text: 'Pad ' }, { code: 'x' }, { text: ' here' }]);
  });

  it('leaves to react-markdown what Markdown would make more of', () => {
    for (const source of [
      'The *first* one.',
      'snake_case names',
      'See [the guide](/use).',
      '[ref]: /url',
      'A note[^1]',
      'At https://example.org or www.example.org',
      'Write to team@example.org',
      'Tom & Jerry',
      '<b>bold</b>',
      '- one item',
      '+ one item',
      '1. first',
      '2) second',
      '# Heading',
      '> quoted',
      '```js',
      '~~gone~~',
      'a | b',
      'First line\nsecond line',
      ':::note Careful',
      'Escaped \\* star',
      'An `unclosed code span',
      'Double ``code`` spans',
      '**Bold** in*side',
      '**Label:**glued',
      '',
      '   ',
    ]) {
      assert.equal(plainParagraph(source), null, source);
    }
  });
});
