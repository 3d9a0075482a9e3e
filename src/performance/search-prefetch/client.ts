import type { ClientModule } from '@docusaurus/types';
import { isSearchLoading } from '../../search/searchActivity';
import { addPrefetchLink, chunkUrl, isSlowConnection, runningScriptPaths } from '../shared/prefetch';
import { SEARCH_MODAL_CHUNK } from './names';
import { SearchWorkerScript } from './workerScript';

/** The scripts a first search runs that the page has not loaded: the modal's chunk and, for the embedded index, the worker's script. */
function searchScripts(): string[] {
  const scripts: string[] = [];
  const modal = chunkUrl(SEARCH_MODAL_CHUNK);
  if (modal) scripts.push(modal);
  if (process.env.DOCS_PREFETCH_SEARCH_WORKER) {
    // src/search/workerBackend.ts starts the worker from the same module, with the same name.
    const worker = new SearchWorkerScript(new URL('../../search/indexWorker.ts', import.meta.url), {
      name: 'search-worker',
    });
    scripts.push(worker.url.href);
  }
  return scripts;
}

function prefetchSearchScripts(): void {
  // The reader saves data, or is searching already (then the scripts are on their way).
  if (isSlowConnection() || isSearchLoading()) return;
  const running = runningScriptPaths();
  for (const url of searchScripts())
    if (!running.has(new URL(url, window.location.href).pathname)) addPrefetchLink(url, 'search');
}

let scheduled = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchSearchScripts);
    else window.setTimeout(prefetchSearchScripts, 2000);
  },
};

export default clientModule;
