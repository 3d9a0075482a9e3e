/**
 * Replaces the OpenAPI theme's code snippets. The theme generates them in the
 * browser with postman-code-generators, a 1.7 MB (gzip) chunk that has no
 * Kotlin; this renders the same request (with the values typed into the
 * request panel) through the site's small generator in six languages.
 */
import React, { useMemo } from 'react';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
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
  return { method: postman.method.toUpperCase(), url: decodeURI(postman.url.toString()), headers, body };
}

interface Props {
  postman: unknown;
  maskCredentials?: boolean;
}

export default function CodeSnippets({ postman, maskCredentials = true }: Props): React.JSX.Element {
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
  const request = useMemo(
    () => toHttpRequest(buildPostmanRequest(postman as never, state as never) as unknown as PostmanLike, maskCredentials),
    // The selector returns a new object each render; its parts are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [postman, maskCredentials, ...Object.values(state)],
  );
  return <ApiCodeSamples request={request} />;
}
