/**
 * The request parameters of the DocSearch modal's searches:
 * - `site_layout` marks a search as the modal's, so its hits are reshaped
 *   for the modal (./modalHits.ts) where the response is adapted; never sent
 *   to Typesense;
 * - `group_limit: 1`: the modal shows one hit per page (the first of its
 *   group, ./adapt.ts), but asks for three; the embedded index fetched the
 *   record chunks of all three before it could answer, on a phone one more
 *   round trip or two of six requests each (src/search/README.md).
 * Its own module: the search button imports it on every page, and the
 * reshaping code loads only with a search backend.
 */
import type { SearchRequest } from './types';

export const MODAL_LAYOUT = { site_layout: 'modal', group_limit: 1 } as const;

export const isModalRequest = (request: SearchRequest) => request.site_layout === MODAL_LAYOUT.site_layout;

/** The request without the marker, as a search service receives it. */
export function withoutLayout(request: SearchRequest): SearchRequest {
  const { site_layout: _layout, ...rest } = request;
  return rest as SearchRequest;
}
