import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { generatedDirs } from './context.ts';

/**
 * The first sentence of a page's text (links and emphasis dropped, at most 200 characters),
 * skipping imports, JSX, headings, admonitions, tables and code.
 */
export function firstSentence(markdown: string): string | null {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !/^(import |<|#|export |:::|\||```)/.test(p));
  if (!paragraph) return null;
  const text = paragraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ');
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}

/**
 * The generator uses a tag's name as the meta description of its overview page and cuts
 * the info page's description mid-sentence; both get the first sentence of their text.
 */
export const pageDescriptions: Step = {
  name: 'page-descriptions',
  what: 'give the tag and info pages the first sentence of their text as meta description',
  run(ctx) {
    let pages = 0;
    for (const { dir } of generatedDirs(ctx)) {
      for (const file of fs.readdirSync(dir).filter((f) => /\.(tag|info)\.mdx$/.test(f))) {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const [, frontMatter, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
        // not the older versions' notice (an admonition) or head
        const text = body?.replace(/^:::[\s\S]*?^:::$/gm, '').replace(/<[^>]+>[\s\S]*?<\/[^>]+>/g, '');
        const description = text && firstSentence(text);
        if (!frontMatter || !description) continue;
        const updated = frontMatter.replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`);
        fs.writeFileSync(path.join(dir, file), `---\n${updated}\n---\n${body}`);
        pages += 1;
      }
    }
    return `meta description of ${pages} tag and info pages`;
  },
};
