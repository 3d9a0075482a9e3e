/**
 * Which routes, and which of their chunks, the browser learns about only when
 * it first needs one of them. Every page's JavaScript carries, per route, an
 * entry of the chunk-name map (.docusaurus/routesChunkNames.json) and, per
 * chunk, a loader in the registry (.docusaurus/registry.js), for hundreds of
 * API reference pages a guide reader never opens. The routes under the
 * `deferred` prefixes keep their place in the route table (so matching and
 * 404s are unchanged); their map entries and the registry loaders only they
 * use move to one chunk, `deferred-routes`, which
 * `./lazy-route-components.cjs` loads before creating such a route's component.
 *
 * The loaders below read the query they are called with: the file itself
 * (`registry.js`) keeps what is not deferred; `registry.js?deferred` is the rest.
 */
const fs = require('node:fs');
const path = require('node:path');

const DEFERRED_QUERY = '?deferred';
/** The chunk that holds both deferred parts. */
const DEFERRED_CHUNK = 'deferred-routes';

const routeOfKey = (key) => key.replace(/-[^-]+$/, '');

function isDeferredPath(routePath, prefixes) {
  return prefixes.some((prefix) => routePath.startsWith(prefix));
}

/** Flattened chunk names of one route's entry (`{__comp, content, __props, ...}`, nested objects included). */
function chunkNamesOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (!entry || typeof entry !== 'object') return [];
  return Object.values(entry).flatMap(chunkNamesOf);
}

/** Route keys and chunk names that are deferred: a chunk is, when only deferred routes use it. */
function deferredParts(routesChunkNames, prefixes) {
  const routeKeys = new Set();
  const eagerChunks = new Set();
  const deferredCandidates = new Set();
  for (const [key, entry] of Object.entries(routesChunkNames)) {
    const deferred = isDeferredPath(routeOfKey(key), prefixes);
    if (deferred) routeKeys.add(key);
    for (const name of chunkNamesOf(entry)) (deferred ? deferredCandidates : eagerChunks).add(name);
  }
  const chunkNames = new Set([...deferredCandidates].filter((name) => !eagerChunks.has(name)));
  return { routeKeys, chunkNames };
}

function readRoutesChunkNames(loaderContext) {
  const file = path.join(path.dirname(loaderContext.resourcePath), 'routesChunkNames.json');
  loaderContext.addDependency(file);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const REGISTRY_LINE = /^\s+"([^"]+)": \[.*\],?$/;

/** registry.js: the entries of `part` ('eager' or 'deferred'); every line must be an entry or the frame. */
function splitRegistry(source, chunkNames, part) {
  const lines = source.replace(/\],\};\s*$/, '],\n};\n').split('\n');
  const kept = [];
  let entries = 0;
  for (const line of lines) {
    const match = line.match(REGISTRY_LINE);
    if (!match) {
      if (line.trim() && line.trim() !== 'export default {' && line.trim() !== '};') {
        throw new Error(
          `client-registry: a line of .docusaurus/registry.js is not a registry entry (${line.slice(0, 80)}); update src/performance/client-registry`,
        );
      }
      kept.push(line);
      continue;
    }
    entries += 1;
    if (chunkNames.has(match[1]) === (part === 'deferred')) kept.push(line.replace(/\],?$/, '],'));
  }
  if (entries === 0)
    throw new Error(
      'client-registry: no entries recognised in .docusaurus/registry.js; update src/performance/client-registry',
    );
  return kept.join('\n');
}

/** routesChunkNames.json, parsed: the entries of `part`. */
function splitChunkNames(routesChunkNames, routeKeys, part) {
  return Object.fromEntries(
    Object.entries(routesChunkNames).filter(([key]) => routeKeys.has(key) === (part === 'deferred')),
  );
}

/** Registry loader (browser bundle): `{ deferred: [prefixes] }`. */
function deferRegistryLoader(source) {
  const { deferred = [] } = this.getOptions();
  if (deferred.length === 0) return source;
  const { chunkNames } = deferredParts(readRoutesChunkNames(this), deferred);
  return splitRegistry(source, chunkNames, this.resourceQuery === DEFERRED_QUERY ? 'deferred' : 'eager');
}

module.exports = deferRegistryLoader;
module.exports.DEFERRED_QUERY = DEFERRED_QUERY;
module.exports.DEFERRED_CHUNK = DEFERRED_CHUNK;
module.exports.deferredParts = deferredParts;
module.exports.splitRegistry = splitRegistry;
module.exports.splitChunkNames = splitChunkNames;
module.exports.isDeferredPath = isDeferredPath;
