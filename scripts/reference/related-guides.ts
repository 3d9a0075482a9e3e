/**
 * "Related guides" on operation pages: every guide that links to an
 * operation's page (`/reference/<api>/<slug>`) is listed on that page, so a
 * reader who lands on the operation finds the task it belongs to. Derived
 * from the guides' own links each time the pages are generated, so the two
 * directions cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { linkedPages } from '../guards/api-calls.ts';
import type { Guide } from '../guards/guides.ts';

export interface GuideLink {
  title: string;
  route: string;
}

/** The route of a guide under docs/ (served from the site root): `docs/issue/index.mdx` → `/issue`. */
export function guideRoute(file: string): string {
  const route = file
    .replace(/^docs\//, '/')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Operation page route → the listed guides that link to it, each once, by title. */
export function relatedGuides(guides: Guide[]): Map<string, GuideLink[]> {
  const related = new Map<string, GuideLink[]>();
  for (const guide of guides) {
    if (!guide.file.startsWith('docs/') || guide.file.includes('/_generated/')) continue;
    const meta: Record<string, unknown> = matter(guide.text).data;
    if (meta.unlisted || meta.draft) continue;
    const title = typeof meta.title === 'string' ? meta.title : guide.text.match(/^# (.+)$/m)?.[1];
    if (!title) continue;
    const link = {
      title,
      route: typeof meta.slug === 'string' && meta.slug.startsWith('/') ? meta.slug : guideRoute(guide.file),
    };
    for (const page of linkedPages(guide)) {
      const listed = related.get(page) ?? [];
      // two files serving one route (a slug) are one page to the reader
      if (listed.some((other) => other.route === link.route)) continue;
      const namesake = listed.find((other) => other.title.toLowerCase() === link.title.toLowerCase());
      if (namesake) {
        throw new Error(
          `related guides: ${namesake.route} and ${link.route} (${guide.file}) are both titled "${link.title}" and both link ${page}; give each guide its own title`,
        );
      }
      related.set(page, [...listed, link]);
    }
  }
  for (const links of related.values()) links.sort((a, b) => a.title.localeCompare(b.title));
  return related;
}

const escapeLinkText = (text: string) => text.replace(/[[\]\\<>{}*_`]/g, (c) => `\\${c}`);

/**
 * The generated page with a "Related guides" line after its description,
 * before the first section the generator draws (request, parameters, body or responses).
 */
export function withRelatedGuides(source: string, guides: GuideLink[]): string {
  if (guides.length === 0) return source;
  const line = `**Related guides:** ${guides.map((g) => `[${escapeLinkText(g.title)}](${g.route})`).join(', ')}\n\n`;
  const anchor = source.search(/^(<Heading\n\s+id=\{"request"\}|<ParamsDetails\b|<RequestSchema\b|<StatusCodes\b)/m);
  if (anchor < 0)
    throw new Error('related guides: the generated page has no request or responses section to put them before');
  return `${source.slice(0, anchor)}${line}${source.slice(anchor)}`;
}

/** Adds the related guides to every generated operation page of `api` under reference/. */
export function addRelatedGuides(root: string, api: string, related: Map<string, GuideLink[]>): number {
  const dir = path.join(root, 'reference', api);
  let pages = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
    const guides = related.get(`/reference/${api}/${file.replace(/\.api\.mdx$/, '')}`) ?? [];
    if (guides.length === 0) continue;
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    fs.writeFileSync(path.join(dir, file), withRelatedGuides(source, guides));
    pages += 1;
  }
  return pages;
}
