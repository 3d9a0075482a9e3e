import type { Plugin } from '@docusaurus/types';

/**
 * Names the browser's JavaScript chunk files by chunk id
 * (`assets/js/<id>.<hash>.js`) instead of by chunk name. With names in the
 * file names, the runtime every page loads carries a map from each chunk id
 * to its name (one entry per page of the site); with ids it needs none.
 * Chunk names still exist: the route registry and `window.docusaurus.prefetch`
 * use them, through Docusaurus' own name-to-id map. CSS files keep their
 * names (`api-reference-styles`).
 * The development server keeps Docusaurus' readable names.
 */
export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } };
    },
  };
}
