/** The bench's scale run: config/scale-test-versions.ts, scripts/bench/build.mts and scripts/bench/scale.mts. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_VERSIONS, versionSpecs } from '../../config/api-versions.ts';
import { SCALE_TEST_ENV, scaleTestVersions } from '../../config/scale-test-versions.ts';
import { countHtmlPages, parseTimeLine, type BuildFigures } from '../../scripts/bench/build.mts';
import { perExtraPage, scaleBudgets } from '../../scripts/bench/scale.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const base = { label: '1.70', coreRelease: 'v1.70.0' };

const figures = (wallSeconds: number, peakMemoryMiB: number | null, pages: number): BuildFigures => ({
  wallSeconds,
  peakMemoryMiB,
  pages,
  steps: [],
  load: { before: 0, after: 0 },
});

describe('config/scale-test-versions.ts', () => {
  it('adds nothing unless the bench asks: a real build never has synthetic versions', () => {
    assert.deepEqual(scaleTestVersions(undefined, base), []);
    assert.deepEqual(scaleTestVersions('', base), []);
    assert.equal(process.env[SCALE_TEST_ENV] ?? '', '');
    assert.ok(API_VERSIONS.every((v) => !v.specsOf));
  });

  it('labels synthetic versions 0.<n> down to 0.1, newest first, each repeating the base version', () => {
    assert.deepEqual(scaleTestVersions('2', base), [
      { label: '0.2', coreRelease: 'v1.70.0', specsOf: '1.70' },
      { label: '0.1', coreRelease: 'v1.70.0', specsOf: '1.70' },
    ]);
  });

  it('stops on a count that is not a whole number from 1 to 9, naming the variable', () => {
    for (const bad of ['two', '0', '-1', '1.5', '10']) {
      assert.throws(
        () => scaleTestVersions(bad, base),
        new RegExp(`^Error: ${SCALE_TEST_ENV}="${bad.replace('.', '\\.')}": expected a whole number`),
      );
    }
  });

  it('resolves a synthetic version to the specs of the version it repeats', () => {
    const synthetic = scaleTestVersions('1', base).map((v) => ({ ...v, inferred: API_VERSIONS.at(-1)!.inferred }));
    const specs = versionSpecs(ROOT, [...API_VERSIONS, ...synthetic]).filter((s) => s.version === '0.1');
    const real = versionSpecs(ROOT).filter((s) => s.version === '1.70');
    assert.deepEqual(
      specs.map((s) => [s.api, s.source, s.inferred]),
      real.map((s) => [s.api, s.source, s.inferred]),
    );
  });
});

describe('scripts/bench/build.mts', () => {
  it('reads the peak memory from the last line /usr/bin/time -f "%e %M" writes', () => {
    assert.equal(parseTimeLine('[SUCCESS] Generated static files\n123.45 2097152\n'), 2048);
    assert.equal(parseTimeLine('Command exited with non-zero status 1\n'), null);
    assert.equal(parseTimeLine(''), null);
  });

  it('counts HTML pages, not the files under assets/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
    try {
      fs.mkdirSync(path.join(dir, 'reference/core'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'assets'));
      for (const file of [
        'index.html',
        'reference/core/a.html',
        'reference/core/b.html',
        'assets/x.html',
        'sitemap.xml',
      ])
        fs.writeFileSync(path.join(dir, file), '');
      assert.equal(countHtmlPages(dir), 3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scripts/bench/scale.mts', () => {
  it('divides the extra time and memory of the scale build by its extra pages', () => {
    assert.deepEqual(perExtraPage(figures(100, 2000, 1000), figures(160, 2600, 1600)), {
      extraPages: 600,
      seconds: 0.1,
      memoryMiB: 1,
    });
    assert.equal(perExtraPage(figures(100, null, 1000), figures(160, 2600, 1600)).memoryMiB, null);
  });

  it('says the synthetic versions added nothing when the scale build has no more pages', () => {
    assert.throws(
      () => perExtraPage(figures(100, 2000, 1000), figures(100, 2000, 1000)),
      /the 4-version build has 1000 HTML pages, the normal build 1000/,
    );
  });

  it('holds the normal build to 90 s and 3 GiB, the four-version build to 4 minutes and 4 GiB', () => {
    const budgets = scaleBudgets(figures(90, 3072, 1000), figures(241, 4096, 1600));
    assert.deepEqual(
      budgets.map((b) => [b.name, b.pass]),
      [
        ['Normal build ≤ 90 s wall', true],
        ['Normal build ≤ 3 GiB peak memory', true],
        ['4-version build ≤ 240 s wall', false],
        ['4-version build ≤ 4 GiB peak memory', true],
      ],
    );
    assert.equal(scaleBudgets(figures(1, null, 1), figures(1, null, 2))[1].pass, false);
  });
});
