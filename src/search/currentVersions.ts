/**
 * The filter the search modal sends on a page of the current docs versions
 * (Docusaurus' contextual search: the guides, the pages outside docs, and the
 * reference of the current Core release). Older reference versions
 * (`docs-reference-<label>`) are searched only from their own pages. Used
 * where a search runs outside a page: the relevance test, the bench and the
 * MCP server.
 */
export const CURRENT_VERSIONS_FILTER =
  'language:=en && docusaurus_tag:=[default,docs-default-current,docs-reference-current]';
