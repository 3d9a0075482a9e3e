/**
 * The index for assistants, /llms.txt (https://llmstxt.org), and the full
 * text, /llms-full.txt. Pages are grouped in the order of the sidebars:
 * each top-level category is a section, a run of top-level docs is a section
 * of its own, and pages no sidebar lists (the home page) lead in a first
 * section. Every page appears exactly once.
 *
 * Pure: takes sidebar data and page facts, returns text.
 */

/* The parts of Docusaurus' loaded sidebars read here. */
export interface SidebarDocItem {
  type: 'doc' | 'ref';
  id: string;
  label?: string;
}

export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  items: SidebarItem[];
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; permalink: string };
}

export type SidebarItem = SidebarDocItem | SidebarCategoryItem | { type: 'link' | 'html' };

export interface DocFacts {
  permalink: string;
  title: string;
}

/** A section of the index before pages are known: its title and its page paths in order. */
export interface SectionSpec {
  title: string;
  paths: string[];
}

export interface SidebarSectionsOptions {
  /** Make the whole sidebar one section with this title. */
  title?: string;
  /** Title of a section made of consecutive top-level docs (default: the first doc's label). */
  looseDocsTitle?: string;
}

export function sidebarSections(
  items: SidebarItem[],
  docs: ReadonlyMap<string, DocFacts>,
  options: SidebarSectionsOptions = {},
): SectionSpec[] {
  if (options.title) return [{ title: options.title, paths: flattenPaths(items, docs) }];
  const sections: SectionSpec[] = [];
  let loose: SectionSpec | undefined;
  for (const item of items) {
    if (item.type === 'category') {
      loose = undefined;
      sections.push({ title: item.label, paths: flattenPaths([item], docs) });
    } else if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (!doc) continue;
      if (!loose) {
        loose = { title: options.looseDocsTitle ?? item.label ?? doc.title, paths: [] };
        sections.push(loose);
      }
      loose.paths.push(doc.permalink);
    }
  }
  return sections;
}

/** The page paths of sidebar items, depth first, a category's own page before its items. */
export function flattenPaths(items: SidebarItem[], docs: ReadonlyMap<string, DocFacts>): string[] {
  const paths: string[] = [];
  const visit = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = docs.get(item.id);
        if (doc) paths.push(doc.permalink);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          const doc = docs.get(item.link.id);
          if (doc) paths.push(doc.permalink);
        } else if (item.link?.type === 'generated-index') {
          paths.push(item.link.permalink);
        }
        visit(item.items);
      }
    }
  };
  visit(items);
  return paths;
}

export interface LlmsPage {
  /** Path of the page, as in the sitemap (base URL included). */
  path: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string;
  title: string;
  description: string;
}

export interface LlmsSection<P extends LlmsPage = LlmsPage> {
  title: string;
  pages: P[];
}

/**
 * Puts every page in the first section that lists its path, in the section's
 * order; pages no section lists go to a leading section titled `otherTitle`.
 * Paths of sections that are not pages (not in the sitemap) are skipped.
 */
export function groupPages<P extends LlmsPage>(
  specs: SectionSpec[],
  pages: P[],
  otherTitle: string,
): Array<LlmsSection<P>> {
  const byPath = new Map(pages.map((page) => [samePath(page.path), page]));
  const placed = new Set<string>();
  const sections: Array<LlmsSection<P>> = [];
  for (const spec of specs) {
    const section: LlmsSection<P> = { title: spec.title, pages: [] };
    for (const p of spec.paths.map(samePath)) {
      const page = byPath.get(p);
      if (!page || placed.has(p)) continue;
      placed.add(p);
      section.pages.push(page);
    }
    if (section.pages.length) sections.push(section);
  }
  const others = pages.filter((page) => !placed.has(samePath(page.path)));
  return others.length ? [{ title: otherTitle, pages: others }, ...sections] : sections;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the sections (Markdown). */
  details?: string;
  sections: LlmsSection[];
}

/** `# title`, `> summary`, details, then `## section` with `- [title](url.md): description` lines. */
export function renderLlmsTxt({ title, summary, details, sections }: LlmsTxtInput): string {
  const out = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, ''];
  if (details?.trim()) out.push(details.trim(), '');
  for (const section of sections) {
    out.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      out.push(
        `- [${escapeLinkText(oneLine(page.title))}](${page.markdownUrl})${description ? `: ${description}` : ''}`,
      );
    }
    out.push('');
  }
  return `${out.join('\n').trim()}\n`;
}

export interface LlmsFullInput {
  title: string;
  summary: string;
  pages: Array<{ url: string; markdown: string }>;
}

/** Every page's Markdown, each after a `---` / `source: URL` / `---` separator. */
export function renderLlmsFull({ title, summary, pages }: LlmsFullInput): string {
  const out = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, ''];
  for (const page of pages) {
    out.push('---', `source: ${page.url}`, '---', '', page.markdown.trim(), '');
  }
  return `${out.join('\n').trim()}\n`;
}

/**
 * Index docs have a permalink with a trailing slash (`/get-started/`) that the
 * site serves without it (trailingSlash: false), as the sitemap lists it.
 */
function samePath(p: string): string {
  return p.replace(/\/+$/, '') || '/';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}
