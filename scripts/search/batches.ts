/**
 * Pure helpers for importing records: splitting them into batches, the JSONL
 * body of one import request, and reading Typesense's JSONL answer.
 */

export const DEFAULT_BATCH_SIZE = 1000;

/** Consecutive slices of at most `size` items, in order; none when there are no items. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`batch size must be a positive whole number, not ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** One JSON document a line, the body of POST /collections/:name/documents/import. */
export function toJsonl(items: readonly unknown[]): string {
  return items.map((item) => JSON.stringify(item)).join('\n');
}

export interface ImportCheck {
  /** Documents the server reports as stored. */
  succeeded: number;
  /** Documents the server rejected, or whose result line is missing or unreadable. */
  failed: number;
  /** The first reason given, for the one-line error. */
  firstError: string | null;
}

/**
 * Reads the answer to one import request: one JSON result line per document,
 * in order. Every line must say `"success": true`; Typesense answers HTTP 200
 * even when it rejects documents, so the status code alone proves nothing. A
 * short answer counts the missing lines as failed, so a truncated response
 * cannot pass for a complete import.
 */
export function checkImportResults(body: string, expected: number): ImportCheck {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  let succeeded = 0;
  let failed = 0;
  let firstError: string | null = null;
  const fail = (reason: string) => {
    failed += 1;
    firstError ??= reason;
  };
  for (const line of lines) {
    let result: unknown;
    try {
      result = JSON.parse(line);
    } catch {
      fail(`unreadable result line: ${line.slice(0, 120)}`);
      continue;
    }
    const { success, error, code } = (result ?? {}) as { success?: unknown; error?: unknown; code?: unknown };
    if (success === true) succeeded += 1;
    else
      fail(
        typeof error === 'string' && error
          ? code
            ? `${error} (code ${code})`
            : error
          : `result without success: ${line.slice(0, 120)}`,
      );
  }
  if (lines.length < expected) {
    const missing = expected - lines.length;
    failed += missing;
    firstError ??= `${missing} of ${expected} documents have no result line`;
  } else if (lines.length > expected) {
    // Answers for documents that were not sent: the whole batch is suspect.
    failed = Math.max(failed, 1);
    firstError ??= `${lines.length} result lines for ${expected} documents`;
  }
  return { succeeded, failed, firstError };
}

/** How many items share each value of `key`, sorted by value: the dry-run summary. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}
