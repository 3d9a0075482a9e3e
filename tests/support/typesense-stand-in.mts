/**
 * A stand-in for a Typesense server on 127.0.0.1, for testing the indexer
 * and the site's search client without Docker: the endpoints
 * scripts/search/publish.ts calls and the multi_search the site sends, with
 * Typesense's status codes and answer formats, an in-memory store, a log of
 * every call, and a hook to inject faults.
 *
 * It speaks one of two API generations, as `GET /debug` reports:
 * - 29 (and older): synonyms and overrides belong to a collection
 *   (`/collections/<c>/synonyms/<id>`, `/collections/<c>/overrides/<id>`);
 * - 30 (and later): they are top-level synonym sets and curation sets
 *   (`/synonym_sets/<name>`, `/curation_sets/<name>`), linked from a
 *   collection's `synonym_sets` and `curation_sets`. A 30 server has no
 *   route for the collection-level calls any more and answers them, like any
 *   unknown route, with 404 `{"message": "Not Found"}`.
 *
 * Keys: the admin key may do anything; `scopedKeys` holds keys limited to
 * actions, named as Typesense names them (`resource:operation`, derived from
 * the route as the server does), so a key scoped to `synonyms:*` is refused
 * (401) on a 30 server's synonym sets.
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

export interface StandInCuration {
  id: string;
  rule: { query?: string; match?: 'exact' | 'contains'; [key: string]: unknown };
  includes?: Array<{ id: string; position: number }>;
  excludes?: Array<{ id: string }>;
  [key: string]: unknown;
}

export interface StoredCollection {
  schema: {
    name: string;
    fields: Array<{ name: string; optional?: boolean }>;
    synonym_sets?: string[];
    curation_sets?: string[];
    [key: string]: unknown;
  };
  documents: Map<string, Record<string, unknown>>;
  /** Collection-level synonyms by id (multi-way), API generation 29 only. */
  synonyms: Map<string, string[]>;
  /** Collection-level overrides by id, API generation 29 only. */
  overrides?: Map<string, StandInCuration>;
}

export interface StandInOptions {
  /** What `GET /debug` reports; its major number picks the API generation (default `29.0`). */
  version?: string;
  /** Keys limited to actions, e.g. `{ 'search-key': ['documents:search'] }`. */
  scopedKeys?: Record<string, string[]>;
}

export interface TypesenseStandIn {
  port: number;
  version: string;
  calls: StandInCall[];
  collections: Map<string, StoredCollection>;
  aliases: Map<string, string>;
  /** Synonym sets by name (generation 30): item id -> synonyms. */
  synonymSets: Map<string, Map<string, string[]>>;
  /** Curation sets by name (generation 30). */
  curationSets: Map<string, StandInCuration[]>;
  /** Return an answer to replace the normal handling of a call (checked after the key). */
  fault?: (call: StandInCall) => StandInAnswer | undefined;
  /** Calls whose method and path match, e.g. `callsTo('POST', /\/import$/)`. */
  callsTo(method: string, path: RegExp): StandInCall[];
  /** Empties the store, the log and the fault. */
  reset(): void;
  close(): Promise<void>;
}

const json = (status: number, value: unknown): StandInAnswer => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
});
const notFound = (what: string) => json(404, { message: `Could not find ${what}.` });
/** What Typesense answers for a route it does not have. */
const NO_ROUTE = json(404, { message: 'Not Found' });

/** Typesense's route -> action rule (route_path::_get_action): `resource:operation`. */
export function actionOf(method: string, path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'multi_search') return 'documents:search';
  // Which parts are identifiers depends on the route; these are the ones the stand-in serves.
  const identifierAt = (i: number) =>
    (i === 1 && ['collections', 'aliases', 'synonym_sets', 'curation_sets', 'keys'].includes(parts[0])) ||
    (i === 3 && ['synonyms', 'overrides', 'items'].includes(parts[2]));
  let identifier = 0;
  parts.forEach((_, i) => {
    if (identifierAt(i)) identifier = i;
  });
  const resourceAt =
    identifier === 0 ? parts.length - 1 : identifier === parts.length - 1 ? identifier - 1 : identifier + 1;
  const resource = parts[resourceAt];
  if (resourceAt !== parts.length - 1 && !identifierAt(resourceAt + 1)) return `${resource}:${parts[resourceAt + 1]}`;
  const operation =
    method === 'GET'
      ? resourceAt === parts.length - 1
        ? 'list'
        : 'get'
      : ({ POST: 'create', PUT: 'upsert', DELETE: 'delete', PATCH: 'update' } as Record<string, string>)[method];
  return `${resource}:${operation ?? 'unknown'}`;
}

function allows(actions: string[], action: string): boolean {
  const [resource] = action.split(':');
  return actions.some((granted) => granted === '*' || granted === action || granted === `${resource}:*`);
}

export async function startTypesenseStandIn(apiKey: string, options: StandInOptions = {}): Promise<TypesenseStandIn> {
  const version = options.version ?? '29.0';
  const generation30 = version === 'nightly' || Number.parseInt(version.replace(/^v/, ''), 10) >= 30;
  const calls: StandInCall[] = [];
  const collections = new Map<string, StoredCollection>();
  const aliases = new Map<string, string>();
  const synonymSets = new Map<string, Map<string, string[]>>();
  const curationSets = new Map<string, StandInCuration[]>();
  const hanging = new Set<http.ServerResponse>();
  /** A collection's own name, or the collection an alias points to. */
  const resolve = (name: string) => (collections.has(name) ? name : aliases.get(name));

  const collectionSummary = (name: string, stored: StoredCollection) => ({
    ...stored.schema,
    name,
    num_documents: stored.documents.size,
    created_at: 1,
    ...(generation30
      ? { synonym_sets: stored.schema.synonym_sets ?? [], curation_sets: stored.schema.curation_sets ?? [] }
      : {}),
  });

  function handle(call: StandInCall): StandInAnswer {
    const scoped = call.key === undefined ? undefined : options.scopedKeys?.[call.key];
    if (call.key !== apiKey && !(scoped && allows(scoped, actionOf(call.method, call.path)))) {
      return json(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    }
    const injected = standIn.fault?.(call);
    if (injected) return injected;

    const parts = call.path.split('/').filter(Boolean);

    if (call.method === 'GET' && call.path === '/debug') return json(200, { state: 1, version });
    if (call.method === 'POST' && call.path === '/multi_search') return json(200, multiSearch(call.body));

    if (call.method === 'POST' && call.path === '/collections') {
      const schema = JSON.parse(call.body) as StoredCollection['schema'];
      if (!schema.name || !Array.isArray(schema.fields)) return json(400, { message: 'Bad JSON.' });
      if (collections.has(schema.name))
        return json(409, { message: `A collection with name \`${schema.name}\` already exists.` });
      collections.set(schema.name, { schema, documents: new Map(), synonyms: new Map(), overrides: new Map() });
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
      const results = call.body
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          let document: Record<string, unknown>;
          try {
            document = JSON.parse(line);
          } catch {
            return { success: false, error: 'Bad JSON.', code: 400 };
          }
          const missing = required.find((field) => document[field] === undefined || document[field] === null);
          if (missing)
            return {
              success: false,
              error: `Field \`${missing}\` has been declared in the schema, but is not found in the document.`,
              code: 400,
            };
          const id = String(document.id);
          if (action === 'create' && stored.documents.has(id))
            return { success: false, error: `A document with id ${id} already exists.`, code: 409 };
          stored.documents.set(id, document);
          return { success: true };
        });
      // Typesense answers an import with JSONL as text/plain, no trailing newline.
      return {
        status: 200,
        body: results.map((r) => JSON.stringify(r)).join('\n'),
        contentType: 'text/plain; charset=utf-8',
      };
    }

    if (generation30) {
      if ((parts[0] === 'synonym_sets' || parts[0] === 'curation_sets') && parts.length === 2)
        return setRoute(call, parts[0], parts[1]);
    } else if (
      call.method === 'PUT' &&
      parts[0] === 'collections' &&
      parts.length === 4 &&
      (parts[2] === 'synonyms' || parts[2] === 'overrides')
    ) {
      const stored = collections.get(resolve(parts[1]) ?? '');
      if (!stored) return notFound('collection');
      const body = JSON.parse(call.body) as Record<string, unknown>;
      if (parts[2] === 'overrides') {
        const refused = curationError({ ...body, id: parts[3] });
        if (refused) return json(400, { message: refused });
        stored.overrides ??= new Map();
        stored.overrides.set(parts[3], { ...(body as unknown as StandInCuration), id: parts[3] });
        return json(200, { ...body, id: parts[3] });
      }
      const { synonyms } = body as { synonyms?: unknown };
      if (!Array.isArray(synonyms) || synonyms.length < 2)
        return json(400, { message: 'Could not find a valid `synonyms` array.' });
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
    return NO_ROUTE;
  }

  /** PUT, GET and DELETE of one synonym set or curation set (generation 30). */
  function setRoute(call: StandInCall, kind: 'synonym_sets' | 'curation_sets', name: string): StandInAnswer {
    const what = kind === 'synonym_sets' ? 'Synonym set' : 'Curation set';
    if (call.method === 'GET' || call.method === 'DELETE') {
      const items = kind === 'synonym_sets' ? synonymSetItems(name) : curationSets.get(name);
      if (!items) return json(404, { message: `${what} not found.` });
      if (call.method === 'DELETE') (kind === 'synonym_sets' ? synonymSets : curationSets).delete(name);
      return json(200, call.method === 'DELETE' ? { name } : { name, items });
    }
    if (call.method !== 'PUT') return NO_ROUTE;
    const { items } = JSON.parse(call.body) as { items?: unknown };
    if (!Array.isArray(items)) return json(400, { message: 'Parameter `items` is required.' });
    for (const item of items as Array<Record<string, unknown>>) {
      if (typeof item?.id !== 'string' || !item.id) return json(400, { message: 'Parameter `id` is required.' });
      if (kind === 'synonym_sets' && (!Array.isArray(item.synonyms) || item.synonyms.length < 2))
        return json(400, { message: 'Could not find a valid `synonyms` array.' });
      const refused = kind === 'curation_sets' ? curationError(item) : undefined;
      if (refused) return json(400, { message: refused });
    }
    if (kind === 'synonym_sets')
      synonymSets.set(
        name,
        new Map((items as Array<{ id: string; synonyms: string[] }>).map((item) => [item.id, item.synonyms])),
      );
    else curationSets.set(name, items as StandInCuration[]);
    return json(200, { name, items });
  }

  function synonymSetItems(name: string) {
    const set = synonymSets.get(name);
    return set && [...set].map(([id, synonyms]) => ({ id, synonyms }));
  }

  /** The synonym groups and curations a search of `stored` applies, from wherever this generation keeps them. */
  function rulesOf(stored: StoredCollection) {
    if (!generation30)
      return { groups: [...stored.synonyms.values()], curations: [...(stored.overrides?.values() ?? [])] };
    return {
      groups: (stored.schema.synonym_sets ?? []).flatMap((name) => [...(synonymSets.get(name)?.values() ?? [])]),
      curations: (stored.schema.curation_sets ?? []).flatMap((name) => curationSets.get(name) ?? []),
    };
  }

  /**
   * A small search, enough to see what the published rules do: every word of
   * the query (or a synonym of it) must occur in one of the `query_by`
   * fields; `filter_by` takes `field:=value` and `field:[a,b]` joined by
   * `&&`; hits are grouped by `group_by`. No ranking beyond the order of the
   * documents. Curations are applied as Typesense applies them (curate()),
   * and nothing else of Typesense's ranking is modelled.
   */
  function multiSearch(body: string) {
    const { searches } = JSON.parse(body) as { searches: Array<Record<string, unknown>> };
    return {
      results: searches.map((search) => {
        const name = resolve(String(search.collection ?? ''));
        const stored = name ? collections.get(name) : undefined;
        if (!stored) return { code: 404, error: `Could not find a collection named \`${search.collection}\`.` };
        const { groups, curations } = rulesOf(stored);
        const q = String(search.q ?? '')
          .toLowerCase()
          .trim();
        const fields = String(search.query_by ?? '')
          .split(',')
          .filter(Boolean);
        const filters = String(search.filter_by ?? '')
          .split('&&')
          .map((clause) => clause.trim())
          .filter(Boolean)
          .map((clause) => {
            const [, field, values] = /^([\w.]+):=?\[?([^\]]*)\]?$/.exec(clause) ?? [];
            return { field, values: (values ?? '').split(',').map((value) => value.trim()) };
          });
        const passes = (document: Record<string, unknown>) =>
          filters.every(({ field, values }) => values.includes(String(document[field])));
        const alternatives = words(q).map(
          (word) =>
            new Set([
              word,
              ...groups
                .filter((group) => group.some((form) => words(form).includes(word)))
                .flatMap((group) => group.flatMap(words)),
            ]),
        );
        // `enable_overrides: false` turns every curation off for this search (documented for 29 and 30).
        const curated = curate(
          stored,
          search.enable_overrides === false || search.enable_overrides === 'false' ? [] : curations,
          String(search.q ?? ''),
        );
        // A pinned document the filter removes (filter_curated_hits) gives up its place: the later ones slide up.
        const included = new Map<string, number>();
        const dropped: number[] = [];
        for (const { id, position } of [...curated.includes].sort((a, b) => a.position - b.position)) {
          const document = stored.documents.get(id);
          if (!document || curated.excludes.has(id) || included.has(id)) continue;
          if (curated.filterCuratedHits && !passes(document)) {
            dropped.push(position);
            continue;
          }
          included.set(id, position - dropped.filter((before) => before < position).length);
        }
        const matched = [...stored.documents.values()].filter(
          (document) =>
            !curated.excludes.has(String(document.id)) &&
            !included.has(String(document.id)) &&
            passes(document) &&
            (q === '*' ||
              alternatives.every((forms) =>
                fields.some((field) => words(String(document[field] ?? '')).some((word) => forms.has(word))),
              )),
        );
        const hit = (document: Record<string, unknown>) => ({
          document,
          highlights: [],
          text_match: 1,
          ...(included.has(String(document.id)) ? { curated: true } : {}),
        });
        const perPage = Number(search.per_page ?? 10);
        const common = {
          facet_counts: [],
          out_of: stored.documents.size,
          page: 1,
          search_time_ms: 0,
          request_params: { q, per_page: perPage, collection_name: name },
        };
        // Curated documents by position: in a grouped search each position is one group of its own.
        const byPosition = new Map<number, Array<Record<string, unknown>>>();
        for (const [id, position] of [...included].sort((a, b) => a[1] - b[1]))
          byPosition.set(position, [...(byPosition.get(position) ?? []), stored.documents.get(id)!]);
        const groupBy = typeof search.group_by === 'string' ? search.group_by : undefined;
        if (!groupBy) {
          const pinned = [...byPosition].flatMap(([position, documents]) =>
            documents.map((document) => [position, document] as const),
          );
          const ordered = mergeAtPositions(
            pinned.map(([position, document]) => ({ position, item: document })),
            matched,
          );
          return { ...common, found: ordered.length, hits: ordered.slice(0, perPage).map(hit) };
        }
        const grouped = new Map<string, Array<Record<string, unknown>>>();
        for (const document of matched)
          grouped.set(String(document[groupBy]), [...(grouped.get(String(document[groupBy])) ?? []), document]);
        const limit = Number(search.group_limit ?? 3);
        const group = (documents: Array<Record<string, unknown>>) => ({
          group_key: [String(documents[0][groupBy])],
          found: documents.length,
          hits: documents.slice(0, limit).map(hit),
        });
        const ordered = mergeAtPositions(
          [...byPosition].map(([position, documents]) => ({ position, item: documents })),
          [...grouped.values()],
        );
        return { ...common, found: ordered.length, grouped_hits: ordered.slice(0, perPage).map(group) };
      }),
    };
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
        key:
          (req.headers['x-typesense-api-key'] as string | undefined) ??
          url.searchParams.get('x-typesense-api-key') ??
          undefined,
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
    version,
    calls,
    collections,
    aliases,
    synonymSets,
    curationSets,
    callsTo: (method, path) => calls.filter((call) => call.method === method && path.test(call.path)),
    reset() {
      calls.length = 0;
      collections.clear();
      aliases.clear();
      synonymSets.clear();
      curationSets.clear();
      standIn.fault = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/**
 * Why Typesense would refuse a curation item (an override up to 29), with
 * its message, or undefined: the checks of its parser (curation_t::parse),
 * and `match` limited to the two values the API documents.
 */
export function curationError(item: Record<string, unknown>): string | undefined {
  const rule = item.rule as Record<string, unknown> | undefined;
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return 'Missing `rule` definition.';
  if (!('filter_by' in rule) && !('tags' in rule) && !('query' in rule && 'match' in rule))
    return 'The `rule` definition must contain either a `tags` or a `query` and `match`.';
  if ('match' in rule && !('query' in rule)) return 'The `match` field requires a `query` field to be present.';
  if ('match' in rule && rule.match !== 'exact' && rule.match !== 'contains')
    return 'The `match` value must be `exact` or `contains`.';
  const actions = [
    'includes',
    'excludes',
    'filter_by',
    'sort_by',
    'remove_matched_tokens',
    'metadata',
    'replace_query',
  ];
  if (!actions.some((key) => key in item) && !('diversity' in item))
    return 'Must contain one of: `includes`, `excludes`, `metadata`, `filter_by`, `sort_by`, `remove_matched_tokens`, `replace_query`.';
  if ('includes' in item) {
    if (!Array.isArray(item.includes)) return 'The `includes` value must be an array.';
    for (const include of item.includes as unknown[]) {
      if (typeof include !== 'object' || include === null) return 'The `includes` value must be an array of objects.';
      const { id, position } = include as Record<string, unknown>;
      if (id === undefined || position === undefined)
        return 'Inclusion definition must define both `id` and `position` keys.';
      if (typeof id !== 'string') return 'Inclusion `id` must be a string.';
      if (!Number.isInteger(position)) return 'Inclusion `position` must be an integer.';
    }
  }
  if ('excludes' in item) {
    if (!Array.isArray(item.excludes)) return 'The `excludes` value must be an array.';
    for (const exclude of item.excludes as unknown[]) {
      if (typeof exclude !== 'object' || exclude === null) return 'The `excludes` value must be an array of objects.';
      if (typeof (exclude as { id?: unknown }).id !== 'string') return 'Exclusion `id` must be a string.';
    }
  }
  for (const flag of ['remove_matched_tokens', 'filter_curated_hits', 'stop_processing'])
    if (flag in item && typeof item[flag] !== 'boolean') return `The \`${flag}\` must be a boolean.`;
  if (typeof item.id !== 'string' || item.id === '') return 'Curation `id` not provided.';
  return undefined;
}

/**
 * Which curations a query triggers and what they pin, as Typesense decides
 * it (Collection::curate_results, override matching as of 29 and 30): the
 * query and each rule's `query` are compared normalized (lower case, split at
 * white space and the collection's `token_separators`, other characters
 * than letters, digits and `symbols_to_index` dropped, joined by one space);
 * `exact` wants them equal, `contains` the rule's words as whole words in the
 * query. Rules are tried in the order of their ids, and the first match ends
 * the search unless it says `stop_processing: false`. Rules with tags are
 * left out: the site sends none. Not modelled: `filter_by` rules, dynamic
 * `{placeholders}`, `replace_query`, `remove_matched_tokens`, stemming and
 * synonym matching of rules, effective dates.
 */
function curate(stored: StoredCollection, curations: StandInCuration[], query: string) {
  const separators = (stored.schema.token_separators as string[] | undefined) ?? [];
  const symbols = (stored.schema.symbols_to_index as string[] | undefined) ?? [];
  const normalize = (text: string) =>
    text
      .toLowerCase()
      .split('')
      .map((c) => (/\s/.test(c) || separators.includes(c) ? ' ' : c))
      .join('')
      .split(' ')
      .map((word) => [...word].filter((c) => /[\p{L}\p{N}]/u.test(c) || symbols.includes(c)).join(''))
      .filter(Boolean)
      .join(' ');
  const q = normalize(query);
  const result = {
    includes: [] as Array<{ id: string; position: number }>,
    excludes: new Set<string>(),
    filterCuratedHits: false,
  };
  for (const curation of [...curations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const { query: ruleQuery, match, tags } = curation.rule as { query?: string; match?: string; tags?: unknown };
    if (Array.isArray(tags) && tags.length > 0) continue;
    if (ruleQuery === undefined) continue;
    const rule = normalize(ruleQuery);
    const matches = match === 'exact' ? q === rule : match === 'contains' && ` ${q} `.includes(` ${rule} `);
    if (!matches) continue;
    for (const { id } of curation.excludes ?? []) result.excludes.add(id);
    result.includes.push(...(curation.includes ?? []));
    result.filterCuratedHits = curation.filter_curated_hits === true;
    if (curation.stop_processing !== false) break;
  }
  return result;
}

/**
 * Typesense's merge of curated and ranked results: while ranked results
 * remain, the next curated entry goes in when the result has reached its
 * position; curated entries left over follow the ranked ones.
 */
function mergeAtPositions<T>(pinned: Array<{ position: number; item: T }>, ranked: T[]): T[] {
  const out: T[] = [];
  let p = 0;
  for (const item of ranked) {
    while (p < pinned.length && pinned[p].position === out.length + 1) out.push(pinned[p++].item);
    out.push(item);
  }
  while (p < pinned.length) out.push(pinned[p++].item);
  return out;
}

/** Lower-case words, split as the site's collection splits them (scripts/search/schema.ts TOKEN_SEPARATORS). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9@]+/)
    .filter(Boolean);
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
