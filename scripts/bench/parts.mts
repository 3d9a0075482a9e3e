/**
 * `npm run bench -- --parts`: what each part of the performance layer
 * (src/performance/README.md) buys. Builds the site with the whole layer,
 * then with the layer off (`DOCS_PERFORMANCE_LAYER=off`), then once per part
 * with that part off (`DOCS_PERFORMANCE_OFF=<part>`), and measures each build:
 * wall time and peak memory of the Docusaurus build, first-load JavaScript
 * (gzip) of a guide and an API operation page, and the first search. A part
 * buys the difference between its build and the full layer's.
 * `--parts=a,b` measures only those parts (the full layer is always built
 * first). The report is written after every build (bench-results/bench-parts.{json,md}),
 * so a run cut short keeps what it measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../../tests/support/browser.mts';
import { startStaticServer } from '../../tests/support/server.mts';
import { PERFORMANCE_PARTS, type PerformancePart } from '../../src/performance/layer.ts';
import { measureBuild, runStep, type BuildFigures } from './build.mts';
import { measureFirstLoad } from './first-load.mts';
import { measureFirstSearch } from './search.mts';

/** A part that buys less than both of these on every figure is deleted (issue 36). */
export const KEEP_THRESHOLD = { gzipBytesPerPage: 1024, buildShare: 0.05 };

const PAGES = { guide: '/issue/manage-status', apiOperation: '/reference/core/post-credential' } as const;
const SEARCH_QUERY = 'credential';

export interface PartRun {
  /** `layer` (all parts on), a part's name (that part off), or `off` (the whole layer off). */
  variant: string;
  env: Record<string, string>;
  build: Pick<BuildFigures, 'wallSeconds' | 'peakMemoryMiB' | 'pages' | 'load'>;
  firstLoadJsGzip: Record<keyof typeof PAGES, number>;
  firstLoadCssGzip: Record<keyof typeof PAGES, number>;
  firstSearch: { gzipBytes: number; files: number; ms: number } | null;
  /** `<link rel="prefetch">` elements a guide holds once it is idle after load (not in runs before this figure). */
  guidePrefetchLinks?: number;
}

export interface PartFigures {
  part: string;
  guideJsGzipBytes: number;
  apiJsGzipBytes: number;
  buildSecondsShare: number;
  peakMemoryShare: number | null;
  firstSearchGzipBytes: number | null;
  firstSearchMs: number | null;
  /** Below the threshold on page weight, build time and memory alike. */
  buysLittle: boolean;
}

/** What a part buys: its "off" build minus the full layer's (positive: the part saves that much). */
export function partFigures(layer: PartRun, off: PartRun): PartFigures {
  const share = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : (a - b) / b);
  const guide = off.firstLoadJsGzip.guide - layer.firstLoadJsGzip.guide;
  const api = off.firstLoadJsGzip.apiOperation - layer.firstLoadJsGzip.apiOperation;
  const seconds = share(off.build.wallSeconds, layer.build.wallSeconds) ?? 0;
  const memory = share(off.build.peakMemoryMiB, layer.build.peakMemoryMiB);
  return {
    part: off.variant,
    guideJsGzipBytes: guide,
    apiJsGzipBytes: api,
    buildSecondsShare: seconds,
    peakMemoryShare: memory,
    firstSearchGzipBytes:
      off.firstSearch && layer.firstSearch ? off.firstSearch.gzipBytes - layer.firstSearch.gzipBytes : null,
    firstSearchMs: off.firstSearch && layer.firstSearch ? off.firstSearch.ms - layer.firstSearch.ms : null,
    buysLittle:
      guide < KEEP_THRESHOLD.gzipBytesPerPage &&
      api < KEEP_THRESHOLD.gzipBytesPerPage &&
      // The first search's bytes are page weight too: they load on the page where the reader searches.
      (off.firstSearch && layer.firstSearch ? off.firstSearch.gzipBytes - layer.firstSearch.gzipBytes : 0) <
        KEEP_THRESHOLD.gzipBytesPerPage &&
      seconds < KEEP_THRESHOLD.buildShare &&
      (memory ?? 0) < KEEP_THRESHOLD.buildShare,
  };
}

/** `--parts` or `--parts=a,b`: the parts to measure, in the layer's order. */
export function selectedParts(argv: string[]): PerformancePart[] {
  const flag = argv.find((arg) => arg === '--parts' || arg.startsWith('--parts='));
  if (!flag || flag === '--parts') return [...PERFORMANCE_PARTS];
  const names = flag.slice('--parts='.length).split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PERFORMANCE_PARTS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`--parts names ${unknown.join(', ')}: not a part (${PERFORMANCE_PARTS.join(', ')})`);
  return PERFORMANCE_PARTS.filter((part) => names.includes(part));
}

const kib = (bytes: number) => `${bytes >= 0 ? '' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;
const percent = (share: number | null) => (share === null ? 'n/a' : `${(share * 100).toFixed(1)} %`);

export function partsMarkdown(runs: PartRun[], date: string): string {
  const layer = runs.find((run) => run.variant === 'layer');
  const lines = [`# Performance layer, part by part ${date}`, ''];
  lines.push(
    '| build | wall | peak memory | guide JS gzip | API JS gzip | first search gzip / ms | prefetch links on a guide | load before → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${run.variant === 'layer' ? 'whole layer' : run.variant === 'off' ? 'layer off' : `without ${run.variant}`} | ${run.build.wallSeconds.toFixed(1)} s | ${run.build.peakMemoryMiB ?? 'n/a'} MiB | ${kib(run.firstLoadJsGzip.guide)} | ${kib(run.firstLoadJsGzip.apiOperation)} | ${run.firstSearch ? `${kib(run.firstSearch.gzipBytes)} / ${run.firstSearch.ms} ms` : 'n/a'} | ${run.guidePrefetchLinks ?? 'n/a'} | ${run.build.load.before.toFixed(1)} → ${run.build.load.after.toFixed(1)} |`,
    ),
    '',
  );
  if (layer) {
    lines.push(
      'What each part buys (its build without it, minus the whole layer; positive: the part saves that much):',
      '',
      '| part | guide JS gzip | API JS gzip | build wall | peak memory | first search gzip / ms | below the keep threshold |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...runs
        .filter((run) => run.variant !== 'layer')
        .map((run) => partFigures(layer, run))
        .map(
          (f) =>
            `| ${f.part} | ${kib(f.guideJsGzipBytes)} | ${kib(f.apiJsGzipBytes)} | ${percent(f.buildSecondsShare)} | ${percent(f.peakMemoryShare)} | ${f.firstSearchGzipBytes === null ? 'n/a' : `${kib(f.firstSearchGzipBytes)} / ${f.firstSearchMs} ms`} | ${f.buysLittle ? 'yes' : 'no'} |`,
        ),
      '',
      `Keep threshold: ${KEEP_THRESHOLD.gzipBytesPerPage / 1024} KB gzip per page, ${KEEP_THRESHOLD.buildShare * 100} % of build time or peak memory. Build time on a shared machine varies with its load (last column above).`,
      '',
    );
  }
  return lines.join('\n');
}

/** The prefetch links a page has added once it is idle after load (each one a request for a chunk of a linked page). */
async function countPrefetchLinks(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Prefetching waits for idle callbacks; a few seconds of quiet lets it finish.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    return await page.locator('link[rel="prefetch"]').count();
  } finally {
    await page.close();
  }
}

async function measureRun(root: string, variant: string, env: Record<string, string>): Promise<PartRun> {
  const buildDir = path.join(root, 'build');
  const build = measureBuild({
    root,
    what: `build (${variant})`,
    steps: [{ name: 'build:site', command: ['npm', 'run', '--silent', 'build:site'] }],
    outDir: buildDir,
    // Cold builds: Docusaurus keys the persistent cache on the config file and the theme aliases, not
    // on a plugin's aliases, so a build after one with other parts could reuse modules resolved for those.
    env: { ...env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
  });
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    const guide = await measureFirstLoad(browser, server.url, PAGES.guide);
    const api = await measureFirstLoad(browser, server.url, PAGES.apiOperation);
    const guidePrefetchLinks = await countPrefetchLinks(browser, server.url + PAGES.guide);
    const search = fs.existsSync(path.join(buildDir, 'search'))
      ? await measureFirstSearch(browser, server.url, SEARCH_QUERY)
      : null;
    return {
      variant,
      env,
      build: {
        wallSeconds: build.wallSeconds,
        peakMemoryMiB: build.peakMemoryMiB,
        pages: build.pages,
        load: build.load,
      },
      firstLoadJsGzip: { guide: guide.js.gzip, apiOperation: api.js.gzip },
      firstLoadCssGzip: { guide: guide.css.gzip, apiOperation: api.css.gzip },
      firstSearch: search && { gzipBytes: search.gzipBytes, files: search.files, ms: search.ms },
      guidePrefetchLinks,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Runs the builds in turn and rewrites the report after each. */
export async function runParts(root: string, argv: string[]): Promise<PartRun[]> {
  const parts = selectedParts(argv);
  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  runStep(root, 'gen:api', { name: 'gen:api', command: ['npm', 'run', '--silent', 'gen:api'] });
  // The layer off second: it shows what the whole layer buys, and that the site builds and serves without it.
  const variants: Array<{ variant: string; env: Record<string, string> }> = [
    { variant: 'layer', env: { DOCS_PERFORMANCE_LAYER: 'on', DOCS_PERFORMANCE_OFF: '' } },
    ...(argv.some((arg) => arg.startsWith('--parts='))
      ? []
      : [{ variant: 'off', env: { DOCS_PERFORMANCE_LAYER: 'off' } }]),
    ...parts.map((part) => ({ variant: part, env: { DOCS_PERFORMANCE_LAYER: 'on', DOCS_PERFORMANCE_OFF: part } })),
  ];
  const runs: PartRun[] = [];
  const failures: Array<{ variant: string; error: string }> = [];
  for (const { variant, env } of variants) {
    console.log(`[bench --parts] ${variant}: building`);
    try {
      runs.push(await measureRun(root, variant, env));
    } catch (error) {
      // A part whose absence breaks the build or a page is reported as such; the other parts are still measured.
      failures.push({ variant, error: String(error).slice(0, 2000) });
    }
    const date = new Date().toISOString();
    const md = [
      partsMarkdown(runs, date),
      ...failures.map((f) => `Without ${f.variant} the build or a page failed:\n\n\`\`\`\n${f.error}\n\`\`\`\n`),
    ].join('\n');
    fs.writeFileSync(path.join(out, 'bench-parts.json'), `${JSON.stringify({ date, runs, failures }, null, 2)}\n`);
    fs.writeFileSync(path.join(out, 'bench-parts.md'), md);
    console.log(md);
  }
  if (failures.length) process.exitCode = 1;
  return runs;
}
