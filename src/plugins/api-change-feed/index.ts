/**
 * The API-change feeds: after the build, writes RSS 2.0 and Atom documents of
 * the API changelog (./feed.ts) from the specs `npm run gen:api` published for
 * download, the same diffs the changelog pages and the operation pages'
 * history show (scripts/reference/api-changelog/entries.ts). The reference
 * pages link them from their head (src/theme/ApiItem), not every page: the
 * release-notes feeds are the site-wide ones.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_SPECS } from '../../../config/openapi';
import { API_VERSIONS, CURRENT_API_VERSION, OLDER_API_VERSIONS } from '../../../config/api-versions';
import { PRODUCT_NAME } from '../../../config/site';
import { changelogEntries } from '../../../scripts/reference/api-changelog/entries';
import { changelogRoute } from '../../../scripts/reference/api-changelog/routes';
import { renderApiChangeFeeds } from './feed';
import { API_CHANGE_ATOM, API_CHANGE_FEED_TITLE, API_CHANGE_RSS } from './routes';

/** The day of a release, from config/api-versions.ts; a version with changes but no date stops the build. */
function releaseDate(version: string): Date {
  const released = API_VERSIONS.find((v) => v.label === version)?.released;
  if (!released || Number.isNaN(Date.parse(released))) {
    throw new Error(`[api-change-feed] Core ${version} has changes but no \`released\` date in config/api-versions.ts`);
  }
  return new Date(`${released}T00:00:00Z`);
}

export default function apiChangeFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-change-feed',
    async postBuild({ outDir, siteConfig }) {
      // with one version there is no changelog, and nothing to announce
      if (OLDER_API_VERSIONS.length === 0) return;
      const absolute = (route: string) => `${siteConfig.url}${siteConfig.baseUrl}${route.replace(/^\//, '')}`;
      const entries = changelogEntries(context.siteDir);
      const newest = new Date(Math.max(...entries.map((entry) => releaseDate(entry.to).getTime())));
      const { rss, atom } = renderApiChangeFeeds(
        {
          title: API_CHANGE_FEED_TITLE,
          description:
            'Operations added, removed and changed in the Core, Desk and OpenID Bridge APIs between Core releases, breaking changes marked.',
          pageUrl: absolute(changelogRoute('core', OLDER_API_VERSIONS[0].label, CURRENT_API_VERSION.label)),
          rssUrl: absolute(API_CHANGE_RSS),
          atomUrl: absolute(API_CHANGE_ATOM),
          favicon: absolute(siteConfig.favicon ?? ''),
          copyright: `© ${newest.getUTCFullYear()} ${PRODUCT_NAME} AG`,
          absolute,
          apiLabel: (api) => API_SPECS[api].label,
          released: releaseDate,
        },
        entries,
      );
      for (const [file, text] of [
        [API_CHANGE_RSS, rss],
        [API_CHANGE_ATOM, atom],
      ]) {
        await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await fs.writeFile(path.join(outDir, file), text);
      }
      console.log(
        `[api-change-feed] ${entries.length} changelog entries (${entries.filter((e) => e.breaking).length} breaking) in ${API_CHANGE_RSS} and ${API_CHANGE_ATOM}`,
      );
    },
  };
}
