import type { Plugin } from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** The chunk of the server bundle that holds every module two or more route chunks share. */
export const SHARED_SERVER_CHUNK = 'ssg-shared';

/**
 * Puts the modules that route chunks share into one chunk of the server
 * bundle. Docusaurus builds the server bundle without chunk splitting
 * (`splitChunks: false`), so each route chunk carried its own copy of all it
 * imports: every API page's content chunk held the OpenAPI theme components
 * and their libraries, and the bundle grew by that much per page. Rspack held
 * that output in memory before writing it (its peak), and each page-rendering
 * worker parsed it again per page (which filled its memory and got it
 * recycled; figures in bench-results/HISTORY.md). Split, a page chunk is its
 * own content, and a worker loads the shared code once. The browser bundle is
 * untouched, and so is each page's HTML: the chunks a page names come from
 * the browser bundle's manifest.
 */
export function serverChunksPlugin(): Plugin {
  return {
    name: 'server-chunks',
    configureWebpack(_config, isServer): ConfigureWebpackResult {
      if (!isServer) return {};
      return {
        optimization: {
          splitChunks: {
            chunks: 'async',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              // One chunk: the server bundle is read from disk by Node, so fewer, larger files cost nothing.
              shared: { name: SHARED_SERVER_CHUNK, minChunks: 2, minSize: 0, reuseExistingChunk: true, enforce: true },
            },
          },
        },
      };
    },
  };
}

export default serverChunksPlugin;
