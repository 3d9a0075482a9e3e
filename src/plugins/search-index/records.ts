/**
 * Turns the built HTML of one page into DocSearch records, the shape the
 * DocSearch scraper produces for Docusaurus sites and that both search
 * backends (the hosted Typesense collection and the embedded index) serve.
 *
 * One record per heading (type lvl1..lvl6) and one per block of text
 * (type content), each keyed by the anchor of the heading it sits under,
 * so a hit deep-links to its section.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { flattenHierarchy, type DocSearchRecord, type Hierarchy, type RecordType } from '../../search/record';

export type { DocSearchRecord } from '../../search/record';

export interface PageInput {
  html: string;
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Sitemap priority of the page, 0..1 (default 0.5). */
  pageRank?: number;
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

/** A page that search must never show: unlisted or noindex, the 404 page, redirect stubs. */
export function isIndexable($: CheerioAPI): boolean {
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return false;
  if ($('meta[http-equiv="refresh"]').length > 0) return false;
  if ($('article').length === 0 && $('main').length === 0) return false;
  if ($('html').hasClass('plugin-id-default') === false && $('title').text().startsWith('Page Not Found')) return false;
  return true;
}

/** Visible text: no zero-width or icon-font (private use) characters, single spaces. */
const text = (value: string) => value.replace(/[\u200b\uE000-\uF8FF]/g, '').replace(/\s+/g, ' ').trim();

/** lvl0: the top sidebar category the page sits in, else the active navbar section, else the site section. */
function pageSection($: CheerioAPI): string {
  const category = $('.theme-doc-sidebar-menu > .menu__list-item > .menu__list-item-collapsible > .menu__link--active').first();
  if (category.length) return text(category.text());
  const topLink = $('.theme-doc-sidebar-menu > .menu__list-item > .menu__link--active').first();
  if (topLink.length) return text(topLink.text());
  const navbar = $('.navbar__items .navbar__link--active').first();
  if (navbar.length) return text(navbar.text());
  return 'Documentation';
}

export function pageToRecords({ html, url, pageRank = 0.5 }: PageInput): DocSearchRecord[] {
  const $ = load(html);
  if (!isIndexable($)) return [];
  const root = $('article').first().length ? $('article').first() : $('main').first();
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content');
  const base = {
    url_without_anchor: url,
    language: meta('docsearch:language') ?? $('html').attr('lang') ?? 'en',
    docusaurus_tag: meta('docsearch:docusaurus_tag') ?? 'default',
    version: meta('docsearch:version') ?? 'current',
  };
  const hierarchy: Hierarchy = { lvl0: pageSection($), lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;

  const push = (type: RecordType, content: string | null) => {
    const hash = anchor ? `#${anchor}` : '';
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

  // API pages: the operation's method and path, so "POST /api/credential/v1" finds it.
  const endpoint = root.find('.openapi__method-endpoint').first();
  const scope = root.find('.openapi-left-panel__container').first().length ? root.find('.openapi-left-panel__container').first() : root;

  const title = text(root.find('h1').first().text()) || text($('title').text().split('|')[0]);
  hierarchy.lvl1 = title;
  push('lvl1', null);
  if (endpoint.length) {
    const method = text(endpoint.find('.badge').first().text());
    const path = text(endpoint.find('.openapi__method-endpoint-path').first().text());
    push('content', `${method} ${path}`);
  }

  // Glossary definitions shown on hover (src/components/Term) belong to the glossary page's records.
  scope.find('[role="tooltip"]').remove();
  const selector = 'h2, h3, h4, h5, h6, p, li, td:last-child, dt, dd, blockquote';
  scope.find(selector).each((_, node) => {
    const element = node as Element;
    const $el = $(element);
    if ($el.closest('.openapi__method-endpoint, nav, .theme-doc-breadcrumbs, .pagination-nav, footer, .tabs').length) return;
    const tag = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tag)) {
      const level = Number(tag[1]) as 2 | 3 | 4 | 5 | 6;
      const heading = text($el.clone().find('.hash-link').remove().end().text());
      if (!heading) return;
      hierarchy[`lvl${level}`] = heading;
      for (let l = level + 1; l <= 6; l += 1) hierarchy[`lvl${l}` as Exclude<keyof Hierarchy, 'lvl0'>] = null;
      anchor = $el.attr('id') ?? $el.find('[id]').first().attr('id') ?? anchor;
      push(`lvl${level}`, null);
      return;
    }
    // A list item holding a nested list is indexed through its children.
    if (tag === 'li' && $el.find('li').length > 0) return;
    if (tag === 'p' && $el.closest('li, td, blockquote, dd').length) return;
    const content = text($el.text());
    if (content.length < 2) return;
    push('content', content.length > 1000 ? `${content.slice(0, 997)}...` : content);
  });
  return records;
}
