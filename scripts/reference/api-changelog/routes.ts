/** Where the API changelog pages live: one per API and neighbouring version pair, under /reference/changelog. */
export const CHANGELOG_DIR = 'reference/changelog';

/** Doc id and file name (without `.mdx`) of the changelog of `api` from version `from` to version `to`. */
export const changelogSlug = (api: string, from: string, to: string) => `${api}-${from}-to-${to}`;

/** Route of that changelog page. */
export const changelogRoute = (api: string, from: string, to: string) =>
  `/reference/changelog/${changelogSlug(api, from, to)}`;

/** The parts of a changelog page an operation can be listed in. */
export type ChangelogSection = 'removed' | 'breaking' | 'added' | 'changed';

/** Anchor of an operation's entry in one part of a changelog page, e.g. `breaking-get-did-list`. */
export const changelogEntryAnchor = (section: ChangelogSection, slug: string) => `${section}-${slug}`;
