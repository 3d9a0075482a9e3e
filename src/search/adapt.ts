import { SearchResponseAdapter } from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import type { SearchRequest, SearchResult } from './types';

/** Typesense response -> the hits the modal renders (the same adapter the theme's own client uses). */
export function adaptTypesenseResponse(response: unknown, request: SearchRequest): SearchResult {
  const adapter = new SearchResponseAdapter(
    response,
    { params: { ...request, highlightPreTag: '<mark>', highlightPostTag: '</mark>' } },
    { geoLocationField: '' },
  );
  return adapter.adapt() as SearchResult;
}
