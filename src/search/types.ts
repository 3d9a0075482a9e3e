/** The request the DocSearch modal (and the search page) sends: Typesense search parameters. */
export interface SearchRequest {
  collection: string;
  q: string;
  query_by?: string;
  filter_by?: string;
  group_by?: string;
  group_limit?: number;
  per_page?: number;
  page?: number;
  [parameter: string]: unknown;
}

/** What the modal reads from a response: Algolia-shaped hits from the Typesense response adapter. */
export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page?: number;
  nbPages?: number;
}

export interface SearchHit {
  objectID?: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: string;
  content: string | null;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
  _grouped_hits?: SearchHit[];
  [key: string]: unknown;
}

export interface SearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResult[] }>;
}

/**
 * The modal shows its error screen only for errors named `RetryError`
 * (Algolia's "every host failed"); any backend failure is reported that way.
 */
export function asRetryError(cause: unknown): Error {
  const error = new Error(cause instanceof Error ? cause.message : String(cause));
  error.name = 'RetryError';
  return error;
}
