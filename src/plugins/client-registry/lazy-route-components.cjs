/**
 * Webpack/Rspack loader for Docusaurus' generated route table
 * (.docusaurus/routes.js), used in the browser bundle only. Each route's
 * component is `ComponentCreator(path, hash)`, called for all ~460 routes
 * when the module is evaluated, on every page load, though a page renders
 * only the handful its URL matches. Here `component` becomes a getter that
 * creates the component on first use, once (React must see the same
 * component every time). If the format ever changes, the build fails here.
 */
const { rewriteEach } = require('./rewrite-each.cjs');

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
// The catch-all route ('*') has no hash.
const COMPONENT = /component: ComponentCreator\(('[^'\\]*')(?:, ('[^'\\]*'))?\),/g;

const LAZY_CREATOR = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  if (!createdComponents.has(key)) createdComponents.set(key, ComponentCreator(path, hash));
  return createdComponents.get(key);
}`;

function lazyRouteComponents(source) {
  if (!source.includes(IMPORT)) {
    throw new Error('client-registry: .docusaurus/routes.js no longer imports ComponentCreator as it did; update src/plugins/client-registry');
  }
  const result = rewriteEach(source, COMPONENT, (_match, routePath, hash) => `get component() { return lazyComponent(${hash ? `${routePath}, ${hash}` : routePath}); },`, {
    expected: (source.match(/\bcomponent:/g) || []).length,
    what: 'route components',
    file: 'routes.js',
  });
  return result.replace(IMPORT, `${IMPORT}\n${LAZY_CREATOR}`);
}

module.exports = function lazyRouteComponentsLoader(source) {
  return lazyRouteComponents(source);
};
module.exports.lazyRouteComponents = lazyRouteComponents;
