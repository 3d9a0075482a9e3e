/** Where the API changelog pages live: one per API and neighbouring version pair, under /reference/changelog. */
export const CHANGELOG_DIR = 'reference/changelog';

/** Doc id and file name (without `.mdx`) of the changelog of `api` from version `from` to version `to`. */
export const changelogSlug = (api: string, from: string, to: string) => `${api}-${from}-to-${to}`;

/** Route of that changelog page. */
export const changelogRoute = (api: string, from: string, to: string) => `/reference/changelog/${changelogSlug(api, from, to)}`;
