/**
 * The search tool: the site's own embedded index and ranking
 * (src/search/embeddedBackend.ts), read from the build the site serves, so
 * an assistant finds what a reader typing the same words in the search box
 * finds. Results are grouped by page, best first, as the search page shows them.
 */
import { restoreEmbeddedIndex, type EmbeddedIndex } from '../../src/search/buildIndex.ts';
import { searchIndex } from '../../src/search/embeddedBackend.ts';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../src/search/indexOptions.ts';
import { markdownPath } from '../../src/plugins/llms/paths.ts';
import { REFERENCE_DOCS_ID } from '../../config/openapi.ts';
import type { DocsSource } from './source.ts';
import { CURRENT_VERSIONS_FILTER } from '../../src/search/currentVersions.ts';

export const SEARCH_SCOPES = ['all', 'guides', 'reference'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** The `docusaurus_tag`s of each scope: pages of the guides' docs plugin (and the home page), or of the reference's. */
const SCOPE_FILTERS: Record<SearchScope, string | undefined> = {
  all: undefined,
  guides: 'docusaurus_tag:=[docs-default-current,default]',
  reference: `docusaurus_tag:=[docs-${REFERENCE_DOCS_ID}-current]`,
};

/** Hits shown per page, as the site's modal and search page show them (QUERY_PARAMETERS in src/search/filters.ts). */
const HITS_PER_PAGE = 3;

interface Highlight {
  field: string;
  snippet: string;
}

interface GroupedHit {
  document: { url: string; url_without_anchor: string; [field: string]: unknown };
  highlights: Highlight[];
}

export class DocsSearch {
  private loading: Promise<EmbeddedIndex> | null = null;

  constructor(private readonly source: DocsSource) {}

  private load(): Promise<EmbeddedIndex> {
    this.loading ??= Promise.all([this.source.read(SEARCH_INDEX_FILE), this.source.read(SEARCH_RECORDS_FILE)])
      .then(([index, records]) => {
        if (index === null || records === null) {
          throw new Error(
            `${this.source.label} has no embedded search index (${SEARCH_INDEX_FILE}, ${SEARCH_RECORDS_FILE}). ` +
              'Sites built with TYPESENSE_HOST search a hosted collection instead; build without it to search here.',
          );
        }
        return restoreEmbeddedIndex(index, records);
      })
      .catch((error) => {
        this.loading = null; // the next call tries again
        throw error;
      });
    return this.loading;
  }

  /** The pages that match, best first, as Markdown: title, address, Markdown twin, the best sections with a snippet. */
  async search(query: string, options: { limit: number; scope: SearchScope }): Promise<string> {
    const loaded = await this.load();
    const response = searchIndex(loaded, {
      collection: 'docs',
      q: query,
      filter_by: [CURRENT_VERSIONS_FILTER, SCOPE_FILTERS[options.scope]].filter(Boolean).join(' && '),
      per_page: options.limit,
      page: 1,
      group_limit: HITS_PER_PAGE,
    });
    if (response.found === 0) {
      return `No page matches "${query}"${options.scope === 'all' ? '' : ` in the ${options.scope}`}. Try fewer or other words.`;
    }
    const groups = response.grouped_hits.map((group, i) => formatGroup(i + 1, group.hits as GroupedHit[]));
    const shown = response.grouped_hits.length;
    const header =
      `${response.found} page${response.found === 1 ? '' : 's'} match "${query}"${shown < response.found ? `; the best ${shown}` : ''}. ` +
      'Read a page with get_page (its address or its Markdown address).';
    return [header, ...groups].join('\n\n');
  }
}

function formatGroup(rank: number, hits: GroupedHit[]): string {
  const page = hits[0].document;
  const title = oneLine(String(page['hierarchy.lvl1'] ?? page['hierarchy.lvl0'] ?? page.url_without_anchor));
  const pageUrl = page.url_without_anchor;
  const lines = [
    `${rank}. ${title}`,
    `   ${pageUrl}`,
    `   Markdown: ${new URL(markdownPath(new URL(pageUrl).pathname), pageUrl).href}`,
  ];
  for (const hit of hits) {
    const trail = headingTrail(hit.document);
    const snippet = hit.highlights.find((h) => h.field === 'content')?.snippet;
    // The page's own title record adds nothing to the lines above it.
    const where = trail ? `${trail} (${hit.document.url})` : hit.document.url === pageUrl ? '' : hit.document.url;
    const text = snippet ? marked(snippet) : '';
    if (where || text) lines.push(`   - ${[where, text].filter(Boolean).join(': ')}`);
  }
  return lines.join('\n');
}

/** The record's headings below the page title: `Issue › Offer the credential`. */
function headingTrail(record: GroupedHit['document']): string {
  return ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((level) => record[`hierarchy.${level}`])
    .filter((heading): heading is string => typeof heading === 'string' && heading.length > 0)
    .map(oneLine)
    .join(' › ');
}

/** The index's snippets are escaped HTML with <mark> (embeddedBackend's highlight): matched words become **bold**. */
function marked(snippet: string): string {
  return oneLine(
    snippet
      .replace(/<mark>(.*?)<\/mark>/g, '**$1**')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
