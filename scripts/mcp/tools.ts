/**
 * The server's tools, each with an input schema that turns bad arguments
 * away with a message saying what is wrong (the SDK returns it as an error
 * result; the server carries on), and a handler whose failures become error
 * results too.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { API_SPECS } from '../../config/openapi.ts';
import { ApiOperations, API_NAMES } from './operations.ts';
import { pageAddress, readPage } from './pages.ts';
import { DocsSearch, SEARCH_SCOPES } from './search.ts';
import type { DocsSource } from './source.ts';

/** Longer than any real question, far shorter than a pasted document; the index reads only the first 256 characters anyway. */
export const MAX_QUERY_LENGTH = 500;
const MAX_ADDRESS_LENGTH = 2000;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const apiList = API_NAMES.map((name) => `${name} (${API_SPECS[name].label})`).join(', ');

export function registerTools(server: McpServer, source: DocsSource): void {
  const search = new DocsSearch(source);
  const operations = new ApiOperations(source);
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Procivis One documentation',
      description:
        "Full-text search over the guides and the reference (APIs, configuration, SDK), ranked as the site's search box ranks them. " +
        'Returns the best pages, each with its address, its Markdown address and the sections that match.',
      inputSchema: {
        query: z
          .string({ error: 'query must be text' })
          .trim()
          .min(1, 'query must not be empty')
          .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters: ask with a few words`)
          .describe('Words to look for, e.g. "revoke credential" or "BR_0001"'),
        limit: z
          .number({ error: 'limit must be a number' })
          .int('limit must be a whole number')
          .min(1, 'limit must be at least 1')
          .max(20, 'limit must be at most 20')
          .default(8)
          .describe('How many pages to return (1 to 20, default 8)'),
        scope: z
          .enum(SEARCH_SCOPES, { error: `scope must be one of ${SEARCH_SCOPES.join(', ')}` })
          .default('all')
          .describe('all (default), guides, or reference'),
      },
      annotations: readOnly,
    },
    async ({ query, limit, scope }) => text(await search.search(query, { limit, scope })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page as Markdown',
      description:
        'The full Markdown of one page, by its address: a URL from search_docs (with or without .md or #anchor) ' +
        'or a path such as /use/issue-credential or /reference/core/post-credential.',
      inputSchema: {
        page: z
          .string({ error: 'page must be text' })
          .trim()
          .min(1, 'page must not be empty: give a URL or a path such as /get-started')
          .max(MAX_ADDRESS_LENGTH, `page must be at most ${MAX_ADDRESS_LENGTH} characters`)
          .describe('URL or path of the page'),
      },
      annotations: readOnly,
    },
    async ({ page }) => {
      const address = pageAddress(page, source.siteRoot);
      const markdown = await readPage(source, address);
      if (markdown === null) {
        throw new Error(
          `There is no page at ${address.url} (no ${address.twin} in ${source.label}). ` +
            `Find pages with search_docs; ${new URL('llms.txt', source.siteRoot).href} lists them all.`,
        );
      }
      return text(`Source: ${address.url}\n\n${markdown}`);
    },
  );

  const apiArgument = z.enum(API_NAMES, { error: `api must be one of ${API_NAMES.join(', ')}` });

  server.registerTool(
    'list_api_operations',
    {
      title: 'List API operations',
      description: `The operations of the REST APIs (${apiList}), one line each: method, path, operationId, summary, tags. Optionally one API, or only those matching a filter.`,
      inputSchema: {
        api: apiArgument.optional().describe('Only this API; all when left out'),
        filter: z
          .string({ error: 'filter must be text' })
          .trim()
          .max(200, 'filter must be at most 200 characters')
          .optional()
          .describe(
            'Only operations whose method, path, summary, operationId or tag contain every word, e.g. "credential revoke"',
          ),
      },
      annotations: readOnly,
    },
    async ({ api, filter }) => text(await operations.list(api ? [api] : API_NAMES, filter || undefined)),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get one API operation',
      description:
        'One operation in full, as Markdown: method and path, authentication, description, parameters, request body with example, responses with examples.',
      inputSchema: {
        operation: z
          .string({ error: 'operation must be text' })
          .trim()
          .min(1, 'operation must not be empty')
          .max(300, 'operation must be at most 300 characters')
          .describe(
            'operationId (get_credential_list), page slug or URL (/reference/core/get-credential-list), or "GET /api/credential/v1"',
          ),
        api: apiArgument.optional().describe('The API it belongs to; needed only when the name is in more than one'),
      },
      annotations: readOnly,
    },
    async ({ operation, api }) => text(await operations.get(operation, api)),
  );
}
