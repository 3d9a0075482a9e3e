/**
 * The relevance test set (tests/fixtures/search-relevance.json) and its
 * measures: hit@1 and hit@5 (share of queries whose expected page is among
 * the first 1 or 5 pages), and MRR@10 (mean of 1/rank of the first expected
 * page within the first 10, 0 when none). Used by the relevance test and
 * `npm run bench`; the ranking under test is passed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const RELEVANCE_FILE = path.resolve(import.meta.dirname, '../../tests/fixtures/search-relevance.json');

const RelevanceSet = z.object({
  about: z.string(),
  queries: z
    .array(
      z.object({
        kind: z.enum(['keyword', 'task', 'api', 'concept', 'typo']),
        q: z.string().min(1),
        expect: z.array(z.string().startsWith('/')).min(1),
      }),
    )
    .min(40),
});
export type RelevanceQuery = z.infer<typeof RelevanceSet>['queries'][number];

export function readRelevanceSet(file = RELEVANCE_FILE): RelevanceQuery[] {
  const parsed = RelevanceSet.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.queries;
}

export interface RelevanceOutcome extends RelevanceQuery {
  /** Routes of the first 10 pages, best first. */
  got: string[];
  /** 1-based rank of the first expected page, or null. */
  rank: number | null;
}

export interface RelevanceFigures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrrAt10: number;
  outcomes: RelevanceOutcome[];
}

/** Runs every query through `topRoutes` (the pages a search returns, as routes without anchor, best first). */
export async function measureRelevance(topRoutes: (q: string) => Promise<string[]> | string[], queries = readRelevanceSet()): Promise<RelevanceFigures> {
  const outcomes: RelevanceOutcome[] = [];
  for (const query of queries) {
    const got = (await topRoutes(query.q)).slice(0, 10);
    const index = got.findIndex((route) => query.expect.includes(route));
    outcomes.push({ ...query, got, rank: index < 0 ? null : index + 1 });
  }
  const share = (ok: (o: RelevanceOutcome) => boolean) => outcomes.filter(ok).length / outcomes.length;
  return {
    queries: outcomes.length,
    hitAt1: share((o) => o.rank === 1),
    hitAt5: share((o) => o.rank !== null && o.rank <= 5),
    mrrAt10: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
    outcomes,
  };
}

export const RELEVANCE_BUDGET = { hitAt5: 0.95, mrrAt10: 0.85 } as const;
