/**
 * The API references of the site: the one place that names them. Everything that lists the
 * APIs (the generator's config, the versions, the guards, the permissions page, search's page
 * kinds and scopes, the home page, the indexers) reads this list; tests/unit/one-source.test.mts
 * fails on another literal list of their names.
 *
 * The versions each API is published in are config/api-versions.ts, which reads this module:
 * every version has every API, and an older version names the APIs it infers from the current spec.
 *
 * No dependencies: the browser bundle (search scopes, the home page) reads it too.
 */
export interface ApiDeclaration {
  /** Key of the API everywhere: its folder under reference/, its config key, its search page kind. */
  name: string;
  /** What pages and titles call it: "Keys · Core API". */
  label: string;
  /** The short name of a filter or a card, where the label does not fit. */
  shortLabel: string;
  /** The current spec, relative to the repository root (downloadable at `/<spec>`). */
  spec: string;
  /** Where its pages are served (`<route>/<operation slug>`); an older version's under `/reference/<version>/<name>`. */
  route: string;
  /** The slug of its overview page (the generator's info page, the kebab case of the spec's `info.title`). */
  overviewSlug: string;
  /** One line on what it is for (the home page's card). */
  summary: string;
}

export const APIS = [
  {
    name: 'core',
    label: 'Core API',
    shortLabel: 'Core API',
    spec: 'openapi/core.yaml',
    route: '/reference/core',
    overviewSlug: 'core-api',
    summary: 'The open-source engine: credentials, proofs, identifiers, keys, trust.',
  },
  {
    name: 'desk',
    label: 'Desk API',
    shortLabel: 'Desk API',
    spec: 'openapi/desk.yaml',
    route: '/reference/desk',
    overviewSlug: 'desk-api',
    summary: 'Backend for the Desk web app, with roles, sessions and organisations.',
  },
  {
    name: 'bridge',
    label: 'OpenID Bridge API',
    shortLabel: 'Bridge API',
    spec: 'openapi/bridge.yaml',
    route: '/reference/bridge',
    overviewSlug: 'openid-bridge-api',
    summary: 'OpenID Bridge providers: log in to OIDC apps with a credential.',
  },
] as const satisfies readonly ApiDeclaration[];

export type ApiName = (typeof APIS)[number]['name'];
export type Api = (typeof APIS)[number];

/** The names, in the order of APIS (the order of sidebars, lists and the permissions page). */
export const API_NAMES: readonly ApiName[] = APIS.map((api) => api.name);

const BY_NAME = new Map<string, Api>(APIS.map((api) => [api.name, api]));

export function isApiName(value: unknown): value is ApiName {
  return typeof value === 'string' && BY_NAME.has(value);
}

/** The declaration of an API by name. */
export function apiNamed(name: ApiName): Api {
  return BY_NAME.get(name)!;
}

/** `Record<ApiName, T>` built from each API (for tables keyed by API). */
export function byApi<T>(value: (api: Api) => T): Record<ApiName, T> {
  return Object.fromEntries(APIS.map((api) => [api.name, value(api)])) as Record<ApiName, T>;
}

/** A regular-expression alternation of the names (`core|desk|bridge`), for routes and paths. */
export const API_NAME_PATTERN = API_NAMES.join('|');
