/**
 * Publishes the built site's search records to Typesense without readers
 * ever seeing an empty or half-filled collection:
 *
 *   1. read where the alias points now (this also proves the key and host);
 *   2. create a new collection `<alias>-<timestamp>`;
 *   3. import every record into it, checking each result line;
 *   4. point the alias at it in one upsert;
 *   5. delete the collection the alias pointed to before, and only that.
 *
 * Any failure in 3 or 4 deletes the new collection and leaves the alias as
 * it was, with one exception: when the upsert fails without a definite
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
import { describeError, oneLine, PublishError } from './errors.ts';
import { collectionNameFor, docSearchSchema, synonymSets } from './schema.ts';
import { readSiteRecords } from './site-records.ts';

export const DEFAULT_TIMEOUT_SECONDS = 30;
export const RECORDS_FILE = 'search-records.jsonl';
export const SCHEMA_FILE = 'search-schema.json';

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
}

export interface PublishResult {
  alias: string;
  collection: string;
  /** The collection the alias pointed to before, now deleted; null on the first run. */
  previous: string | null;
  records: number;
  batches: number;
}

/** loglevel's Logger, as the client takes it, without depending on loglevel directly. */
type Logger = NonNullable<ConfigurationOptions['logger']>;

/**
 * The client logs every retry with the failing node and the server's answer.
 * The indexer reports failures itself, in one line; the client stays silent.
 */
const silentLogger = Object.fromEntries(
  ['trace', 'debug', 'info', 'warn', 'error', 'log', 'setLevel', 'setDefaultLevel', 'resetLevel', 'enableAll', 'disableAll'].map(
    (method) => [method, () => undefined],
  ),
) as unknown as Logger;

interface Connection {
  client: Client;
  close(): void;
}

function connect(target: TypesenseTarget, timeoutSeconds: number, numRetries: number, retryIntervalSeconds: number): Connection {
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
  const answer = await client.apiCall.performRequest<unknown>('post', `/collections/${encodeURIComponent(collection)}/documents/import`, {
    queryParameters: { action: 'create' },
    bodyParameters: jsonl,
    additionalHeaders: { 'Content-Type': 'text/plain' },
    isStreamingRequest: false,
  });
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
  const fail = (doing: string, error: unknown) => new PublishError(`${doing}: ${describeError(error, context)}`);

  // Everything that can fail without the network fails before it.
  const records = await readSiteRecords(buildDir, site);
  const parts = batches(records, batchSize);

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
    if (previous === null) await refuseCollectionNamed(client, alias).catch((error) => {
      throw error instanceof PublishError ? error : fail(`checking for a collection named ${alias}`, error);
    });

    const collection = collectionNameFor(alias, (options.now ?? (() => new Date()))());
    await client.collections().create(docSearchSchema(collection)).catch((error) => {
      // Nothing to clean up: if the name was taken, the collection is not ours.
      throw fail(`creating collection ${collection}`, error);
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
          throw new PublishError(`${doing}: Typesense rejected ${check.failed} of ${batch.length} documents, first: ${why}`);
        }
        done += batch.length;
        progress?.(`${done} / ${records.length} records`);
      }

      // The synonyms the embedded index folds (src/search/synonyms.ts), so both modes treat them alike.
      for (const set of synonymSets()) {
        await client
          .apiCall.performRequest<unknown>('put', `/collections/${encodeURIComponent(collection)}/synonyms/${set.id}`, { bodyParameters: { synonyms: set.synonyms } })
          .catch((error) => {
            throw fail(`adding synonyms ${set.id} to ${collection}`, error);
          });
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
          (deleteError) => `could not delete the new collection ${collection} (${describeError(deleteError, context)}): delete it by hand`,
        );
      throw new PublishError(`${reason}; ${cleanup}; alias ${alias} ${was}`);
    }

    if (previous && previous !== collection) {
      await client.collections(previous).delete().catch((error) => {
        if (isNotFound(error)) return; // already gone: nothing left to clean up
        // The site already reads the new collection; only the old one is left over.
        throw new PublishError(
          `published ${collection} and pointed alias ${alias} to it, but deleting the previous collection ${previous} failed: ${describeError(error, context)}; delete it by hand`,
        );
      });
    }
    return { alias, collection, previous, records: records.length, batches: parts.length };
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
}

export interface DryRunResult {
  records: number;
  recordsFile: string;
  schemaFile: string;
  byTag: Array<[string, number]>;
  byType: Array<[string, number]>;
}

/** What publish would send, written to files: no network, no key. */
export async function dryRun({ buildDir, site, outDir, alias, now = () => new Date() }: DryRunOptions): Promise<DryRunResult> {
  const records: DocSearchRecord[] = await readSiteRecords(buildDir, site);
  await fs.mkdir(outDir, { recursive: true });
  const recordsFile = path.join(outDir, RECORDS_FILE);
  const schemaFile = path.join(outDir, SCHEMA_FILE);
  await fs.writeFile(recordsFile, `${toJsonl(records)}\n`);
  await fs.writeFile(schemaFile, `${JSON.stringify(docSearchSchema(collectionNameFor(alias, now())), null, 2)}\n`);
  return {
    records: records.length,
    recordsFile,
    schemaFile,
    byTag: countBy(records, (record) => record.docusaurus_tag),
    byType: countBy(records, (record) => record.type),
  };
}
