/**
 * `npm run bench`: builds the site, then measures it against the budgets.
 * Reports build time and peak memory, routes built, first-load JS and CSS of
 * four pages, Lighthouse mobile and desktop (median of 3), and the embedded
 * search index (size, time to first results, query latency). Writes
 * bench-results/bench.json and bench-results/bench.md. Not part of `npm test`.
 * `--scale` instead builds the site normally and with the API reference
 * repeated to four versions, and reports the cost per extra page (scale.mts).
 * The first search on a phone's network against Pagefind and the Typesense
 * mode (search-throttled.mts) is part of the full run; `--only
 * search-throttled` runs it alone (with `--no-build`: on the builds there are).
 * `--parts` builds once per part of the performance layer with that part off
 * and reports what each buys (parts.mts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, launchBrowser } from '../../tests/support/browser.mts';
import { startStaticServer } from '../../tests/support/server.mts';
import { RELEVANCE_BUDGET } from '../search/relevance.mts';
import { searchFigures } from './search.mts';
import { measureFirstLoad, kb, type FirstLoad } from './first-load.mts';
import { countHtmlPages, measureBuild } from './build.mts';
import { describeBuild, runScale, SCALE_VERSIONS, type Budget } from './scale.mts';
import { runThrottledComparison, throttledReport } from './search-throttled.mts';
import { TYPESENSE_BENCH_ENV } from './typesense-front.mts';
import { runParts } from './parts.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
/** The Typesense-mode build, where scripts/test.sh puts it. */
const TYPESENSE_BUILD = path.join(ROOT, 'build-typesense');
const OUT = path.join(ROOT, 'bench-results');
const PAGES = {
  home: '/',
  guide: '/issue/manage-status',
  apiOperation: '/reference/core/post-credential',
  search: '/search?q=credential',
} as const;
const skipBuild = process.argv.includes('--no-build');
/** `--search-only`: only the search figures and budgets (no Lighthouse, no page weights). */
const searchOnly = process.argv.includes('--search-only');
const runs = 3;

/** `--scale`: only the build figures, normal and with the reference at four versions (two cold builds). */
const scaleOnly = process.argv.includes('--scale');
/** `--only search-throttled`: only the first search on a phone's network, against Pagefind and the Typesense mode. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only !== null && only !== 'search-throttled') {
  console.error(`--only: unknown part "${only}" (known: search-throttled)`);
  process.exit(2);
}

/** The budgets as the Markdown table every report ends with. */
const budgetTable = (budgets: Budget[]) => [
  '| budget | measured | result |',
  '| --- | --- | --- |',
  ...budgets.map((b) => `| ${b.name} | ${b.value} | ${b.pass ? 'pass' : 'FAIL'} |`),
  '',
];

/** Writes bench-results/<name>.json and <name>.md, and prints the Markdown. */
function writeReport(name: string, data: unknown, md: string): void {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  fs.writeFileSync(path.join(OUT, `${name}.md`), md);
  console.log(md);
}

const build = () =>
  measureBuild({
    root: ROOT,
    what: 'npm run build',
    steps: [{ name: 'npm run build', command: ['npm', 'run', 'build'] }],
    outDir: BUILD,
  });

if (process.argv.some((arg) => arg === '--parts' || arg.startsWith('--parts='))) {
  await runParts(ROOT, process.argv);
  process.exit(process.exitCode ?? 0);
}

if (scaleOnly) {
  const { normal, scaled, perPage, budgets } = runScale(ROOT);
  const md = [
    `# Scale benchmark ${new Date().toISOString()}`,
    '',
    `- ${describeBuild('Normal build', normal)}`,
    `- ${describeBuild(`${SCALE_VERSIONS}-version build`, scaled)}`,
    `- Per extra page (${perPage.extraPages} pages): ${(perPage.seconds * 1000).toFixed(0)} ms wall, ${perPage.memoryMiB === null ? 'memory not measured' : `${perPage.memoryMiB.toFixed(2)} MiB peak memory`}.`,
    '',
    ...budgetTable(budgets),
  ].join('\n');
  writeReport('bench-scale', { date: new Date().toISOString(), normal, scaled, perPage, budgets }, md);
  process.exit(budgets.every((b) => b.pass) ? 0 : 1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseScores(url: string, formFactor: 'mobile' | 'desktop') {
  const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      );
      for (const category of Object.keys(scores))
        scores[category].push(Math.round((result!.lhr.categories[category]?.score ?? 0) * 100));
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)]));
}

/** The Typesense-mode build as scripts/test.sh makes it (unmeasured); null with `--no-build` when there is none. */
function typesenseBuild(): string | null {
  if (!skipBuild) {
    execFileSync('npm', ['run', '--silent', 'build:site', '--', '--out-dir', TYPESENSE_BUILD], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...TYPESENSE_BENCH_ENV },
    });
  }
  return fs.existsSync(path.join(TYPESENSE_BUILD, 'index.html')) ? TYPESENSE_BUILD : null;
}

if (only === 'search-throttled') {
  if (!skipBuild) build();
  const result = await runThrottledComparison(ROOT, BUILD, typesenseBuild());
  const md = [
    `# First search on a phone's network ${result.date}`,
    '',
    ...throttledReport(result),
    ...budgetTable(result.budgets),
  ].join('\n');
  writeReport('bench-search-throttled', result, md);
  process.exit(result.budgets.every((b) => b.pass) ? 0 : 1);
}

const buildFigures = skipBuild ? null : build();
const typesenseDir = searchOnly ? null : typesenseBuild();
const server = await startStaticServer(BUILD);
const browser = await launchBrowser();
const search = await searchFigures(browser, server.url, BUILD);
const searchBudgets = search
  ? [
      {
        name: 'First search ≤ 150 KB gzip from opening search to the first hits (JS included; worst of 5 queries)',
        value: `${search.firstSearchMaxGzipKiB} KiB`,
        pass: search.firstSearchMaxGzipKiB <= 150,
      },
      {
        name: 'First hits ≤ 300 ms after opening search (loopback; worst of 5 queries)',
        value: `${search.firstSearchMaxMs} ms`,
        pass: search.firstSearchMaxMs <= 300,
      },
      { name: 'Search query p95 ≤ 20 ms', value: `${search.queryP95Ms} ms`, pass: search.queryP95Ms <= 20 },
      {
        name: `Relevance hit@5 ≥ ${RELEVANCE_BUDGET.hitAt5}, MRR@10 ≥ ${RELEVANCE_BUDGET.mrrAt10} (hit@1 reported)`,
        value: `hit@1 ${search.relevance.hitAt1.toFixed(3)}, hit@5 ${search.relevance.hitAt5.toFixed(3)}, MRR@10 ${search.relevance.mrrAt10.toFixed(3)}`,
        pass:
          search.relevance.hitAt5 >= RELEVANCE_BUDGET.hitAt5 && search.relevance.mrrAt10 >= RELEVANCE_BUDGET.mrrAt10,
      },
    ]
  : [];
if (searchOnly) {
  await browser.close();
  await server.close();
  const md = [
    `# Search benchmark ${new Date().toISOString()}`,
    '',
    ...(search
      ? search.firstSearches.map(
          (f) =>
            `- first search \`${f.query}\`: ${kb(f.gzipBytes)} gzip in ${f.files} files, first hits after ${f.ms} ms`,
        )
      : ['Search: hosted Typesense (no embedded index).']),
    '',
    search
      ? `Index of the current versions: ${search.index.files} files, ${search.index.totalGzipKiB} KiB gzip, base ${search.index.baseGzipKiB} KiB (all versions: ${search.index.allSetsFiles} files, ${search.index.allSetsGzipKiB} KiB); query median ${search.queryMedianMs} ms, p95 ${search.queryP95Ms} ms.`
      : '',
    '',
    ...budgetTable(searchBudgets),
  ].join('\n');
  writeReport('bench-search', search, md);
  process.exit(searchBudgets.every((b) => b.pass) ? 0 : 1);
}
const throttled = search ? await runThrottledComparison(ROOT, BUILD, typesenseDir) : null;
const firstLoad: Record<string, FirstLoad> = {};
for (const [name, route] of Object.entries(PAGES)) firstLoad[name] = await measureFirstLoad(browser, server.url, route);
await browser.close();
const lighthouseResults: Record<string, Record<string, unknown>> = {};
for (const [name, route] of Object.entries(PAGES)) {
  lighthouseResults[name] = {
    mobile: await lighthouseScores(server.url + route, 'mobile'),
    desktop: await lighthouseScores(server.url + route, 'desktop'),
  };
}
await server.close();

const lh = (page: string) => lighthouseResults[page].mobile as Record<string, number>;
const budgets = [
  {
    name: 'Guide page first-load JS ≤ 190 KB gzip',
    value: kb(firstLoad.guide.js.gzip),
    pass: firstLoad.guide.js.gzip <= 190 * 1024,
  },
  {
    name: 'API operation page first-load JS ≤ 500 KB gzip',
    value: kb(firstLoad.apiOperation.js.gzip),
    pass: firstLoad.apiOperation.js.gzip <= 500 * 1024,
  },
  {
    name: 'Lighthouse mobile performance ≥ 95 (home, guide)',
    value: `${lh('home').performance}, ${lh('guide').performance}`,
    pass: lh('home').performance >= 95 && lh('guide').performance >= 95,
  },
  {
    name: 'Lighthouse mobile performance ≥ 90 (API page, /search)',
    value: `${lh('apiOperation').performance}, ${lh('search').performance}`,
    pass: lh('apiOperation').performance >= 90 && lh('search').performance >= 90,
  },
  {
    name: 'Lighthouse accessibility 100 and best practices 100 (all four)',
    value: Object.keys(PAGES)
      .map((p) => `${lh(p).accessibility}/${lh(p)['best-practices']}`)
      .join(', '),
    pass: Object.keys(PAGES).every((p) => lh(p).accessibility === 100 && lh(p)['best-practices'] === 100),
  },
  {
    name: 'Lighthouse SEO 100 (listed pages)',
    value: `${lh('home').seo}, ${lh('guide').seo}, ${lh('apiOperation').seo}`,
    pass: ['home', 'guide', 'apiOperation'].every((p) => lh(p).seo === 100),
  },
  ...searchBudgets,
  ...(throttled?.budgets ?? []),
  ...(buildFigures
    ? [
        {
          name: 'Build ≤ 90 s wall',
          value: `${buildFigures.wallSeconds.toFixed(1)} s`,
          pass: buildFigures.wallSeconds <= 90,
        },
        {
          name: 'Build ≤ 3 GiB peak memory',
          value: `${buildFigures.peakMemoryMiB} MiB`,
          pass: (buildFigures.peakMemoryMiB ?? Infinity) <= 3072,
        },
      ]
    : []),
];

const report = {
  date: new Date().toISOString(),
  build: buildFigures,
  routes: countHtmlPages(BUILD),
  firstLoad,
  lighthouse: lighthouseResults,
  search,
  searchThrottled: throttled,
  budgets,
};
const rows = (sizes: FirstLoad['js']) =>
  `${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli (${sizes.count} files)`;
const md = [
  `# Benchmark ${report.date}`,
  '',
  buildFigures
    ? `Build: ${buildFigures.wallSeconds.toFixed(1)} s wall, ${buildFigures.peakMemoryMiB} MiB peak; ${report.routes} HTML pages.`
    : `${report.routes} HTML pages (build not measured).`,
  '',
  '| page | JS | CSS | Lighthouse mobile (perf/a11y/bp/seo) | desktop |',
  '| --- | --- | --- | --- | --- |',
  ...Object.entries(PAGES).map(([name, route]) => {
    const m = lighthouseResults[name].mobile as Record<string, number>;
    const d = lighthouseResults[name].desktop as Record<string, number>;
    return `| ${name} \`${route}\` | ${rows(firstLoad[name].js)} | ${rows(firstLoad[name].css)} | ${m.performance}/${m.accessibility}/${m['best-practices']}/${m.seo} | ${d.performance}/${d.accessibility}/${d['best-practices']}/${d.seo} |`;
  }),
  '',
  search
    ? `Search: first searches ${search.firstSearches.map((f) => `\`${f.query}\` ${kb(f.gzipBytes)} gzip / ${f.ms} ms`).join(', ')}; index of the current versions ${search.index.files} files, ${search.index.totalGzipKiB} KiB gzip (base ${search.index.baseGzipKiB} KiB; all versions ${search.index.allSetsFiles} files, ${search.index.allSetsGzipKiB} KiB); query median ${search.queryMedianMs} ms, p95 ${search.queryP95Ms} ms; relevance hit@1 ${search.relevance.hitAt1.toFixed(3)}, hit@5 ${search.relevance.hitAt5.toFixed(3)}, MRR@10 ${search.relevance.mrrAt10.toFixed(3)} (${search.relevance.queries} queries).`
    : 'Search: hosted Typesense (no embedded index).',
  '',
  ...(throttled ? ["## First search on a phone's network", '', ...throttledReport(throttled)] : []),
  ...budgetTable(budgets),
].join('\n');
writeReport('bench', report, md);
