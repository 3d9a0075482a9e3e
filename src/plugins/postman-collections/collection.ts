/**
 * Fits a converted collection to how our APIs are called, so it works right
 * after import: the reader sets two collection variables, `baseUrl` and
 * `token`, and every request that takes the management token inherits the
 * collection's `Bearer {{token}}`. Operations without authentication say so
 * (the converter would let them inherit the token), and operations that take
 * another token (a wallet's OID4VCI access token, say) get a variable of
 * their own. Folders carry the tags' display names, links in descriptions
 * point at the site, and the collection's id is stable across builds, so a
 * second import offers to replace the first. Pure: collection and spec in,
 * collection out.
 */
import { createHash } from 'node:crypto';
import camelCase from 'lodash/camelCase';
import { absolutizeLinks, listOperations, type OpenApiDocument } from '../llms/openapi-to-markdown';
import type { PostmanAuth, PostmanCollection, PostmanDescription, PostmanItem, PostmanVariable } from './convert';

/** The parts of an OpenAPI description read here, beyond what the Markdown twins read. */
export type PostmanSpec = OpenApiDocument & {
  servers?: Array<{ url: string; variables?: Record<string, { default: string; description?: string }> }>;
  tags?: Array<{ name: string; description?: string; 'x-displayName'?: string }>;
};

interface SecurityScheme {
  type: string;
  scheme?: string;
  description?: string;
}

export const BASE_URL_VARIABLE = 'baseUrl';
export const TOKEN_VARIABLE = 'token';

export interface FitOptions {
  /** Absolute URL of the API's reference, e.g. `https://docs.procivis.ch/reference/core`: operation pages are below it. */
  referenceUrl: string;
}

export function fitCollection(
  collection: PostmanCollection,
  spec: PostmanSpec,
  options: FitOptions,
): PostmanCollection {
  const schemes = (spec.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>;
  const mainScheme = Object.keys(spec.security?.[0] ?? {})[0];
  if (!mainScheme || !schemes[mainScheme])
    throw new Error('the spec names no security scheme at its top level (`security`)');
  const server = spec.servers?.[0]?.variables?.[BASE_URL_VARIABLE];
  if (!server) throw new Error(`the spec's first server has no \`${BASE_URL_VARIABLE}\` variable`);

  const referenceUrl = options.referenceUrl.replace(/\/?$/, '/');
  const operations = new Map(
    listOperations(spec)
      .filter((entry) => !entry.event)
      .map((entry) => [`${entry.method.toUpperCase()} ${entry.path.replace(/\{([^}]+)\}/g, ':$1')}`, entry]),
  );
  const otherTokens = new Map<string, PostmanVariable>();
  const displayNames = new Map((spec.tags ?? []).map((tag) => [tag.name, tag['x-displayName'] ?? tag.name]));
  const matched = new Set<string>();

  const fitItem = (item: PostmanItem): PostmanItem | null => {
    if (item.item) {
      const children = item.item.map(fitItem).filter((child): child is PostmanItem => child !== null);
      // A tag that only webhook events carry leaves an empty folder: events are not requests.
      if (children.length === 0) return null;
      return {
        ...item,
        name: displayNames.get(item.name) ?? item.name,
        description: linked(item.description, referenceUrl),
        item: children,
      };
    }
    const request = item.request!;
    const key = `${request.method.toUpperCase()} /${(request.url.path ?? []).join('/')}`;
    const entry = operations.get(key);
    if (!entry) throw new Error(`the collection has a request ${key} that is no operation of the spec`);
    matched.add(key);
    const pageUrl = new URL(entry.slug, referenceUrl).href;
    const auth = requestAuth(entry.operation.security ?? spec.security ?? [], mainScheme, schemes, otherTokens);
    const fitted = { ...request, description: linked(request.description, pageUrl) };
    if (auth) fitted.auth = auth;
    else delete fitted.auth; // inherits the collection's Bearer {{token}}
    return { ...item, request: fitted };
  };

  const items = collection.item.map(fitItem).filter((item): item is PostmanItem => item !== null);
  const missing = [...operations.keys()].filter((key) => !matched.has(key));
  if (missing.length > 0) throw new Error(`the converter made no request for ${missing.join(', ')}`);

  return {
    ...collection,
    info: {
      ...collection.info,
      _postman_id: stableId(`${referenceUrl} ${collection.info.name}`),
      description: linked(collection.info.description, referenceUrl),
    },
    item: items,
    auth: bearer(TOKEN_VARIABLE),
    variable: [
      { key: BASE_URL_VARIABLE, value: server.default, type: 'string', description: server.description },
      { key: TOKEN_VARIABLE, value: '', type: 'string', description: schemes[mainScheme].description },
      ...otherTokens.values(),
    ],
  };
}

/** No `auth` (inherit the collection's), `noauth`, or a bearer token of another scheme. */
function requestAuth(
  security: Array<Record<string, string[]>>,
  mainScheme: string,
  schemes: Record<string, SecurityScheme>,
  otherTokens: Map<string, PostmanVariable>,
): PostmanAuth | null {
  const names = security.flatMap((requirement) => Object.keys(requirement));
  if (names.includes(mainScheme)) return null;
  if (names.length === 0) return { type: 'noauth' };
  const name = names[0];
  const scheme = schemes[name];
  if (scheme?.type !== 'http' || scheme.scheme?.toLowerCase() !== 'bearer') {
    throw new Error(`security scheme "${name}" is not an HTTP bearer scheme; only bearer tokens are mapped to Postman`);
  }
  const variable = `${camelCase(name)}Token`;
  otherTokens.set(variable, { key: variable, value: '', type: 'string', description: scheme.description });
  return bearer(variable);
}

function bearer(variable: string): PostmanAuth {
  return { type: 'bearer', bearer: [{ key: 'token', value: `{{${variable}}}`, type: 'string' }] };
}

/** Relative links lead nowhere inside Postman: they point at the site instead. */
function linked(description: PostmanDescription | undefined, base: string): PostmanDescription | undefined {
  if (description === undefined) return undefined;
  if (typeof description === 'string') return absolutizeLinks(description, base);
  return { ...description, content: absolutizeLinks(description.content, base) };
}

/** A UUID (version 5 layout) from a name: the same API on the same site keeps its collection id. */
function stableId(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
