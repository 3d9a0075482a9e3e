import { SearchResponseAdapter } from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import { toModalResult } from './modalHits';
import { isModalRequest } from './modalLayout';
import type { SearchRequest, SearchResult } from './types';

/**
 * Typesense response -> the hits the modal renders (the same adapter the
 * theme's own client uses), reshaped for the modal when the modal asked
 * (./modalHits.ts).
 */
export function adaptTypesenseResponse(response: unknown, request: SearchRequest): SearchResult {
  const adapter = new SearchResponseAdapter(
    response,
    { params: { ...request, highlightPreTag: '<mark>', highlightPostTag: '</mark>' } },
    { geoLocationField: '' },
  );
  const result = onePerSection(adapter.adapt() as SearchResult);
  return isModalRequest(request) ? toModalResult(result) : result;
}

/**
 * A page's hits, at most one per section (address with anchor): Typesense
 * can return a heading, its table row and a sentence below it, which lead to
 * the same place and read alike. The embedded ranking keeps one per section
 * already (rank.ts).
 */
function onePerSection(result: SearchResult): SearchResult {
  return {
    ...result,
    hits: result.hits.map((hit) =>
      hit._grouped_hits
        ? {
            ...hit,
            _grouped_hits: hit._grouped_hits.filter((h, i, all) => all.findIndex((o) => o.url === h.url) === i),
          }
        : hit,
    ),
  };
}
