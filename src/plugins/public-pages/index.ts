import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { privateRoutePatterns } from '../../../config/public-pages';
import { PUBLIC_PAGES_FILE, publicPages, type PublicPagesOfBuild } from './publicPages';

/**
 * Writes the build's public pages (./publicPages.ts) to `build/public-pages.json` for the tools
 * that run after the build: `npm run search:index` indexes exactly these pages into Typesense, as
 * the embedded index does in its own postBuild from the same function.
 */
export default function publicPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'public-pages',
    async postBuild({ outDir, siteConfig, routes, routesBuildMetadata }) {
      const written: PublicPagesOfBuild = {
        url: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        pages: publicPages({ routes, routesBuildMetadata }, privateRoutePatterns(context.siteDir)),
      };
      await fs.writeFile(path.join(outDir, PUBLIC_PAGES_FILE), `${JSON.stringify(written, null, 1)}\n`);
    },
  };
}
