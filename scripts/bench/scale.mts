/**
 * The bench's scale run (`npm run bench -- --scale`): the site built as it is,
 * then with the API reference repeated to four versions (the released ones
 * plus synthetic ones, config/scale-test-versions.ts), and what each extra
 * page costs in time and memory.
 *
 * Both builds run without the Rspack persistent cache: a warm cache would
 * favour whichever build ran before, and the per-page cost would measure the
 * cache rather than the pages. The scale build writes to a temporary folder
 * and leaves the working tree as it found it: the real reference pages are
 * generated again and the dev search index (.search-dev/) is put back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_VERSIONS } from '../../config/api-versions.ts';
import { DEV_SEARCH_ROOT } from '../../config/dev-search.ts';
import { SCALE_TEST_ENV } from '../../config/scale-test-versions.ts';
import { measureBuild, runStep, type BuildFigures, type BuildStep } from './build.mts';

/** Versions of the reference in the scale build: what the openapi-docs users run out of memory at. */
export const SCALE_VERSIONS = 4;

export const SCALE_BUDGETS = {
  normal: { wallSeconds: 90, peakMemoryMiB: 3 * 1024 },
  scaled: { wallSeconds: 4 * 60, peakMemoryMiB: 4 * 1024 },
} as const;

export interface PerExtraPage {
  extraPages: number;
  seconds: number;
  /** MiB of peak memory per extra page. */
  memoryMiB: number | null;
}

/** (Δ wall, Δ peak) / Δ pages between the normal and the scale build. */
export function perExtraPage(normal: BuildFigures, scaled: BuildFigures): PerExtraPage {
  const extraPages = scaled.pages - normal.pages;
  if (extraPages <= 0) {
    throw new Error(
      `scale run: the ${SCALE_VERSIONS}-version build has ${scaled.pages} HTML pages, the normal build ${normal.pages}: the synthetic versions added no pages (is ${SCALE_TEST_ENV} read by config/api-versions.ts?)`,
    );
  }
  const memory =
    normal.peakMemoryMiB !== null && scaled.peakMemoryMiB !== null
      ? (scaled.peakMemoryMiB - normal.peakMemoryMiB) / extraPages
      : null;
  return { extraPages, seconds: (scaled.wallSeconds - normal.wallSeconds) / extraPages, memoryMiB: memory };
}

export interface Budget {
  name: string;
  value: string;
  pass: boolean;
}

const gib = (mib: number) => `${(mib / 1024).toFixed(2)} GiB`;

function buildBudgets(
  label: string,
  figures: BuildFigures,
  budget: { wallSeconds: number; peakMemoryMiB: number },
): Budget[] {
  return [
    {
      name: `${label} ≤ ${budget.wallSeconds} s wall`,
      value: `${figures.wallSeconds.toFixed(1)} s`,
      pass: figures.wallSeconds <= budget.wallSeconds,
    },
    {
      name: `${label} ≤ ${budget.peakMemoryMiB / 1024} GiB peak memory`,
      value:
        figures.peakMemoryMiB === null
          ? 'not measured (no /usr/bin/time)'
          : `${figures.peakMemoryMiB} MiB (${gib(figures.peakMemoryMiB)})`,
      pass: (figures.peakMemoryMiB ?? Infinity) <= budget.peakMemoryMiB,
    },
  ];
}

export function scaleBudgets(normal: BuildFigures, scaled: BuildFigures): Budget[] {
  return [
    ...buildBudgets('Normal build', normal, SCALE_BUDGETS.normal),
    ...buildBudgets(`${SCALE_VERSIONS}-version build`, scaled, SCALE_BUDGETS.scaled),
  ];
}

/** The report's lines for one build: figures, its steps, and the machine's load around it. */
export function describeBuild(label: string, figures: BuildFigures): string {
  const peak = figures.peakMemoryMiB === null ? 'peak not measured' : `${figures.peakMemoryMiB} MiB peak`;
  const steps = figures.steps
    .map((s) => `${s.name} ${s.wallSeconds.toFixed(1)} s${s.peakMemoryMiB === null ? '' : ` / ${s.peakMemoryMiB} MiB`}`)
    .join(', ');
  return `${label}: ${figures.wallSeconds.toFixed(1)} s wall, ${peak}, ${figures.pages} HTML pages (${steps}; load average ${figures.load.before.toFixed(2)} before, ${figures.load.after.toFixed(2)} after, on ${os.availableParallelism()} cores).`;
}

const steps = (outDir?: string): BuildStep[] => [
  { name: 'gen:api', command: ['npm', 'run', '--silent', 'gen:api'] },
  {
    name: 'docusaurus build',
    command: ['npm', 'run', '--silent', 'build:site', ...(outDir ? ['--', '--out-dir', outDir] : [])],
  },
];

/** Runs both builds; the normal one writes build/ as `npm run build` does. */
export function runScale(root: string): {
  normal: BuildFigures;
  scaled: BuildFigures;
  perPage: PerExtraPage;
  budgets: Budget[];
} {
  const synthetic = SCALE_VERSIONS - API_VERSIONS.length;
  if (synthetic < 1)
    throw new Error(
      `scale run: config/api-versions.ts already lists ${API_VERSIONS.length} versions; nothing to add up to ${SCALE_VERSIONS}`,
    );
  const cold = { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' };

  console.log('scale run: normal build (no persistent cache)...');
  const normal = measureBuild({
    root,
    what: 'scale run, normal build',
    steps: steps(),
    outDir: path.join(root, 'build'),
    env: { ...cold, [SCALE_TEST_ENV]: '' },
  });
  console.log(describeBuild('Normal build', normal));

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-scale-'));
  const devSearch = path.join(root, DEV_SEARCH_ROOT);
  const devSearchKept = `${outDir}.search-dev`;
  if (fs.existsSync(devSearch)) fs.renameSync(devSearch, devSearchKept);
  let scaled: BuildFigures;
  try {
    console.log(`scale run: ${SCALE_VERSIONS}-version build (${SCALE_TEST_ENV}=${synthetic}) into ${outDir}...`);
    scaled = measureBuild({
      root,
      what: `scale run, ${SCALE_VERSIONS}-version build (${SCALE_TEST_ENV}=${synthetic})`,
      steps: steps(outDir),
      outDir,
      env: { ...cold, [SCALE_TEST_ENV]: String(synthetic) },
    });
    console.log(describeBuild(`${SCALE_VERSIONS}-version build`, scaled));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(devSearch, { recursive: true, force: true });
    if (fs.existsSync(devSearchKept)) fs.renameSync(devSearchKept, devSearch);
    // the working tree's generated reference pages are the real versions' again
    runStep(root, 'scale run, regenerating the real reference pages', steps()[0], { [SCALE_TEST_ENV]: '' });
  }
  return { normal, scaled, perPage: perExtraPage(normal, scaled), budgets: scaleBudgets(normal, scaled) };
}
