/** The built site under test: built once by the test command, served per test file. */
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from './browser.mts';
import { startStaticServer, type StaticServer } from './server.mts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = process.env.DOCS_BUILD_DIR ?? path.join(ROOT, 'build');

export function requireBuild(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(
      `No built site in ${BUILD_DIR}: run \`DOCS_TEST_PAGES=1 npm run build\` first (\`npm test\` does).`,
    );
  }
}

/** The viewport of `open` and `tab` unless a test gives one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

export interface OpenOptions {
  /** Defaults to `DEFAULT_VIEWPORT`. */
  viewport?: { width: number; height: number };
  context?: BrowserContextOptions;
  /** Listeners to attach before the page loads. */
  beforeGoto?: (page: Page) => unknown;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, collected from the start. */
  errors: string[];
}

/** Registers before/after hooks that serve the build and open Chromium; returns live getters and a page opener. */
export function useSite(): {
  url: () => string;
  browser: () => Browser;
  open: (path: string, options?: OpenOptions) => Promise<OpenedPage>;
  tab: (viewport?: { width: number; height: number }) => SharedTab;
} {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    requireBuild();
    server = await startStaticServer(BUILD_DIR);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    url: () => server!.url,
    browser: () => browser!,
    /** A page in a new context, loaded at `path` and hydrated. */
    async open(path, { viewport = DEFAULT_VIEWPORT, context: contextOptions, beforeGoto } = {}) {
      const context = await browser!.newContext({ viewport, ...contextOptions });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await beforeGoto?.(page);
      await page.goto(server!.url + path);
      await waitForHydration(page);
      return { page, context, errors };
    },
    /**
     * One tab for the tests of the describe block it is called in, for checks that need no fresh
     * storage or cache: each `open` loads a path in it as a new document, as when a reader follows a
     * link. A new context per page starts a renderer with cold caches, which costs more than the
     * page's own load.
     */
    tab(viewport = DEFAULT_VIEWPORT) {
      let context: BrowserContext | undefined;
      let page: Page;
      let errors: string[] = [];
      before(async () => {
        context = await browser!.newContext({ viewport });
        page = await context.newPage();
        errors = collectErrors(page);
      });
      after(async () => {
        await context?.close();
      });
      return {
        async open(path) {
          errors.length = 0;
          await page.goto(server!.url + path);
          await waitForHydration(page);
          return { page, errors };
        },
      };
    },
  };
}

export interface SharedTab {
  /** Loads `path` in the tab and waits for hydration; `errors` holds this load's console errors only. */
  open(path: string): Promise<{ page: Page; errors: string[] }>;
}

/** Paths listed in the built sitemap, relative to the site root. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * The address prefix of a named JavaScript chunk (`/assets/js/<id>.`): chunk
 * files are named by id (src/performance/chunk-filenames), and the runtime keeps
 * Docusaurus' map from chunk names to ids.
 */
export function chunkFilePrefix(name: string): string {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const runtime = fs.readdirSync(dir).find((file) => file.startsWith('runtime~main.'));
  const id = runtime && fs.readFileSync(path.join(dir, runtime), 'utf8').match(new RegExp(`"${name}":"(\\w+)"`))?.[1];
  if (!id) throw new Error(`The built runtime names no chunk "${name}"`);
  return `/assets/js/${id}.`;
}
