/**
 * Content check over the hand-written pages (run by `npm test`):
 * every page meets the page standard (rules.ts) and compiles as MDX, every
 * listed guide is in a sidebar and no unlisted one is; no two pages share a
 * title and no sidebar shows a label twice (unique-names.mts, over the
 * generated reference pages too: run `npm run gen:api` first).
 *
 *   tsx scripts/content/check-content.ts            # all pages
 *   tsx scripts/content/check-content.ts docs/a.mdx # just these (no sidebar check)
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { checkPage, isUnlisted, parsePage, type PageSource } from './rules.mts';
import { sidebarDocIds } from './sidebar-ids.mts';
import { uniqueNameProblems } from './unique-names.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Folders of `reference/` that hold generated pages (API operations, API changelogs, the SDK functions and types), not hand-written ones. */
const GENERATED = ['reference/core', 'reference/desk', 'reference/bridge', 'reference/changelog', 'reference/sdk/api'];

export function handWrittenPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        // `_generated` folders hold partials written by `npm run gen:api`, not pages.
        if (!GENERATED.includes(rel) && entry.name !== '_generated') walk(rel);
      } else if (/\.mdx?$/.test(entry.name)) {
        found.push(rel);
      }
    }
  };
  for (const dir of ['docs', 'reference']) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return found.sort();
}

/** Doc id as Docusaurus derives it: the path inside the docs folder, no extension. */
export function docId(file: string): string {
  return file.replace(/^(docs|reference)\//, '').replace(/\.mdx?$/, '');
}

export async function compileError(page: PageSource): Promise<string | undefined> {
  try {
    await compile(page.body, { remarkPlugins: [remarkGfm, remarkDirective] });
    return undefined;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    return `${page.path}:${e.line ?? '?'}: MDX does not compile: ${e.reason ?? e.message}`;
  }
}

export async function checkFiles(files: string[]): Promise<{ pages: PageSource[]; problems: string[] }> {
  const pages = files.map((f) => parsePage(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
  const problems: string[] = [];
  for (const page of pages) {
    problems.push(...checkPage(page));
    const error = await compileError(page);
    if (error) problems.push(error);
  }
  return { pages, problems };
}

export async function sidebarProblems(pages: PageSource[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [area, sidebarsFile] of [
    ['docs', 'sidebars.ts'],
    ['reference', 'sidebars-reference.ts'],
  ] as const) {
    const inSidebar = await sidebarDocIds(path.join(ROOT, sidebarsFile));
    for (const page of pages.filter((p) => p.path.startsWith(`${area}/`))) {
      const id = docId(page.path);
      if (isUnlisted(page) && inSidebar.has(id)) problems.push(`${page.path}: unlisted page is in ${sidebarsFile}`);
      if (!isUnlisted(page) && !inSidebar.has(id))
        problems.push(`${page.path}: listed page is in no sidebar of ${sidebarsFile}`);
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args : handWrittenPages();
  const { pages, problems } = await checkFiles(files);
  let names = '';
  if (args.length === 0) {
    problems.push(...(await sidebarProblems(pages)));
    const unique = await uniqueNameProblems(ROOT);
    problems.push(...unique.problems);
    names = `; titles of ${unique.pages} pages and ${unique.labels} sidebar labels compared`;
  }
  for (const problem of problems) console.error(problem);
  console.log(`content check: ${pages.length} pages, ${problems.length} problems${names}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) void main();
