import { duplicateReferencePages } from './reference-versions';

/**
 * Routes that are no public page of the site, whatever they render: the sitemap leaves them out,
 * and so do the Markdown twins, llms.txt and both search indexes (src/plugins/public-pages/).
 * Besides these, a page whose head says `noindex` is not public.
 */
export function privateRoutePatterns(siteDir: string): string[] {
  return [
    '/blog/**',
    '/search',
    '/__test__/**',
    // older API pages whose operation is unchanged have the current page as canonical (scripts/openapi/versions.ts)
    ...duplicateReferencePages(siteDir),
  ];
}
