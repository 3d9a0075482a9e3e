/**
 * Turns the built HTML of one page into DocSearch records, the shape the
 * DocSearch scraper produces for Docusaurus sites and that both search
 * backends (the hosted Typesense collection and the embedded index) serve.
 *
 * One record per heading (type lvl1..lvl6) and one per block of text
 * (type content), each keyed by the anchor of the heading it sits under,
 * so a hit deep-links to its section.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import {
  flattenHierarchy,
  ROW_SEPARATOR,
  type DocSearchRecord,
  type Hierarchy,
  type RecordType,
} from '../../search/record';
import { cleanText, readableText } from './text';
import { pageKindOf } from '../../search/pageKind';

export type { DocSearchRecord } from '../../search/record';

export interface PageInput {
  html: string;
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Sitemap priority of the page, 0..1 (default 0.5). */
  pageRank?: number;
  /** The operationId, for a generated API operation page (see operationIds.ts). */
  operationId?: string;
}

/** Headings outrank text; within a level, earlier on the page ranks higher. */
const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

export function itemPriority(pageRank: number, type: RecordType, position: number): number {
  return Math.round(pageRank * 10) * 1_000_000 + LEVEL_WEIGHT[type] * 1_000 + Math.max(0, 999 - position);
}

/*
 * A selector query from the document walks every node of the page, and a reference page has
 * thousands: a dozen such queries per page were half of the index's build time. The page's
 * <head>, its landmarks and the sidebar are reached directly instead.
 */

/** The first element, in document order, that `test` accepts; the walk stops there. */
function firstElement(nodes: readonly AnyNode[], test: (element: Element) => boolean): Element | null {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (test(node)) return node;
    const found = firstElement(node.children, test);
    if (found) return found;
  }
  return null;
}

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** The parts of a page its records are read from. */
interface PageParts {
  html: Cheerio<Element>;
  head: Cheerio<Element>;
  /** The <body>, as the list firstElement searches. */
  body: Element[];
  /** The page's <article>, else its <main>; none on pages without content. */
  content: Element | null;
}

function pageParts($: CheerioAPI): PageParts {
  const html = $.root().children('html');
  const body = html.children('body').toArray();
  return {
    html,
    head: html.children('head'),
    body,
    content: firstElement(body, (e) => e.tagName === 'article') ?? firstElement(body, (e) => e.tagName === 'main'),
  };
}

/** A page that search must never show: unlisted or noindex, the 404 page, redirect stubs. */
function isIndexable(parts: PageParts): parts is PageParts & { content: Element } {
  const { html, head, content } = parts;
  const robots = head.children('meta[name="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return false;
  if (head.children('meta[http-equiv="refresh"]').length > 0) return false;
  if (!content) return false;
  if (html.hasClass('plugin-id-default') === false && head.children('title').text().startsWith('Page Not Found'))
    return false;
  return true;
}

/** Visible text: no zero-width, emoji or icon-font (private use) characters, single spaces. */
const text = cleanText;

/** Text records longer than this are cut: a snippet shows a few words, and long blocks only dilute the index. */
const MAX_CONTENT = 1000;

/** lvl0: the top sidebar category the page sits in, else the active navbar section, else the site section. */
function pageSection($: CheerioAPI, { body }: PageParts): string {
  const menu = firstElement(body, (e) => hasClass(e, 'theme-doc-sidebar-menu'));
  if (menu) {
    const items = $(menu).children('.menu__list-item');
    const category = items.children('.menu__list-item-collapsible').children('.menu__link--active').first();
    if (category.length) return text(category.text());
    const topLink = items.children('.menu__link--active').first();
    if (topLink.length) return text(topLink.text());
  }
  const navbar = firstElement(body, (e) => hasClass(e, 'navbar'));
  const active = navbar ? $(navbar).find('.navbar__items .navbar__link--active').first() : null;
  if (active?.length) return text(active.text());
  return 'Documentation';
}

/** `/api/credential/v1/:id` as the spec and the guides write it: `/api/credential/v1/{id}`. */
export const specPath = (path: string) => path.replace(/\/:([A-Za-z_][\w-]*)/g, '/{$1}');

const CELLS = new Set(['td', 'th']);
const TEXT_CONTAINERS = new Set(['li', 'blockquote', 'dd']);

/*
 * Ancestor and descendant tests by tag name, asked of every block of every page: Cheerio's
 * `closest()` and `find()` compile their selector on each call, which was most of the index's build time.
 */
function insideOneOf(element: Element, tags: Set<string>): boolean {
  for (let node = element.parent; node && isTag(node); node = node.parent)
    if (tags.has(node.tagName.toLowerCase())) return true;
  return false;
}

function holdsListItem(element: Element): boolean {
  return element.children.some(
    (child) => isTag(child) && (child.tagName.toLowerCase() === 'li' || holdsListItem(child)),
  );
}

export function pageToRecords({ html, url, pageRank = 0.5, operationId }: PageInput): DocSearchRecord[] {
  const $ = load(html);
  const parts = pageParts($);
  if (!isIndexable(parts)) return [];
  const root = $(parts.content);
  const meta = (name: string) => parts.head.children(`meta[name="${name}"]`).attr('content');
  const base = {
    url_without_anchor: url,
    language: meta('docsearch:language') ?? parts.html.attr('lang') ?? 'en',
    docusaurus_tag: meta('docsearch:docusaurus_tag') ?? 'default',
    version: meta('docsearch:version') ?? 'current',
    page_kind: pageKindOf(url),
  };
  const hierarchy: Hierarchy = {
    lvl0: pageSection($, parts),
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;

  // The same text twice in one section (a repeated note, a row shown in two tabs) is one result.
  const seen = new Set<string>();
  const push = (type: RecordType, content: string | null) => {
    const hash = anchor ? `#${anchor}` : '';
    const key = JSON.stringify([hash, type, content, hierarchy]);
    if (seen.has(key)) return;
    seen.add(key);
    records.push({
      id: `${url}${hash}:${position}`,
      ...flattenHierarchy(hierarchy),
      content,
      url: `${url}${hash}`,
      anchor,
      type,
      item_priority: itemPriority(pageRank, type, position),
      ...base,
    });
    position += 1;
  };

  // One walk for the three landmarks: the title, and on API pages the endpoint line and the left panel.
  const landmarks = root.find('h1, .openapi__method-endpoint, .openapi-left-panel__container').toArray();
  const first = (test: (element: Element) => boolean): Cheerio<Element> => $(landmarks.filter(test).slice(0, 1));
  const endpoint = first((e) => hasClass(e, 'openapi__method-endpoint'));
  const panel = first((e) => hasClass(e, 'openapi-left-panel__container'));
  const scope = panel.length ? panel : root;

  const title =
    readableText(first((e) => e.tagName === 'h1').toArray()) || text(parts.head.children('title').text().split('|')[0]);
  hierarchy.lvl1 = title;
  push('lvl1', null);
  // API pages: the operation's method and path, so "POST /api/credential/v1" finds it.
  if (endpoint.length) {
    const method = text(endpoint.find('.badge').first().text());
    const path = text(endpoint.find('.openapi__method-endpoint-path').first().text());
    // The operationId too: readers working from the spec or a generated client know it by that name.
    push('content', [`${method} ${specPath(path)}`, operationId].filter(Boolean).join(ROW_SEPARATOR));
  }

  // Removed in one walk:
  // - glossary definitions shown on hover (src/components/Term): they belong to the glossary page's records;
  // - category cards: they repeat the title and description of the pages they link to, under the
  //   category's URL, so a hit on one would lead to the category, not to the page it names;
  // - navigation, the tab lists, the tab panels' labels (shown only without JavaScript,
  //   src/theme/TabItem) and the endpoint line (pushed above): no text of the page's own.
  scope
    .find(
      '[role="tooltip"], a.card, .openapi__method-endpoint, nav, .theme-doc-breadcrumbs, .pagination-nav, footer, .tabs, [data-tab-label]',
    )
    .remove();
  const selector = 'h2, h3, h4, h5, h6, p, li, tr, dt, dd, blockquote';
  scope.find(selector).each((_, node) => {
    const element = node as Element;
    const $el = $(element);
    const tag = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tag)) {
      const level = Number(tag[1]) as 2 | 3 | 4 | 5 | 6;
      const heading = readableText($el.clone().find('.hash-link').remove().end().toArray());
      if (!heading) return;
      hierarchy[`lvl${level}`] = heading;
      for (let l = level + 1; l <= 6; l += 1) hierarchy[`lvl${l}` as Exclude<keyof Hierarchy, 'lvl0'>] = null;
      anchor = $el.attr('id') ?? $el.find('[id]').first().attr('id') ?? anchor;
      push(`lvl${level}`, null);
      return;
    }
    // Table rows are records of their own (every column, so a name in the first column is found);
    // what sits inside a cell belongs to its row.
    if (tag !== 'tr' && insideOneOf(element, CELLS)) return;
    // A list item holding a nested list is indexed through its children.
    if (tag === 'li' && holdsListItem(element)) return;
    if (tag === 'p' && insideOneOf(element, TEXT_CONTAINERS)) return;
    let content: string;
    if (tag === 'tr') {
      const cells = $el.children('td');
      if (cells.length === 0) return; // a header row names the columns, not content
      content = cells
        .toArray()
        .map((cell) => readableText([cell]))
        .filter(Boolean)
        .join(ROW_SEPARATOR);
    } else {
      content = readableText([element]);
    }
    if (content.length < 2) return;
    push('content', content.length > MAX_CONTENT ? `${content.slice(0, MAX_CONTENT - 1)}…` : content);
  });
  return records;
}
