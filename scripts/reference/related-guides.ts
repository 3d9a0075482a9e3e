/**
 * "Related guides" on operation pages: every guide that links to an
 * operation's page (`/reference/<api>/<slug>`) is listed on that page, so a
 * reader who lands on the operation finds the task it belongs to. Derived
 * from the guides' own links each time the pages are generated, so the two
 * directions cannot drift apart.
 */
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

/**
 * Link text in the operation's description: Markdown's own characters escaped, angle brackets as
 * entities; braces are left to the generator, which escapes them in every description.
 */
const escapeLinkText = (text: string) =>
  text
    .replace(/[[\]\\*_`]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * The "Related guides" line of an operation page (null without guides), which the API page
 * generator puts after the operation's description (scripts/openapi/markdown-generators.ts).
 */
export function relatedGuidesLine(guides: GuideLink[]): string | null {
  if (guides.length === 0) return null;
  return `**Related guides:** ${guides.map((g) => `[${escapeLinkText(g.title)}](${g.route})`).join(', ')}`;
}
