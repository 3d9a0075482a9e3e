/**
 * The docs MCP server on the real build, through the SDK's client over
 * stdio, as `npm run --silent mcp -- --build-dir build` starts it: the
 * site's search finds the pages a reader would find, pages come back as
 * their twins, and the operation tools cover every operation of the specs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { listOperations, type OpenApiDocument } from '../../src/plugins/llms/openapi-to-markdown.ts';
import { BUILD_DIR, ROOT, requireBuild } from '../support/site.mts';

let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return { text: first.type === 'text' ? first.text : '', isError: result.isError === true };
}

async function ok(name: string, args: Record<string, unknown>): Promise<string> {
  const { text, isError } = await call(name, args);
  assert.equal(isError, false, `${name} failed: ${text}`);
  return text;
}

/** The site's address as the build wrote it (the home page's canonical link). */
const siteRoot = () =>
  /rel=["']?canonical["']? href=["']?([^"' >]+)/.exec(fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8'))![1];

before(async () => {
  requireBuild();
  client = new Client({ name: 'docs-mcp-e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp', '--', '--build-dir', BUILD_DIR],
      cwd: ROOT,
      stderr: 'ignore',
    }),
  );
});
after(() => client?.close());

describe('docs MCP server on the build', () => {
  it('finds the guide for "revoke credential", and the operation page among the reference', async () => {
    const pagesOf = (text: string) => [...text.matchAll(/^\d+\. .*\n {3}(\S+)/gm)].map((m) => new URL(m[1]).pathname);
    const all = pagesOf(await ok('search_docs', { query: 'revoke credential', limit: 10 }));
    assert.ok(
      all.some((p) => !p.startsWith('/reference')),
      `a guide among ${all.join(', ')}`,
    );
    const reference = pagesOf(await ok('search_docs', { query: 'revoke credential', limit: 10, scope: 'reference' }));
    assert.ok(reference.includes('/reference/core/revoke-credential'), reference.join(', '));
    assert.ok(
      reference.every((p) => p.startsWith('/reference')),
      reference.join(', '),
    );
  });

  it('finds an error code in the reference only', async () => {
    const text = await ok('search_docs', { query: 'BR_0001', scope: 'reference', limit: 3 });
    assert.match(text, /\/reference\/errors#BR_0001/);
    assert.doesNotMatch(
      text
        .split('\n')
        .filter((l) => /^ {3}https?:/.test(l))
        .join('\n'),
      /\/(use|get-started)\b/,
    );
  });

  it('turns away a 10 000-character query and keeps answering', async () => {
    const huge = await call('search_docs', { query: 'a'.repeat(10_000) });
    assert.equal(huge.isError, true);
    assert.match(huge.text, /query must be at most 500 characters/);
    assert.match(await ok('search_docs', { query: 'wallet' }), /pages? match "wallet"/);
  });

  it('returns a guide and an operation page as their Markdown twins', async () => {
    for (const route of ['/get-started', '/reference/core/post-credential']) {
      const text = await ok('get_page', { page: new URL(route.slice(1), siteRoot()).href });
      assert.equal(
        text,
        `Source: ${new URL(route.slice(1), siteRoot()).href}\n\n${fs.readFileSync(path.join(BUILD_DIR, `${route.slice(1)}.md`), 'utf8')}`,
      );
    }
    const missing = await call('get_page', { page: '/no/such/page' });
    assert.equal(missing.isError, true);
    assert.match(missing.text, /There is no page at/);
  });

  it("lists every operation of every spec and gets each API's first one", async () => {
    const all = await ok('list_api_operations', {});
    for (const [api, { spec }] of Object.entries(API_SPECS)) {
      const entries = listOperations(
        YAML.parse(fs.readFileSync(path.join(BUILD_DIR, spec), 'utf8')) as OpenApiDocument,
      );
      const section = all.split('\n\n## ').find((s) => s.includes(`(api: ${api})`))!;
      assert.equal(section.split('\n').filter((l) => l.startsWith('- ')).length, entries.length, api);
      const first = entries.find((e) => !e.event)!;
      const text = await ok('get_api_operation', { operation: `${first.method.toUpperCase()} ${first.path}`, api });
      assert.match(text, new RegExp(`Reference page: ${siteRoot()}reference/${api}/${first.slug}\\n`));
    }
  });
});
