import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Trims the browser's copies of Docusaurus' generated route files: no
 * server-only module paths in the registry (./strip-module-names.cjs), and
 * route components created when first used (./lazy-route-components.cjs).
 */
export default function clientRegistryPlugin(): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, 'strip-module-names.cjs') }] },
            { test: /[\\/]\.docusaurus[\\/]routes\.js$/, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, 'lazy-route-components.cjs') }] },
          ],
        },
      };
    },
  };
}
