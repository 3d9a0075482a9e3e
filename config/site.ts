/**
 * Facts about the site and the product, defined once. Everything that shows
 * the product name, the version or an external address reads it from here.
 */
import packageJson from '../package.json' with { type: 'json' };

export const PRODUCT_NAME = 'Procivis';
export const PRODUCT_FULL_NAME = `${PRODUCT_NAME} One`;
export const SITE_TITLE = `${PRODUCT_FULL_NAME} Documentation`;
export const TAGLINE = 'Enabling the future of digital identity';
/** The documentation release: the site's own version (package.json), not a Core version. */
export const SITE_VERSION: string = packageJson.version;
/**
 * The Core release the current documentation describes: the one-core tag of the
 * reference's current version without its `v` (config/api-versions.ts, which
 * reads the file system and so cannot be imported here; a unit test keeps the two equal).
 */
export const CORE_VERSION = '1.74.2';

/**
 * How a release is named wherever it is announced (banner, feeds): both numbers
 * said for what they are, "documentation 1.23.1 · Core 1.74.2", so that the
 * documentation's version is never read as Core's or the other way round.
 */
export function releaseName(release: { documentation?: string; core?: string }): string {
  const parts = [
    release.documentation && `documentation ${release.documentation}`,
    release.core && `Core ${release.core}`,
  ].filter(Boolean);
  if (parts.length === 0) throw new Error('a release names a documentation version, a Core version or both');
  return parts.join(' · ');
}

/** Where the site is served by default (SITE_URL and BASE_URL override it at build time). */
export const DEFAULT_SITE_URL = 'https://docs.procivis.ch';

export const CORE_REPOSITORY_URL = 'https://github.com/procivis/one-core';

/** External web forms and company pages the docs link to. */
export const EXTERNAL = {
  trialRequestForm: 'https://www.procivis.ch/en/trial',
  documentationRequestForm: 'https://www.procivis.ch/en/docs-request',
  contactSales: 'mailto:sales@procivis.ch',
  privacyPolicy: 'https://www.procivis.ch/en/privacy-policy',
  termsOfUse: 'https://www.procivis.ch/en/terms-of-use',
  company: 'https://www.procivis.ch',
} as const;

/**
 * Where "Was this page helpful?" and "Report a problem with this page" lead: an https form or
 * issue-form address, or a mailto. `{subject}` (page title and address) and `{body}` (a report
 * to fill in) are replaced, URL-encoded, when the links are built. The documentation request
 * form takes one field, `topic`, as the site's search already prefills it.
 */
export const PAGE_FEEDBACK_DESTINATION = `${EXTERNAL.documentationRequestForm}?topic={subject}`;

/** Routes named by the navbar, the footer and the not-found page. */
export const ROUTES = {
  home: '/',
  getStarted: '/get-started',
  deploy: '/deploy',
  integrate: '/integrate',
  use: '/use',
  apis: '/reference/apis',
  sdk: '/reference/sdk',
  /** The credential inspector (reference/inspector.mdx): decodes and checks a pasted credential, offer or request. */
  inspector: '/reference/inspector',
  errors: '/reference/errors',
  configReference: '/reference/configuration/core',
  releaseNotes: '/release-notes',
  changelog: '/changelog',
  trial: '/trial',
  search: '/search',
} as const;

/** Bump the id to show a dismissed announcement again. */
export const ANNOUNCEMENT = {
  id: 'release-1-23-1',
  // One line on a 390 px phone: a second line pushes every page's content down.
  html: `<a href="${ROUTES.releaseNotes}">Release notes</a>: ${releaseName({ documentation: SITE_VERSION, core: CORE_VERSION })}`,
} as const;
