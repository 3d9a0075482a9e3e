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
  body?: { mode?: string; raw?: string; urlencoded?: { all(): Array<{ key: string; value: string; disabled?: boolean }> } };
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
    body = new URLSearchParams(postman.body.urlencoded.all().filter((p) => !p.disabled).map((p) => [p.key, p.value])).toString();
  }
  return { method: postman.method.toUpperCase(), url: postman.url.toString(), headers, body };
}

export function usePanelRequest(postman: unknown, maskCredentials: boolean): HttpRequest {
  const state = useTypedSelector((s: any) => ({
    contentType: s.contentType.value,
    accept: s.accept.value,
    server: s.server.value,
    body: s.body,
    pathParams: s.params.path,
    queryParams: s.params.query,
    cookieParams: s.params.cookie,
    headerParams: s.params.header,
    auth: s.auth,
  }));
  return useMemo(
    () => toHttpRequest(buildPostmanRequest(postman as never, state as never) as unknown as PostmanLike, maskCredentials),
    // The selector returns a new object each render; its parts are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [postman, maskCredentials, ...Object.values(state)],
  );
}
