/**
 * Where the server reads the built site from: a build folder on this machine
 * or the deployed site over HTTP. Both give the same files by their path
 * below the site root (`search-index.json`, `use/issue-credential.md`,
 * `openapi/core.yaml`), so the tools never care which one they have.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface DocsSource {
  /** Absolute URL of the site root, with a trailing slash: the records' and pages' URLs start with it. */
  siteRoot: string;
  /** What the source is, for messages: the folder or the URL. */
  label: string;
  /** The file at `relativePath` below the site root, or null when there is none. */
  read(relativePath: string): Promise<string | null>;
}

/** Segments that would leave the site root, which no page path has. */
function assertInside(relativePath: string): void {
  if (relativePath.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`"${relativePath}" is not a path inside the site`);
  }
}

/**
 * A build folder (`npm run build` writes one). The site root is the home
 * page's canonical link: the build holds the absolute URLs it was made for.
 */
export async function buildFolderSource(folder: string): Promise<DocsSource> {
  const root = path.resolve(folder);
  const home = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
  if (home === null) throw new Error(`${root} holds no built site (no index.html): run \`npm run build\` first`);
  const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"' >]+)/.exec(home)?.[1];
  if (!canonical)
    throw new Error(`${path.join(root, 'index.html')} has no canonical link to tell the site's address from`);
  return {
    siteRoot: new URL('./', canonical).href,
    label: root,
    async read(relativePath) {
      assertInside(relativePath);
      const file = path.join(root, ...relativePath.split('/'));
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR')
          return null;
        throw error;
      }
    },
  };
}

/** Checks and normalises a `--site-url`: http(s), with a trailing slash. */
export function siteRootOf(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`--site-url "${siteUrl}" is not a URL; give the site's address, e.g. https://docs.procivis.ch`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`--site-url must be an http or https address, not ${url.protocol}`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** The deployed site: files fetched over HTTP, each request limited to `timeoutMs`. */
export function siteUrlSource(siteUrl: string, timeoutMs = 20_000): DocsSource {
  const siteRoot = siteRootOf(siteUrl);
  return {
    siteRoot,
    label: siteRoot,
    async read(relativePath) {
      assertInside(relativePath);
      const url = new URL(relativePath.split('/').map(encodeURIComponent).join('/'), siteRoot).href;
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
        throw new Error(`could not fetch ${url}: ${cause}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response.text();
    },
  };
}
