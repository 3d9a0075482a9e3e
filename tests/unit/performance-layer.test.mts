/**
 * The performance layer's switch (src/performance/layer.ts): each part can be
 * left out alone, `DOCS_PERFORMANCE_LAYER=off` leaves all of it out, and the
 * site config then names nothing of the layer (plain Docusaurus behaviour).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PERFORMANCE_PARTS, partsOff, performanceLayer } from '../../src/performance/layer.ts';
import { partFigures, selectedParts, type PartRun } from '../../scripts/bench/parts.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYER_DIR = 'src/performance/';

/** Every config entry of a layer that points into src/performance/. */
function layerEntries(layer: ReturnType<typeof performanceLayer>): string[] {
  const names = [
    layer.openApiTheme,
    layer.referenceDocsPlugin,
    ...layer.plugins.map((entry) => (Array.isArray(entry) ? entry[0] : entry)),
  ].filter((entry): entry is string => typeof entry === 'string');
  return names.filter((name) => name.includes(LAYER_DIR));
}

/** The site config as Docusaurus would load it, in a child process with `env` set. */
function siteConfig(env: Record<string, string>): { themes: string[]; plugins: string[]; ssrTemplate: boolean } {
  const script = `const m = await import('./docusaurus.config.ts'); const c = m.default.default ?? m.default;
console.log(JSON.stringify({ themes: c.themes, plugins: c.plugins.map((p) => (Array.isArray(p) ? p[0] : p)), ssrTemplate: c.ssrTemplate !== undefined }));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DOCS_PERFORMANCE_LAYER: '', DOCS_PERFORMANCE_OFF: '', ...env },
  });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

describe('the performance layer switch (src/performance/layer.ts)', () => {
  it('has one folder per part, each with an entry the layer names', () => {
    for (const part of PERFORMANCE_PARTS)
      assert.ok(fs.existsSync(path.join(ROOT, LAYER_DIR, part, 'index.ts')), `${LAYER_DIR}${part}/index.ts`);
    const folders = fs
      .readdirSync(path.join(ROOT, LAYER_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name)
      .sort();
    assert.deepEqual(folders, [...PERFORMANCE_PARTS].sort());
  });

  it('puts every part in the site config by default', () => {
    const layer = performanceLayer(partsOff({}));
    assert.equal(layer.off.size, 0);
    assert.ok(layer.ssrTemplate);
    const entries = layerEntries(layer).join('\n');
    for (const part of PERFORMANCE_PARTS.filter((p) => p !== 'ssr-template'))
      assert.ok(entries.includes(`${LAYER_DIR}${part}/`), `${part} is in the config`);
  });

  it('leaves out exactly the parts DOCS_PERFORMANCE_OFF names', () => {
    const all = layerEntries(performanceLayer(partsOff({})));
    for (const part of PERFORMANCE_PARTS) {
      const layer = performanceLayer(partsOff({ DOCS_PERFORMANCE_OFF: part }));
      assert.deepEqual([...layer.off], [part]);
      const expected = all.filter((entry) => !entry.includes(`${LAYER_DIR}${part}/`));
      assert.deepEqual(layerEntries(layer), expected, part);
      assert.equal(layer.ssrTemplate === undefined, part === 'ssr-template');
    }
    assert.deepEqual([...partsOff({ DOCS_PERFORMANCE_OFF: ' lazy-prism , api-chunks ' })].sort(), [
      'api-chunks',
      'lazy-prism',
    ]);
  });

  it('stops on a name that is no part, and on a value of DOCS_PERFORMANCE_LAYER it does not know', () => {
    assert.throws(() => partsOff({ DOCS_PERFORMANCE_OFF: 'lazy-prizm' }), /lazy-prizm, which is no part/);
    assert.throws(() => partsOff({ DOCS_PERFORMANCE_LAYER: 'false' }), /DOCS_PERFORMANCE_LAYER is "false"/);
  });

  it('builds the site config with none of the layer when DOCS_PERFORMANCE_LAYER=off', () => {
    const off = siteConfig({ DOCS_PERFORMANCE_LAYER: 'off' });
    assert.deepEqual(
      [...off.themes, ...off.plugins].filter((entry) => typeof entry === 'string' && entry.includes(LAYER_DIR)),
      [],
    );
    assert.ok(off.themes.includes('docusaurus-theme-openapi-docs'));
    assert.ok(off.plugins.includes('@docusaurus/plugin-content-docs'));
    assert.equal(off.ssrTemplate, false);
    const on = siteConfig({});
    assert.equal(on.ssrTemplate, true);
    assert.ok(on.plugins.filter((entry) => entry.includes(LAYER_DIR)).length >= PERFORMANCE_PARTS.length - 2);
  });
});

describe('npm run bench -- --parts (scripts/bench/parts.mts)', () => {
  const run = (variant: string, guide: number, api: number, seconds: number, memory: number): PartRun => ({
    variant,
    env: {},
    build: { wallSeconds: seconds, peakMemoryMiB: memory, pages: 1, load: { before: 0, after: 0 } },
    firstLoadJsGzip: { guide, apiOperation: api },
    firstLoadCssGzip: { guide: 0, apiOperation: 0 },
    firstSearch: null,
  });

  it('reports what a part buys as its build without it minus the whole layer, and which buy too little to keep', () => {
    const layer = run('layer', 100_000, 200_000, 100, 2000);
    const little = partFigures(layer, run('a', 100_500, 200_900, 103, 2050));
    assert.equal(little.guideJsGzipBytes, 500);
    assert.equal(little.buysLittle, true);
    assert.equal(partFigures(layer, run('b', 101_100, 200_000, 100, 2000)).buysLittle, false);
    assert.equal(partFigures(layer, run('c', 100_000, 200_000, 106, 2000)).buysLittle, false);
    assert.equal(partFigures(layer, run('d', 100_000, 200_000, 100, 2200)).buysLittle, false);
    const search = (gzipBytes: number) => ({ gzipBytes, files: 1, ms: 100 });
    const withSearch = (r: PartRun, gzipBytes: number): PartRun => ({ ...r, firstSearch: search(gzipBytes) });
    assert.equal(
      partFigures(withSearch(layer, 50_000), withSearch(run('e', 100_000, 200_000, 100, 2000), 51_500)).buysLittle,
      false,
      'the first search is page weight too',
    );
  });

  it('measures every part by default, or the ones named', () => {
    assert.deepEqual(selectedParts(['--parts']), [...PERFORMANCE_PARTS]);
    assert.deepEqual(selectedParts(['--parts=api-chunks,lazy-prism']), ['lazy-prism', 'api-chunks']);
    assert.throws(() => selectedParts(['--parts=nope']), /nope: not a part/);
  });
});
