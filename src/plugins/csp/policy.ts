/**
 * The Content-Security-Policy the built site runs under: scripts only from
 * the site itself plus the inline scripts Docusaurus writes into the pages
 * (by hash), network requests only to the site, the search hosts and the
 * API servers readers try requests against (see api-origins.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { DEFAULT_API_SOURCES } from './api-origins';

/** Every distinct inline script of the built pages that a browser executes. */
export function inlineScripts(buildDir: string): string[] {
  const scripts = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const $ = load(fs.readFileSync(file, 'utf8'));
        $('script:not([src])').each((_, el) => {
          const type = ($(el).attr('type') ?? '').toLowerCase();
          // Data blocks (JSON-LD) are not executed, so script-src does not apply to them.
          if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) return;
          scripts.add($(el).html() ?? '');
        });
      }
    }
  };
  walk(buildDir);
  return [...scripts].sort();
}

export const scriptHash = (source: string) =>
  `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** Origins the browser may query for search, e.g. https://search-1.example.com:443. */
  searchOrigins?: string[];
  /** Where the "Try it" panel may send requests (`apiSources(process.env.TRY_IT_API_ORIGINS)`). */
  apiSources?: string[];
}

export function contentSecurityPolicy(
  buildDir: string,
  { searchOrigins = [], apiSources = DEFAULT_API_SOURCES }: PolicyOptions = {},
): string {
  const hashes = inlineScripts(buildDir).map(scriptHash);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    // React and the diagram library set style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(["'self'", ...searchOrigins, ...apiSources])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
