/**
 * Which API generation a Typesense server speaks for synonyms and curations,
 * from the version `GET /debug` reports:
 * - up to 29, synonyms and overrides belong to a collection
 *   (`/collections/<c>/synonyms/<id>`, `/collections/<c>/overrides/<id>`);
 * - from 30, they are top-level synonym sets and curation sets
 *   (`/synonym_sets/<name>`, `/curation_sets/<name>`) that a collection links
 *   by name; a 30 server answers the collection-level routes with 404.
 */
import { PublishError } from './errors.ts';

export type RulesApi = 'collection' | 'sets';

/** The first major version with synonym sets and curation sets. */
export const SETS_SINCE_MAJOR = 30;

/** `30.0`, `v30.1`, `29.0`, `0.25.2` or `nightly` (built from the main branch, so the newest API) -> the generation. */
export function rulesApiFor(version: unknown): RulesApi {
  const text = typeof version === 'string' ? version.trim() : '';
  if (text === 'nightly') return 'sets';
  const major = /^v?(\d+)(?:\.|$)/.exec(text);
  if (!major) {
    throw new PublishError(
      `cannot tell which Typesense version answers: GET /debug reported version ${JSON.stringify(version)}`,
    );
  }
  return Number(major[1]) >= SETS_SINCE_MAJOR ? 'sets' : 'collection';
}

/** Names of the sets one published collection links, made from its own (unique, dated) name. */
export function setNamesFor(collection: string) {
  return { synonyms: `${collection}-synonyms`, curations: `${collection}-curations` };
}

/**
 * The sets a collection links that belong to it alone, so deleting the
 * collection may delete them: the ones publish() made for it, and the ones
 * the upgrade to 30 made from its collection-level synonyms and overrides
 * (`<collection>_synonyms_index`, `<collection>_curations_index`). A set
 * under any other name may be shared, and stays.
 */
export function ownSetsOf(collection: string, linked: { synonym_sets?: unknown; curation_sets?: unknown }) {
  const ours = setNamesFor(collection);
  const pick = (names: unknown, own: string[]) =>
    Array.isArray(names) ? names.filter((name): name is string => own.includes(name)) : [];
  return {
    synonymSets: pick(linked.synonym_sets, [ours.synonyms, `${collection}_synonyms_index`]),
    curationSets: pick(linked.curation_sets, [ours.curations, `${collection}_curations_index`]),
  };
}
