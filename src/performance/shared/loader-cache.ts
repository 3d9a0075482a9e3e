import type { Plugin } from '@docusaurus/types';

type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The bundler's persistent cache keeps what a loader produced until one of
 * the cache's build dependencies changes, and Docusaurus names only its own
 * files and the site config. A plugin with its own loaders returns this from
 * `configureWebpack` (merged with its other changes), so that editing a
 * loader rebuilds the modules it produced instead of needing `npm run clear`.
 */
export function cacheDependsOn(config: WebpackConfig, files: string[]): Record<string, unknown> {
  // Rspack (the default, @docusaurus/faster): experiments.cache.buildDependencies is a list.
  const rspackCache = (config as { experiments?: { cache?: unknown } }).experiments?.cache;
  if (rspackCache && typeof rspackCache === 'object') return { experiments: { cache: { buildDependencies: files } } };
  // webpack (DOCS_FASTER=false): cache.buildDependencies maps names to lists.
  if (config.cache && typeof config.cache === 'object') return { cache: { buildDependencies: { loaders: files } } };
  return {};
}
