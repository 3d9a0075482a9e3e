/**
 * Release-notes feeds: after the build, reads the release-notes page and
 * writes `<route>/rss.xml` and `<route>/atom.xml` (one item per release, see
 * ./releases), and links both from the head of every page so feed readers
 * find them from any address of the site.
 *
 * A release's date is the day its heading was first committed to the
 * release-notes source (config/git-history.ts); a heading not committed yet
 * is dated by the build. The page itself records no release dates.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { firstCommitWith, gitHistory } from '../../../config/git-history';
import { PRODUCT_FULL_NAME, PRODUCT_NAME } from '../../../config/site';
import { renderFeeds, type DatedRelease } from './feed';
import { releasesFromHtml } from './releases';

/** A type, not an interface: Docusaurus' plugin option type needs an index signature. */
export type ReleaseFeedOptions = {
  /** Route of the release-notes page, e.g. `/release-notes`; the feeds are written under it. */
  route: string;
  /** The page's source file, relative to the site directory: where git dates the releases. */
  source: string;
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
          { tagName: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', title, href: feedPath(RSS_FILE) } },
          { tagName: 'link', attributes: { rel: 'alternate', type: 'application/atom+xml', title, href: feedPath(ATOM_FILE) } },
        ],
      };
    },
    async postBuild({ outDir, siteConfig }) {
      const pageFile = path.join(outDir, `${route}.html`);
      const html = await fs.readFile(pageFile, 'utf8').catch(() => {
        throw new Error(`[release-feed] ${pageFile} was not built: the option route (${options.route}) must be the release-notes page`);
      });
      const absolute = (pathname: string) => `${siteConfig.url}${pathname}`;
      const pageUrl = absolute(`${siteConfig.baseUrl}${route}`);
      const history = gitHistory(context.siteDir);
      const buildTime = new Date();
      const releases: DatedRelease[] = releasesFromHtml(html, pageUrl).map((release) => ({
        ...release,
        date: firstCommitWith(context.siteDir, options.source, `### ${release.version}`) ?? buildTime,
      }));
      const { rss, atom } = renderFeeds(
        {
          title,
          productName: PRODUCT_FULL_NAME,
          description: `What changes in each ${PRODUCT_FULL_NAME} release: additions, changes, removals and breaking changes.`,
          pageUrl,
          rssUrl: absolute(feedPath(RSS_FILE)),
          atomUrl: absolute(feedPath(ATOM_FILE)),
          favicon: absolute(`${siteConfig.baseUrl}${siteConfig.favicon ?? ''}`),
          copyright: `© ${buildTime.getFullYear()} ${PRODUCT_NAME} AG`,
        },
        releases,
      );
      await fs.mkdir(path.join(outDir, route), { recursive: true });
      await fs.writeFile(path.join(outDir, route, RSS_FILE), rss);
      await fs.writeFile(path.join(outDir, route, ATOM_FILE), atom);
      const caveat =
        history === 'full' ? '' : history === 'shallow' ? ' (shallow clone: releases older than it are dated by its oldest commit)' : ' (no git history: dated by the build)';
      console.log(`[release-feed] ${releases.length} releases in ${route}/${RSS_FILE} and ${route}/${ATOM_FILE}${caveat}`);
    },
  };
}
