/**
 * The API changelog as entries: one per operation and part of a changelog page
 * (removed, breaking changes, added, other changes), each with the address of
 * its place on the page. The changelog pages list the same diffs (./render.ts);
 * the operation pages' history (./history.ts) and the API-change feed
 * (src/plugins/api-change-feed) are made from these entries, so the three
 * cannot tell different stories.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { API_SPECS } from '../../../config/openapi.ts';
import { API_VERSIONS, type ApiName, type ApiVersion } from '../../../config/api-versions.ts';
import { publishedSpecFile } from '../../openapi/versions.ts';
import { diffSpecs, routeKey, type Change, type OperationRef } from './diff.ts';
import { changelogEntryAnchor, changelogRoute, type ChangelogSection } from './routes.ts';

export interface ChangelogEntry {
  api: ApiName;
  /** The older and the newer version of the changelog page. */
  from: string;
  to: string;
  section: ChangelogSection;
  breaking: boolean;
  /** The operation as the version that has it names it: `to`, or `from` for a removed one. */
  operation: OperationRef;
  /** Method and path with the path parameters' names left out: one route across versions. */
  route: string;
  /** The changes of a `breaking` or `changed` entry, in the page's order; empty otherwise. */
  changes: Change[];
  /** Site route of the entry: its changelog page and anchor. */
  href: string;
}

/** A version's spec of an API, parsed, and whether it is inferred from the current one (then no change can show). */
export interface ApiSpecVersion {
  version: string;
  spec: Record<string, any>;
  inferred: boolean;
}

/** The entries of one API between two neighbouring versions, in the order of its changelog page. */
export function entriesBetween(api: ApiName, older: ApiSpecVersion, newer: ApiSpecVersion): ChangelogEntry[] {
  if (older.inferred) return [];
  const diff = diffSpecs(older.spec, newer.spec);
  const entry = (
    section: ChangelogSection,
    breaking: boolean,
    operation: OperationRef,
    changes: Change[] = [],
  ): ChangelogEntry => ({
    api,
    from: older.version,
    to: newer.version,
    section,
    breaking,
    operation,
    route: routeKey(operation.method, operation.path),
    changes,
    href: `${changelogRoute(api, older.version, newer.version)}#${changelogEntryAnchor(section, operation.slug)}`,
  });
  const grouped = (changes: Change[], section: 'breaking' | 'changed') => {
    const groups = new Map<string, Change[]>();
    for (const change of changes) {
      const key = routeKey(change.operation.method, change.operation.path);
      groups.set(key, [...(groups.get(key) ?? []), change]);
    }
    return [...groups.values()].map((group) => entry(section, section === 'breaking', group[0].operation, group));
  };
  return [
    ...diff.removed.map((op) => entry('removed', true, op)),
    ...grouped(
      diff.changed.filter((c) => c.breaking),
      'breaking',
    ),
    ...diff.added.map((op) => entry('added', false, op)),
    ...grouped(
      diff.changed.filter((c) => !c.breaking),
      'changed',
    ),
  ];
}

/** Every version's parsed spec of `api`, newest first, as published for download by `npm run gen:api`. */
export function publishedSpecVersions(
  root: string,
  api: ApiName,
  versions: readonly ApiVersion[] = API_VERSIONS,
): ApiSpecVersion[] {
  return versions.map((version, index) => ({
    version: version.label,
    spec: YAML.parse(fs.readFileSync(path.join(root, publishedSpecFile(version.label, api)), 'utf8')),
    inferred: index > 0 && (version.inferred?.includes(api) ?? false),
  }));
}

/** The entries of every API and pair of neighbouring versions: newest pair first, the APIs in the reference's order. */
export function changelogEntries(root: string, versions: readonly ApiVersion[] = API_VERSIONS): ChangelogEntry[] {
  const specs = new Map(
    (Object.keys(API_SPECS) as ApiName[]).map((api) => [api, publishedSpecVersions(root, api, versions)]),
  );
  const entries: ChangelogEntry[] = [];
  for (let i = 1; i < versions.length; i += 1) {
    for (const [api, byVersion] of specs) entries.push(...entriesBetween(api, byVersion[i], byVersion[i - 1]));
  }
  return entries;
}
