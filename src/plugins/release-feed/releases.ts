/**
 * The releases on the built release-notes page: one per `### <version>`
 * heading, with the anchor Docusaurus gave the heading and the section's HTML
 * made fit for a feed reader (absolute links, no theme markup).
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

export interface Release {
  /** The heading's text, e.g. `1.23.1`. */
  version: string;
  /** The heading's id on the page, e.g. `1231`. */
  anchor: string;
  /** The first paragraph as plain text, or the first list item when the section starts with a list. */
  summary: string;
  /** The section between this heading and the next h2 or h3. */
  html: string;
}

/** Headings that name a release: a version number such as `1.80` or `1.23.1`. */
const VERSION = /^\d+(?:\.\d+)+$/;

/**
 * Reads the releases from the page's HTML. `pageUrl` is the page's absolute
 * address, against which relative links in the sections are resolved.
 * Throws when the page has no article or no release heading, naming what is
 * missing, so a reworded page cannot silently empty the feed.
 */
export function releasesFromHtml(html: string, pageUrl: string): Release[] {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) throw new Error(`${pageUrl} has no article content (.theme-doc-markdown)`);
  const releases: Release[] = [];
  article.children('h3').each((_, heading) => {
    const $heading = $(heading);
    const version = $heading.clone().children('.hash-link').remove().end().text().trim();
    const anchor = $heading.attr('id');
    if (!VERSION.test(version) || !anchor) return;
    const section = $heading.nextUntil('h2, h3');
    const body = cleanSection($, section, pageUrl);
    releases.push({ version, anchor, summary: summaryOf($, section), html: body });
  });
  if (releases.length === 0) {
    throw new Error(`${pageUrl} has no release headings: each release is a level-3 heading that is a version number (### 1.23.1)`);
  }
  return releases;
}

function summaryOf($: CheerioAPI, section: Cheerio<Element>): string {
  const first = section.filter('p').first();
  const text = first.length > 0 ? textWithoutTooltips($, first) : textWithoutTooltips($, section.find('li').first());
  return text.replace(/\s+/g, ' ').trim();
}

function textWithoutTooltips($: CheerioAPI, element: Cheerio<Element>): string {
  return element.clone().find('[role=tooltip]').remove().end().text();
}

/** The section as plain, self-contained HTML: feed readers have neither our styles nor our base URL. */
function cleanSection($: CheerioAPI, section: Cheerio<Element>, pageUrl: string): string {
  const container = $('<div></div>').append(section.clone());
  container.find('[role=tooltip], .hash-link, button').remove();
  container.find('.theme-code-block').each((_, block) => {
    const lines = $(block).find('.token-line');
    const code = lines.length > 0 ? lines.map((__, line) => $(line).text()).get().join('\n') : $(block).find('pre').text();
    $(block).replaceWith($('<pre></pre>').append($('<code></code>').text(code)));
  });
  container.find('[href]').each((_, element) => {
    $(element).attr('href', new URL($(element).attr('href')!, pageUrl).href);
  });
  container.find('[src]').each((_, element) => {
    $(element).attr('src', new URL($(element).attr('src')!, pageUrl).href);
  });
  container.find('*').removeAttr('class').removeAttr('style').removeAttr('aria-describedby').removeAttr('translate');
  return container.html()!.trim();
}
