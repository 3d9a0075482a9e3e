/**
 * Web Worker that loads and queries the embedded index (src/search/shardedSearch),
 * so parsing never blocks the page. Messages in: `{ id, shardsUrl, requests }`
 * (search) or `{ id, shardsUrl, filter }` (start loading what every query
 * with that version filter needs);
 * out: `{ id, results }` or `{ id, error }`.
 */
import { adaptTypesenseResponse } from './adapt';
import { ShardedSearch } from './shardedSearch';
import type { SearchRequest } from './types';

type Message = { id: number; shardsUrl: string; requests?: SearchRequest[]; filter?: string };

let search: ShardedSearch | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status} for ${url}`);
  return response.json();
}

self.onmessage = async (event: MessageEvent<Message>) => {
  const { id, shardsUrl, requests, filter } = event.data;
  search ??= new ShardedSearch((file) => fetchJson(new URL(file, shardsUrl).href));
  try {
    if (!requests) {
      await search.prepare(filter);
      self.postMessage({ id, results: [] });
      return;
    }
    const results = await Promise.all(
      requests.map(async (request) => adaptTypesenseResponse(await search!.search(request), request)),
    );
    self.postMessage({ id, results });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
