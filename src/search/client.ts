/**
 * The one search client of the site, used by the modal and the search page.
 * It loads its backend (embedded index or Typesense) on the first search,
 * so no search code is part of the first page load.
 */
import type { SearchClient } from './types';

export interface SiteSearchConfig {
  backend: 'typesense' | 'embedded';
  /** URLs of the embedded index and its records (embedded backend). */
  indexUrl: string;
  recordsUrl: string;
  /** Typesense server configuration (typesense backend). */
  typesenseServerConfig: unknown;
}

export function createSiteSearchClient(config: SiteSearchConfig): SearchClient {
  let backend: Promise<SearchClient> | null = null;
  const load = () =>
    (backend ??=
      config.backend === 'embedded'
        ? import('./workerBackend').then((m) => m.createWorkerClient(config.indexUrl, config.recordsUrl))
        : import('./typesenseBackend').then((m) => m.createTypesenseClient(config.typesenseServerConfig as never)));
  return {
    async search(requests) {
      const client = await load();
      return client.search(requests);
    },
  };
}
