/**
 * The page tool: a page's Markdown twin (src/plugins/llms writes one next
 * to every page of the sitemap), found by the page's address in any of the
 * forms an assistant meets: a full URL (with or without `.md`, an anchor or
 * a query), a path (`/use/issue-credential`), or a path without its slash.
 */
import { markdownPath } from '../../src/plugins/llms/paths.ts';
import type { DocsSource } from './source.ts';

export interface PageAddress {
  /** The page's URL, without anchor or `.md`. */
  url: string;
  /** Its Markdown twin, relative to the site root: `use/issue-credential.md`, `index.md`. */
  twin: string;
}

/** Where the twin of `input` is, or an error that says why `input` is no page address of this site. */
export function pageAddress(input: string, siteRoot: string): PageAddress {
  const root = new URL(siteRoot);
  const trimmed = input.trim();
  let url: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(`"${trimmed}" is not a valid URL`);
    }
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
      throw new Error(`${url.origin}${url.pathname} is not a page of this site; its pages are under ${siteRoot}`);
    }
  } else {
    // A path: relative to the site root, whether or not it repeats the base path.
    let local = trimmed.replace(/^\/+/, '');
    const base = root.pathname.replace(/^\//, '');
    if (base && local.startsWith(base)) local = local.slice(base.length);
    url = new URL(local, siteRoot);
  }
  let route = url.pathname
    .slice(root.pathname.length - 1)
    .replace(/\.(md|html)$/, '')
    .replace(/(.)\/+$/, '$1'); // `/get-started/` is the page `/get-started`
  if (route === '/index') route = '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(route);
  } catch {
    throw new Error(`"${trimmed}" has a malformed %-escape`);
  }
  if (decoded.split('/').includes('..')) throw new Error(`"${trimmed}" leaves the site`);
  const pageUrl = new URL(route.replace(/^\//, ''), siteRoot).href;
  return { url: pageUrl, twin: markdownPath(decoded).replace(/^\//, '') };
}

/** The page's Markdown, or null when the site has no such page. */
export async function readPage(source: DocsSource, address: PageAddress): Promise<string | null> {
  const text = await source.read(address.twin);
  // A host that answers unknown paths with its HTML app shell (status 200) has no twin there either.
  if (text === null || /^\s*<(!doctype|html)/i.test(text)) return null;
  return text;
}
