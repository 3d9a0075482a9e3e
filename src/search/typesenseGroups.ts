/**
 * One group per page in a Typesense answer. A curation (scripts/search/
 * task-curations.ts) pins a record at a position; Typesense makes each pinned
 * position a group of its own and ranks the page's other records as usual,
 * so the same page can come back twice: the pinned operation first, and its
 * "Request" section further down. The later group's hits join the first.
 */
import type { GroupedResult } from './typesenseGuide';

type Group = NonNullable<GroupedResult['grouped_hits']>[number] & { hits?: unknown[] };

export function oneGroupPerPage<R extends GroupedResult>(result: R): R {
  const groups = result.grouped_hits as Group[] | undefined;
  if (!groups) return result;
  const byPage = new Map<string, Group>();
  for (const group of groups) {
    const page = JSON.stringify(group.group_key);
    const first = byPage.get(page);
    if (first) first.hits = [...(first.hits ?? []), ...(group.hits ?? [])];
    else byPage.set(page, { ...group, hits: [...(group.hits ?? [])] });
  }
  return byPage.size === groups.length ? result : { ...result, grouped_hits: [...byPage.values()] };
}
