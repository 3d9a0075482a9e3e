import type { Plugin } from '@docusaurus/types';
import { classicThemeModule } from '../shared/classic-theme-module';

/**
 * Keeps Prism out of the JavaScript every page loads. The classic theme
 * registers Prism's extra languages from a client module, which puts Prism
 * in the main bundle. Code blocks are highlighted in the built HTML and only
 * blocks rendered in the browser need Prism (src/theme/CodeBlock/Content), so
 * the browser bundle drops that client module and the lazily loaded
 * highlighter registers the languages itself. The server bundle keeps it.
 */
export function prismClientModule(siteDir: string): string {
  return classicThemeModule(siteDir, 'prism-include-languages');
}

export default function lazyPrismPlugin(context: { siteDir: string }): Plugin {
  const prismModule = prismClientModule(context.siteDir);
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias: { [`${prismModule}$`]: false } } };
    },
  };
}
