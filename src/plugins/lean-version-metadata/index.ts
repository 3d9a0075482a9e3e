import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Leaves the pages that are in no sidebar out of the version metadata every
 * doc page loads (see ./without-unlisted-docs.cjs): about 0.5 KB gzip on every
 * guide for the nine unlisted legacy pages.
 */
export default function leanVersionMetadataPlugin(): Plugin {
  return {
    name: 'lean-version-metadata',
    // The server renders with the same data, so a page that needed an entry fails the build, not the browser.
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'without-unlisted-docs.cjs') }],
            },
          ],
        },
      };
    },
  };
}
