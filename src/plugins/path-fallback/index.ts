import type { Plugin } from '@docusaurus/types';

/**
 * The OpenAPI theme's code-sample generators import Node's `path`, which
 * browsers lack and webpack 5 / Rspack no longer polyfill: point it at
 * path-browserify (works with both bundlers).
 */
export default function pathFallbackPlugin(): Plugin {
  return {
    name: 'path-fallback',
    configureWebpack() {
      return { resolve: { fallback: { path: require.resolve('path-browserify') } } };
    },
  };
}
