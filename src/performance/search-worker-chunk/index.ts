import type { Plugin } from '@docusaurus/types';

/** The chunk name src/search/workerBackend.ts gives the search worker (`new Worker(url, { name })`). */
export const SEARCH_WORKER_CHUNK = 'search-worker';

/** Chunks split as Docusaurus splits them (only chunks loaded on demand), except the search worker. */
export function splitsChunk(chunk: { name?: string | null; canBeInitial(): boolean }): boolean {
  return !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK;
}

/**
 * Keeps the search worker one script. Split like the pages' code, its
 * libraries (MiniSearch, the Typesense response adapter) came in two more
 * chunks, which a worker loads one after the other (`importScripts` blocks),
 * so the first search waited for three requests in a row before it could
 * fetch the index.
 */
export default function searchWorkerChunkPlugin(): Plugin {
  return {
    name: 'search-worker-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { optimization: { splitChunks: { chunks: splitsChunk } } } as ReturnType<
        NonNullable<Plugin['configureWebpack']>
      >;
    },
  };
}
