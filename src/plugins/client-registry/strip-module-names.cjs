/**
 * Webpack/Rspack loader for Docusaurus' generated route registry
 * (.docusaurus/registry.js), used in the browser bundle only. Each entry is
 * `[loader, "module path", module id]`; the module path serves server-side
 * rendering alone (react-loadable reports it to collect a page's chunks), yet
 * the browser bundle carried all ~460 of them in the JavaScript every page
 * loads. They become empty strings. If the registry's format ever changes,
 * the build fails here instead of silently shipping the names again.
 */
const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\])/g;

function stripModuleNames(source) {
  let stripped = 0;
  const result = source.replace(ENTRY, (_entry, head, _name, tail) => {
    stripped += 1;
    return `${head}""${tail}`;
  });
  const entries = (source.match(/\bimport\(/g) || []).length;
  if (stripped !== entries) {
    throw new Error(`client-registry: recognised ${stripped} of ${entries} registry entries; the format of .docusaurus/registry.js has changed, update src/plugins/client-registry`);
  }
  return result;
}

module.exports = function clientRegistryLoader(source) {
  return stripModuleNames(source);
};
module.exports.stripModuleNames = stripModuleNames;
