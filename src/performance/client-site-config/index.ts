import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { cacheDependsOn } from '../shared/loader-cache';

/**
 * Leaves the build-only parts of the site config (plugin and theme options,
 * the HTML template) out of the copy that
 * every page's JavaScript carries. The server bundle keeps the whole config.
 */
export default function clientSiteConfigPlugin(): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...cacheDependsOn(config, [path.join(__dirname, 'without-build-only-fields.cjs')]),
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'without-build-only-fields.cjs') }],
            },
          ],
        },
      };
    },
  };
}
