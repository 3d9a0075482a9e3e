/**
 * The embedded search, run in a Web Worker (./indexWorker.ts) so that
 * loading the index costs the page nothing. Where workers are unavailable it
 * runs in the page (./embeddedBackend). Failures reach the modal and the
 * search page as the error the modal shows its error screen for.
 */
import { asRetryError, type SearchClient, type SearchResult } from './types';

type Reply = { id: number; results?: SearchResult[]; error?: string };

export function createWorkerClient(indexUrl: string, recordsUrl: string): SearchClient {
  if (typeof Worker === 'undefined' || process.env.DOCS_SERVER_BUNDLE) {
    return { search: (requests) => import('./embeddedBackend').then((m) => m.createEmbeddedClient(indexUrl, recordsUrl).search(requests)) };
  }
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
    const created = new Worker(new URL('./indexWorker.ts', import.meta.url));
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
  // Absolute URLs: a worker resolves relative ones against its own script.
  const absolute = (url: string) => new URL(url, window.location.href).href;
  return {
    search(requests) {
      worker ??= start();
      const id = (nextId += 1);
      return new Promise<{ results: SearchResult[] }>((resolve, reject) => {
        pending.set(id, { resolve: (results) => resolve({ results }), reject });
        worker!.postMessage({ id, indexUrl: absolute(indexUrl), recordsUrl: absolute(recordsUrl), requests });
      });
    },
  };
}
