/**
 * The `<title>` of a generated API page names its API: "Share a credential ·
 * Core API", "Keys · Desk API", and for an older version "Keys · Core API
 * 1.70". Without it the Core operation, the Desk operation that proxies it and
 * the guide on the same task shared one title (in the browser tab, a search
 * engine's results and the site's own search). The heading the reader sees
 * stays short: an operation page draws its own `<h1>` (hide_title), and a tag
 * page gets a Markdown `# heading`, which Docusaurus shows instead of the
 * front matter title (its "content title"). The sidebar keeps the short name
 * (`sidebar_label`, or the tag's category label).
 *
 * Rewrites the front matter docusaurus-plugin-openapi-docs wrote, in
 * `npm run gen:api`: the plugin's templates would do it too, but copying them
 * would fork the rest of the front matter it writes.
 */

/** The `<title>` of a page of `apiLabel` (e.g. "Core API"), with the version label for an older version. */
export function apiPageTitle(name: string, apiLabel: string, version?: string): string {
  return `${name} · ${apiLabel}${version ? ` ${version}` : ''}`;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const TITLE_LINE = /^title: (".*")$/m;

/** A name as it can stand in a Markdown heading: the generator's names are plain text, anything else is refused. */
function headingText(name: string): string {
  if (/[{}<>\\`*_[\]#]/.test(name))
    throw new Error(`page titles: tag name "${name}" has Markdown or MDX syntax; give the tag a plain name`);
  return name;
}

/**
 * The generated page with its API in the title. `kind` is the page's kind as
 * the file name says (`.api.mdx`, `.tag.mdx`); other pages are returned as they are.
 */
export function withApiTitle(source: string, kind: string, apiLabel: string, version?: string): string {
  if (kind !== 'api' && kind !== 'tag') return source;
  const frontMatter = source.match(FRONT_MATTER);
  const titleLine = frontMatter?.[1].match(TITLE_LINE);
  if (!frontMatter || !titleLine) throw new Error('page titles: the generated page has no front matter title line');
  const name = JSON.parse(titleLine[1]) as string;
  if (name.endsWith(` · ${apiLabel}`) || name.includes(` · ${apiLabel} `)) return source;
  let head = frontMatter[1].replace(TITLE_LINE, `title: ${JSON.stringify(apiPageTitle(name, apiLabel, version))}`);
  let body = source.slice(frontMatter[0].length);
  if (kind === 'api') {
    // the operation's <h1> is drawn from the summary in the body; the sidebar label must stay the summary too
    if (!/^hide_title: true$/m.test(head))
      throw new Error(`page titles: operation page "${name}" shows its front matter title`);
    if (!/^sidebar_label: /m.test(head)) head += `\nsidebar_label: ${JSON.stringify(name)}`;
  } else {
    body = `\n# ${headingText(name)}\n${body}`;
  }
  return `---\n${head}\n---\n${body}`;
}
