/**
 * A tiny built site for the search indexer tests: a few HTML pages shaped
 * like Docusaurus output (docsearch meta tags, article, headings with ids)
 * and the list of public pages a build writes (build/public-pages.json), so the
 * tests never need a real `npm run build`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_SITE = { url: 'https://docs.example.org', baseUrl: '/' } as const;

export interface FixturePage {
  route: string;
  title: string;
  tag: string;
  sections: Array<{ id: string; heading: string; paragraphs: number }>;
}

const PAGES: FixturePage[] = [
  { route: '/', title: 'Welcome', tag: 'default', sections: [{ id: 'overview', heading: 'Overview', paragraphs: 3 }] },
  {
    route: '/get-started',
    title: 'Get started',
    tag: 'docs-default-current',
    sections: [
      { id: 'install', heading: 'Install', paragraphs: 4 },
      { id: 'issue-a-credential', heading: 'Issue a credential', paragraphs: 3 },
    ],
  },
  {
    route: '/reference/core/post-credential',
    title: 'Create a credential',
    tag: 'docs-reference-current',
    sections: [{ id: 'request', heading: 'Request', paragraphs: 2 }],
  },
];

/**
 * The pages of one task, "revoke credential": a tutorial whose row holds the
 * task's words (as the Desk tutorial's row that led before issue 33), another
 * guide with a section named by the task, the Core operation, and the main
 * guide its curation pins (`guide`, from scripts/search/task-curations.ts).
 */
export function revokeCredentialPages(guide: { route: string; heading: string | null }): FixturePage[] {
  return [
    {
      route: '/tutorial/desk',
      title: 'Desk tutorial',
      tag: 'docs-default-current',
      sections: [{ id: 'rows', heading: 'Revoke credential rows', paragraphs: 2 }],
    },
    {
      route: '/issue/other-guide',
      title: 'Another guide',
      tag: 'docs-default-current',
      sections: [{ id: 'revoke', heading: 'Revoke a credential', paragraphs: 1 }],
    },
    {
      route: '/reference/core/revoke-credential',
      title: 'Revoke a credential',
      tag: 'docs-reference-current',
      sections: [{ id: 'request', heading: 'Request', paragraphs: 1 }],
    },
    {
      route: guide.route,
      title: 'The main guide',
      tag: 'docs-default-current',
      sections: [{ id: 'revoking', heading: guide.heading ?? 'Revoking', paragraphs: 1 }],
    },
  ];
}

function pageHtml(page: FixturePage): string {
  const sections = page.sections
    .map(
      (section) =>
        `<h2 id="${section.id}">${section.heading}<a class="hash-link" href="#${section.id}">\u200b</a></h2>\n` +
        Array.from(
          { length: section.paragraphs },
          (_, i) => `<p>${section.heading} paragraph ${i + 1} about wallets and OID4VCI.</p>`,
        ).join('\n'),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" class="plugin-id-default">
<head>
<title>${page.title} | Procivis One Documentation</title>
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="${page.tag}">
<meta name="docsearch:version" content="current">
</head>
<body><main><article>
<h1>${page.title}</h1>
<p>Introduction to ${page.title.toLowerCase()}.</p>
${sections}
</article></main></body>
</html>
`;
}

/** Writes the fixture build (by default its own pages) into a new temporary directory and returns its path. */
export async function writeFixtureBuild(
  site: { url: string; baseUrl: string } = FIXTURE_SITE,
  pages: readonly FixturePage[] = PAGES,
): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'search-indexer-'));
  const buildDir = path.join(root, 'build');
  await fs.mkdir(buildDir, { recursive: true });
  for (const page of pages) {
    const file =
      page.route === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${page.route.slice(1)}.html`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, pageHtml(page));
  }
  // Not a search result, whatever it holds; listed to prove the exclusion.
  await fs.writeFile(
    path.join(buildDir, 'search.html'),
    pageHtml({ route: '/search', title: 'Search', tag: 'default', sections: [] }),
  );
  // The build's public pages as src/plugins/public-pages writes them (base URL included).
  const base = site.baseUrl.replace(/\/$/, '');
  const publicPages = [...pages.map((page) => page.route), '/search'].map((route) =>
    route === '/' ? `${base}/` : `${base}${route}`,
  );
  await fs.writeFile(
    path.join(buildDir, 'public-pages.json'),
    JSON.stringify({ url: site.url, baseUrl: site.baseUrl, pages: publicPages }),
  );
  return buildDir;
}
