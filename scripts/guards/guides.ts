/**
 * The pages as the drift guards read them: every written `.mdx` file with
 * its fenced code blocks (language, meta string such as `title="..."`, and
 * the absolute line of the block's first content line), so each guard can
 * report `file:line`. Code inside blocks is not prose: `prose()` blanks it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_SPECS } from '../../config/openapi.ts';

export interface GuideBlock {
  lang: string;
  meta: string;
  body: string;
  /** 1-based line in the file of the block's first line of content. */
  line: number;
}

export interface Guide {
  /** Path relative to the repo root, `/`-separated. */
  file: string;
  text: string;
  blocks: GuideBlock[];
}

const FENCE = /^([ \t]*)(```+|~~~+)([^\n`]*)\n([\s\S]*?)^[ \t]*\2[ \t]*$/gm;

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

export function parseGuide(file: string, text: string): Guide {
  const blocks: GuideBlock[] = [];
  for (const match of text.matchAll(FENCE)) {
    const info = match[3].trim();
    const [lang = '', ...rest] = info.split(/\s+/);
    const indent = match[1];
    const body = indent ? match[4].replace(new RegExp(`^${indent}`, 'gm'), '') : match[4];
    blocks.push({ lang, meta: rest.join(' '), body, line: lineAt(text, match.index!) + 1 });
  }
  return { file, text, blocks };
}

/** The text with every fenced block's content replaced by blank lines (line numbers kept). */
export function prose(guide: Guide): string {
  return guide.text.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
}

/**
 * The pages writers write: every guide, and the hand-written reference pages
 * (the API pages generated from the specs, and generated partials, are not
 * read: the specs have guards of their own).
 */
export const WRITTEN_PAGE_DIRS = ['docs', 'reference'];
const GENERATED = new Set(Object.keys(API_SPECS).map((api) => `reference/${api}`));

export function loadGuides(root: string, dirs = WRITTEN_PAGE_DIRS): Guide[] {
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) return GENERATED.has(child) || entry.name === '_generated' ? [] : walk(child);
      return /\.mdx?$/.test(entry.name) ? [child] : [];
    });
  return dirs
    .flatMap(walk)
    .sort()
    .map((file) => parseGuide(file, fs.readFileSync(path.join(root, file), 'utf8')));
}
