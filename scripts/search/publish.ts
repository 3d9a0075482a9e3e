/**
 * Publishes the built site's search records to Typesense without readers
 * ever seeing an empty or half-filled collection:
 *
 *   1. read where the alias points now (this also proves the key and host),
 *      and the server's version (GET /debug), which says where synonyms and
 *      curations live (server-api.ts);
 *   2. create a new collection `<alias>-<timestamp>`; on Typesense 30 and
 *      later, first its synonym set (and curation set, when there are
 *      curations), which the collection links when it is created;
 *   3. import every record into it, checking each result line; before 30,
 *      then add the synonyms (and curations) to the collection itself;
 *   4. point the alias at it in one upsert;
 *   5. delete the collection the alias pointed to before, and only that
 *      (with the sets that belong to it alone).
 *
 * Any failure in 2 to 4 deletes what this run created and leaves the alias
 * as it was, with one exception: when the upsert fails without a definite
 * answer (timeout, 5xx) and the alias may already point to the new
 * collection, deleting it could leave the site without search, so it stays.
 * The dry run instead writes the records and the schema to files, offline.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { Client, type ConfigurationOptions } from 'typesense';
import type { TypesenseNode } from '../../config/search.ts';
import type { SiteLocation } from '../../config/site-location.ts';
import type { DocSearchRecord } from '../../src/search/record.ts';
import { batches, checkImportResults, countBy, DEFAULT_BATCH_SIZE, toJsonl } from './batches.ts';
import { describeError, oneLine, PublishError, type ErrorContext } from './errors.ts';
import { CURATIONS, type Curation } from './curations.ts';
import { readTaskPins, taskCurations } from './task-curations.ts';
import { collectionNameFor, docSearchSchema, synonymSets } from './schema.ts';
import { ownSetsOf, rulesApiFor, setNamesFor, type RulesApi } from './server-api.ts';
import { readSiteRecords } from './site-records.ts';

export const DEFAULT_TIMEOUT_SECONDS = 30;
export const RECORDS_FILE = 'search-records.jsonl';
export const SCHEMA_FILE = 'search-schema.json';
export const CURATIONS_FILE = 'search-curations.json';

export interface TypesenseTarget {
  nodes: TypesenseNode[];
  /** Admin key: only ever sent in the request header, never printed. */
  adminKey: string;
  /** The alias the site searches (TYPESENSE_COLLECTION). */
  alias: string;
}

export interface PublishOptions {
  buildDir: string;
  site: SiteLocation;
  target: TypesenseTarget;
  batchSize?: number;
  /** Limit for every request, each import batch included. */
  timeoutSeconds?: number;
  /** Retries per request after a network error or HTTP 5xx (default: 2, at least one per node). */
  numRetries?: number;
  retryIntervalSeconds?: number;
  /** Called after each batch with `done / total records`; omit for quiet runs. */
  progress?: (line: string) => void;
  now?: () => Date;
  /** Curations to publish with the collection (default: siteCurations, curations.ts and the task curations). */
  curations?: readonly Curation[];
  /** The checkout whose specs and guides the build was made from (default: the working directory). */
  siteDir?: string;
}

export interface PublishResult {
  alias: string;
  collection: string;
  /** The collection the alias pointed to before, now deleted; null on the first run. */
  previous: string | null;
  records: number;
  batches: number;
  /** The version GET /debug reported. */
  serverVersion: string;
  /** Where the synonyms and curations went: sets linked to the collection (30 and later) or the collection itself. */
  rulesApi: RulesApi;
  /** How many curations were published. */
  curations: number;
}

/**
 * The curations published by default: the hand-written ones (curations.ts)
 * and one per phrase of every task of a Core operation (task-curations.ts),
 * pinned to these records. A task whose operation page is not among the
 * records (a partial build) is left out; a complete build has them all
 * (readSiteRecords checks every page of the sitemap).
 */
export function siteCurations(records: readonly DocSearchRecord[], site: SiteLocation, siteDir: string): Curation[] {
  return [...CURATIONS, ...taskCurations(readTaskPins(siteDir), records, site.baseUrl).curations];
}

/** loglevel's Logger, as the client takes it, without depending on loglevel directly. */
type Logger = NonNullable<ConfigurationOptions['logger']>;

/**
 * The client logs every retry with the failing node and the server's answer.
 * The indexer reports failures itself, in one line; the client stays silent.
 */
const silentLogger = Object.fromEntries(
  [
    'trace',
    'debug',
    'info',
    'warn',
    'error',
    'log',
    'setLevel',
    'setDefaultLevel',
    'resetLevel',
    'enableAll',
    'disableAll',
  ].map((method) => [method, () => undefined]),
) as unknown as Logger;

interface Connection {
  client: Client;
  close(): void;
}

function connect(
  target: TypesenseTarget,
  timeoutSeconds: number,
  numRetries: number,
  retryIntervalSeconds: number,
): Connection {
  // Own keep-alive agents, destroyed when done, so the process exits at once.
  const agents = [new http.Agent({ keepAlive: true }), new https.Agent({ keepAlive: true })] as const;
  const client = new Client({
    nodes: target.nodes,
    apiKey: target.adminKey,
    connectionTimeoutSeconds: timeoutSeconds,
    numRetries,
    retryIntervalSeconds,
    logger: silentLogger,
    httpAgent: agents[0],
    httpsAgent: agents[1],
  });
  return { client, close: () => agents.forEach((agent) => agent.destroy()) };
}

/**
 * POST /collections/:name/documents/import with the JSONL body, returning the
 * JSONL answer. Sent through the client's request layer rather than
 * documents().import(), which exempts imports from the time limit: a stalled
 * import would hang CI forever. With the limit, a slow batch that is retried
 * may report its documents as already existing; that fails the run and the
 * new collection is deleted, which is the safe outcome.
 */
async function importBatch(client: Client, collection: string, jsonl: string): Promise<string> {
  const answer = await client.apiCall.performRequest<unknown>(
    'post',
    `/collections/${encodeURIComponent(collection)}/documents/import`,
    {
      queryParameters: { action: 'create' },
      bodyParameters: jsonl,
      additionalHeaders: { 'Content-Type': 'text/plain' },
      isStreamingRequest: false,
    },
  );
  // One result line served as application/json arrives already parsed.
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** Typesense's 404, told by the status code: instanceof checks on error classes are brittle under tsx (see PublishError). */
const isNotFound = (error: unknown) => httpStatusOf(error) === 404;
const isClientError = (error: unknown) => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};
function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

const isAuthError = (error: unknown) => httpStatusOf(error) === 401 || httpStatusOf(error) === 403;

/**
 * Deletes the collection the alias pointed to before and, from 30 on, the
 * sets that belong to it alone (server-api.ts ownSetsOf). Anything already
 * gone is no error.
 */
async function deletePrevious(
  client: Client,
  previous: string,
  rulesApi: RulesApi,
  context: ErrorContext,
): Promise<void> {
  const ignoreGone = (error: unknown) => {
    if (!isNotFound(error)) throw error;
    return null;
  };
  const wrap = (doing: string) => (error: unknown) => {
    throw new PublishError(`${doing} failed: ${describeError(error, context)}`);
  };
  const linked =
    rulesApi === 'sets'
      ? await client
          .collections(previous)
          .retrieve()
          .catch(ignoreGone)
          .catch(wrap(`reading the previous collection ${previous}`))
      : null;
  await client
    .collections(previous)
    .delete()
    .catch(ignoreGone)
    .catch(wrap(`deleting the previous collection ${previous}`));
  if (!linked) return;
  const own = ownSetsOf(previous, linked);
  for (const name of own.synonymSets)
    await client
      .synonymSets(name)
      .delete()
      .catch(ignoreGone)
      .catch(wrap(`deleting synonym set ${name} of ${previous}`));
  for (const name of own.curationSets)
    await client
      .curationSets(name)
      .delete()
      .catch(ignoreGone)
      .catch(wrap(`deleting curation set ${name} of ${previous}`));
}

/** Deletes the sets a failed run made; the words to append to its message ('' when there were none). */
async function deleteOwnSets(
  client: Client,
  sets: { synonymSets: string[]; curationSets: string[] },
  context: ErrorContext,
): Promise<string> {
  const outcomes: string[] = [];
  const remove = async (kind: string, name: string, call: () => Promise<unknown>) => {
    outcomes.push(
      await call().then(
        () => `deleted the new ${kind} ${name}`,
        (error) =>
          isNotFound(error)
            ? `deleted the new ${kind} ${name}`
            : `could not delete the new ${kind} ${name} (${describeError(error, context)}): delete it by hand`,
      ),
    );
  };
  for (const name of sets.synonymSets) await remove('synonym set', name, () => client.synonymSets(name).delete());
  for (const name of sets.curationSets) await remove('curation set', name, () => client.curationSets(name).delete());
  return outcomes.map((outcome) => `; ${outcome}`).join('');
}

/** The collection `alias` points to, or null when there is no such alias. */
async function aliasTarget(client: Client, alias: string): Promise<string | null> {
  try {
    return (await client.aliases(alias).retrieve()).collection_name;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { buildDir, site, target, progress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const { alias } = target;
  const context = {
    secret: target.adminKey,
    where: target.nodes.map((node) => `${node.protocol}://${node.host}:${node.port}`).join(', '),
    timeoutSeconds,
  };
  const fail = (doing: string, error: unknown, resource?: string) =>
    new PublishError(
      `${doing}: ${describeError(error, context)}${resource && isAuthError(error) ? `; the key needs the ${resource}:* actions (scripts/search/README.md)` : ''}`,
    );

  // Everything that can fail without the network fails before it.
  const siteDir = options.siteDir ?? process.cwd();
  const records = await readSiteRecords(buildDir, site, siteDir);
  const parts = batches(records, batchSize);
  const curations = options.curations ?? siteCurations(records, site, siteDir);

  const connection = connect(
    target,
    timeoutSeconds,
    options.numRetries ?? Math.max(2, target.nodes.length),
    options.retryIntervalSeconds ?? 1,
  );
  const { client } = connection;
  try {
    const previous = await aliasTarget(client, alias).catch((error) => {
      throw fail(`reading alias ${alias}`, error);
    });
    if (previous === null)
      await refuseCollectionNamed(client, alias).catch((error) => {
        throw error instanceof PublishError ? error : fail(`checking for a collection named ${alias}`, error);
      });

    const serverVersion = await client.debug.retrieve().then(
      (debug) => debug.version,
      (error) => {
        throw fail('reading the Typesense version (GET /debug, key action debug:list)', error);
      },
    );
    const rulesApi = rulesApiFor(serverVersion);

    const collection = collectionNameFor(alias, (options.now ?? (() => new Date()))());
    // Sets this run made, deleted again when the run fails.
    const sets = { synonymSets: [] as string[], curationSets: [] as string[] };
    const deleteSets = () => deleteOwnSets(client, sets, context);
    const names = setNamesFor(collection);
    if (rulesApi === 'sets') {
      // Before the collection, so that it can link them as it is created.
      try {
        await client
          .synonymSets(names.synonyms)
          .upsert({ items: synonymSets() })
          .catch((error) => {
            throw fail(`creating synonym set ${names.synonyms}`, error, 'synonym_sets');
          });
        sets.synonymSets.push(names.synonyms);
        if (curations.length) {
          await client
            .curationSets(names.curations)
            .upsert({ items: [...curations] })
            .catch((error) => {
              throw fail(`creating curation set ${names.curations}`, error, 'curation_sets');
            });
          sets.curationSets.push(names.curations);
        }
      } catch (error) {
        throw new PublishError(`${describeError(error, context)}${await deleteSets()}; alias ${alias} unchanged`);
      }
    }
    const links =
      rulesApi === 'sets'
        ? { synonym_sets: sets.synonymSets, ...(sets.curationSets.length ? { curation_sets: sets.curationSets } : {}) }
        : {};
    await client
      .collections()
      .create({ ...docSearchSchema(collection), ...links })
      .catch(async (error) => {
        // Only the sets are ours to delete: if the name was taken, the collection is not ours.
        throw new PublishError(
          `${describeError(fail(`creating collection ${collection}`, error), context)}${await deleteSets()}`,
        );
      });

    // From here on, a failure must not leave the new collection behind or
    // the alias changed, except when the alias may already point to it.
    let aliasMayPointToNew = false;
    try {
      let done = 0;
      for (const [index, batch] of parts.entries()) {
        const doing = `importing batch ${index + 1}/${parts.length} into ${collection}`;
        const body = await importBatch(client, collection, toJsonl(batch)).catch((error) => {
          throw fail(doing, error);
        });
        const check = checkImportResults(body, batch.length);
        if (check.failed > 0) {
          const why = oneLine(`${check.firstError}`, target.adminKey);
          throw new PublishError(
            `${doing}: Typesense rejected ${check.failed} of ${batch.length} documents, first: ${why}`,
          );
        }
        done += batch.length;
        progress?.(`${done} / ${records.length} records`);
      }

      // The synonyms the embedded index folds (src/search/synonyms.ts), so both
      // modes treat them alike. From 30 on, the linked synonym set holds them.
      // Sent through the request layer: the client's collection-level
      // synonyms() warns on the console about 30 even when talking to 29.
      if (rulesApi === 'collection') {
        const put = (route: string, body: unknown) =>
          client.apiCall.performRequest<unknown>('put', `/collections/${encodeURIComponent(collection)}/${route}`, {
            bodyParameters: body,
          });
        for (const set of synonymSets()) {
          await put(`synonyms/${encodeURIComponent(set.id)}`, { synonyms: set.synonyms }).catch((error) => {
            throw fail(`adding synonyms ${set.id} to ${collection}`, error, 'synonyms');
          });
        }
        for (const { id, ...curation } of curations) {
          await put(`overrides/${encodeURIComponent(id)}`, curation).catch((error) => {
            throw fail(`adding curation (override) ${id} to ${collection}`, error, 'overrides');
          });
        }
      }

      // Every document was acknowledged line by line above, so the collection
      // is complete. (No count check: in a cluster the count may be read from
      // a follower that has not applied the last batch yet.)
      try {
        await client.aliases().upsert(alias, { collection_name: collection });
      } catch (error) {
        // A 4xx is a refusal: nothing changed. Anything else (timeout, reset,
        // 5xx after the client's retries) may have been applied anyway.
        const definite = isClientError(error);
        const now = definite ? undefined : await aliasTarget(client, alias).catch(() => undefined);
        if (now !== collection) {
          // Another answer is no proof: it may come from a follower that has not applied the upsert yet.
          aliasMayPointToNew = !definite;
          throw fail(`pointing alias ${alias} to ${collection}`, error);
        }
        // It was applied; only the answer was lost.
      }
    } catch (error) {
      const reason = describeError(error, context);
      const was = previous ? `still points to ${previous}` : 'still does not exist';
      if (aliasMayPointToNew) {
        throw new PublishError(
          `${reason}; kept ${collection} because alias ${alias} may point to it already: check where the alias points and delete the collection it does not use`,
        );
      }
      const cleanup = await client
        .collections(collection)
        .delete()
        .then(
          () => `deleted the new collection ${collection}`,
          (deleteError) =>
            `could not delete the new collection ${collection} (${describeError(deleteError, context)}): delete it by hand`,
        );
      throw new PublishError(`${reason}; ${cleanup}; alias ${alias} ${was}${await deleteSets()}`);
    }

    if (previous && previous !== collection) {
      await deletePrevious(client, previous, rulesApi, context).catch((error) => {
        // The site already reads the new collection; only the old one is left over.
        throw new PublishError(
          `published ${collection} and pointed alias ${alias} to it, but ${describeError(error, context)}; delete it by hand`,
        );
      });
    }
    return {
      alias,
      collection,
      previous,
      records: records.length,
      batches: parts.length,
      serverVersion,
      rulesApi,
      curations: curations.length,
    };
  } finally {
    connection.close();
  }
}

/**
 * Typesense resolves a name to a collection before an alias, so an alias
 * named like an existing collection would change nothing readers see.
 */
async function refuseCollectionNamed(client: Client, alias: string): Promise<void> {
  const found = await client
    .collections(alias)
    .retrieve()
    .then(
      () => true,
      (error) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    );
  if (found) {
    throw new PublishError(
      `"${alias}" (TYPESENSE_COLLECTION) is a collection, not an alias: the indexer publishes through an alias; delete or rename that collection first`,
    );
  }
}

export interface DryRunOptions {
  buildDir: string;
  site: SiteLocation;
  outDir: string;
  alias: string;
  now?: () => Date;
  /** The checkout whose specs and guides the build was made from (default: the working directory). */
  siteDir?: string;
}

export interface DryRunResult {
  records: number;
  recordsFile: string;
  schemaFile: string;
  /** The curations publish would send, as one curation set's items. */
  curationsFile: string;
  curations: number;
  byTag: Array<[string, number]>;
  byType: Array<[string, number]>;
}

/** What publish would send, written to files: no network, no key. */
export async function dryRun({
  buildDir,
  site,
  outDir,
  alias,
  now = () => new Date(),
  siteDir = process.cwd(),
}: DryRunOptions): Promise<DryRunResult> {
  const records: DocSearchRecord[] = await readSiteRecords(buildDir, site, siteDir);
  const curations = siteCurations(records, site, siteDir);
  await fs.mkdir(outDir, { recursive: true });
  const recordsFile = path.join(outDir, RECORDS_FILE);
  const schemaFile = path.join(outDir, SCHEMA_FILE);
  const curationsFile = path.join(outDir, CURATIONS_FILE);
  await fs.writeFile(recordsFile, `${toJsonl(records)}\n`);
  await fs.writeFile(curationsFile, `${JSON.stringify({ items: curations }, null, 2)}\n`);
  await fs.writeFile(schemaFile, `${JSON.stringify(docSearchSchema(collectionNameFor(alias, now())), null, 2)}\n`);
  return {
    records: records.length,
    recordsFile,
    schemaFile,
    curationsFile,
    curations: curations.length,
    byTag: countBy(records, (record) => record.docusaurus_tag),
    byType: countBy(records, (record) => record.type),
  };
}
