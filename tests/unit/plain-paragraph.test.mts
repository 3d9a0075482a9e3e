/** Descriptions written as a paragraph without react-markdown (src/theme/Markdown/plainParagraph.ts). */
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
import { plainParagraph } from '../../src/theme/Markdown/plainParagraph.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What the OpenAPI theme's Markdown component renders (its own plugins; its admonition plugin needs `:::`). */
const reactMarkdown = (source: string) => renderToStaticMarkup(React.createElement(ReactMarkdown, { rehypePlugins: [rehypeRaw], remarkPlugins: [remarkGfm] }, source));
const paragraph = (text: string) => renderToStaticMarkup(React.createElement('p', null, text));

function descriptions(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) descriptions(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'description' && typeof item === 'string') found.push(item);
      descriptions(item, found);
    }
  }
  return found;
}

describe('plain descriptions', () => {
  it('renders every description of the specs it takes exactly as react-markdown does', () => {
    const specs = fs.readdirSync(path.join(root, 'openapi'), { recursive: true }).map(String).filter((file) => file.endsWith('.yaml'));
    const all = [...new Set(specs.flatMap((file) => descriptions(YAML.parse(fs.readFileSync(path.join(root, 'openapi', file), 'utf8')))))];
    const plain = all.filter((source) => plainParagraph(source) !== null);
    assert.ok(plain.length > all.length / 2, `${plain.length} of ${all.length} descriptions are plain`);
    for (const source of plain) assert.equal(paragraph(plainParagraph(source)!), reactMarkdown(source), source);
  });

  it('leaves to react-markdown what Markdown would make more of', () => {
    for (const source of [
      'Use `claimId`.',
      'The *first* one.',
      'snake_case names',
      'See [the guide](/use).',
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
      '~~gone~~',
      'a | b',
      'First line\nsecond line',
      ':::note Careful',
      'Escaped \\* star',
      '',
      '   ',
    ]) {
      assert.equal(plainParagraph(source), null, source);
    }
  });

  it('takes a sentence as it is, trimmed as a paragraph is', () => {
    assert.equal(plainParagraph('  Returns the credential (with its claims), or 404.\n'), 'Returns the credential (with its claims), or 404.');
    assert.equal(plainParagraph('Version 2.0 of the protocol'), 'Version 2.0 of the protocol');
  });
});
