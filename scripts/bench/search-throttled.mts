/**
 * The first search on a phone's network, side by side (`npm run bench`, or
 * alone with `npm run bench -- --no-build --only search-throttled`):
 * - the site's embedded search (the DocSearch modal on a guide, opened with
 *   Ctrl+K);
 * - Pagefind (the `pagefind` package, default settings) over a copy of the
 *   same build, with its default UI on a page of its own;
 * - the site's Typesense mode (a build with TYPESENSE_* set), its cluster
 *   played by tests/support/typesense-stand-in.mts on 127.0.0.1 behind a
 *   TLS front (./typesense-front.mts), holding the build's records;
 * each cold (a fresh browser context per query) at 390 px, with Lighthouse's
 * mobile throttling applied through the DevTools protocol and without it.
 * Timed in the page from the key that opens the modal (ours) or the focus
 * on the search box (Pagefind) to the frame that shows the first hit;
 * requests and bytes (as transferred, compressed) counted up to that frame.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../../tests/support/browser.mts';
import { startStaticServer } from '../../tests/support/server.mts';
import { startTypesenseFront } from './typesense-front.mts';

/** The issue's five typical first queries. */
export const THROTTLED_QUERIES = ['revoke', 'trust list', 'keycloak', 'webhook', 'mdoc'];

/**
 * Lighthouse's mobile throttling (its `mobileSlow4G` figures), applied by
 * the DevTools protocol: round trip, throughput down and up, CPU slowdown.
 */
export const MOBILE_THROTTLING = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 675, cpuSlowdown: 4 };

/** 390 px: a phone's width, as the screenshots use. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: false };

export type Engine = 'ours' | 'pagefind' | 'typesense';

export interface ColdSearch {
  query: string;
  ms: number;
  requests: number;
  bytes: number;
}

export interface EngineRun {
  engine: Engine;
  throttled: boolean;
  searches: ColdSearch[];
  medianMs: number;
  worstMs: number;
  medianRequests: number;
  medianBytes: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The summary of one engine's cold searches. */
export function summarize(engine: Engine, throttled: boolean, searches: ColdSearch[]): EngineRun {
  return {
    engine,
    throttled,
    searches,
    medianMs: Math.round(median(searches.map((s) => s.ms))),
    worstMs: Math.max(...searches.map((s) => s.ms)),
    medianRequests: median(searches.map((s) => s.requests)),
    medianBytes: Math.round(median(searches.map((s) => s.bytes))),
  };
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.rttMs,
    downloadThroughput: (MOBILE_THROTTLING.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE_THROTTLING.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
}

/**
 * Installed before the clock starts: resolves `window.firstHit` with the time
 * from the first of `startEvents` (in the capture phase, before the page's
 * own handlers) to the frame after the first `hitSelector` appears.
 */
async function armClock(page: Page, hitSelector: string, startEvents: string[]): Promise<void> {
  await page.evaluate(
    ({ hitSelector, startEvents }) => {
      let started = 0;
      const w = window as unknown as { firstHit: Promise<number> };
      w.firstHit = new Promise<number>((resolve) => {
        for (const type of startEvents)
          document.addEventListener(type, (event) => void (started ||= event.timeStamp), { capture: true });
        const observer = new MutationObserver(() => {
          if (!started || !document.querySelector(hitSelector)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const ms = performance.now() - started;
            (window as unknown as { reportFirstHit: () => void }).reportFirstHit();
            resolve(ms);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    { hitSelector, startEvents },
  );
}

interface Target {
  url: string;
  hitSelector: string;
  startEvents: string[];
  /** Loads the page and waits until it is idle, as a reader who has been reading it. */
  ready(page: Page): Promise<void>;
  /** What the reader does: open search and type the query. */
  search(page: Page, query: string): Promise<void>;
}

const modalTarget = (baseUrl: string): Target => ({
  url: `${baseUrl}/get-started`,
  hitSelector: '.DocSearch-Hit',
  startEvents: ['keydown'],
  async ready(page) {
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  },
  async search(page, query) {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
  },
});

export const PAGEFIND_PAGE = 'pagefind-bench.html';

const pagefindTarget = (baseUrl: string): Target => ({
  url: `${baseUrl}/${PAGEFIND_PAGE}`,
  // A result with its title (the UI shows empty placeholders while it loads a result's data).
  hitSelector: '.pagefind-ui__result-link',
  startEvents: ['focusin'],
  async ready(page) {
    await page.locator('.pagefind-ui__search-input').waitFor();
    await page.waitForLoadState('networkidle');
  },
  async search(page, query) {
    await page.locator('.pagefind-ui__search-input').focus();
    await page.locator('.pagefind-ui__search-input').fill(query);
  },
});

/** One cold search: a fresh context, the page loaded (throttled already, as a phone loads it), then the search. */
export async function coldSearch(
  browser: Browser,
  target: Target,
  query: string,
  throttled: boolean,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<ColdSearch> {
  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  try {
    const page = await context.newPage();
    if (throttled) await throttle(context, page);
    let hitSeen = false;
    await page.exposeFunction('reportFirstHit', () => void (hitSeen = true));
    await page.goto(target.url);
    await target.ready(page);
    await armClock(page, target.hitSelector, target.startEvents);
    // Requests of the page and of its worker that finished before the hit was on screen.
    const finished: Request[] = [];
    context.on('requestfinished', (request) => {
      if (!hitSeen) finished.push(request);
    });
    await target.search(page, query);
    const ms = Math.round(
      await page.evaluate(() => (window as unknown as { firstHit: Promise<number> }).firstHit, undefined),
    );
    const sizes = await Promise.all(
      finished.map((request) =>
        request.sizes().then(
          (s) => s.responseBodySize + s.responseHeadersSize,
          () => 0,
        ),
      ),
    );
    return { query, ms, requests: finished.length, bytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

/**
 * A copy of the build (hard links: Pagefind only adds its own folder) indexed
 * by Pagefind with its default settings, with a page that shows its default
 * UI. Returns the copy's folder; the caller removes it.
 */
export function pagefindSite(buildDir: string, root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const site = path.join(dir, 'site');
  execFileSync('cp', ['-al', buildDir, site]);
  execFileSync(path.join(root, 'node_modules/.bin/pagefind'), ['--site', site], { stdio: 'ignore' });
  fs.writeFileSync(
    path.join(site, PAGEFIND_PAGE),
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Pagefind</title>',
      '<link href="/pagefind/pagefind-ui.css" rel="stylesheet">',
      '<script src="/pagefind/pagefind-ui.js"></script>',
      '</head>',
      '<body>',
      '<main><div id="search"></div></main>',
      "<script>window.addEventListener('DOMContentLoaded', () => new PagefindUI({ element: '#search' }));</script>",
      '</body>',
      '</html>',
      '',
    ].join('\n'),
  );
  return dir;
}

export const ratio = (ours: number, theirs: number) => Number((ours / theirs).toFixed(2));

export interface ThrottledBudget {
  name: string;
  value: string;
  pass: boolean;
}

/** The budgets of the issue: time ≤ 0.5× Pagefind throttled, ≤ 0.7× unthrottled; bytes ≤ 0.5× in both. */
export function throttledBudgets(runs: EngineRun[]): ThrottledBudget[] {
  const find = (engine: Engine, throttled: boolean) =>
    runs.find((r) => r.engine === engine && r.throttled === throttled);
  const budgets: ThrottledBudget[] = [];
  for (const engine of ['ours', 'typesense'] as const) {
    for (const [throttled, timeLimit] of [
      [true, 0.5],
      [false, 0.7],
    ] as const) {
      const run = find(engine, throttled);
      const pagefind = find('pagefind', throttled);
      if (!run || !pagefind) continue;
      const label = `${engine === 'ours' ? 'Embedded' : 'Typesense'} first hit, ${throttled ? 'mobile throttling' : 'unthrottled'}`;
      const timeRatio = ratio(run.medianMs, pagefind.medianMs);
      const bytesRatio = ratio(run.medianBytes, pagefind.medianBytes);
      budgets.push(
        {
          name: `${label}: median time ≤ ${timeLimit}× Pagefind's`,
          value: `${timeRatio}× (${run.medianMs} ms against ${pagefind.medianMs} ms)`,
          pass: timeRatio <= timeLimit,
        },
        {
          name: `${label}: median bytes ≤ 0.5× Pagefind's`,
          value: `${bytesRatio}× (${kib(run.medianBytes)} against ${kib(pagefind.medianBytes)})`,
          pass: bytesRatio <= 0.5,
        },
      );
    }
  }
  return budgets;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const ENGINE_NAMES: Record<Engine, string> = {
  ours: 'embedded (modal)',
  pagefind: 'Pagefind 1.6, default UI',
  typesense: 'Typesense mode (stand-in cluster)',
};

/** The report's table: one row per engine and condition. */
export function throttledTable(runs: EngineRun[]): string[] {
  return [
    `| engine | throttling | median | worst | runs (ms: ${THROTTLED_QUERIES.map((q) => `\`${q}\``).join(' · ')}) | requests (median) | bytes (median) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${ENGINE_NAMES[r.engine]} | ${r.throttled ? 'mobile' : 'none'} | ${r.medianMs} ms | ${r.worstMs} ms | ${r.searches.map((s) => s.ms).join(' · ')} | ${r.medianRequests} | ${kib(r.medianBytes)} |`,
    ),
  ];
}

export interface ThrottledComparison {
  date: string;
  loadAverage: number[];
  throttling: typeof MOBILE_THROTTLING;
  /** Why the Typesense mode was not measured, when it was not. */
  typesenseSkipped?: string;
  /** The stand-in cluster's own time per search request (median, ms): part of the Typesense figures, unlike a real cluster's. */
  standInMedianMs?: number;
  runs: EngineRun[];
  budgets: ThrottledBudget[];
}

/**
 * The whole comparison: per condition (throttled, then not) and per query,
 * each engine in turn, so a change in the machine's load falls on all of
 * them alike. `typesenseBuild`: a Typesense-mode build, or null to leave it out.
 */
export async function runThrottledComparison(
  root: string,
  buildDir: string,
  typesenseBuild: string | null,
): Promise<ThrottledComparison> {
  const loadBefore = os.loadavg();
  const pagefindDir = pagefindSite(buildDir, root);
  const servers = {
    ours: await startStaticServer(buildDir),
    pagefind: await startStaticServer(path.join(pagefindDir, 'site')),
    typesense: typesenseBuild ? await startStaticServer(typesenseBuild) : null,
  };
  const front = typesenseBuild ? await startTypesenseFront(buildDir) : null;
  const browser = await launchBrowser(front?.chromiumArgs ?? []);
  const engines: Engine[] = front ? ['ours', 'pagefind', 'typesense'] : ['ours', 'pagefind'];
  const runs: EngineRun[] = [];
  let standInMedianMs: number | undefined;
  try {
    for (const throttled of [true, false]) {
      const searches = new Map<Engine, ColdSearch[]>(engines.map((e) => [e, []]));
      for (const query of THROTTLED_QUERIES) {
        for (const engine of engines) {
          const server = servers[engine]!;
          const target = engine === 'pagefind' ? pagefindTarget(server.url) : modalTarget(server.url);
          searches.get(engine)!.push(await coldSearch(browser, target, query, throttled));
        }
      }
      for (const engine of engines) runs.push(summarize(engine, throttled, searches.get(engine)!));
    }
  } finally {
    await browser.close();
    standInMedianMs = front && front.searchMs.length > 0 ? Math.round(median(front.searchMs)) : undefined;
    await front?.close();
    for (const server of Object.values(servers)) await server?.close();
    fs.rmSync(pagefindDir, { recursive: true, force: true });
  }
  return {
    date: new Date().toISOString(),
    loadAverage: [loadBefore[0], os.loadavg()[0]].map((l) => Number(l.toFixed(2))),
    throttling: MOBILE_THROTTLING,
    ...(typesenseBuild ? { standInMedianMs } : { typesenseSkipped: 'no Typesense-mode build (build-typesense/)' }),
    runs,
    budgets: throttledBudgets(runs),
  };
}

/** The comparison as the Markdown of its report. */
export function throttledReport(result: ThrottledComparison): string[] {
  const t = result.throttling;
  return [
    `Cold first searches at 390 px, from the key that opens search (Pagefind: the focus on its box) to the first hit on screen; requests and bytes (as transferred) until then; what each page loaded or prefetched before the key (Pagefind's UI script, the site's modal code and search worker script) is not counted (the site fetches none of its index ahead). Mobile throttling: ${t.rttMs} ms round trip, ${t.downKbps} kbps down, ${t.upKbps} kbps up, CPU ${t.cpuSlowdown}× slower (DevTools protocol). Load average ${result.loadAverage[0]} before, ${result.loadAverage[1]} after.`,
    '',
    ...throttledTable(result.runs),
    '',
    ...(result.typesenseSkipped ? [`Typesense mode not measured: ${result.typesenseSkipped}.`, ''] : []),
    ...(result.standInMedianMs !== undefined
      ? [
          `The stand-in cluster took ${result.standInMedianMs} ms per search request (median; it scans every record, where Typesense has an index): part of the Typesense figures.`,
          '',
        ]
      : []),
  ];
}
