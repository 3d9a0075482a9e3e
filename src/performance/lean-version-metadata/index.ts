import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { cacheDependsOn } from '../shared/loader-cache';

export interface LeanVersionMetadataOptions {
  /** Addresses of doc-linked category pages that show their items as cards (`<DocCardList />`). */
  cardListPages?: string[];
}

/**
 * Trims the version metadata every doc page loads (see
 * ./lean-version-metadata.cjs): no entries for the unlisted legacy pages,
 * and descriptions only for the pages shown as cards.
 */
export default function leanVersionMetadataPlugin(_context: unknown, options: LeanVersionMetadataOptions = {}): Plugin {
  const loader = path.join(__dirname, 'lean-version-metadata.cjs');
  return {
    name: 'lean-version-metadata',
    // The server renders with the same data, so a page that needed an entry fails the build, not the browser.
    configureWebpack(config) {
      return {
        ...cacheDependsOn(config, [loader]),
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              enforce: 'pre' as const,
              use: [{ loader, options: { cardListPages: options.cardListPages ?? [] } }],
            },
          ],
        },
      };
    },
  };
}
