/**
 * The embedded ranking's last rule (rank.ts keepBestGuideVisible) for the
 * hosted Typesense collection: on the first page of a query about a task or
 * an idea, the best guide is among the hits, even where API operations that
 * share the query's words outrank it. One Typesense search cannot say that,
 * so the same multi_search also asks for the best guide alone (the same
 * query and ranking, filtered to pages that are not API operations), and the
 * first page gets it in its last place when it lacks it.
 */
import { API_KINDS, PAGE_KINDS } from './pageKind';
import { isApiQuery } from './queryPlan';
import type { SearchRequest } from './types';

const GUIDE_KINDS = PAGE_KINDS.filter((kind) => !API_KINDS.includes(kind));

/** What this module reads of a Typesense result. */
export interface GroupedResult {
  grouped_hits?: Array<{ group_key: unknown[] }>;
}

/** The search for the best guide alone; null where the rule does not apply (a later page, a query naming an operation). */
export function bestGuideRequest(request: SearchRequest): SearchRequest | null {
  if (Number(request.page ?? 1) !== 1 || isApiQuery(String(request.q ?? ''))) return null;
  const guides = `page_kind:[${GUIDE_KINDS.join(',')}]`;
  return { ...request, filter_by: request.filter_by ? `${request.filter_by} && ${guides}` : guides, per_page: 1 };
}

/** The result with the best guide's group in the last place of the page, when the page lacks it. */
export function withBestGuide<R extends GroupedResult>(
  result: R,
  guide: GroupedResult | undefined,
  perPage: number,
): R {
  const best = guide?.grouped_hits?.[0];
  const groups = result.grouped_hits;
  if (!best || !groups || perPage < 1) return result;
  const url = best.group_key[0];
  if (groups.some((group) => group.group_key[0] === url)) return result;
  return { ...result, grouped_hits: [...groups.slice(0, perPage - 1), best as (typeof groups)[number]] };
}
