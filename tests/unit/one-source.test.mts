import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { APIS, API_NAMES } from '../../config/apis.ts';
import { API_SPECS, openApiPluginOptions } from '../../config/openapi.ts';
import { API_LABEL, APIS as GUARDED_APIS } from '../../scripts/guards/api-calls.ts';
import { PERMISSION_APIS } from '../../scripts/reference/permissions.ts';
import { API_KINDS, SEARCH_SCOPES, pageKindOf } from '../../src/search/pageKind.ts';
import { readOperationIds } from '../../src/plugins/search-index/operationIds.ts';
import { llmsPluginOptions } from '../../config/llms.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the code and config live (tests may spell the names out: they check the result). */
const SCANNED = ['config', 'scripts', 'src', 'docusaurus.config.ts', 'sidebars.ts', 'sidebars-reference.ts'];
const DECLARATION = 'config/apis.ts';

/**
 * Where a file may spell names out, and why: the file and the text it may hold. A new list
 * elsewhere must read config/apis.ts instead.
 */
const ALLOWED: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'config/api-versions.ts',
    text: "'desk', 'bridge'",
    why: 'version data: the APIs an older release infers from the current spec (they have no public source)',
  },
  {
    file: 'src/search/rank.ts',
    text: 'core: ',
    why: 'ranking weights per page kind: a Record<PageKind, number>, which the type checker makes complete for a new API',
  },
  {
    file: 'scripts/guards/config-keys.ts',
    text: "'bridge', 'core'",
    why: 'top-level keys of Docker Compose files (service names), which mark a YAML block as not Core configuration',
  },
];

const NAME = `(?:${API_NAMES.join('|')})`;
const LABEL = `(?:${[...new Set(APIS.flatMap((api) => [api.label, api.shortLabel]))].map((l) => l.replace(/ /g, '\\s')).join('|')})`;
/** The shapes a hand-written list of the APIs takes. */
const LIST_SHAPES: Array<{ what: string; pattern: RegExp }> = [
  { what: 'an array of API names', pattern: new RegExp(`['"\`]${NAME}['"\`]\\s*,\\s*['"\`]${NAME}['"\`]`) },
  { what: 'a pattern alternating API names', pattern: new RegExp(`\\b${NAME}\\|${NAME}\\b`) },
  { what: 'an object keyed by API names', pattern: new RegExp(`\\b${NAME}\\s*:[^\\n]*\\n?\\s*${NAME}\\s*:\\s*[^\\s]`) },
  { what: 'an API label as a string', pattern: new RegExp(`['"\`]${LABEL}['"\`]`) },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(entry, f));
}

/** Every `file: shape: text` where a file outside the declaration spells out a list of the APIs. */
export function handWrittenLists(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file === DECLARATION) continue;
    // comments may name the APIs as examples
    const code = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/[^\n]*/g, '$1');
    for (const { what, pattern } of LIST_SHAPES) {
      for (const match of code.matchAll(new RegExp(pattern.source, 'g'))) {
        const text = match[0].replace(/\s+/g, ' ');
        if (ALLOWED.some((allowed) => allowed.file === file && text.includes(allowed.text))) continue;
        found.push(`${file}: ${what}: ${text}`);
      }
    }
  }
  return found;
}

describe('one source of truth for the APIs (config/apis.ts)', () => {
  it('no file of config/, scripts/ or src/ spells out its own list of the APIs or their labels', () => {
    const files = SCANNED.flatMap(sourceFiles);
    assert.ok(files.length > 100, 'scanned the code');
    assert.deepEqual(
      handWrittenLists(files, (file) => fs.readFileSync(path.join(ROOT, file), 'utf8')),
      [],
    );
  });

  it('the scan finds each shape of a hand-written list', () => {
    const cases = {
      'a.ts': "const APIS = ['core', 'desk', 'bridge'] as const;",
      'b.ts': 'const route = /reference\\/(core|desk|bridge)\\//;',
      'c.ts': "const LABELS = {\n  core: 'x',\n  desk: 'y',\n};",
      'd.tsx': "<Card title={'Desk API'} />",
      'e.ts': 'const ok = APIS.map((api) => api.name);',
    } as Record<string, string>;
    const found = handWrittenLists(Object.keys(cases), (file) => cases[file]);
    assert.deepEqual(
      found.map((line) => line.split(':')[0]),
      ['a.ts', 'b.ts', 'c.ts', 'd.tsx'],
    );
  });

  it('every list of the APIs the site uses is the declared one, in its order', () => {
    const names = [...API_NAMES];
    assert.deepEqual(Object.keys(API_SPECS), names);
    const config = (openApiPluginOptions as { config: Record<string, unknown> }).config;
    assert.deepEqual(Object.keys(config).slice(0, names.length), names);
    assert.deepEqual([...GUARDED_APIS], names);
    assert.deepEqual([...PERMISSION_APIS], names);
    assert.deepEqual([...API_KINDS], names);
    assert.deepEqual(
      Object.keys(SEARCH_SCOPES).filter((scope) => (names as string[]).includes(scope)),
      names,
    );
    for (const api of APIS) {
      assert.equal(API_SPECS[api.name].label, api.label);
      assert.equal(API_LABEL[api.name], api.label);
      assert.equal(SEARCH_SCOPES[api.name].label, api.shortLabel);
      assert.equal(pageKindOf(`https://example.org${api.route}/some-operation`), api.name);
      assert.ok(fs.existsSync(path.join(ROOT, api.spec)), api.spec);
    }
    assert.deepEqual(
      llmsPluginOptions.apis.slice(0, names.length).map((api) => api.route),
      APIS.map((api) => api.route),
    );
    const routes = [...readOperationIds(ROOT).keys()];
    for (const api of APIS)
      assert.ok(
        routes.some((route) => route.startsWith(`${api.route}/`)),
        api.route,
      );
  });
});
