/**
 * The records that "Try it" in example mode has created or deleted while the
 * browser tab is open, so that operations agree with each other: the ID a
 * create answered with is the one a later get, share or delete of that
 * resource accepts, and a deleted record is gone for them. Kept in the tab's
 * sessionStorage (it survives moving between operation pages and reloads,
 * and ends with the tab); with no storage, in memory.
 */
export const EXAMPLE_STORE_KEY = 'procivis-docs:try-it-examples';

/** The top-level fields of the create's request body that a later answer may repeat (text, numbers, true/false). */
export type RecordFields = Record<string, string | number | boolean>;

interface Saved {
  /** Created records by collection path (`/api/key/v1`), then by ID. */
  created: Record<string, Record<string, RecordFields>>;
  /** Deleted IDs by collection path, those of the spec's examples included. */
  deleted: Record<string, string[]>;
}

export type Lookup = { state: 'created'; fields: RecordFields } | { state: 'deleted' } | { state: 'unknown' };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const empty = (): Saved => ({ created: {}, deleted: {} });

function parse(text: string | null): Saved {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<Saved> | null;
    if (!saved || typeof saved.created !== 'object' || typeof saved.deleted !== 'object') return empty();
    return { created: saved.created ?? {}, deleted: saved.deleted ?? {} };
  } catch {
    return empty();
  }
}

export class ExampleStore {
  private memory: Saved = empty();

  constructor(private readonly storage?: StorageLike) {}

  private read(): Saved {
    if (!this.storage) return this.memory;
    try {
      return parse(this.storage.getItem(EXAMPLE_STORE_KEY));
    } catch {
      return this.memory;
    }
  }

  private write(saved: Saved): void {
    this.memory = saved;
    try {
      this.storage?.setItem(EXAMPLE_STORE_KEY, JSON.stringify(saved));
    } catch {
      // A full or blocked storage: the records live in memory until the page goes.
    }
  }

  create(collection: string, id: string, fields: RecordFields): void {
    const saved = this.read();
    saved.created[collection] = { ...saved.created[collection], [id]: fields };
    saved.deleted[collection] = (saved.deleted[collection] ?? []).filter((d) => d !== id);
    this.write(saved);
  }

  find(collection: string, id: string): Lookup {
    const saved = this.read();
    if (saved.deleted[collection]?.includes(id)) return { state: 'deleted' };
    const fields = saved.created[collection]?.[id];
    return fields ? { state: 'created', fields } : { state: 'unknown' };
  }

  remove(collection: string, id: string): void {
    const saved = this.read();
    const { [id]: _removed, ...rest } = saved.created[collection] ?? {};
    saved.created[collection] = rest;
    saved.deleted[collection] = [...new Set([...(saved.deleted[collection] ?? []), id])];
    this.write(saved);
  }

  /** The records created in a collection, oldest first. */
  createdIn(collection: string): Array<{ id: string; fields: RecordFields }> {
    return Object.entries(this.read().created[collection] ?? {}).map(([id, fields]) => ({ id, fields }));
  }
}
