/**
 * The one search client of the site, used by the modal and the search page.
 * It loads its backend when the reader opens search, so no search code is
 * part of the first page load, except the embedded backend's few lines that
 * start the worker: loaded on demand, they were one more round trip before
 * the worker could ask for the index.
 */
import { createWorkerClient } from './workerBackend';
import type { SearchClient } from './types';

export interface SiteSearchConfig {
  backend: 'typesense' | 'embedded';
  /** Folder of the split embedded index, ending in `/` (embedded backend). */
  shardsUrl: string;
  /** Typesense server configuration (typesense backend). */
  typesenseServerConfig: unknown;
  /** In `npm start`: the status of the index being prepared in the background (./devIndexStatus.ts). */
  devStatusUrl?: string;
}

export interface SiteSearchClient extends SearchClient {
  /** Starts loading the backend and, for the embedded index, the base of the versions `filter` names: call when the reader is about to search. */
  prepare(filter?: string): void;
}

export function createSiteSearchClient(config: SiteSearchConfig): SiteSearchClient {
  type Backend = SearchClient & { prepare?: (filter?: string) => void };
  let backend: Promise<Backend> | null = null;
  const prepared = new Set<string>();
  const load = () =>
    (backend ??=
      config.backend === 'embedded'
        ? Promise.resolve<Backend>(createWorkerClient(config.shardsUrl))
        : import('./typesenseBackend').then((m): Backend =>
            m.createTypesenseClient(config.typesenseServerConfig as never),
          ));
  return {
    prepare(filter) {
      // Called on every sign the reader is about to search; once per set of versions is enough.
      if (prepared.has(filter ?? '')) return;
      prepared.add(filter ?? '');
      load().then(
        (client) => client.prepare?.(filter),
        () => prepared.delete(filter ?? ''),
      );
    },
    async search(requests) {
      // In `npm start` a query typed while the index is being built waits for it instead of failing.
      if (process.env.NODE_ENV === 'development' && config.backend === 'embedded' && config.devStatusUrl) {
        await import('./devIndexStatus').then((m) => m.untilDevIndexSettled(config.devStatusUrl!));
      }
      const client = await load();
      return client.search(requests);
    },
  };
}
