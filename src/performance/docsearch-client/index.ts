import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** typesense-docsearch-react (docusaurus-theme-search-typesense's modal) imports its search client hook so. */
const HOOK_REQUEST = /^\.\/useSearchClient(\.js)?$/;
const MODAL_PACKAGE = /[\\/]typesense-docsearch-react[\\/]/;

/**
 * Keeps the Typesense client library out of the search modal's code: the
 * modal's own client is always replaced by the site's (src/search/client.ts),
 * which imports the Typesense backend only when a hosted collection is
 * configured. See ./useSearchClient.ts. Replaced before resolving, so the
 * stand-in goes through the loaders of its own file type.
 */
export default function docsearchClientPlugin(): Plugin {
  return {
    name: 'docsearch-client',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const replacement = path.join(__dirname, 'useSearchClient.ts');
      const replace = (resolveData: { request: string; context?: string }) => {
        if (MODAL_PACKAGE.test(resolveData.context ?? '')) resolveData.request = replacement;
      };
      return { plugins: [new NormalModuleReplacementPlugin(HOOK_REQUEST, replace)] };
    },
  };
}
