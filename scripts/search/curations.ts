/**
 * Curations (Typesense "overrides" up to version 29, "curation sets" since
 * 30): documents pinned to or hidden from the hosted results of a query.
 * `npm run search:index` publishes these with each new collection, in the
 * form the server's version takes (publish.ts).
 *
 * These are the hand-written ones; the task curations (task-curations.ts)
 * are generated and published with them. The list is empty on purpose: the
 * embedded index (src/search/rank.ts) has no curations, so any entry here
 * makes the hosted search rank differently from the embedded one. Prefer a
 * ranking rule both share; add an entry only for a query the rules cannot
 * serve, and note why next to it.
 */
import type { CurationObjectSchema } from 'typesense/lib/Typesense/CurationSets';

/** One curation: `id` names it, `rule` says which queries it applies to (see the Typesense curation reference). */
export type Curation = CurationObjectSchema;

export const CURATIONS: readonly Curation[] = [];
