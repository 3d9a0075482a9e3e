import type { Plugin } from '@docusaurus/types';

/**
 * Defines `process.env.DOCS_SERVER_BUNDLE`: true in the server bundle, false
 * in the browser's. Components that render differently when the page is
 * built (src/components/ServerMarkup, src/theme/CodeBlock/Content,
 * src/theme/Markdown) read it, so the browser bundle leaves the server-only
 * branch out. Not part of the performance layer: those components need it
 * with the layer off too.
 */
export default function serverBundleFlagPlugin(): Plugin {
  return {
    name: 'server-bundle-flag',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({ 'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer) }),
        ],
      };
    },
  };
}
