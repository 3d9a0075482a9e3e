/**
 * The docs MCP server: lets an AI assistant search these docs, read pages
 * as Markdown and look up API operations, over stdio.
 *
 *   npm run --silent mcp -- --build-dir build
 *   npm run --silent mcp -- --site-url https://docs.procivis.ch
 *
 * maintainers/mcp-server.md shows how to add it to MCP clients.
 * stdout carries the protocol; everything else goes to stderr.
 */
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SITE_TITLE, SITE_VERSION } from '../../config/site.ts';
import { buildFolderSource, siteUrlSource, type DocsSource } from './source.ts';
import { registerTools } from './tools.ts';

const USAGE = 'usage: npm run --silent mcp -- --build-dir <folder> | --site-url <https://...>';

async function sourceFromArgs(argv: string[]): Promise<DocsSource> {
  const { values } = parseArgs({
    args: argv,
    options: { 'build-dir': { type: 'string' }, 'site-url': { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(0);
  }
  const buildDir = values['build-dir'];
  const siteUrl = values['site-url'];
  if (Boolean(buildDir) === Boolean(siteUrl)) throw new Error(`give either --build-dir or --site-url (${USAGE})`);
  return buildDir ? buildFolderSource(buildDir) : siteUrlSource(siteUrl!);
}

try {
  const source = await sourceFromArgs(process.argv.slice(2));
  const server = new McpServer(
    { name: 'procivis-one-docs', title: SITE_TITLE, version: SITE_VERSION },
    {
      instructions:
        `${SITE_TITLE} (${source.siteRoot}). Use search_docs to find pages, get_page to read one, ` +
        'list_api_operations and get_api_operation for the Core, Desk and OpenID Bridge REST APIs.',
    },
  );
  registerTools(server, source);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`docs MCP server: serving ${source.label} over stdio\n`);
} catch (error) {
  process.stderr.write(`docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
