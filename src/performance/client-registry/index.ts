import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { cacheDependsOn } from '../shared/loader-cache';

const LOADERS = [
  'registry-module-names.cjs',
  'lazy-route-components.cjs',
  'compact-chunk-names.cjs',
  'deferred-routes.cjs',
  'rewrite-each.cjs',
].map((file) => path.join(__dirname, file));

export interface ClientRegistryOptions {
  /**
   * Path prefixes of routes whose registry loaders and chunk-name entries
   * the browser loads only when it first needs one of them (./deferred-routes.cjs).
   * Applied to production builds; the dev server regenerates the route files
   * on every change and keeps them whole.
   */
  deferredRoutes?: string[];
}

/**
 * Adjusts Docusaurus' generated route files. The registry reports chunk
 * names while the server renders (so each page's HTML names its route
 * chunks) and carries no module paths to the browser
 * (./registry-module-names.cjs); the browser's route table creates route
 * components when first used (./lazy-route-components.cjs); its map from
 * route to chunk names is sent grouped by page component
 * (./compact-chunk-names.cjs); the routes under `deferredRoutes` reach the
 * browser's registry and map only when one of them is first used
 * (./deferred-routes.cjs).
 */
export default function clientRegistryPlugin(_context: unknown, options: ClientRegistryOptions = {}): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(config, isServer) {
      const moduleNames = {
        loader: path.join(__dirname, 'registry-module-names.cjs'),
        options: { report: isServer ? 'chunk-name' : 'nothing' },
      };
      const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;
      if (isServer)
        return {
          ...cacheDependsOn(config, LOADERS),
          module: { rules: [{ test: registryFile, enforce: 'pre' as const, use: [moduleNames] }] },
        };
      const deferred = config.mode === 'production' ? (options.deferredRoutes ?? []) : [];
      return {
        ...cacheDependsOn(config, LOADERS),
        module: {
          rules: [
            // Loaders run last to first: module names go, then the registry is split.
            {
              test: registryFile,
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'deferred-routes.cjs'), options: { deferred } }, moduleNames],
            },
            {
              test: /[\\/]\.docusaurus[\\/]routes\.js$/,
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'lazy-route-components.cjs'), options: { deferred } }],
            },
            // A JSON file: the loader returns JavaScript, so it is parsed as such.
            {
              test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
              enforce: 'pre' as const,
              type: 'javascript/auto',
              use: [{ loader: path.join(__dirname, 'compact-chunk-names.cjs'), options: { deferred } }],
            },
          ],
        },
      };
    },
  };
}
