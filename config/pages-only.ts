/**
 * `DOCS_PAGES_ONLY=1` builds the pages (and the embedded search index, which is made from them)
 * without the files written beside them after the build: the Markdown twins and `llms.txt`, the
 * Postman collections, the feeds, the redirect pages and `robots.txt`. For builds nobody deploys:
 * `npm start`'s background build of the search index (src/plugins/dev-search-index), and the test
 * command's build with Typesense configured, whose tests read the pages' search only.
 */
export const PAGES_ONLY = 'DOCS_PAGES_ONLY';

export function pagesOnly(): boolean {
  return process.env[PAGES_ONLY] === '1';
}
