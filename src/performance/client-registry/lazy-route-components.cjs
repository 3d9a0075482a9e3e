/**
 * Webpack/Rspack loader for Docusaurus' generated route table
 * (.docusaurus/routes.js), used in the browser bundle only. Each route's
 * component is `ComponentCreator(path, hash)`, called for every route
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
 *
 * A route under a deferred prefix (./deferred-routes.cjs) gets a component
 * that first loads the deferred part of the registry and chunk-name map,
 * then creates and preloads the real component and renders it. Docusaurus
 * preloads a route's components before it renders the route (on the first
 * load before hydration, on navigation before the switch), so the wrapper
 * adds no markup and no loading state of its own.
 */
const { rewriteEach } = require('./rewrite-each.cjs');
const { DEFERRED_CHUNK, DEFERRED_QUERY } = require('./deferred-routes.cjs');

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const LEAF =
  /\{\s*path: ('[^'\\]*'),\s*component: ComponentCreator\(\1, ('[^'\\]*')\),\s*exact: true(?:,\s*sidebar: ("[^"\\]*"))?\s*\}/g;
// The catch-all route ('*') has no hash.
const COMPONENT = /component: ComponentCreator\(('[^'\\]*')(?:, ('[^'\\]*'))?\),/g;

const LAZY_CREATOR = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  if (!createdComponents.has(key)) createdComponents.set(key, isDeferred(path) ? deferredComponent(path, hash) : ComponentCreator(path, hash));
  return createdComponents.get(key);
}
function leafRoute(path, hash, sidebar) {
  const route = { path, get component() { return lazyComponent(path, hash); }, exact: true };
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
}`;

const count = (source, pattern) => (source.match(pattern) || []).length;

function deferralCode(deferred) {
  if (deferred.length === 0) return 'function isDeferred() { return false; }\nfunction deferredComponent() {}';
  return `import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
const DEFERRED_PREFIXES = ${JSON.stringify(deferred)};
function isDeferred(path) {
  return DEFERRED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
let deferredLoading;
export function loadDeferredRoutes() {
  deferredLoading ??= Promise.all([
    import(/* webpackChunkName: "${DEFERRED_CHUNK}" */ '@generated/registry${DEFERRED_QUERY}'),
    import(/* webpackChunkName: "${DEFERRED_CHUNK}" */ '@generated/routesChunkNames${DEFERRED_QUERY}'),
  ]).then(([deferredRegistry, deferredChunkNames]) => {
    Object.assign(registry, deferredRegistry.default);
    Object.assign(routesChunkNames, deferredChunkNames.default);
  }).catch((error) => {
    deferredLoading = undefined; // the next navigation tries again
    throw error;
  });
  return deferredLoading;
}
function deferredComponent(path, hash) {
  let component;
  return Loadable({
    loading: Loading,
    loader: () => loadDeferredRoutes().then(() => {
      component ??= ComponentCreator(path, hash);
      return component.preload().then(() => component);
    }),
    render: (Loaded, props) => React.createElement(Loaded, props),
  });
}`;
}

function lazyRouteComponents(source, { deferred = [] } = {}) {
  if (!source.includes(IMPORT)) {
    throw new Error(
      'client-registry: .docusaurus/routes.js no longer imports ComponentCreator as it did; update src/performance/client-registry',
    );
  }
  const components = count(source, /\bcomponent:/g);
  const leaves = count(source, LEAF);
  const compact = rewriteEach(
    source,
    LEAF,
    (_match, routePath, hash, sidebar) => `leafRoute(${routePath}, ${hash}${sidebar ? `, ${sidebar}` : ''})`,
    {
      expected: leaves,
      what: 'page routes',
      file: 'routes.js',
    },
  );
  const result = rewriteEach(
    compact,
    COMPONENT,
    (_match, routePath, hash) =>
      `get component() { return lazyComponent(${hash ? `${routePath}, ${hash}` : routePath}); },`,
    {
      expected: components - leaves,
      what: 'route components',
      file: 'routes.js',
    },
  );
  if (!source.startsWith("import React from 'react';")) {
    throw new Error(
      'client-registry: .docusaurus/routes.js no longer imports React first; update src/performance/client-registry',
    );
  }
  return result.replace(IMPORT, `${IMPORT}\n${deferralCode(deferred)}\n${LAZY_CREATOR}`);
}

module.exports = function lazyRouteComponentsLoader(source) {
  return lazyRouteComponents(source, this.getOptions());
};
module.exports.lazyRouteComponents = lazyRouteComponents;
