/**
 * The embedded index is written once per set of docs versions a reader can
 * search from one page (Docusaurus' contextual search): the current versions
 * in build/search/, and each older version of a versioned docs instance,
 * with everything unversioned, in build/search/<tag>/. A search on a guide
 * then never downloads the records of the older API reference (a fifth of
 * the index, and the most repetitive part). Shared by the build and the
 * browser, so it has no dependencies.
 */

/**
 * Docusaurus tags a docs page `docs-<plugin id>-<version name>`, the version
 * being read `current`; pages outside docs are tagged `default`.
 */
const DOCS_TAG = /^docs-(.+)-([^-]+)$/;

/** The docs instance of an older version's tag (`docs-reference-1.70` -> `reference`), or null. */
export function olderVersionPlugin(tag: string): string | null {
  const match = DOCS_TAG.exec(tag);
  return match && match[2] !== 'current' ? match[1] : null;
}

/** The folder (inside build/search/) holding the set a request with these tags searches: '' or `<tag>/`. */
export function indexSetDir(tags: Iterable<string>): string {
  for (const tag of tags) if (olderVersionPlugin(tag)) return `${tag}/`;
  return '';
}

/**
 * The sets to write: the current one (every record not of an older version),
 * and per older version its records with every record of other docs
 * instances and pages (its own instance's other versions left out).
 */
export function indexSets<T extends { docusaurus_tag: string }>(records: T[]): Array<{ dir: string; records: T[] }> {
  const older = [...new Set(records.map((r) => r.docusaurus_tag).filter((tag) => olderVersionPlugin(tag)))].sort();
  return [
    { dir: '', records: records.filter((r) => !olderVersionPlugin(r.docusaurus_tag)) },
    ...older.map((tag) => {
      const plugin = olderVersionPlugin(tag)!;
      const ownInstance = (t: string) => DOCS_TAG.exec(t)?.[1] === plugin;
      return {
        dir: `${tag}/`,
        records: records.filter((r) => r.docusaurus_tag === tag || !ownInstance(r.docusaurus_tag)),
      };
    }),
  ];
}
