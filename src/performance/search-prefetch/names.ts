/** The chunk name the search modal's code gets, for the idle prefetch to look up (`__webpack_require__.gca`). */
export const SEARCH_MODAL_CHUNK = 'search-modal';

/**
 * The bundler's worker syntax for ./workerScript.ts: `new SearchWorkerScript(new URL(…), { name })`
 * gets the worker's script URL, as `new Worker(…)` does (Rspack and webpack `module.parser.javascript.worker`).
 */
export const WORKER_SCRIPT_SYNTAX = 'SearchWorkerScript from ./workerScript';
