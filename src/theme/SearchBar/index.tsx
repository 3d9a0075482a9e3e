/**
 * Wraps the Typesense theme's SearchBar. The theme's DocSearch modal takes
 * its props from the site config context, and a serialisable themeConfig
 * cannot carry functions, so the wrapper provides that context with:
 * - transformSearchClient: the site's own client (src/search), which searches
 *   the embedded index when no Typesense host is configured;
 * - getMissingResultsUrl: "Let us know" opens the documentation request form;
 * - resultsFooterComponent: the link to the search page, its count in
 *   correct English (./ResultsFooter.tsx).
 * Its requests are marked as the modal's, so each hit comes back with the
 * headline "Page › Heading" and in ranking order (src/search/modalHits.ts).
 * With the embedded index, the footer credits MiniSearch instead of
 * Typesense (./SearchCredit.tsx).
 * In `npm start` it says when the index is still being built (./DevIndexNotice.tsx).
 * It also fixes two gaps of the modal: after a failed search the modal falls
 * back to its "no results" screen (autocomplete resets the error status), so
 * the wrapper shows the error screen itself; and closing the modal leaves
 * focus nowhere, so the wrapper returns it to where it was. And it starts
 * loading the index when the reader reaches for search, not after the
 * modal's code has arrived, and holds the site's idle prefetching back until
 * the first answer (src/search/searchActivity.ts).
 */
import React, { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
// Docusaurus' context object itself (not exported publicly; pinned with @docusaurus/core).
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import { useSiteSearch } from '@site/src/search/useSiteSearch';
import type { SearchClient } from '@site/src/search/types';
import { useModalLifecycle } from '@site/src/search/useModalLifecycle';
import { usePrepareOnIntent } from '@site/src/search/usePrepareOnIntent';
import { markSearchSettled, markSearchStarted } from '@site/src/search/searchActivity';
import { useContextualFilter } from '@site/src/search/filters';
import { MODAL_LAYOUT } from '@site/src/search/modalLayout';
import ResultsFooter from './ResultsFooter';
import { useModalDropdown } from './useModalDropdown';
// Dev-only: the condition is a constant, so a production bundle holds neither the notice nor its chunk.
const DevIndexNotice = process.env.NODE_ENV === 'development' ? React.lazy(() => import('./DevIndexNotice')) : null;
import SearchCredit from './SearchCredit';

const EMPTY = { results: [{ hits: [], nbHits: 0 }] };

function ErrorScreen(): React.JSX.Element | null {
  const dropdown = useModalDropdown();
  if (!dropdown) return null;
  const texts = translations.modal?.errorScreen;
  const titleText = texts?.titleText ?? 'Unable to fetch results';
  const helpText = texts?.helpText ?? 'You might want to check your network connection.';
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

export default function SearchBarWrapper(): React.JSX.Element {
  const context = useContext(DocusaurusContext);
  const { backend, client, documentationRequestForm, devStatusUrl } = useSiteSearch();
  const [failed, setFailed] = useState(false);
  const isOpen = useModalLifecycle(
    useCallback(() => {
      setFailed(false);
      markSearchSettled();
    }, []),
  );
  // The index of the versions read here starts loading as the reader reaches for search, while the modal
  // loads; the site's idle prefetching waits until the first answer (src/search/searchActivity.ts).
  const filter = useContextualFilter();
  const prepare = useCallback(() => {
    markSearchStarted();
    client.prepare(filter);
  }, [client, filter]);
  usePrepareOnIntent(prepare);
  useEffect(() => {
    if (isOpen) client.prepare(filter);
  }, [isOpen, client, filter]);

  const modalClient = useMemo<SearchClient>(
    () => ({
      search: (requests) =>
        client.search(requests.map((request) => ({ ...request, ...MODAL_LAYOUT }))).then(
          (response) => {
            setFailed(false);
            markSearchSettled();
            return response;
          },
          () => {
            setFailed(true);
            markSearchSettled();
            return EMPTY;
          },
        ),
    }),
    [client],
  );

  const value = useMemo(() => {
    const typesense = context.siteConfig.themeConfig.typesense as Record<string, unknown>;
    return {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: {
          ...context.siteConfig.themeConfig,
          typesense: {
            ...typesense,
            transformSearchClient: () => modalClient,
            resultsFooterComponent: ResultsFooter,
            getMissingResultsUrl: ({ query }: { query: string }) =>
              `${documentationRequestForm}?topic=${encodeURIComponent(`Search: ${query}`)}`,
          },
        },
      },
    };
  }, [context, modalClient, documentationRequestForm]);

  useEffect(() => {
    document.body.classList.toggle('site-search--failed', failed);
  }, [failed]);

  return (
    <DocusaurusContext.Provider value={value}>
      <SearchBar />
      {isOpen && failed && <ErrorScreen />}
      {isOpen && backend === 'embedded' && <SearchCredit />}
      {DevIndexNotice && isOpen && backend === 'embedded' && devStatusUrl && (
        <React.Suspense fallback={null}>
          <DevIndexNotice statusUrl={devStatusUrl} />
        </React.Suspense>
      )}
    </DocusaurusContext.Provider>
  );
}
