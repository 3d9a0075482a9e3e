import { useMemo } from 'react';

type SearchClient = { search: (requests: unknown[]) => Promise<unknown> };

/** Never called: the SearchBar wrapper's transformSearchClient returns the site's own client in its place. */
const unusedClient: SearchClient = {
  search: () =>
    Promise.reject(new Error('The DocSearch modal searches through the site client (src/theme/SearchBar).')),
};

/**
 * Stands in for typesense-docsearch-react's useSearchClient, which builds a
 * Typesense client (the `typesense` package and its Buffer polyfill) before
 * handing it to transformSearchClient. The site always replaces
 * that client with its own (src/search/client.ts), which loads the backend it
 * needs, so the modal hands transformSearchClient a client that is never used.
 */
export function useSearchClient(
  _typesenseServerConfig: unknown,
  transformSearchClient: (client: SearchClient) => SearchClient,
): SearchClient {
  return useMemo(() => transformSearchClient(unusedClient), [transformSearchClient]);
}
