/**
 * Where the API reference's "Try it" panel may send requests (the
 * `connect-src` sources beyond the site itself). By default any HTTPS origin,
 * so a reader can try the Core they run wherever it is, and plain HTTP on the
 * loopback names only, for a Core on the reader's own machine; browsers
 * block other plain-HTTP requests from an HTTPS page anyway (mixed content).
 * TRY_IT_API_ORIGINS narrows this to a list, or to nothing with `none`.
 */

/** Sources the policy allows when TRY_IT_API_ORIGINS is not set. */
// No [::1]: CSP host sources cannot be IPv6 literals (Chromium ignores the source with an error).
export const DEFAULT_API_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** A CSP host source: scheme, host (or `*.` wildcard) and an optional port or `*`, nothing else. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

/**
 * The sources for `connect-src` from the TRY_IT_API_ORIGINS setting: unset or
 * blank gives the defaults, `none` gives none (requests go nowhere but the site),
 * otherwise a list of origins separated by commas or spaces, such as
 * `https://core.example.com, http://localhost:3000`. Anything else throws.
 */
export function apiSources(setting: string | undefined): string[] {
  const value = setting?.trim() ?? '';
  if (!value) return DEFAULT_API_SOURCES;
  if (value.toLowerCase() === 'none') return [];
  const entries = value.split(/[\s,]+/).filter(Boolean);
  const wrong = entries.filter((entry) => entry !== 'https:' && !HOST_SOURCE.test(entry.replace(/\/$/, '')));
  if (wrong.length) {
    throw new Error(
      `TRY_IT_API_ORIGINS: ${wrong.map((w) => JSON.stringify(w)).join(', ')} ` +
        `${wrong.length === 1 ? 'is not an origin' : 'are not origins'}. ` +
        'Give origins such as https://core.example.com or http://localhost:3000 (no path), separated by commas, or "none".',
    );
  }
  return [...new Set(entries.map((entry) => entry.replace(/\/$/, '')))];
}
