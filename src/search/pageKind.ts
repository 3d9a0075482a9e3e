/**
 * What kind of page a record comes from, told by its address: the guides,
 * the hand-written reference (configuration, error codes, conventions), the
 * generated API references of Core, Desk and the OpenID Bridge, and the SDK.
 * Ranking uses it (a task query wants a guide, a method and path wants the
 * operation) and so do the search filters. No dependencies: shared by the
 * build, the indexer and the browser.
 */
export const PAGE_KINDS = ['guide', 'reference', 'core', 'desk', 'bridge', 'sdk'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The generated API references: one page per operation or tag. */
export const API_KINDS: readonly PageKind[] = ['core', 'desk', 'bridge'];

export function pageKindOf(url: string): PageKind {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  // An operation, a tag or a page of data models, of the current Core release or an older one (/reference/1.70/core/...).
  const api = path.match(/(?:^|\/)reference\/(?:\d+(?:\.\d+)*\/)?(core|desk|bridge)\/(?:models\/)?[^/]+$/);
  if (api) return api[1] as PageKind;
  if (/(?:^|\/)reference\/sdk(?:\/|$)/.test(path)) return 'sdk';
  if (/(?:^|\/)reference(?:\/|$)/.test(path)) return 'reference';
  return 'guide';
}

/** The filters a reader can pick on /search, and the kinds each one covers. */
export const SEARCH_SCOPES = {
  guides: { label: 'Guides', kinds: ['guide', 'reference'] },
  core: { label: 'Core API', kinds: ['core'] },
  desk: { label: 'Desk API', kinds: ['desk'] },
  bridge: { label: 'Bridge API', kinds: ['bridge'] },
  sdk: { label: 'SDK', kinds: ['sdk'] },
} as const satisfies Record<string, { label: string; kinds: readonly PageKind[] }>;
export type SearchScope = keyof typeof SEARCH_SCOPES;

export function isSearchScope(value: unknown): value is SearchScope {
  return typeof value === 'string' && Object.hasOwn(SEARCH_SCOPES, value);
}

/** The Typesense filter clause for a scope (the embedded index reads the same syntax). */
export function scopeFilter(scope: SearchScope): string {
  return `page_kind:=[${SEARCH_SCOPES[scope].kinds.join(',')}]`;
}
