/**
 * Webpack/Rspack loader for Docusaurus' generated route table
 * (.docusaurus/routes.js), used in the browser bundle only. Each route's
 * component is `ComponentCreator(path, hash)`, called for all ~460 routes
 * when the module is evaluated, on every page load, though a page renders
 * only the handful its URL matches. Here `component` becomes a getter that
 * creates the component on first use, once (React must see the same
 * component every time).
 *
 * The table is part of the JavaScript every page loads, and it grows by one
 * entry per page. A leaf route (a page: path, component, `exact`, maybe a
 * sidebar) is therefore written as one call, `leafRoute(path, hash, sidebar)`,
 * which names its path once instead of twice and builds the same object.
 * If the format ever changes, the build fails here.
 */
const { rewriteEach } = require('./rewrite-each.cjs');

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const LEAF = /\{\s*path: ('[^'\\]*'),\s*component: ComponentCreator\(\1, ('[^'\\]*')\),\s*exact: true(?:,\s*sidebar: ("[^"\\]*"))?\s*\}/g;
// The catch-all route ('*') has no hash.
const COMPONENT = /component: ComponentCreator\(('[^'\\]*')(?:, ('[^'\\]*'))?\),/g;

const LAZY_CREATOR = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  if (!createdComponents.has(key)) createdComponents.set(key, ComponentCreator(path, hash));
  return createdComponents.get(key);
}
function leafRoute(path, hash, sidebar) {
  const route = { path, get component() { return lazyComponent(path, hash); }, exact: true };
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
}`;

const count = (source, pattern) => (source.match(pattern) || []).length;

function lazyRouteComponents(source) {
  if (!source.includes(IMPORT)) {
    throw new Error('client-registry: .docusaurus/routes.js no longer imports ComponentCreator as it did; update src/plugins/client-registry');
  }
  const components = count(source, /\bcomponent:/g);
  const leaves = count(source, LEAF);
  const compact = rewriteEach(source, LEAF, (_match, routePath, hash, sidebar) => `leafRoute(${routePath}, ${hash}${sidebar ? `, ${sidebar}` : ''})`, {
    expected: leaves,
    what: 'page routes',
    file: 'routes.js',
  });
  const result = rewriteEach(compact, COMPONENT, (_match, routePath, hash) => `get component() { return lazyComponent(${hash ? `${routePath}, ${hash}` : routePath}); },`, {
    expected: components - leaves,
    what: 'route components',
    file: 'routes.js',
  });
  return result.replace(IMPORT, `${IMPORT}\n${LAZY_CREATOR}`);
}

module.exports = function lazyRouteComponentsLoader(source) {
  return lazyRouteComponents(source);
};
module.exports.lazyRouteComponents = lazyRouteComponents;
