/**
 * Served next to the site, fetched the first time a reader searches: the
 * index, and the records it finds (src/search/packedRecords.ts). A module of
 * its own because the search settings every page loads need only these names,
 * not the index options.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_RECORDS_FILE = 'search-records.json';
/** Folder of the split index the browser loads (src/search/shards.ts). */
export const SHARD_DIR = 'search';
