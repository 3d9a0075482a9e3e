/**
 * The checks a request from the "Try it" panel passes before the browser
 * sends it. A wrong server URL, an oversized body, a JSON body that is not
 * JSON or a header value that would be cut in two is refused with a message
 * that says what to change; nothing is sent and nothing the reader typed is
 * lost.
 */
import type { HttpRequest } from '@site/src/components/ApiCodeSamples/generate';

/** Larger bodies are better sent with curl: the panel keeps the response in memory and draws it whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const CREDENTIAL_HEADERS = /^(authorization|x-api-key|cookie)$/i;

/** Why the request cannot be sent as it is, or null when it can. `bodyRequired`: the operation's body is required. */
export function requestProblem(request: HttpRequest, { bodyRequired = false } = {}): string | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'The server URL is not a URL. Enter the scheme, host and port of your server, for example http://localhost:3000 or https://core.example.com.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `The server URL starts with "${url.protocol}": the panel sends requests to http:// and https:// addresses only.`;
  }
  if (url.username || url.password) {
    return 'The server URL contains a user name or password. Remove it and put your token in the Auth section instead.';
  }
  for (const [name, value] of request.headers) {
    if (!CONTROL_CHARACTERS.test(value)) continue;
    return CREDENTIAL_HEADERS.test(name)
      ? 'The token contains a line break or another control character. Paste the token alone, on one line.'
      : `The value of the ${name} header contains a line break or another control character. Enter it on one line.`;
  }
  const contentType = request.headers.find(([name]) => /^content-type$/i.test(name))?.[1] ?? '';
  const json = /^application\/([\w.-]+\+)?json\b/i.test(contentType);
  // Other media types (a form, a file) are not plain text here: the theme's form checks those.
  if (bodyRequired && json && !request.body?.trim()) {
    return 'The request body is required and empty. Enter it: the example the panel opened with is a valid start.';
  }
  const size = new TextEncoder().encode(request.body ?? '').length;
  if (size > MAX_BODY_BYTES) {
    return `The request body is ${(size / 1024 / 1024).toFixed(1)} MB; the panel sends at most 1 MB. Send larger bodies with the cURL sample.`;
  }
  if (request.body && json) {
    try {
      JSON.parse(request.body);
    } catch (error) {
      return `The request body is not JSON (${(error as Error).message}). Correct it and send again.`;
    }
  }
  return null;
}
