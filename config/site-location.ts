/**
 * Where the site is served: SITE_URL and BASE_URL from the environment, with
 * the defaults docusaurus.config.ts uses. Kept apart from config/site.ts
 * because that module reaches the browser and must not read process.env.
 *
 * Tools that run after the build (the Typesense indexer) must produce the
 * same absolute URLs the build did, so they read the location through here.
 */
import { DEFAULT_SITE_URL } from './site.ts';

type Env = Record<string, string | undefined>;

export interface SiteLocation {
  /** `url` in docusaurus.config.ts: origin of the deployment. */
  url: string;
  /** `baseUrl` in docusaurus.config.ts: path the site is served under. */
  baseUrl: string;
}

/** The raw values docusaurus.config.ts passes as `url` and `baseUrl`. */
export function siteLocation(env: Env = process.env): SiteLocation {
  return { url: env.SITE_URL ?? DEFAULT_SITE_URL, baseUrl: env.BASE_URL ?? '/' };
}

/**
 * The values as Docusaurus hands them to plugins after validating the config
 * (`siteConfig.url` without trailing slash, `siteConfig.baseUrl` with leading
 * and trailing slash): what the search-index plugin builds its records from.
 */
export function normalizedSiteLocation(env: Env = process.env): SiteLocation {
  const { url, baseUrl } = siteLocation(env);
  // The same one-character rules as @docusaurus/utils-common (add/removeTrailingSlash, addLeadingSlash).
  const withTrailing = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    url: url.endsWith('/') ? url.slice(0, -1) : url,
    baseUrl: withTrailing.startsWith('/') ? withTrailing : `/${withTrailing}`,
  };
}
