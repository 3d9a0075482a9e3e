/**
 * A stand-in for a Typesense server on 127.0.0.1, for testing the indexer
 * without Docker: just the endpoints scripts/search/publish.ts calls, with
 * Typesense's status codes and answer formats, an in-memory store, a log of
 * every call, and a hook to inject faults.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCall {
  method: string;
  /** Decoded path without the query, e.g. `/collections/docs-1/documents/import`. */
  path: string;
  query: URLSearchParams;
  body: string;
  /** The X-TYPESENSE-API-KEY header as received. */
  key: string | undefined;
}

export type StandInAnswer = { status: number; body: string; contentType?: string } | { hang: true };

export interface StoredCollection {
  schema: { name: string; fields: Array<{ name: string; optional?: boolean }>; [key: string]: unknown };
  documents: Map<string, Record<string, unknown>>;
  /** Synonym sets by id (multi-way). */
  synonyms: Map<string, string[]>;
}

export interface TypesenseStandIn {
  port: number;
  calls: StandInCall[];
  collections: Map<string, StoredCollection>;
  aliases: Map<string, string>;
  /** Return an answer to replace the normal handling of a call (checked after the key). */
  fault?: (call: StandInCall) => StandInAnswer | undefined;
  /** Calls whose method and path match, e.g. `callsTo('POST', /\/import$/)`. */
  callsTo(method: string, path: RegExp): StandInCall[];
  close(): Promise<void>;
}

const json = (status: number, value: unknown): StandInAnswer => ({ status, body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' });
const notFound = (what: string) => json(404, { message: `Could not find ${what}.` });

export async function startTypesenseStandIn(apiKey: string): Promise<TypesenseStandIn> {
  const calls: StandInCall[] = [];
  const collections = new Map<string, StoredCollection>();
  const aliases = new Map<string, string>();
  const hanging = new Set<http.ServerResponse>();

  const collectionSummary = (name: string, stored: StoredCollection) => ({
    ...stored.schema,
    name,
    num_documents: stored.documents.size,
    created_at: 1,
  });

  function handle(call: StandInCall): StandInAnswer {
    if (call.key !== apiKey) return json(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    const injected = standIn.fault?.(call);
    if (injected) return injected;

    const parts = call.path.split('/').filter(Boolean);
    const resolve = (name: string) => (collections.has(name) ? name : aliases.get(name));

    if (call.method === 'POST' && call.path === '/collections') {
      const schema = JSON.parse(call.body) as StoredCollection['schema'];
      if (!schema.name || !Array.isArray(schema.fields)) return json(400, { message: 'Bad JSON.' });
      if (collections.has(schema.name)) return json(409, { message: `A collection with name \`${schema.name}\` already exists.` });
      collections.set(schema.name, { schema, documents: new Map(), synonyms: new Map() });
      return json(201, collectionSummary(schema.name, collections.get(schema.name)!));
    }
    if (parts[0] === 'collections' && parts.length === 2) {
      const name = resolve(parts[1]);
      const stored = name ? collections.get(name) : undefined;
      if (!name || !stored) return notFound('collection');
      if (call.method === 'GET') return json(200, collectionSummary(name, stored));
      if (call.method === 'DELETE') {
        collections.delete(name);
        return json(200, collectionSummary(name, stored));
      }
    }
    if (call.method === 'POST' && parts[0] === 'collections' && parts[2] === 'documents' && parts[3] === 'import') {
      const name = resolve(parts[1]);
      const stored = name ? collections.get(name) : undefined;
      if (!stored) return notFound('collection');
      const action = call.query.get('action') ?? 'create';
      const required = stored.schema.fields.filter((field) => !field.optional).map((field) => field.name);
      const results = call.body.split('\n').filter(Boolean).map((line) => {
        let document: Record<string, unknown>;
        try {
          document = JSON.parse(line);
        } catch {
          return { success: false, error: 'Bad JSON.', code: 400 };
        }
        const missing = required.find((field) => document[field] === undefined || document[field] === null);
        if (missing) return { success: false, error: `Field \`${missing}\` has been declared in the schema, but is not found in the document.`, code: 400 };
        const id = String(document.id);
        if (action === 'create' && stored.documents.has(id)) return { success: false, error: `A document with id ${id} already exists.`, code: 409 };
        stored.documents.set(id, document);
        return { success: true };
      });
      // Typesense answers an import with JSONL as text/plain, no trailing newline.
      return { status: 200, body: results.map((r) => JSON.stringify(r)).join('\n'), contentType: 'text/plain; charset=utf-8' };
    }
    if (call.method === 'PUT' && parts[0] === 'collections' && parts[2] === 'synonyms' && parts.length === 4) {
      const stored = collections.get(resolve(parts[1]) ?? '');
      if (!stored) return notFound('collection');
      const { synonyms } = JSON.parse(call.body) as { synonyms?: unknown };
      if (!Array.isArray(synonyms) || synonyms.length < 2) return json(400, { message: 'Could not find a valid `synonyms` array.' });
      stored.synonyms.set(parts[3], synonyms as string[]);
      return json(200, { id: parts[3], synonyms });
    }
    if (parts[0] === 'aliases' && parts.length === 2) {
      const alias = parts[1];
      if (call.method === 'GET') {
        const target = aliases.get(alias);
        return target ? json(200, { name: alias, collection_name: target }) : notFound('alias');
      }
      if (call.method === 'PUT') {
        const { collection_name } = JSON.parse(call.body) as { collection_name?: string };
        if (!collection_name || !collections.has(collection_name)) return notFound('collection');
        aliases.set(alias, collection_name);
        return json(200, { name: alias, collection_name });
      }
    }
    return json(404, { message: 'Not Found' });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const call: StandInCall = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
        key: req.headers['x-typesense-api-key'] as string | undefined,
      };
      calls.push(call);
      const answer = handle(call);
      if ('hang' in answer) {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json; charset=utf-8' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const standIn: TypesenseStandIn = {
    port: (server.address() as AddressInfo).port,
    calls,
    collections,
    aliases,
    callsTo: (method, path) => calls.filter((call) => call.method === method && path.test(call.path)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
