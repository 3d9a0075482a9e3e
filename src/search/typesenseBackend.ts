/**
 * The hosted Typesense collection, for the modal and the search page, with
 * the site's ranking parameters (typesenseQuery.ts). Loaded only when a reader searches.
 */
import { SearchClient as TypesenseSearchClient } from 'typesense';
import type { ConfigurationOptions } from 'typesense/lib/Typesense/Configuration';
import { adaptTypesenseResponse } from './adapt';
import { rankedTypesenseRequest } from './typesenseQuery';
import { asRetryError, type SearchClient } from './types';

export function createTypesenseClient(serverConfig: ConfigurationOptions): SearchClient {
  const typesense = new TypesenseSearchClient(serverConfig);
  return {
    async search(requests) {
      try {
        const response = await typesense.multiSearch.perform({ searches: requests.map(rankedTypesenseRequest) as never[] });
        return {
          results: (response.results as Array<{ error?: string }>).map((result, i) => {
            if (result.error) throw new Error(result.error);
            return adaptTypesenseResponse(result, requests[i]);
          }),
        };
      } catch (error) {
        throw asRetryError(error);
      }
    },
  };
}
