import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Adjusts Docusaurus' generated route files. The registry reports chunk
 * names while the server renders (so each page's HTML names its route
 * chunks) and carries no module paths to the browser
 * (./registry-module-names.cjs); the browser's route table creates route
 * components when first used (./lazy-route-components.cjs).
 */
export default function clientRegistryPlugin(): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      const registry = {
        test: /[\\/]\.docusaurus[\\/]registry\.js$/,
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'registry-module-names.cjs'), options: { report: isServer ? 'chunk-name' : 'nothing' } }],
      };
      if (isServer) return { module: { rules: [registry] } };
      return {
        module: {
          rules: [
            registry,
            { test: /[\\/]\.docusaurus[\\/]routes\.js$/, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, 'lazy-route-components.cjs') }] },
          ],
        },
      };
    },
  };
}
