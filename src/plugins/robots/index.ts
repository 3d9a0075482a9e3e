/**
 * Writes robots.txt at the root of the build (see ./robots-txt). A crawler
 * reads it only at the root of a host, so with a BASE_URL other than `/` the
 * host's own robots.txt has to carry these lines.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { robotsTxt } from './robots-txt';

/** A type, not an interface: Docusaurus' plugin option type needs an index signature. */
export type RobotsPluginOptions = {
  /** True for preview deployments: every crawler is turned away. */
  disallowAll: boolean;
  /** The sitemap plugin's `filename`. */
  sitemapFile: string;
};

export const ROBOTS_FILE = 'robots.txt';

export function robotsPlugin(_context: unknown, options: RobotsPluginOptions): Plugin {
  return {
    name: 'robots',
    async postBuild({ outDir, siteConfig }) {
      const text = robotsTxt({ siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, ...options });
      await fs.writeFile(path.join(outDir, ROBOTS_FILE), text);
      console.log(
        `[robots] ${ROBOTS_FILE}: ${options.disallowAll ? 'every crawler disallowed (preview)' : 'crawlers allowed, sitemap named'}`,
      );
    },
  };
}

export default robotsPlugin;
