import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The path of one of the classic theme's client modules (`lib/<name>`), as
 * Docusaurus lists it in .docusaurus/client-modules.js, for plugins that
 * replace such a module in the browser bundle.
 */
export function classicThemeModule(siteDir: string, name: string): string {
  const themeDir = path.dirname(
    createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json'),
  );
  return path.join(themeDir, 'lib', name);
}
