/**
 * Webpack/Rspack loader for Docusaurus' generated map from route to chunk
 * names (.docusaurus/routesChunkNames.json), used in the browser bundle only.
 * Nearly every entry is a page: `{"<path>-<hash>": {"__comp": C, "content": X}}`,
 * where C is one of two page components. The browser gets those entries
 * grouped by component, `{C: ["<path>-<hash>", X, ...]}`, and rebuilds the
 * same object when the module is evaluated: the map grows by one entry per
 * page, and this names each component once instead of once per entry.
 * Any other entry is passed on as it is.
 *
 * With deferred routes (./deferred-routes.cjs), the file keeps the entries of
 * the other routes and `routesChunkNames.json?deferred` holds theirs.
 */
const { DEFERRED_QUERY, deferredParts, splitChunkNames } = require('./deferred-routes.cjs');

function isPageEntry(chunkNames) {
  const keys = Object.keys(chunkNames);
  return (
    keys.length === 2 &&
    keys[0] === '__comp' &&
    keys[1] === 'content' &&
    typeof chunkNames.__comp === 'string' &&
    typeof chunkNames.content === 'string'
  );
}

function parse(json) {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new Error(
      `client-registry: .docusaurus/routesChunkNames.json is not JSON (${error.message}); update src/performance/client-registry`,
    );
  }
}

function compactChunkNames(json, { deferred = [], part = 'eager' } = {}) {
  let routes = parse(json);
  if (deferred.length) routes = splitChunkNames(routes, deferredParts(routes, deferred).routeKeys, part);
  const others = {};
  const pagesByComponent = {};
  for (const [route, chunkNames] of Object.entries(routes)) {
    if (isPageEntry(chunkNames)) (pagesByComponent[chunkNames.__comp] ??= []).push(route, chunkNames.content);
    else others[route] = chunkNames;
  }
  return `const routesChunkNames = ${JSON.stringify(others)};
const pagesByComponent = ${JSON.stringify(pagesByComponent)};
for (const component of Object.keys(pagesByComponent)) {
  const pages = pagesByComponent[component];
  for (let i = 0; i < pages.length; i += 2) routesChunkNames[pages[i]] = { __comp: component, content: pages[i + 1] };
}
export default routesChunkNames;
`;
}

module.exports = function compactChunkNamesLoader(source) {
  const { deferred = [] } = this.getOptions();
  return compactChunkNames(source, { deferred, part: this.resourceQuery === DEFERRED_QUERY ? 'deferred' : 'eager' });
};
module.exports.compactChunkNames = compactChunkNames;
