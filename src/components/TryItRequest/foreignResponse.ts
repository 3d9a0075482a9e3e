/**
 * Whether a response the "Try it" panel got comes from something other than
 * a Core: another server at the URL the reader entered (a web server's HTML
 * 404 page, a proxy's login page). Core answers an operation with JSON or
 * with a media type the spec declares for it; anything else is named, with
 * what to check, instead of being shown as if it were Core's answer.
 */

export interface ResponseFacts {
  status: number;
  /** The response's Content-Type header, if it had one. */
  contentType: string | undefined;
  /** The media types the operation's responses declare in the spec. */
  declared: readonly string[];
  /** The URL the request went to. */
  requestUrl: string;
  /** The operation's path, which the panel appends to the server URL. */
  operationPath: string;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** What to tell the reader when the response is not from a Core, or null when it may be. */
export function foreignResponse(facts: ResponseFacts): string | null {
  if (!facts.contentType) return null;
  const mediaType = mediaTypeOf(facts.contentType);
  if (isJson(mediaType) || facts.declared.some((declared) => mediaTypeOf(declared) === mediaType)) return null;
  let server = facts.requestUrl;
  try {
    server = new URL(facts.requestUrl).origin;
  } catch {
    // The URL was sent, so it parses; kept as it is otherwise.
  }
  const what = mediaType === 'text/html' ? 'an HTML page' : `${mediaType} content`;
  return (
    `The server at ${server} answered ${facts.status} with ${what}, which is not a response of Core. ` +
    `Check the server URL: it is the address of your Core, and the panel appends ${facts.operationPath} to it.`
  );
}
