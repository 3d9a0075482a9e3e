/**
 * Walks a list of routes in a few tabs of one browser context at once. A page load spends much of
 * its time waiting (the server, the network stack, the renderer's idle frames), so the walks over
 * every page of the site finish sooner with a few tabs than with one; each tab still loads one
 * route at a time, and the results come back in the order of the routes, whichever tab ran them.
 * Tabs of one context share its HTTP cache, as a reader's tabs do, so a bundle loads once.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterTwoFrames, collectErrors } from './browser.mts';

/** Tabs per walk; `E2E_TABS=1` walks in one tab, to rule out an interaction between tabs. */
export const TABS = Math.max(1, Number(process.env.E2E_TABS ?? 3));

export interface Tab {
  page: Page;
  /** Console errors and uncaught exceptions since the current route's visit began. */
  errors: string[];
}

/** Calls `visit` for every route in `TABS` tabs and returns what each call returned, in the order of `routes`. */
export async function inTabs<T>(
  context: BrowserContext,
  routes: readonly string[],
  visit: (tab: Tab, route: string) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(routes.length);
  let next = 0;
  const walk = async () => {
    const page = await context.newPage();
    const tab = { page, errors: collectErrors(page) };
    try {
      while (next < routes.length) {
        const index = next++;
        tab.errors.length = 0;
        results[index] = await visit(tab, routes[index]);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(TABS, routes.length) }, walk));
  return results;
}

type Viewport = { width: number; height: number };

/**
 * Loads `url` in a tab of a walk at `viewport`, as a new document. The tab goes to an empty document
 * first: resizing the page it shows would lay that page out and render it again for nothing, and
 * count that page's errors against this one.
 */
export async function loadAt(page: Page, viewport: Viewport, url: string): Promise<Response | null> {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
  return page.goto(url, { waitUntil: 'load' });
}

/** Resizes the page and waits until what the resize sets off (layout, resize listeners) has rendered. */
export async function resizeTo(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await afterTwoFrames(page);
}
