/**
 * The request the "Try it" panel would send, as plain data, from the
 * OpenAPI theme's store and its own request builder: what the code samples
 * show and what the checks before sending look at. The URL is the one sent,
 * percent-encoding included, so that a sample can be run as it is.
 */
import { useMemo } from 'react';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import type { HttpRequest } from '@site/src/components/ApiCodeSamples/generate';

interface PostmanLike {
  method: string;
  url: { toString(): string };
  headers: { all(): Array<{ key: string; value: string; disabled?: boolean }> };
  body?: {
    mode?: string;
    raw?: string;
    urlencoded?: { all(): Array<{ key: string; value: string; disabled?: boolean }> };
  };
}

export function toHttpRequest(postman: PostmanLike, maskCredentials: boolean): HttpRequest {
  const headers = postman.headers
    .all()
    .filter((h) => !h.disabled && h.key)
    .map(({ key, value }): [string, string] => {
      const secret = /^(authorization|x-api-key|cookie)$/i.test(key);
      if (!maskCredentials || !secret) return [key, value];
      return [key, /^bearer /i.test(value) ? 'Bearer <token>' : `<${key.toLowerCase()}>`];
    });
  let body: string | undefined;
  if (postman.body?.mode === 'raw' && postman.body.raw) body = postman.body.raw;
  if (postman.body?.mode === 'urlencoded' && postman.body.urlencoded) {
    body = new URLSearchParams(
      postman.body.urlencoded
        .all()
        .filter((p) => !p.disabled)
        .map((p) => [p.key, p.value]),
    ).toString();
  }
  return { method: postman.method.toUpperCase(), url: postman.url.toString(), headers, body };
}

export function usePanelRequest(postman: unknown, maskCredentials: boolean): HttpRequest {
  // One selector per part of the store: each returns the store's own value, which changes only when that part does.
  const contentType = useTypedSelector((s) => s.contentType.value);
  const accept = useTypedSelector((s) => s.accept.value);
  const server = useTypedSelector((s) => s.server.value);
  const body = useTypedSelector((s) => s.body);
  const params = useTypedSelector((s) => s.params);
  const auth = useTypedSelector((s) => s.auth);
  return useMemo(() => {
    const options = {
      contentType,
      accept,
      server,
      body,
      pathParams: params.path,
      queryParams: params.query,
      cookieParams: params.cookie,
      headerParams: params.header,
      auth,
    };
    return toHttpRequest(
      buildPostmanRequest(postman as never, options as never) as unknown as PostmanLike,
      maskCredentials,
    );
  }, [postman, maskCredentials, contentType, accept, server, body, params, auth]);
}
