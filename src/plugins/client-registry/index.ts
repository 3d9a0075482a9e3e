import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Leaves the server-only module paths out of the browser's copy of the route registry (see ./strip-module-names.cjs). */
export default function clientRegistryPlugin(): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, 'strip-module-names.cjs') }] }],
        },
      };
    },
  };
}
