import type { Plugin } from '@docusaurus/types';
import { classicThemeModule } from '../shared/classic-theme-module';

/**
 * Keeps Prism out of the JavaScript every page loads. The classic theme
 * registers Prism's extra languages from a client module, which puts Prism
 * in the main bundle. Code blocks are highlighted in the built HTML and only
 * blocks rendered in the browser need Prism (src/theme/CodeBlock/Content), so
 * the browser bundle drops that client module and the lazily loaded
 * highlighter registers the languages itself. The server bundle keeps it.
 * `process.env.DOCS_SERVER_BUNDLE` is true in the server bundle only.
 */
export function prismClientModule(siteDir: string): string {
  return classicThemeModule(siteDir, 'prism-include-languages');
}

export default function lazyPrismPlugin(context: { siteDir: string }): Plugin {
  const prismModule = prismClientModule(context.siteDir);
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      // Lets a component tell the two bundles apart at build time, so the browser one leaves the server-only branch out.
      const plugins = [
        new currentBundler.instance.DefinePlugin({ 'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer) }),
      ];
      return isServer ? { plugins } : { plugins, resolve: { alias: { [`${prismModule}$`]: false } } };
    },
  };
}
