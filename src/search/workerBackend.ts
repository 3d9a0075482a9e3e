/**
 * The embedded search, run in a Web Worker (./indexWorker.ts) so that
 * loading the index costs the page nothing. Where workers are unavailable it
 * runs in the page. Failures reach the modal and the search page as the
 * error the modal shows its error screen for.
 */
import { asRetryError, type SearchClient, type SearchRequest, type SearchResult } from './types';

type Reply = { id: number; results?: SearchResult[]; error?: string };

export interface PreparedClient extends SearchClient {
  /** Starts loading the index base of the versions `filter` names (the reader is about to search). */
  prepare(filter?: string): void;
}

function inPageClient(shardsUrl: string): PreparedClient {
  const load = () =>
    Promise.all([import('./shardedSearch'), import('./adapt')]).then(
      ([{ ShardedSearch }, { adaptTypesenseResponse }]) => {
        const search = new ShardedSearch(async (file) => {
          const response = await fetch(new URL(file, shardsUrl).href);
          if (!response.ok) throw new Error(`Search index: HTTP ${response.status} for ${file}`);
          return response.json();
        });
        return { search, adaptTypesenseResponse };
      },
    );
  let loaded: ReturnType<typeof load> | null = null;
  return {
    prepare: (filter) => void (loaded ??= load()).then(({ search }) => search.prepare(filter)).catch(() => undefined),
    async search(requests) {
      try {
        const { search, adaptTypesenseResponse } = await (loaded ??= load());
        return {
          results: await Promise.all(requests.map(async (r) => adaptTypesenseResponse(await search.search(r), r))),
        };
      } catch (error) {
        throw asRetryError(error);
      }
    },
  };
}

export function createWorkerClient(shardsUrl: string): PreparedClient {
  // Absolute: a worker resolves relative URLs against its own script.
  const absolute = typeof window === 'undefined' ? shardsUrl : new URL(shardsUrl, window.location.href).href;
  if (typeof Worker === 'undefined' || process.env.DOCS_SERVER_BUNDLE) return inPageClient(absolute);
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (results: SearchResult[]) => void; reject: (error: Error) => void }>();
  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(asRetryError(new Error(message)));
    pending.clear();
    worker?.terminate();
    worker = null; // the next search starts a new worker
  };
  const start = () => {
    // Named for src/performance/search-worker-chunk, which keeps it one script.
    const created = new Worker(new URL('./indexWorker.ts', import.meta.url), { name: 'search-worker' });
    created.onmessage = (event: MessageEvent<Reply>) => {
      const { id, results, error } = event.data;
      const request = pending.get(id);
      pending.delete(id);
      if (error !== undefined) request?.reject(asRetryError(new Error(error)));
      else request?.resolve(results ?? []);
    };
    created.onerror = (event) => failAll(`Search worker: ${event.message || 'failed to start'}`);
    return created;
  };
  const send = (requests?: SearchRequest[], filter?: string) => {
    worker ??= start();
    const id = (nextId += 1);
    return new Promise<SearchResult[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker!.postMessage({ id, shardsUrl: absolute, requests, filter });
    });
  };
  return {
    prepare: (filter) => void send(undefined, filter).catch(() => undefined),
    search: (requests) => send(requests).then((results) => ({ results })),
  };
}
