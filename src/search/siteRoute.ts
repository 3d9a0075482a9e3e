/**
 * The route of a search hit on the site the reader is on. Records hold
 * absolute production URLs (Typesense needs them, and they are what the
 * DocSearch scraper stores); a link to one would send readers of a preview
 * or a local build to production, in a new tab, with a full reload. The path
 * after the base URL is the same on every deployment.
 */
export function siteRoute(url: string, baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://site.invalid');
  } catch {
    return '/';
  }
  const base = baseUrl.replace(/\/$/, '');
  const path = base && parsed.pathname.startsWith(`${base}/`) ? parsed.pathname.slice(base.length) : parsed.pathname;
  return `${path || '/'}${parsed.hash}`;
}
