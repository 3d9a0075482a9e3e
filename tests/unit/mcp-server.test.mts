/**
 * The docs MCP server, started as a child process and called through the
 * SDK's client over stdio, on a small build folder made here (two guides, a
 * reference page, the search index the build would write, and the real
 * specs), read from the folder and over HTTP. Every tool, with good and bad
 * arguments; bad ones get an error result and the server keeps answering.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { listOperations, type OpenApiDocument } from '../../src/plugins/llms/openapi-to-markdown.ts';
import { pageToRecords } from '../../src/plugins/search-index/records.ts';
import { buildEmbeddedIndex } from '../../src/search/buildIndex.ts';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from '../../src/search/indexOptions.ts';
import { startStaticServer, type StaticServer } from '../support/server.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'scripts/mcp/server.mts');
const SITE = 'https://docs.example.test/';

const html = (title: string, tag: string, body: string) => `<!doctype html>
<html lang="en"><head><title>${title} | Docs</title><link rel="canonical" href="${SITE}">
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="${tag}"></head><body>
<main><article><div class="markdown"><h1>${title}</h1>${body}</div></article></main></body></html>`;

/** Pages of the fixture build: route, docs tag, HTML body, Markdown twin. */
const PAGES = [
  {
    route: 'use/revoke-credential',
    tag: 'docs-default-current',
    title: 'Revoke a credential',
    body: '<p>Revoke an issued credential so that verifiers reject it.</p><h2 id="suspend">Suspend instead</h2><p>A suspended credential can be reactivated later.</p>',
  },
  {
    route: 'get-started',
    tag: 'docs-default-current',
    title: 'Get started',
    body: '<p>Issue your first credential, then verify it. Revocation comes later.</p>',
  },
  {
    route: 'reference/core/revoke-credential',
    tag: 'docs-reference-current',
    title: 'Revoke a credential (API)',
    body: '<p>POST /api/credential/v1/{id}/revoke revokes the credential.</p>',
  },
];

function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('index.html', html('Home', 'default', '<p>Welcome.</p>'));
  write('index.md', '# Home\n\nWelcome.\n');
  const records = PAGES.flatMap((page) => {
    write(`${page.route}.html`, html(page.title, page.tag, page.body));
    write(`${page.route}.md`, `# ${page.title}\n\nThe Markdown of ${page.route}.\n`);
    return pageToRecords({ html: html(page.title, page.tag, page.body), url: `${SITE}${page.route}` });
  });
  const { index, records: packed } = buildEmbeddedIndex(records);
  write(SEARCH_INDEX_FILE, JSON.stringify(index));
  write(SEARCH_RECORDS_FILE, JSON.stringify(packed));
  for (const { spec } of Object.values(API_SPECS)) write(spec, fs.readFileSync(path.join(ROOT, spec), 'utf8'));
  return dir;
}

/** Starts the server as maintainers/mcp-server.md tells clients to (`npm run --silent mcp -- ...`), or with node directly. */
async function connect(args: string[], { viaNpm = false } = {}): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: viaNpm ? 'npm' : process.execPath,
    args: viaNpm ? ['run', '--silent', 'mcp', '--', ...args] : ['--import', 'tsx', SERVER, ...args],
    cwd: ROOT,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`the server did not start: ${(error as Error).message}\n${stderr}`);
  }
  return { client, stderr: () => stderr };
}

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  assert.equal(first.type, 'text');
  return { text: first.type === 'text' ? first.text : '', isError: result.isError === true };
}

async function ok(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const { text, isError } = await call(client, name, args);
  assert.equal(isError, false, `${name} ${JSON.stringify(args)} failed: ${text}`);
  return text;
}

async function fails(client: Client, name: string, args: Record<string, unknown>, message: RegExp): Promise<void> {
  const { text, isError } = await call(client, name, args);
  assert.equal(
    isError,
    true,
    `${name} ${JSON.stringify(args).slice(0, 80)} should fail, answered: ${text.slice(0, 200)}`,
  );
  assert.match(text, message);
}

const specOf = (api: keyof typeof API_SPECS) =>
  YAML.parse(fs.readFileSync(path.join(ROOT, API_SPECS[api].spec), 'utf8')) as OpenApiDocument;
const bridgeOperations = () => listOperations(specOf('bridge'));

let build: string;
before(() => {
  build = makeBuild();
});
after(() => fs.rmSync(build, { recursive: true, force: true }));

describe('docs MCP server on a build folder', () => {
  let client: Client;
  before(async () => {
    ({ client } = await connect(['--build-dir', build], { viaNpm: true }));
  });
  after(() => client.close());

  it('offers the four tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'get_api_operation',
      'get_page',
      'list_api_operations',
      'search_docs',
    ]);
    for (const tool of tools) assert.equal(tool.inputSchema.type, 'object', tool.name);
    const search = tools.find((t) => t.name === 'search_docs')!;
    assert.deepEqual(search.inputSchema.required, ['query']);
  });

  it('search_docs ranks as the site does: the page titled with the words first, with its Markdown address', async () => {
    const text = await ok(client, 'search_docs', { query: 'revoke credential' });
    const ranked = [...text.matchAll(/^\d+\. .*\n {3}(\S+)/gm)].map((m) => m[1]);
    assert.equal(ranked[0], `${SITE}use/revoke-credential`);
    assert.ok(ranked.includes(`${SITE}reference/core/revoke-credential`));
    assert.match(text, new RegExp(`Markdown: ${SITE}use/revoke-credential\\.md`));
    assert.match(text, /\*\*[Rr]evoke/);
  });

  it('search_docs narrows to guides or reference, and limits the pages', async () => {
    const guides = await ok(client, 'search_docs', { query: 'revoke', scope: 'guides' });
    assert.doesNotMatch(guides, /reference\/core/);
    const reference = await ok(client, 'search_docs', { query: 'revoke', scope: 'reference' });
    assert.match(reference, /reference\/core\/revoke-credential/);
    assert.doesNotMatch(reference, /use\/revoke-credential/);
    const one = await ok(client, 'search_docs', { query: 'credential', limit: 1 });
    assert.equal([...one.matchAll(/^\d+\. /gm)].length, 1);
  });

  it('search_docs says so when nothing matches', async () => {
    assert.match(await ok(client, 'search_docs', { query: 'zzqqxxv' }), /No page matches "zzqqxxv"/);
  });

  it('search_docs turns away an empty, a blank and a 10 000-character query, and bad limits, and keeps answering', async () => {
    await fails(client, 'search_docs', { query: '' }, /query must not be empty/);
    await fails(client, 'search_docs', { query: '   ' }, /query must not be empty/);
    await fails(client, 'search_docs', { query: 'credential '.repeat(910) }, /query must be at most 500 characters/);
    await fails(client, 'search_docs', {}, /query must be text/);
    await fails(client, 'search_docs', { query: 'x', limit: 0 }, /limit must be at least 1/);
    await fails(client, 'search_docs', { query: 'x', limit: 2.5 }, /limit must be a whole number/);
    await fails(client, 'search_docs', { query: 'x', scope: 'blog' }, /scope must be one of all, guides, reference/);
    assert.match(await ok(client, 'search_docs', { query: 'revoke' }), /use\/revoke-credential/);
  });

  it('get_page reads a page by path, URL or Markdown address', async () => {
    for (const page of [
      '/use/revoke-credential',
      'use/revoke-credential',
      `${SITE}use/revoke-credential#suspend`,
      `${SITE}use/revoke-credential.md`,
    ]) {
      const text = await ok(client, 'get_page', { page });
      assert.equal(
        text,
        `Source: ${SITE}use/revoke-credential\n\n# Revoke a credential\n\nThe Markdown of use/revoke-credential.\n`,
        page,
      );
    }
    assert.match(await ok(client, 'get_page', { page: '/' }), /^Source: https:\/\/docs\.example\.test\/\n\n# Home/);
  });

  it('get_page names an unknown page, another site and paths out of the site', async () => {
    await fails(
      client,
      'get_page',
      { page: '/use/no-such-page' },
      /There is no page at https:\/\/docs\.example\.test\/use\/no-such-page .*search_docs/,
    );
    await fails(
      client,
      'get_page',
      { page: 'https://elsewhere.example/use/revoke-credential' },
      /not a page of this site; its pages are under https:\/\/docs\.example\.test\//,
    );
    await fails(client, 'get_page', { page: '/%2e%2e%2f%2e%2e%2fetc/passwd' }, /leaves the site/);
    await fails(client, 'get_page', { page: '' }, /page must not be empty/);
    await fails(client, 'get_page', { page: 7 }, /page must be text/);
  });

  it('list_api_operations lists every operation of an API, or those matching a filter', async () => {
    const bridge = await ok(client, 'list_api_operations', { api: 'bridge' });
    const lines = bridge.split('\n').filter((line) => line.startsWith('- '));
    assert.equal(lines.length, bridgeOperations().length);
    const list = bridgeOperations().find((entry) => entry.method === 'get' && entry.path === '/api/provider/v1')!;
    assert.ok(
      lines.includes(`- GET /api/provider/v1 (${list.operation.operationId}): ${list.operation.summary} [Providers]`),
      bridge,
    );
    const all = await ok(client, 'list_api_operations', {});
    for (const { label } of Object.values(API_SPECS)) assert.match(all, new RegExp(`## ${label}`));
    const revoke = await ok(client, 'list_api_operations', { api: 'core', filter: 'revoke credential' });
    assert.match(revoke, /POST \/api\/credential\/v1\/\{id\}\/revoke \(revoke_credential\)/);
    assert.match(await ok(client, 'list_api_operations', { filter: 'zzqqxxv' }), /Nothing matches/);
    await fails(client, 'list_api_operations', { api: 'payments' }, /api must be one of core, desk, bridge/);
    await fails(client, 'list_api_operations', { filter: 'x'.repeat(201) }, /filter must be at most 200 characters/);
  });

  it('get_api_operation finds an operation by operationId, page URL or method and path', async () => {
    const byId = await ok(client, 'get_api_operation', { operation: 'revoke_credential', api: 'core' });
    assert.match(byId, /^# Revoke a credential\n\n`POST \/api\/credential\/v1\/\{id\}\/revoke`/);
    assert.match(byId, /Reference page: https:\/\/docs\.example\.test\/reference\/core\/revoke-credential\n/);
    assert.equal(await ok(client, 'get_api_operation', { operation: `${SITE}reference/core/revoke-credential` }), byId);
    assert.equal(
      await ok(client, 'get_api_operation', { operation: 'POST /api/credential/v1/{id}/revoke', api: 'core' }),
      byId,
    );
    // An operationId of one API only needs no api.
    const onlyBridge = bridgeOperations().find(
      (entry) => entry.method === 'get' && entry.path === '/api/provider/v1/{id}',
    )!;
    const coreIds = new Set(listOperations(specOf('core')).map((entry) => entry.operation.operationId));
    const deskIds = new Set(listOperations(specOf('desk')).map((entry) => entry.operation.operationId));
    const id = onlyBridge.operation.operationId!;
    assert.ok(!coreIds.has(id) && !deskIds.has(id), `${id} is in the Bridge spec only`);
    assert.match(await ok(client, 'get_api_operation', { operation: id }), /`GET \/api\/provider\/v1\/\{id\}`/);
  });

  it('get_api_operation asks for the API when a name is in several, and names what it cannot find', async () => {
    await fails(
      client,
      'get_api_operation',
      { operation: 'GET /api/credential/v1' },
      /more than one API \(core: .*desk: .*\)\. Give api as well/,
    );
    await fails(
      client,
      'get_api_operation',
      { operation: 'no_such_operation' },
      /No operation "no_such_operation" in any API/,
    );
    await fails(
      client,
      'get_api_operation',
      { operation: 'no_such_operation', api: 'core' },
      /No operation "no_such_operation" in the Core API/,
    );
    await fails(client, 'get_api_operation', { operation: '' }, /operation must not be empty/);
  });

  it('answers an unknown tool with an error and carries on', async () => {
    await fails(client, 'delete_docs', {}, /Tool delete_docs not found/);
    assert.match(await ok(client, 'search_docs', { query: 'started' }), /get-started/);
  });
});

describe('docs MCP server on a site URL', () => {
  let site: StaticServer;
  let client: Client;
  before(async () => {
    site = await startStaticServer(build);
    ({ client } = await connect(['--site-url', site.url]));
  });
  after(async () => {
    await client.close();
    await site.close();
  });

  it('searches, reads pages and operations over HTTP', async () => {
    // Three: the Get started page mentions revocation, a synonym of revoke (src/search/synonyms.ts).
    assert.match(await ok(client, 'search_docs', { query: 'revoke credential' }), /^3 pages match "revoke credential"/);
    const page = await ok(client, 'get_page', { page: '/use/revoke-credential' });
    assert.match(page, new RegExp(`^Source: ${site.url}/use/revoke-credential\\n\\n# Revoke a credential`));
    assert.match(
      await ok(client, 'get_api_operation', { operation: 'revoke_credential', api: 'core' }),
      new RegExp(`Reference page: ${site.url}/reference/core/revoke-credential`),
    );
    await fails(client, 'get_page', { page: '/use/no-such-page' }, /There is no page at/);
  });
});

describe('docs MCP server when the site cannot be reached or has no index', () => {
  it('reports an unreachable site per call and keeps running', async () => {
    const { client } = await connect(['--site-url', 'http://127.0.0.1:9']);
    await fails(
      client,
      'search_docs',
      { query: 'revoke' },
      /could not fetch http:\/\/127\.0\.0\.1:9\/search-index\.json/,
    );
    await fails(client, 'get_page', { page: '/get-started' }, /could not fetch/);
    await fails(client, 'list_api_operations', {}, /could not fetch http:\/\/127\.0\.0\.1:9\/openapi\//);
    await client.close();
  });

  it('says so when a build has no embedded search index', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), html('Home', 'default', ''));
    const { client } = await connect(['--build-dir', bare]);
    await fails(client, 'search_docs', { query: 'revoke' }, /has no embedded search index .*TYPESENSE_HOST/);
    await client.close();
    fs.rmSync(bare, { recursive: true, force: true });
  });
});

describe('docs MCP server start-up', () => {
  const start = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', SERVER, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      input: '',
      timeout: 30_000,
    });

  it('needs exactly one of --build-dir and --site-url', () => {
    for (const args of [[], ['--build-dir', 'a', '--site-url', 'https://b']]) {
      const run = start(...args);
      assert.equal(run.status, 1);
      assert.match(run.stderr, /give either --build-dir or --site-url/);
      assert.equal(run.stdout, '', 'nothing but protocol messages on stdout');
    }
  });

  it('names a folder without a built site, a bad URL and an unknown option', () => {
    assert.match(
      start('--build-dir', path.join(os.tmpdir(), 'no-such-build')).stderr,
      /holds no built site \(no index\.html\): run `npm run build` first/,
    );
    assert.match(start('--site-url', 'docs.procivis.ch').stderr, /is not a URL/);
    assert.match(start('--port', '3').stderr, /Unknown option '--port'/);
  });
});
