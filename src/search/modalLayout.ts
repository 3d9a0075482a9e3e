/**
 * The request parameter that marks a search as the DocSearch modal's, so its
 * hits are reshaped for the modal (./modalHits.ts) where the response is
 * adapted. Its own module: the search button imports it on every page, and
 * the reshaping code loads only with a search backend. Never sent to Typesense.
 */
import type { SearchRequest } from './types';

export const MODAL_LAYOUT = { site_layout: 'modal' } as const;

export const isModalRequest = (request: SearchRequest) => request.site_layout === MODAL_LAYOUT.site_layout;

/** The request without the marker, as a search service receives it. */
export function withoutLayout(request: SearchRequest): SearchRequest {
  const { site_layout: _layout, ...rest } = request;
  return rest as SearchRequest;
}
