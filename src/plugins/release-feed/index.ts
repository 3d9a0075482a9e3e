/**
 * Release-notes feeds: after the build, reads the release-notes page and
 * writes `<route>/rss.xml` and `<route>/atom.xml` (one item per release, see
 * ./releases), and links both from the head of every page so feed readers
 * find them from any address of the site.
 *
 * A release's date is the one its entry shows (`<ReleaseInfo date=...>` under
 * its heading), never the build's: the feeds say what the page says, in a
 * clone without history as in one with it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRODUCT_FULL_NAME, PRODUCT_NAME } from '../../../config/site';
import { renderFeeds } from './feed';
import { releasesFromHtml } from './releases';

/** A type, not an interface: Docusaurus' plugin option type needs an index signature. */
export type ReleaseFeedOptions = {
  /** Route of the release-notes page, e.g. `/release-notes`; the feeds are written under it. */
  route: string;
};

export const RSS_FILE = 'rss.xml';
export const ATOM_FILE = 'atom.xml';

export default function releaseFeedPlugin(context: LoadContext, options: ReleaseFeedOptions): Plugin {
  const route = options.route.replace(/^\/+|\/+$/g, '');
  const title = `${PRODUCT_FULL_NAME} release notes`;
  const feedPath = (file: string) => `${context.baseUrl}${route}/${file}`;
  return {
    name: 'release-feed',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: { rel: 'alternate', type: 'application/rss+xml', title, href: feedPath(RSS_FILE) },
          },
          {
            tagName: 'link',
            attributes: { rel: 'alternate', type: 'application/atom+xml', title, href: feedPath(ATOM_FILE) },
          },
        ],
      };
    },
    async postBuild({ outDir, siteConfig }) {
      const pageFile = path.join(outDir, `${route}.html`);
      const html = await fs.readFile(pageFile, 'utf8').catch(() => {
        throw new Error(
          `[release-feed] ${pageFile} was not built: the option route (${options.route}) must be the release-notes page`,
        );
      });
      const absolute = (pathname: string) => `${siteConfig.url}${pathname}`;
      const pageUrl = absolute(`${siteConfig.baseUrl}${route}`);
      const releases = releasesFromHtml(html, pageUrl);
      const newest = new Date(Math.max(...releases.map((release) => release.date.getTime())));
      const { rss, atom } = renderFeeds(
        {
          title,
          productName: PRODUCT_FULL_NAME,
          description: `What changes in each ${PRODUCT_FULL_NAME} release: additions, changes, removals and breaking changes.`,
          pageUrl,
          rssUrl: absolute(feedPath(RSS_FILE)),
          atomUrl: absolute(feedPath(ATOM_FILE)),
          favicon: absolute(`${siteConfig.baseUrl}${siteConfig.favicon ?? ''}`),
          copyright: `© ${newest.getUTCFullYear()} ${PRODUCT_NAME} AG`,
        },
        releases,
      );
      await fs.mkdir(path.join(outDir, route), { recursive: true });
      await fs.writeFile(path.join(outDir, route, RSS_FILE), rss);
      await fs.writeFile(path.join(outDir, route, ATOM_FILE), atom);
      console.log(`[release-feed] ${releases.length} releases in ${route}/${RSS_FILE} and ${route}/${ATOM_FILE}`);
    },
  };
}
