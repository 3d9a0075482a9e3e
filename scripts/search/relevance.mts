/**
 * The relevance test set (tests/fixtures/search-relevance.json) and its
 * measures: hit@1 and hit@5 (share of queries whose expected page is among
 * the first 1 or 5 pages), and MRR@10 (mean of 1/rank of the first expected
 * page within the first 10, 0 when none), over the whole set and per family
 * of queries (plain language, identifiers). Used by the relevance test and
 * `npm run bench`; the ranking under test is passed in.
 *
 * Run on its own, it prints the figures and every query's rank for a built
 * site: `node --import tsx scripts/search/relevance.mts [build-dir]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const RELEVANCE_FILE = path.resolve(import.meta.dirname, '../../tests/fixtures/search-relevance.json');

const KINDS = ['keyword', 'task', 'api', 'identifier', 'concept', 'typo'] as const;
export type RelevanceKind = (typeof KINDS)[number];

/**
 * Identifiers (error codes, config keys, `METHOD /path`, operationIds, SDK
 * names) and everything a reader writes in words. Ranking for words may
 * change; an identifier query must never lose its place.
 */
export const FAMILIES = {
  identifier: ['identifier', 'api'],
  language: ['keyword', 'task', 'concept', 'typo'],
} as const satisfies Record<string, readonly RelevanceKind[]>;
export type RelevanceFamily = keyof typeof FAMILIES;

const Route = z.string().startsWith('/');
const RelevanceSet = z.object({
  about: z.string(),
  queries: z
    .array(
      z.object({
        kind: z.enum(KINDS),
        q: z.string().min(1),
        expect: z.array(Route).min(1),
        /** Pages that must all be in the first three: each entry is one page, or a list of pages any one of which will do. */
        first3: z
          .array(z.union([Route, z.array(Route).min(1)]))
          .max(3)
          .optional(),
      }),
    )
    .min(40),
});
export type RelevanceQuery = z.infer<typeof RelevanceSet>['queries'][number];

export function readRelevanceSet(file = RELEVANCE_FILE): RelevanceQuery[] {
  const parsed = RelevanceSet.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data.queries;
}

export interface RelevanceOutcome extends RelevanceQuery {
  /** Routes of the first 10 pages, best first. */
  got: string[];
  /** 1-based rank of the first expected page, or null. */
  rank: number | null;
  /** The `first3` entries missing from the first three pages (empty when all are there, or none are asked). */
  missingFromFirst3: string[];
}

export interface Figures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrrAt10: number;
}

export interface RelevanceFigures extends Figures {
  /** The same measures for each family of queries. */
  families: Record<RelevanceFamily, Figures>;
  outcomes: RelevanceOutcome[];
}

function figuresOf(outcomes: RelevanceOutcome[]): Figures {
  const share = (ok: (o: RelevanceOutcome) => boolean) =>
    outcomes.length ? outcomes.filter(ok).length / outcomes.length : 0;
  return {
    queries: outcomes.length,
    hitAt1: share((o) => o.rank === 1),
    hitAt5: share((o) => o.rank !== null && o.rank <= 5),
    mrrAt10: outcomes.length ? outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length : 0,
  };
}

/** Runs every query through `topRoutes` (the pages a search returns, as routes without anchor, best first). */
export async function measureRelevance(
  topRoutes: (q: string) => Promise<string[]> | string[],
  queries = readRelevanceSet(),
): Promise<RelevanceFigures> {
  const outcomes: RelevanceOutcome[] = [];
  for (const query of queries) {
    const got = (await topRoutes(query.q)).slice(0, 10);
    const index = got.findIndex((route) => query.expect.includes(route));
    const top = got.slice(0, 3);
    const missingFromFirst3 = (query.first3 ?? [])
      .map((entry) => [entry].flat())
      .filter((any) => !any.some((route) => top.includes(route)))
      .map((any) => any.join(' or '));
    outcomes.push({ ...query, got, rank: index < 0 ? null : index + 1, missingFromFirst3 });
  }
  const families = Object.fromEntries(
    Object.entries(FAMILIES).map(([family, kinds]) => [
      family,
      figuresOf(outcomes.filter((o) => (kinds as readonly string[]).includes(o.kind))),
    ]),
  ) as Record<RelevanceFamily, Figures>;
  return { ...figuresOf(outcomes), families, outcomes };
}

export const RELEVANCE_BUDGET = { hitAt5: 0.95, mrrAt10: 0.85 } as const;

/** `hit@1 0.900, hit@5 1.000, MRR@10 0.950 over 40 queries` */
export function describeFigures(figures: Figures): string {
  return `hit@1 ${figures.hitAt1.toFixed(3)}, hit@5 ${figures.hitAt5.toFixed(3)}, MRR@10 ${figures.mrrAt10.toFixed(3)} over ${figures.queries} queries`;
}

async function main(buildDir: string) {
  const { ShardedSearch } = await import('../../src/search/shardedSearch.ts');
  const { SHARD_DIR } = await import('../../src/search/shards.ts');
  const { CURRENT_VERSIONS_FILTER } = await import('../../src/search/currentVersions.ts');
  const search = new ShardedSearch(async (file) =>
    JSON.parse(fs.readFileSync(path.join(buildDir, SHARD_DIR, file), 'utf8')),
  );
  const figures = await measureRelevance(async (q) =>
    (await search.search({ collection: 'docs', q, per_page: 10, filter_by: CURRENT_VERSIONS_FILTER })).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    ),
  );
  for (const o of figures.outcomes) {
    const first3 = o.missingFromFirst3.length ? `  first 3 lack: ${o.missingFromFirst3.join('; ')}` : '';
    console.log(
      `${String(o.rank ?? '-').padStart(2)}  ${o.kind.padEnd(10)} ${o.q.padEnd(40)} ${o.got.slice(0, 3).join(', ')}${first3}`,
    );
  }
  console.log(`\nall:         ${describeFigures(figures)}`);
  for (const [family, f] of Object.entries(figures.families))
    console.log(`${`${family}:`.padEnd(12)} ${describeFigures(f)}`);
  console.log(
    `first 3 complete: ${figures.outcomes.filter((o) => o.first3 && o.missingFromFirst3.length === 0).length} of ${figures.outcomes.filter((o) => o.first3).length}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(path.resolve(process.argv[2] ?? 'build'));
}
