/**
 * The hosted Typesense collection, for the modal and the search page, with
 * the site's ranking parameters (typesenseQuery.ts) and, in the same
 * multi_search, the best guide of a first page (typesenseGuide.ts); a page
 * a curation pinned comes back once (typesenseGroups.ts). Loaded only when a
 * reader searches.
 */
import { adaptTypesenseResponse } from './adapt';
import { oneGroupPerPage } from './typesenseGroups';
import { bestGuideRequest, withBestGuide, type GroupedResult } from './typesenseGuide';
import { rankedTypesenseRequest } from './typesenseQuery';
import { asRetryError, type SearchClient } from './types';
import { createMultiSearch, type TypesenseServerConfig } from './typesenseMultiSearch';

export function createTypesenseClient(serverConfig: TypesenseServerConfig): SearchClient {
  const multiSearch = createMultiSearch(serverConfig);
  return {
    async search(requests) {
      try {
        const ranked = requests.map(rankedTypesenseRequest);
        // The guide searches follow the requests' own; each request keeps the place of its guide's answer.
        const searches = [...ranked];
        const guideAt = ranked.map((request) => {
          const guide = bestGuideRequest(request);
          return guide ? searches.push(guide) - 1 : -1;
        });
        const response = await multiSearch({ searches });
        const results = response.results as Array<GroupedResult & { error?: string }>;
        return {
          results: requests.map((request, i) => {
            const result = results[i];
            if (result.error) throw new Error(result.error);
            // A guide search that failed leaves the page as Typesense ranked it.
            const guide = guideAt[i] < 0 || results[guideAt[i]]?.error ? undefined : results[guideAt[i]];
            return adaptTypesenseResponse(
              withBestGuide(oneGroupPerPage(result), guide, Number(request.per_page ?? 10) || 10),
              request,
            );
          }),
        };
      } catch (error) {
        throw asRetryError(error);
      }
    },
  };
}
