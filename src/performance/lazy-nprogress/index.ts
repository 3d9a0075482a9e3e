import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { classicThemeModule } from '../shared/classic-theme-module';

/**
 * Keeps the navigation progress bar's library (nprogress) out of
 * the JavaScript every page loads. The classic theme's client module imports
 * it up front, though it is first needed when a reader follows a link and the
 * next page takes over 200 ms. In the browser bundle that module is replaced
 * by ./client.ts, which behaves the same and fetches the library on the first
 * navigation. The bar's stylesheet stays where it was.
 */
export default function lazyNprogressPlugin(context: { siteDir: string }): Plugin {
  const themeModule = classicThemeModule(context.siteDir, 'nprogress');
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [`${themeModule}$`]: path.join(__dirname, 'client.ts') } } };
    },
  };
}
