/**
 * Wraps the OpenAPI theme's request builder, which both the request panel's
 * Send button and its code samples (src/theme/ApiExplorer/CodeSnippets) go
 * through, so that the two cannot differ. The theme's own serialisation of
 * query and path parameters drops a value of 0, writes a number as a name
 * without a value (`?pageSize`) and joins arrays with commas unless the spec
 * spells out `explode`. This leaves the theme the server, headers, auth and
 * body, and writes the query and path from the parameters' values as their
 * `style` and `explode` say (src/components/TryItRequest/encodeParameters.ts).
 */
import buildOriginal from '@theme-original/ApiExplorer/buildPostmanRequest';
import { pathSegment, queryPairs } from '@site/src/components/TryItRequest/encodeParameters';
import type { PanelParameter } from '@site/src/components/TryItRequest/parameters';

// The theme loads postman-collection with `require`: the same copy here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const sdk = require('postman-collection') as {
  QueryParam: new (definition: { key: string; value: string }) => unknown;
  Variable: new (definition: { key: string; value: string }) => unknown;
};

interface Options {
  queryParams: PanelParameter[];
  pathParams: PanelParameter[];
  [option: string]: unknown;
}

interface PostmanRequest {
  url: { variables: { assimilate(source: unknown[], prune: boolean): void } };
  addQueryParams(params: unknown[]): void;
}

export default function buildPostmanRequest(postman: unknown, options: Options): PostmanRequest {
  // Query parameters the theme adds itself (an API key in the query) stay; the spec's parameters are written here.
  const request = buildOriginal(postman, { ...options, queryParams: [], pathParams: [] }) as PostmanRequest;
  const pairs = queryPairs(options.queryParams);
  // Already encoded: postman-collection writes a value as given (it only escapes &, # and =, which encoding leaves out).
  if (pairs.length > 0) request.addQueryParams(pairs.map(([key, value]) => new sdk.QueryParam({ key, value })));
  const segments = options.pathParams.flatMap((parameter) => {
    const value = pathSegment(parameter);
    return value === undefined ? [] : [new sdk.Variable({ key: parameter.name, value })];
  });
  request.url.variables.assimilate(segments, false);
  return request;
}
