/**
 * Web Worker that loads and queries the embedded index (src/search/embeddedBackend),
 * so parsing the 2.6 MB index and records never blocks the page. Messages:
 * `{ id, indexUrl, recordsUrl, requests }` in, `{ id, results }` or `{ id, error }` out.
 */
import { createEmbeddedClient } from './embeddedBackend';
import type { SearchClient, SearchRequest } from './types';

type Query = { id: number; indexUrl: string; recordsUrl: string; requests: SearchRequest[] };

let client: SearchClient | null = null;

self.onmessage = async (event: MessageEvent<Query>) => {
  const { id, indexUrl, recordsUrl, requests } = event.data;
  client ??= createEmbeddedClient(indexUrl, recordsUrl);
  try {
    const { results } = await client.search(requests);
    self.postMessage({ id, results });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
