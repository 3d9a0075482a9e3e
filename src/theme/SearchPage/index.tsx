/**
 * Replaces the Typesense theme's search page, which builds its own
 * InstantSearch client and so could not search the embedded index. This
 * page uses the site's search client (src/search), the same one the modal
 * uses, with the modal's parameters: both show the same results and counts.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Highlighted from '@site/src/search/Highlighted';
import { QUERY_PARAMETERS, useContextualFilter } from '@site/src/search/filters';
import { useSiteSearch } from '@site/src/search/useSiteSearch';
import type { SearchHit } from '@site/src/search/types';
import { siteRoute } from '@site/src/search/siteRoute';
import { isSearchScope, scopeFilter, SEARCH_SCOPES, type SearchScope } from '@site/src/search/pageKind';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchNeedsJavaScript from '@site/src/components/SearchNeedsJavaScript';
import styles from './styles.module.css';

const PAGE_SIZE = 10;
const SUGGESTIONS = ['credential schema', 'proof request', 'revocation', 'OID4VCI', 'trust list'];

type Status = 'idle' | 'loading' | 'done' | 'error';

/** The highlighted value of a field (`hierarchy.lvl1`, `content`), or its plain value. */
function highlightOf(hit: SearchHit, field: string): string {
  const highlighted = hit._highlightResult?.[field] as { value?: string } | undefined;
  return highlighted?.value || ((hit[field] as string | null) ?? '');
}

/** The content snippet, with `…` where it cuts the text (as the modal shows it). */
function withEllipses(hit: SearchHit): string {
  const full = highlightOf(hit, 'content');
  const snippet = (hit._snippetResult?.content as { value?: string } | undefined)?.value;
  if (!snippet) return full;
  const cutStart = full.slice(0, 20) !== snippet.slice(0, 20);
  const cutEnd = full.slice(-20) !== snippet.slice(-20);
  return `${cutStart ? '… ' : ''}${snippet}${cutEnd ? ' …' : ''}`;
}

function sectionTitle(hit: SearchHit): string {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'])
    if (hit[`hierarchy.${level}`]) return highlightOf(hit, `hierarchy.${level}`);
  return '';
}

function ResultGroup({ hits }: { hits: SearchHit[] }): React.JSX.Element {
  const [first] = hits;
  // Links on this site (client-side navigation, same tab), whatever address the records hold.
  const { siteConfig } = useDocusaurusContext();
  const route = (url: string) => siteRoute(url, siteConfig.baseUrl);
  return (
    <li className={styles.result}>
      <p className={styles.breadcrumb}>{first['hierarchy.lvl0'] as string}</p>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={route(first.url_without_anchor ?? first.url)}>
          <Highlighted value={highlightOf(first, 'hierarchy.lvl1')} />
        </Link>
      </Heading>
      <ul className={styles.sections}>
        {hits.map((hit) => {
          const section = sectionTitle(hit);
          const snippet = withEllipses(hit);
          if (!section && !snippet) return null;
          return (
            <li key={hit.url + (hit.objectID ?? '')}>
              <Link to={route(hit.url)} className={styles.section}>
                {section && (
                  <span className={styles.sectionTitle}>
                    <Highlighted value={section} />
                  </span>
                )}
                {snippet && (
                  <span className={styles.snippet}>
                    <Highlighted value={snippet} />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function SearchPageContent(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const filter = useContextualFilter();
  const { client, collection, documentationRequestForm } = useSiteSearch();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [scope, setScope] = useState<SearchScope | null>(() => {
    const value = new URLSearchParams(location.search).get('scope');
    return isSearchScope(value) ? value : null;
  });
  const [groups, setGroups] = useState<SearchHit[][]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);
  // On this page the reader is about to search: start loading the index now.
  useEffect(() => client.prepare(filter), [client, filter]);

  // Keep the query and the filter in the address, so the page can be shared and reloaded.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') === query && (params.get('scope') ?? null) === scope) return;
    if (query) params.set('q', query);
    else params.delete('q');
    if (scope) params.set('scope', scope);
    else params.delete('scope');
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : '' });
  }, [query, scope, history, location]);

  useEffect(() => {
    const q = query.trim();
    const request = ++latest.current;
    if (!q) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the query may come from the address or the field: one place resets
      setGroups([]);
      setTotal(0);
      setStatus('idle');
      return undefined;
    }
    setStatus('loading');
    const timer = setTimeout(() => {
      client
        .search([
          {
            collection,
            q,
            filter_by: scope ? `${filter} && ${scopeFilter(scope)}` : filter,
            ...QUERY_PARAMETERS,
            per_page: PAGE_SIZE,
            page,
          },
        ])
        .then(({ results: [result] }) => {
          if (request !== latest.current) return;
          const pageGroups = result.hits.map((hit) => [hit, ...(hit._grouped_hits ?? []).slice(1)]);
          setGroups((previous) => (page === 1 ? pageGroups : [...previous, ...pageGroups]));
          setTotal(result.nbHits);
          setStatus('done');
        })
        .catch(() => {
          if (request === latest.current) setStatus('error');
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [query, scope, page, client, collection, filter]);

  const onChange = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  const onScope = (value: SearchScope | null) => {
    setScope(value);
    setPage(1);
  };

  const q = query.trim();
  return (
    <Layout title={q ? `Search results for "${q}"` : 'Search'} description="Search the Procivis One documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <SearchNeedsJavaScript />
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
          <label htmlFor={inputId} className={styles.label}>
            Search terms
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            className={styles.input}
            placeholder="e.g. revoke a credential"
            autoComplete="off"
            spellCheck={false}
          />
          {/* Results follow the typing; the button is for readers who submit a form to search (and HTML_CodeSniffer asks for one). */}
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            Search
          </button>
          <fieldset className={styles.filters}>
            <legend className={styles.filtersLegend}>Show results from</legend>
            {([null, ...Object.keys(SEARCH_SCOPES)] as Array<SearchScope | null>).map((value) => (
              <label key={value ?? 'all'} className={styles.filter}>
                <input
                  type="radio"
                  name="scope"
                  value={value ?? ''}
                  checked={scope === value}
                  onChange={() => onScope(value)}
                />
                {value ? SEARCH_SCOPES[value].label : 'Everything'}
              </label>
            ))}
          </fieldset>
        </form>
        <p className={styles.scope}>
          Searches the guides, the Core, Desk and OpenID Bridge API references, the configuration reference and the SDK.
          On any page, <kbd>/</kbd> or <kbd>Ctrl</kbd> <kbd>K</kbd> (<kbd>⌘</kbd> <kbd>K</kbd> on a Mac) opens search
          from the navigation bar.
        </p>

        <div aria-live="polite" className={styles.status}>
          {status === 'done' && total > 0 && (
            <p>
              {total} {total === 1 ? 'result' : 'results'} for <q>{q}</q>
            </p>
          )}
          {status === 'loading' && page === 1 && <p>Searching…</p>}
        </div>

        {status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}

        {status === 'done' && total === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results for <q>{q}</q>
            </p>
            <p>Try searching for</p>
            <ul className={styles.suggestions}>
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <button type="button" className="button button--sm button--secondary" onClick={() => onChange(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
            <p>
              Believe this query should return results?{' '}
              <Link href={`${documentationRequestForm}?topic=${encodeURIComponent(`Search: ${q}`)}`}>Let us know.</Link>
            </p>
          </div>
        )}

        {groups.length > 0 && (
          <ol className={styles.results}>
            {groups.map((hits) => (
              <ResultGroup key={hits[0].url_without_anchor ?? hits[0].url} hits={hits} />
            ))}
          </ol>
        )}

        {status !== 'error' && groups.length > 0 && groups.length < total && (
          <button
            type="button"
            className="button button--primary"
            disabled={status === 'loading'}
            onClick={() => setPage((p) => p + 1)}>
            {status === 'loading' ? 'Loading…' : 'Load more results'}
          </button>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): React.JSX.Element {
  // The contextual filter reads the preferred docs versions, as the modal's does.
  return (
    <DocsPreferredVersionContextProvider>
      <SearchPageContent />
    </DocsPreferredVersionContextProvider>
  );
}
