/**
 * The text of robots.txt. A deployment invites every crawler and names the
 * sitemap; a preview deployment (DOCS_DISALLOW_CRAWLERS=1) turns every crawler
 * away, so previews stay out of search results.
 */

export interface RobotsSettings {
  /** `siteConfig.url`: origin without a trailing slash. */
  siteUrl: string;
  /** `siteConfig.baseUrl`: with a leading and a trailing slash. */
  baseUrl: string;
  /** The sitemap's file name, as the sitemap plugin writes it. */
  sitemapFile: string;
  disallowAll: boolean;
}

export function robotsTxt({ siteUrl, baseUrl, sitemapFile, disallowAll }: RobotsSettings): string {
  if (disallowAll) {
    // No Sitemap line: it would point crawlers at pages they may not fetch.
    return ['# A preview deployment: no crawler may fetch any page.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  const sitemap = new URL(`${baseUrl}${sitemapFile}`, siteUrl).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

/** Reads DOCS_DISALLOW_CRAWLERS: `1`/`true` disallows, unset, empty, `0`/`false` allows, anything else is refused. */
export function disallowCrawlers(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '1' || setting === 'true') return true;
  if (setting === '' || setting === '0' || setting === 'false') return false;
  throw new Error(
    `DOCS_DISALLOW_CRAWLERS must be 1 or true (previews: robots.txt disallows everything), or unset, 0 or false; got ${JSON.stringify(value)}`,
  );
}
