/**
 * The indexer's Typesense settings, read from the same variables as the
 * site's search configuration (config/search.ts), plus the admin key.
 */
import { searchSettings } from '../../config/search.ts';
import type { TypesenseTarget } from './publish.ts';
import { PublishError } from './errors.ts';

type Env = Record<string, string | undefined>;

/**
 * searchSettings() insists on the site's search-only key, which the indexer
 * never uses. Filling it in lets the hosts, port, protocol and alias be read
 * by the very code the site uses, so the two cannot drift apart.
 */
const NOT_USED_BY_THE_INDEXER = 'not-used-by-the-indexer';

function settings(env: Env) {
  try {
    return searchSettings({ ...env, TYPESENSE_SEARCH_API_KEY: NOT_USED_BY_THE_INDEXER });
  } catch (error) {
    throw new PublishError((error as Error).message);
  }
}

/** The alias the site searches: TYPESENSE_COLLECTION, default `docs`. */
export function aliasName(env: Env = process.env): string {
  return settings(env).collection;
}

/** Everything publish() needs to reach Typesense; a one-line error for what is missing. */
export function typesenseTarget(env: Env = process.env): TypesenseTarget {
  const search = settings(env);
  if (search.backend !== 'typesense') {
    throw new PublishError('TYPESENSE_HOST is not set: give the Typesense host(s) to publish to (or use --dry-run)');
  }
  const adminKey = env.TYPESENSE_ADMIN_API_KEY?.trim();
  if (!adminKey) {
    throw new PublishError(
      'TYPESENSE_ADMIN_API_KEY is not set: the indexer needs an admin key (see maintainers/search-and-publishing.md)',
    );
  }
  return { nodes: search.nodes, adminKey, alias: search.collection };
}
