/**
 * The embedded index as the browser loads it (shards.ts): the base when the
 * reader opens search, then per query only the term shards its words need
 * and the record chunks of the hits shown. Everything fetched is kept for
 * the next query. Which index set (./indexSets.ts) is searched follows the
 * request's version filter. `read` fetches a file of build/search/ (fetch in
 * the browser, the file system in tests and the benchmark), so the relevance
 * test runs exactly this path.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { DocSearchRecord } from './record';
import { MINISEARCH_OPTIONS } from './indexOptions';
import { planQuery } from './queryPlan';
import { tokenize } from './tokenize';
import { canonicalTerm } from './synonyms';
import { parseFilter, respond, selectHits, type RecordFacts } from './embeddedBackend';
import {
  BASE_FILE,
  decodePostings,
  RECORD_CHUNK,
  recordChunkFile,
  recordFrom,
  shardOfTerm,
  termShardFile,
  typeAt,
  type IndexBase,
  type RecordChunk,
  type TermEntry,
} from './shards';
import { indexSetDir } from './indexSets';
import { isModalRequest } from './modalLayout';
import { withinOneRound } from './oneRound';
import type { SearchRequest } from './types';

type Read = (file: string) => Promise<unknown>;

/**
 * MiniSearch's internals that loadJS fills (minisearch 7.2.0, pinned): the
 * terms in `_index` (a radix tree), and per record its external id and field
 * lengths, which is all a search reads of a record.
 */
type Internals = {
  _index: { set(term: string, data: Map<number, Map<number, number>>): void };
  _documentIds: Map<number, string>;
  _fieldLength: Map<number, number[]>;
};

/**
 * The index of a base, without terms and field lengths (they come per
 * shard). Built directly rather than through loadJS, which wants every
 * record's id and lengths as object properties and converts them to Maps, a
 * cost that grows with the records and falls on the first search, on a cold
 * worker.
 */
function restoreIndex(base: IndexBase): MiniSearch<DocSearchRecord> {
  const plain: AsPlainObject = {
    documentCount: base.documentCount,
    nextId: base.nextId,
    documentIds: {},
    fieldIds: base.fieldIds,
    fieldLength: {},
    averageFieldLength: base.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const index = MiniSearch.loadJS<DocSearchRecord>(plain, MINISEARCH_OPTIONS);
  const internals = index as unknown as Internals;
  // Ids are positions (splitIndex checks that the build assigned them so). Field lengths arrive with the term shards.
  for (let i = 0; i < base.recordPage.length; i += 1) {
    internals._documentIds.set(i, String(i));
    internals._fieldLength.set(i, []);
  }
  return index;
}

type Loaded = { base: IndexBase; index: MiniSearch<DocSearchRecord>; facts: RecordFacts };

/** One index set (./indexSets.ts): its base, and the shards and chunks fetched so far. */
class IndexSet {
  private base: Promise<Loaded> | null = null;
  private readonly shards = new Map<number, Promise<void>>();
  private readonly chunks = new Map<number, Promise<RecordChunk>>();

  constructor(private readonly read: Read) {}

  /** Starts loading what every query needs. */
  prepare(): Promise<Loaded> {
    this.base ??= this.read(BASE_FILE)
      .then((value) => {
        const base = value as IndexBase;
        const index = restoreIndex(base);
        const facts: RecordFacts = {
          page: (id) => base.pages[base.recordPage[Number(id)]],
          pages: base.pages,
          type: (id) => typeAt(base, Number(id)),
          // Ties: headings before text, then the order of the page.
          priority: (id) => (7 - Number(base.types[Number(id)])) * 1_000_000 - Number(id),
        };
        return { base, index, facts };
      })
      .catch((error) => {
        this.base = null; // the next search tries again
        throw error;
      });
    return this.base;
  }

  /** Fetches a term shard and adds it to the index; the fetch starts at once, in parallel with the base. */
  private loadShard(n: number): Promise<void> {
    let loading = this.shards.get(n);
    if (!loading) {
      loading = Promise.all([this.read(termShardFile(n)), this.prepare()]).then(([entries, { index }]) => {
        const target = index as unknown as Internals;
        for (const [term, data] of entries as TermEntry[]) {
          const fields = new Map<number, Map<number, number>>();
          for (const [key, postings] of Object.entries(data)) {
            const fieldId = Number(key);
            fields.set(
              fieldId,
              decodePostings(postings, (id, length) => (target._fieldLength.get(id)![fieldId] = length)),
            );
          }
          target._index.set(term, fields);
        }
      });
      loading.catch(() => this.shards.delete(n));
      this.shards.set(n, loading);
    }
    return loading;
  }

  private loadChunk(n: number): Promise<RecordChunk> {
    let loading = this.chunks.get(n);
    if (!loading) {
      loading = this.read(recordChunkFile(n)) as Promise<RecordChunk>;
      loading.catch(() => this.chunks.delete(n));
      this.chunks.set(n, loading);
    }
    return loading;
  }

  async search(request: SearchRequest) {
    const started = performance.now();
    // The shards of every term the query can match: its words as the index processes them.
    const terms = planQuery(String(request.q ?? ''))
      .concepts.flat()
      .flatMap((form) => tokenize(form))
      .map((t) => canonicalTerm(t.toLowerCase()));
    const shardsLoaded = Promise.all([...new Set(terms.map(shardOfTerm))].map((n) => this.loadShard(n)));
    const { base, index, facts } = await this.prepare();
    await shardsLoaded;
    const ranked = selectHits(index, facts, request);
    const chunkOf = (id: number) => Math.floor(id / RECORD_CHUNK);
    const selected = isModalRequest(request)
      ? { ...ranked, groups: withinOneRound(ranked.groups, chunkOf, (n) => this.chunks.has(n)) }
      : ranked;
    const ids = selected.groups.flatMap((g) => g.hits.map((h) => Number(h.id)));
    const chunkIds = [...new Set(ids.map(chunkOf))];
    const chunks = new Map(await Promise.all(chunkIds.map(async (n) => [n, await this.loadChunk(n)] as const)));
    return respond(
      request,
      selected,
      base.documentCount,
      (id) => recordFrom(base, chunks.get(chunkOf(id))!, id),
      started,
    );
  }
}

/** The embedded index as the browser loads it: the index set the request's version filter names, loaded stepwise. */
export class ShardedSearch {
  private readonly sets = new Map<string, IndexSet>();

  constructor(private readonly read: Read) {}

  private set(filter: string | undefined): IndexSet {
    const dir = indexSetDir(parseFilter(filter).get('docusaurus_tag') ?? []);
    let set = this.sets.get(dir);
    if (!set) this.sets.set(dir, (set = new IndexSet((file) => this.read(`${dir}${file}`))));
    return set;
  }

  /** Starts loading what every query with this filter needs (called when the reader opens search). */
  prepare(filter?: string): Promise<Loaded> {
    return this.set(filter).prepare();
  }

  search(request: SearchRequest) {
    return this.set(request.filter_by).search(request);
  }
}
