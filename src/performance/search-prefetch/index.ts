import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SEARCH_MODAL_CHUNK, WORKER_SCRIPT_SYNTAX } from './names';

/**
 * The modules the theme's SearchBar loads when search opens: the DocSearch
 * modal, its libraries, the site's stand-in for its search client hook
 * (src/performance/docsearch-client), the JavaScript halves of its
 * stylesheets (their CSS is in the site's stylesheet already) and the Babel
 * helpers it uses, which were a small chunk of their own: one more request.
 */
const MODAL_MODULES =
  /[\\/](typesense-docsearch-react|typesense-docsearch-css|@algolia[\\/]autocomplete-[^\\/]+|@babel[\\/]runtime)[\\/]|[\\/]docsearch-client[\\/]useSearchClient\.ts$|[\\/]docusaurus-theme-search-typesense[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$/;

type Module = { resource?: string; type?: string };

/** Whether a module goes into the modal's named chunk (the extracted CSS stays with the site's stylesheet). */
export const isModalModule = (module: Module) =>
  module.type !== 'css/mini-extract' && MODAL_MODULES.test(module.resource ?? '');

/**
 * A first search waited for the modal's code and the search worker's script
 * after the key that opened it: on a phone, a round trip and their transfer
 * before the modal could show and the worker could ask for the index. Here both are
 * prefetched when the page is first idle (./client.ts), as the site
 * prefetches the routes of visible links, and not when the reader saves data
 * or is on a 2G connection. The modal's code is one chunk with a name the
 * client can look up; the worker's address comes from the bundler's worker
 * syntax (./workerScript.ts), without starting the worker.
 */
export default function searchPrefetchPlugin(context: LoadContext): Plugin {
  // In Typesense mode no worker runs (src/search/client.ts).
  const embedded = (context.siteConfig.customFields?.searchBackend ?? 'embedded') === 'embedded';
  return {
    name: 'search-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      // Both bundles: the server bundle holds the client module too.
      const module = { parser: { javascript: { worker: [WORKER_SCRIPT_SYNTAX, '...'] } } };
      if (isServer) return { module };
      return {
        module,
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.DOCS_PREFETCH_SEARCH_WORKER': JSON.stringify(embedded),
          }),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModal: {
                name: SEARCH_MODAL_CHUNK,
                // The chunks the site splits (the search worker stays whole: src/performance/search-worker-chunk).
                test: isModalModule,
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
