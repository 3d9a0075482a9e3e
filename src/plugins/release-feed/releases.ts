/**
 * The releases on the built release-notes page: one per `### <version>`
 * heading, with the anchor Docusaurus gave the heading, the date and numbers
 * of the release line under it (`<ReleaseInfo>`, src/components/ReleaseInfo)
 * and the section's HTML made fit for a feed reader (absolute links, no theme
 * markup).
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { RELEASE_INFO_CLASS } from '../../components/ReleaseInfo/class';

export interface Release {
  /** The heading's text, e.g. `1.23.1`. */
  version: string;
  /** The day of the release, from its release line (midnight UTC). */
  date: Date;
  /** The documentation release the entry is, if any (`1.23.1`). */
  documentation?: string;
  /** The Core release it describes or is, if named (`1.74.2`). */
  core?: string;
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
    const info = releaseInfo($, section, version, pageUrl);
    const body = cleanSection($, section.not(`.${RELEASE_INFO_CLASS}`), pageUrl);
    releases.push({
      version,
      anchor,
      ...info,
      summary: summaryOf($, section.not(`.${RELEASE_INFO_CLASS}`)),
      html: body,
    });
  });
  if (releases.length === 0) {
    throw new Error(
      `${pageUrl} has no release headings: each release is a level-3 heading that is a version number (### 1.23.1)`,
    );
  }
  return releases;
}

/**
 * The date and numbers of a release, from the release line under its heading.
 * A release without one, or whose heading is neither of its numbers, stops the
 * build: a feed item needs a true date, and the heading names the release.
 */
function releaseInfo(
  $: CheerioAPI,
  section: Cheerio<Element>,
  version: string,
  pageUrl: string,
): Pick<Release, 'date' | 'documentation' | 'core'> {
  const line = section.filter(`.${RELEASE_INFO_CLASS}`).first();
  const day = line.find('time[datetime]').attr('datetime') ?? '';
  const date = new Date(`${day}T00:00:00Z`);
  if (line.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) {
    throw new Error(
      `${pageUrl}: release ${version} has no release date: put <ReleaseInfo date="YYYY-MM-DD" ... /> right under its heading`,
    );
  }
  const documentation = line.attr('data-documentation') || undefined;
  const core = line.attr('data-core') || undefined;
  if (version !== documentation && version !== core) {
    throw new Error(
      `${pageUrl}: release ${version} is neither the documentation (${documentation ?? 'none'}) nor the Core release (${core ?? 'none'}) of its release line`,
    );
  }
  return { date, documentation, core };
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
    const code =
      lines.length > 0
        ? lines
            .map((__, line) => $(line).text())
            .get()
            .join('\n')
        : $(block).find('pre').text();
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
