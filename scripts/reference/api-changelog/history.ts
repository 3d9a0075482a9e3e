/**
 * The history of each operation of the current reference, from the changelog
 * entries (./entries.ts): the release it first appears in among the releases
 * the reference covers, what changed in each later one, and, for a deprecated
 * operation, since when and what replaces it.
 *
 * An operation is followed across versions by its route (method and path, the
 * path parameters' names left out), as the changelog pages pair them. The walk
 * stops at a version whose spec is inferred from the current one (an API with
 * no public source for that release): nothing older is known.
 */
import { kebabCase } from 'lodash';
import { routeKey, type OperationRef } from './diff.ts';
import { entriesBetween, type ApiSpecVersion, type ChangelogEntry } from './entries.ts';
import type { ApiName } from '../../../config/api-versions.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface ReleaseChanges {
  /** The release the changes came with, and the one before it. */
  version: string;
  from: string;
  /** Its entries on the changelog page: the breaking one first, then the other one (each at most once). */
  entries: ChangelogEntry[];
}

export interface Deprecation {
  /** The release whose spec first marks it deprecated, when the releases with a public source show it. */
  since?: string;
  /** The covered release before `since`, which does not mark it: it was deprecated in between (the reference covers no release there). */
  notIn?: string;
  /** `since` is the oldest release with a public source: it may have been deprecated before. */
  sinceOldest: boolean;
  /** Operations of the same API that the deprecation note links to, in its order. */
  replacements: OperationRef[];
}

export interface OperationHistory {
  operation: OperationRef;
  /** The release that added it, among those the walk reached; absent when it is in the oldest of them. */
  added?: ChangelogEntry;
  /** The oldest release with a public source the walk reached. */
  oldestKnown: string;
  /** `oldestKnown` is the oldest release the reference covers (else older ones are inferred). */
  oldestCovered: boolean;
  /** Changes in later releases, oldest first. */
  changes: ReleaseChanges[];
  deprecated?: Deprecation;
}

/** The operations of a spec by route, with their own data. */
function operationsOf(
  spec: Record<string, any>,
): Map<string, { ref: OperationRef; deprecated: boolean; description: string }> {
  const out = new Map<string, { ref: OperationRef; deprecated: boolean; description: string }>();
  for (const [path, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const slug = kebabCase(operation.operationId ?? `${method} ${path}`);
      out.set(routeKey(method, path), {
        ref: { method: method.toUpperCase(), path, slug, summary: operation.summary ?? slug },
        deprecated: operation.deprecated === true,
        description: typeof operation.description === 'string' ? operation.description : '',
      });
    }
  }
  return out;
}

/**
 * The operations a deprecated operation's description names as its replacement: the links
 * of its paragraph that starts with "Deprecated" (the spec links an operation by its slug,
 * as the generated pages are siblings). A link to no operation of the spec stops generation.
 */
export function replacementsIn(description: string, slugs: Map<string, OperationRef>, where: string): OperationRef[] {
  const note = description.split(/\n\s*\n/).find((paragraph) => /^\s*Deprecated\b/.test(paragraph));
  if (!note) return [];
  return [...note.matchAll(/\[[^\]]+\]\(([^)\s#]+)\)/g)].map(([, target]) => {
    const replacement = slugs.get(target.replace(/^\.\//, ''));
    if (!replacement)
      throw new Error(`${where}: the deprecation note links "${target}", which is not an operation of the spec`);
    return replacement;
  });
}

/**
 * The history of every operation of `versions[0]` (the current spec of `api`), by page slug.
 * `versions` is the API's specs, newest first (./entries.ts publishedSpecVersions).
 */
export function operationHistories(api: ApiName, versions: ApiSpecVersion[]): Map<string, OperationHistory> {
  const current = operationsOf(versions[0].spec);
  const slugs = new Map([...current.values()].map(({ ref }) => [ref.slug, ref]));
  // the versions with a public source, newest first, up to the first inferred one
  const firstInferred = versions.findIndex((version, index) => index > 0 && version.inferred);
  const known = firstInferred < 0 ? versions : versions.slice(0, firstInferred);
  const pairs = known
    .slice(1)
    .map((older, i) => ({ older, newer: known[i], entries: entriesBetween(api, older, known[i]) }));
  const oldestKnown = known.at(-1)!;
  const oldestOperations = operationsOf(oldestKnown.spec);
  const histories = new Map<string, OperationHistory>();
  for (const [route, { ref, deprecated, description }] of current) {
    const history: OperationHistory = {
      operation: ref,
      oldestKnown: oldestKnown.version,
      oldestCovered: known.length === versions.length,
      changes: [],
    };
    let deprecatedSince: string | undefined;
    let notDeprecatedIn: string | undefined;
    for (const { older, newer, entries } of pairs) {
      const mine = entries.filter((entry) => entry.route === route);
      const added = mine.find((entry) => entry.section === 'added');
      if (added) {
        history.added = added;
        if (deprecated && deprecatedSince === undefined) deprecatedSince = newer.version;
        break;
      }
      if (mine.length) history.changes.unshift({ version: newer.version, from: older.version, entries: mine });
      if (
        deprecatedSince === undefined &&
        mine.some((entry) => entry.changes.some((change) => change.kind === 'operation-deprecated'))
      ) {
        deprecatedSince = newer.version;
        notDeprecatedIn = older.version;
      }
    }
    if (deprecated) {
      // deprecated in the oldest release the reference covers: since then or earlier; in an older one inferred from the current spec: not known
      const sinceOldest =
        deprecatedSince === undefined &&
        !history.added &&
        history.oldestCovered &&
        oldestOperations.get(route)?.deprecated === true;
      history.deprecated = {
        since: deprecatedSince ?? (sinceOldest ? oldestKnown.version : undefined),
        ...(notDeprecatedIn ? { notIn: notDeprecatedIn } : {}),
        sinceOldest,
        replacements: replacementsIn(description, slugs, `${api} ${ref.method} ${ref.path}`),
      };
    }
    histories.set(ref.slug, history);
  }
  return histories;
}
