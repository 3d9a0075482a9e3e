/**
 * Webpack/Rspack loader for Docusaurus' generated route registry
 * (.docusaurus/registry.js). Each entry is `[loader, "module path", module id]`;
 * the module path is only what react-loadable reports while the server
 * renders a page, so that the page's HTML can name the scripts it needs.
 *
 * - Server bundle (`{ report: 'chunk-name' }`): the entry reports its chunk
 *   name instead. Docusaurus looks reported names up in the client manifest,
 *   which (with webpack 5 and Rspack) knows chunks by name, not modules by
 *   path: with paths, no page's HTML named its route chunks, and the browser
 *   found them only after running main.js, one round trip later.
 * - Browser bundle (`{ report: 'nothing' }`): the string is unused; one per
 *   route, they were part of the JavaScript every page loads. They become empty.
 *
 * If the registry's format ever changes, the build fails here.
 */
const { rewriteEach } = require('./rewrite-each.cjs');

const ENTRY =
  /(\[\(\) => import\(\/\* webpackChunkName: ("[^"]+") \*\/ ("[^"]+")\), )\3(, require\.resolveWeak\(\3\)\])/g;

function rewriteModuleNames(source, report) {
  return rewriteEach(
    source,
    ENTRY,
    (_entry, head, chunkName, _modulePath, tail) => `${head}${report === 'chunk-name' ? chunkName : '""'}${tail}`,
    {
      expected: (source.match(/\bimport\(/g) || []).length,
      what: 'registry entries',
      file: 'registry.js',
    },
  );
}

module.exports = function registryModuleNamesLoader(source) {
  const { report } = this.getOptions();
  if (report !== 'chunk-name' && report !== 'nothing')
    throw new Error(`client-registry: unknown report option ${report}`);
  return rewriteModuleNames(source, report);
};
module.exports.rewriteModuleNames = rewriteModuleNames;
