// The response adapter of typesense-instantsearch-adapter ships without types.
declare module 'typesense-instantsearch-adapter/lib/SearchResponseAdapter' {
  export class SearchResponseAdapter {
    constructor(typesenseResponse: unknown, instantsearchRequest: unknown, configuration: unknown);
    adapt(): unknown;
  }
}
