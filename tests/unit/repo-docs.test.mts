/**
 * The repository's own docs (README.md, CONTRIBUTING.md, maintainers/*.md,
 * bench-results/HISTORY.md, src/performance/README.md): the README stays a short map, and what the docs
 * point at exists. Links and their anchors, repository paths in code spans,
 * the tests they cite by name, every environment variable the code reads, and
 * the theme markup errors the markup test lets through.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import { createSlugger } from '@docusaurus/utils';
import type { Nodes, Root } from 'mdast';
import { THEME_MARKUP_ERRORS } from '../fixtures/theme-markup-errors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(path.join(ROOT, 'maintainers'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `maintainers/${f}`),
  'bench-results/HISTORY.md',
  'src/performance/README.md',
];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const parse = (text: string): Root => unified().use(remarkParse).use(remarkGfm).parse(text);

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ('children' in node) for (const child of node.children) visit(child as Nodes, fn);
}

function nodesOf<T extends Nodes['type']>(tree: Root, type: T): Extract<Nodes, { type: T }>[] {
  const found: Extract<Nodes, { type: T }>[] = [];
  visit(tree, (node) => {
    if (node.type === type) found.push(node as Extract<Nodes, { type: T }>);
  });
  return found;
}

const anchorCache = new Map<string, Set<string>>();
/** The anchors GitHub gives a Markdown file's headings (github-slugger, as Docusaurus uses it). */
function anchorsOf(file: string): Set<string> {
  if (!anchorCache.has(file)) {
    const slugger = createSlugger();
    anchorCache.set(file, new Set(nodesOf(parse(read(file)), 'heading').map((h) => slugger.slug(toString(h)))));
  }
  return anchorCache.get(file)!;
}

const inlineCode = (file: string) => nodesOf(parse(read(file)), 'inlineCode').map((c) => c.value);

/** Folders and files git ignores: generated output, which a doc may name though no checkout holds it. */
const IGNORED = read('.gitignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  .map((line) => line.replace(/\/\*?$/, ''));

describe('repository docs', () => {
  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    assert.ok(
      lines <= README_MAX_LINES,
      `README.md has ${lines} lines: move detail to CONTRIBUTING.md or maintainers/`,
    );
  });

  it('links only to files that exist, and to headings they have', () => {
    const problems: string[] = [];
    for (const doc of DOCS) {
      const tree = parse(read(doc));
      const targets = [...nodesOf(tree, 'link'), ...nodesOf(tree, 'definition')].map((n) => n.url);
      for (const url of targets) {
        if (/^[a-z][a-z+.-]*:/i.test(url)) continue; // https:, mailto:
        if (url.startsWith('/')) {
          problems.push(`${doc}: ${url}: link repository files relatively (a site route is not a file here)`);
          continue;
        }
        const [file, anchor] = url.split('#') as [string, string | undefined];
        const target = file
          ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURIComponent(file)))
          : doc;
        if (!fs.existsSync(path.join(ROOT, target))) {
          problems.push(`${doc}: ${url}: ${target} does not exist`);
          continue;
        }
        if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor)) {
          problems.push(`${doc}: ${url}: ${target} has no heading with the anchor #${anchor}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('names only repository paths that exist (generated ones aside)', () => {
    const problems: string[] = [];
    const REPO_PATH =
      /^(?:\.ci|bench-results|claims|config|docs|inventory|maintainers|openapi|reference|scripts|src|static|tests)\/[\w./-]*$/;
    for (const doc of DOCS) {
      for (const code of inlineCode(doc)) {
        if (!REPO_PATH.test(code) || code.includes('...')) continue;
        const file = code.replace(/\/$/, '');
        if (IGNORED.some((ignored) => file === ignored || file.startsWith(`${ignored}/`))) continue;
        if (!fs.existsSync(path.join(ROOT, file))) problems.push(`${doc}: \`${code}\` does not exist`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('cites only tests that exist, by their names', () => {
    const problems: string[] = [];
    const CITATION = /`(tests\/[\w/.-]+\.test\.mts)` › "([^"]+)"/g;
    for (const doc of DOCS) {
      for (const [, file, title] of read(doc).matchAll(CITATION)) {
        // A title may leave out a templated part ("keeps guide pages … within 190 KB"): the part before it must be there.
        const cited = title.split(' … ')[0];
        const source = fs.existsSync(path.join(ROOT, file)) ? read(file).replace(/\\'/g, "'") : '';
        if (!source.includes(cited)) problems.push(`${doc}: ${file} has no test named "${cited}"`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('documents every environment variable the code reads', () => {
    // Set by the site's own code for itself, never by a person.
    const INTERNAL = new Map([
      ['DOCS_GENERATING_API', 'set by gen:api for the docs plugin it runs'],
      ['DOCS_SERVER_BUNDLE', 'defined by src/plugins/server-bundle-flag for the server bundle'],
      ['DOCS_PREFETCH_SEARCH_WORKER', 'defined by src/performance/search-prefetch for the browser bundle'],
      ['NODE_ENV', 'set by Docusaurus'],
      ['PATH', 'passed through to child processes'],
    ]);
    const readBy = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.(ts|tsx|mts|cjs)$/.test(entry.name)) {
          const source = read(rel);
          for (const [, name] of source.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g)) readBy.set(name, rel);
          // A variable named through a constant: `export const SCALE_TEST_ENV = 'DOCS_SCALE_TEST_VERSIONS'`.
          for (const [, name] of source.matchAll(/\bconst [A-Z_]+_ENV = '([A-Z][A-Z0-9_]+)'/g)) readBy.set(name, rel);
        }
      }
    };
    for (const dir of ['config', 'src', 'scripts', 'tests']) walk(dir);
    for (const [, name] of read('docusaurus.config.ts').matchAll(/\bprocess\.env\.([A-Z][A-Z0-9_]+)/g))
      readBy.set(name, 'docusaurus.config.ts');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const command of Object.values(scripts))
      for (const [, name] of command.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)) readBy.set(name, 'package.json');
    assert.ok(
      readBy.has('SITE_URL') && readBy.has('TYPESENSE_HOST'),
      'the scan found none of the site settings: has the code moved?',
    );

    const documented = new Set(DOCS.flatMap(inlineCode));
    const undocumented = [...readBy]
      .filter(([name]) => !INTERNAL.has(name) && !documented.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    assert.deepEqual(
      undocumented,
      [],
      'document these in maintainers/ (a table of settings), or list them here as internal',
    );
  });

  it('lists the same theme markup errors as tests/fixtures/theme-markup-errors.ts', () => {
    const section = read('maintainers/upgrading.md').split('## Markup the themes write')[1] ?? '';
    const table = nodesOf(parse(section), 'table')[0];
    assert.ok(table, 'maintainers/upgrading.md has no table under "Markup the themes write"');
    // "Written by" is the second column: `package` `Component` (…), as the fixture's `source` starts.
    const documented = table.children
      .slice(1)
      .map((row) =>
        toString(row.children[1])
          .replace(/\s*\(.*$/, '')
          .trim(),
      )
      .sort();
    const allowed = THEME_MARKUP_ERRORS.map((error) => error.source.split(':')[0].trim()).sort();
    assert.deepEqual(documented, allowed);
  });
});
