/**
 * The one search client of the site, used by the modal and the search page.
 * It loads its backend (embedded index or Typesense) when the reader opens
 * search, so no search code is part of the first page load.
 */
import type { SearchClient } from './types';

export interface SiteSearchConfig {
  backend: 'typesense' | 'embedded';
  /** Folder of the split embedded index, ending in `/` (embedded backend). */
  shardsUrl: string;
  /** Typesense server configuration (typesense backend). */
  typesenseServerConfig: unknown;
}

export interface SiteSearchClient extends SearchClient {
  /** Starts loading the backend and, for the embedded index, its base: call when the reader opens search. */
  prepare(): void;
}

export function createSiteSearchClient(config: SiteSearchConfig): SiteSearchClient {
  let backend: Promise<SearchClient & { prepare?: () => void }> | null = null;
  type Backend = SearchClient & { prepare?: () => void };
  const load = () =>
    (backend ??=
      config.backend === 'embedded'
        ? import('./workerBackend').then((m): Backend => m.createWorkerClient(config.shardsUrl))
        : import('./typesenseBackend').then((m): Backend => m.createTypesenseClient(config.typesenseServerConfig as never)));
  return {
    prepare() {
      load().then((client) => client.prepare?.(), () => undefined);
    },
    async search(requests) {
      const client = await load();
      return client.search(requests);
    },
  };
}
