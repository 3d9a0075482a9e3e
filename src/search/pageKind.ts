/**
 * What kind of page a record comes from, told by its address: the guides,
 * the hand-written reference (configuration, error codes, conventions), the
 * generated API references of Core, Desk and the OpenID Bridge, and the SDK.
 * Ranking uses it (a task query wants a guide, a method and path wants the
 * operation) and so do the search filters. No dependencies: shared by the
 * build, the indexer and the browser.
 */
import { API_NAME_PATTERN, API_NAMES, byApi, type ApiName } from '../../config/apis';

export type PageKind = 'guide' | 'reference' | ApiName | 'sdk';
export const PAGE_KINDS: readonly PageKind[] = ['guide', 'reference', ...API_NAMES, 'sdk'];

/** The generated API references (config/apis.ts): one page per operation or tag. */
export const API_KINDS: readonly PageKind[] = API_NAMES;

const API_PAGE = new RegExp(`(?:^|/)reference/(?:\\d+(?:\\.\\d+)*/)?(${API_NAME_PATTERN})/(?:models/)?[^/]+$`);

export function pageKindOf(url: string): PageKind {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  // An operation, a tag or a page of data models, of the current Core release or an older one (/reference/1.70/core/...).
  const api = path.match(API_PAGE);
  if (api) return api[1] as PageKind;
  if (/(?:^|\/)reference\/sdk(?:\/|$)/.test(path)) return 'sdk';
  if (/(?:^|\/)reference(?:\/|$)/.test(path)) return 'reference';
  return 'guide';
}

/** The filters a reader can pick on /search, and the kinds each one covers. */
export type SearchScope = 'guides' | ApiName | 'sdk';
export const SEARCH_SCOPES: Readonly<Record<SearchScope, { label: string; kinds: readonly PageKind[] }>> = {
  guides: { label: 'Guides', kinds: ['guide', 'reference'] },
  ...byApi((api) => ({ label: api.shortLabel, kinds: [api.name] })),
  sdk: { label: 'SDK', kinds: ['sdk'] },
};

export function isSearchScope(value: unknown): value is SearchScope {
  return typeof value === 'string' && Object.hasOwn(SEARCH_SCOPES, value);
}

/** The Typesense filter clause for a scope (the embedded index reads the same syntax). */
export function scopeFilter(scope: SearchScope): string {
  return `page_kind:=[${SEARCH_SCOPES[scope].kinds.join(',')}]`;
}
