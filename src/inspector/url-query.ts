/**
 * The query of an offer or request URL. Custom schemes (`openid-credential-offer://`,
 * `openid4vp://`) have no host, so the query is read by hand rather than through `URL`.
 */
export interface QueryUrl {
  /** The scheme without `:`, lower case, e.g. `openid-credential-offer`, `https`. */
  scheme: string;
  params: URLSearchParams;
  /** Where the query starts in the trimmed text (after `?`). */
  queryOffset: number;
}

export function readQueryUrl(text: string): QueryUrl | undefined {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  if (!scheme) return undefined;
  const question = text.indexOf('?');
  if (question < 0) return { scheme: scheme[1].toLowerCase(), params: new URLSearchParams(), queryOffset: text.length };
  const hash = text.indexOf('#', question);
  const query = text.slice(question + 1, hash < 0 ? undefined : hash);
  return { scheme: scheme[1].toLowerCase(), params: new URLSearchParams(query), queryOffset: question + 1 };
}

export function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
