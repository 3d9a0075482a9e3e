/**
 * How many of the modal's hits one round of record-chunk requests can bring.
 * A browser opens six connections per host over HTTP/1.1: ten hits on ten
 * pages needed ten chunks, and the last four waited for a free connection,
 * one more round trip before the first hit could show on a phone. So the
 * modal's answer holds the hits whose chunks one round brings (the first six
 * pages at least, more where hits share a chunk or it was fetched for an
 * earlier query); the modal's footer links to every result, and the next
 * query shows more from what is already fetched. The search page is not
 * limited.
 */
export const CHUNK_REQUESTS_PER_ROUND = 6;

/**
 * The longest run of `groups`, in rank order, whose hits need at most
 * `limit` chunks not fetched yet.
 */
export function withinOneRound<G extends { hits: Array<{ id: string }> }>(
  groups: G[],
  chunkOf: (id: number) => number,
  fetched: (chunk: number) => boolean,
  limit: number = CHUNK_REQUESTS_PER_ROUND,
): G[] {
  const requested = new Set<number>();
  let kept = 0;
  for (const group of groups) {
    const needed = new Set(
      group.hits.map((hit) => chunkOf(Number(hit.id))).filter((n) => !fetched(n) && !requested.has(n)),
    );
    if (requested.size + needed.size > limit) break;
    for (const n of needed) requested.add(n);
    kept += 1;
  }
  return groups.slice(0, kept);
}
