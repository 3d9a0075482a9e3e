/**
 * The page standard for guides (see CONTRIBUTING.md), as checks that
 * work on one page's source text. Kept free of I/O so it can be unit-tested.
 */
import matter from 'gray-matter';
import YAML from 'yaml';

export const MIN_PROSE_WORDS = 250;
export const MIN_LEGACY_PROSE_WORDS = 60;

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;
const FENCE = /^(```+|~~~+)([^\n`]*)\n([\s\S]*?)^\1[ \t]*$/gm;

export interface CodeBlock {
  lang: string;
  body: string;
  line: number;
}

export interface PageSource {
  path: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export function parsePage(path: string, text: string): PageSource {
  const parsed = matter(text);
  return { path, frontMatter: parsed.data, body: parsed.content };
}

export function codeBlocks(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of body.matchAll(FENCE)) {
    const lang = match[2].trim().split(/\s+/)[0] ?? '';
    const line = body.slice(0, match.index).split('\n').length;
    blocks.push({ lang, body: match[3], line });
  }
  return blocks;
}

/** Words a reader reads as prose: no code, imports, JSX tags, tables' pipes or URLs. */
export function proseWordCount(body: string): number {
  const prose = body
    .replace(FENCE, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^:::.*$/gm, ' ');
  return prose.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;
}

export function isUnlisted(page: PageSource): boolean {
  return page.frontMatter.unlisted === true;
}

/** Problems with one page, each a one-line message naming the page. */
export function checkPage(page: PageSource): string[] {
  const problems: string[] = [];
  const where = page.path;
  for (const key of ['title', 'description'] as const) {
    const value = page.frontMatter[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where}: front matter has no ${key}`);
    }
  }
  const min = isUnlisted(page) ? MIN_LEGACY_PROSE_WORDS : MIN_PROSE_WORDS;
  const words = proseWordCount(page.body);
  if (words < min) problems.push(`${where}: ${words} words of prose, the minimum is ${min}`);
  const placeholder = page.body.match(PLACEHOLDER) ?? String(page.frontMatter.description ?? '').match(PLACEHOLDER);
  if (placeholder) problems.push(`${where}: placeholder text "${placeholder[0]}"`);
  for (const block of codeBlocks(page.body)) {
    const error = parseError(block);
    if (error) problems.push(`${where}:${block.line}: ${block.lang} block does not parse: ${error}`);
  }
  return problems;
}

function parseError(block: CodeBlock): string | undefined {
  try {
    if (block.lang === 'json') JSON.parse(block.body);
    if (block.lang === 'yaml' || block.lang === 'yml') {
      const docs = YAML.parseAllDocuments(block.body);
      const failed = docs.flatMap((d) => d.errors);
      if (failed.length > 0) return failed[0].message.split('\n')[0];
    }
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
  return undefined;
}
