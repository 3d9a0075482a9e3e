/**
 * Webpack/Rspack loader for Docusaurus' generated route table
 * (.docusaurus/routes.js), used in the browser bundle only. Each route's
 * component is `ComponentCreator(path, hash)`, called for all ~460 routes
 * when the module is evaluated, on every page load, though a page renders
 * only the handful its URL matches. Here `component` becomes a getter that
 * creates the component on first use, once (React must see the same
 * component every time). If the format ever changes, the build fails here.
 */
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
  let replaced = 0;
  const result = source.replace(COMPONENT, (_match, routePath, hash) => {
    replaced += 1;
    return `get component() { return lazyComponent(${hash ? `${routePath}, ${hash}` : routePath}); },`;
  });
  const routes = (source.match(/\bcomponent:/g) || []).length;
  if (!source.includes(IMPORT) || replaced !== routes) {
    throw new Error(`client-registry: recognised ${replaced} of ${routes} route components; the format of .docusaurus/routes.js has changed, update src/plugins/client-registry`);
  }
  return result.replace(IMPORT, `${IMPORT}\n${LAZY_CREATOR}`);
}

module.exports = function lazyRouteComponentsLoader(source) {
  return lazyRouteComponents(source);
};
module.exports.lazyRouteComponents = lazyRouteComponents;
