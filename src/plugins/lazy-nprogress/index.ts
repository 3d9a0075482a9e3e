import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps the navigation progress bar's library (nprogress, 1.7 KB gzip) out of
 * the JavaScript every page loads. The classic theme's client module imports
 * it up front, though it is first needed when a reader follows a link and the
 * next page takes over 200 ms. In the browser bundle that module is replaced
 * by ./client.ts, which behaves the same and fetches the library on the first
 * navigation. The bar's stylesheet stays where it was.
 */
export function nprogressClientModule(siteDir: string): string {
  const themeDir = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json'));
  return path.join(themeDir, 'lib', 'nprogress');
}

export default function lazyNprogressPlugin(context: { siteDir: string }): Plugin {
  const themeModule = nprogressClientModule(context.siteDir);
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [`${themeModule}$`]: path.join(__dirname, 'client.ts') } } };
    },
  };
}
