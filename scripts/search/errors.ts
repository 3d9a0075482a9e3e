/**
 * One-line, key-free error messages for the indexer.
 *
 * Errors from the Typesense client (axios underneath) carry the request
 * configuration, headers included, so printing one with console.error or
 * letting it escape uncaught would print the admin key. The indexer
 * therefore never rethrows them: every failure becomes a PublishError that
 * holds only a message, with the key masked in case a server echoes it.
 */

const BRAND = Symbol.for('procivis-docs.search.PublishError');

export class PublishError extends Error {
  override name = 'PublishError';
  readonly [BRAND] = true;

  /**
   * tsx can load this module more than once (as CommonJS and as ESM,
   * depending on import order), each copy with its own class; the
   * registered symbol keeps `instanceof` true across the copies.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

export interface ErrorContext {
  /** The secret to mask wherever it appears. */
  secret?: string;
  /** `host:port, host:port`, for "cannot reach" messages. */
  where?: string;
  timeoutSeconds?: number;
}

const MAX_LENGTH = 400;

/** Masks the secret and folds the text into one line of bounded length. */
export function oneLine(text: string, secret?: string): string {
  let line = text;
  if (secret) line = line.split(secret).join('[redacted]');
  line = line.replace(/\s+/g, ' ').trim();
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 3)}...` : line;
}

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found (DNS)',
  EAI_AGAIN: 'host name lookup failed (DNS)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  ERR_SOCKET_CONNECTION_TIMEOUT: 'connection timed out',
};
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ETIMEOUT']);

/** What went wrong, in words a CI log reader can act on; never the key. */
export function describeError(error: unknown, context: ErrorContext = {}): string {
  const { secret, where = 'the configured host', timeoutSeconds } = context;
  if (error instanceof PublishError) return oneLine(error.message, secret);
  const { httpStatus, code, message } = (error ?? {}) as { httpStatus?: unknown; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (httpStatus === 401 || httpStatus === 403) {
    return `Typesense rejected the admin key (HTTP ${httpStatus}): check TYPESENSE_ADMIN_API_KEY and that the key has the actions listed in scripts/search/README.md`;
  }
  if (typeof httpStatus === 'number') {
    // The client words it "Request failed with HTTP code 500 | Server said: <message>".
    const said = text.replace(/^Request failed with HTTP code \d+( \| Server said: )?/, '');
    return oneLine(`Typesense answered HTTP ${httpStatus}${said ? `: ${said}` : ''}`, secret);
  }
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
    return `Typesense at ${where} did not answer within ${timeoutSeconds ?? '?'} s (--timeout-seconds)`;
  }
  if (typeof code === 'string' && code in UNREACHABLE)
    return `cannot reach Typesense at ${where}: ${UNREACHABLE[code]}`;
  if (typeof code === 'string' && (code === 'EPROTO' || /CERT|SSL|TLS/.test(code))) {
    return `cannot reach Typesense at ${where}: TLS failed (${code}); check TYPESENSE_PROTOCOL and the port`;
  }
  return oneLine(text || 'unknown error', secret);
}
