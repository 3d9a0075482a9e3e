/**
 * The built HTML of a route, as a static host serves it, for the checks that read pages without a
 * browser. Several checks of one file read the same pages, so each page is parsed once per test
 * file; the checks that need only a page's <head> parse only that part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { htmlFileFor } from '../../src/plugins/search-index/collect.ts';
import { BUILD_DIR } from './site.mts';

/**
 * The file a route is served from: the one the search index reads (`/a/b` is `a/b.html`), else
 * `a/b/index.html`, as a version's landing page is built; null when neither was built.
 */
export function builtFile(route: string): string | null {
  const candidates = [htmlFileFor(BUILD_DIR, route), path.join(BUILD_DIR, route, 'index.html')];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

export function builtHtml(route: string): string | null {
  const file = builtFile(route);
  return file === null ? null : fs.readFileSync(file, 'utf8');
}

const parsed = new Map<string, CheerioAPI | null>();

/** The whole built page, parsed once; null when the route was not built. */
export function builtPage(route: string): CheerioAPI | null {
  if (!parsed.has(route)) {
    const html = builtHtml(route);
    parsed.set(route, html === null ? null : load(html));
  }
  return parsed.get(route)!;
}

/** Only the <head> of a built page (its meta tags), without parsing the body; null when the route was not built. */
export function builtHead(route: string): CheerioAPI | null {
  const html = builtHtml(route);
  if (html === null) return null;
  const end = html.indexOf('</head>');
  return load(end === -1 ? html : html.slice(0, end + '</head>'.length));
}
