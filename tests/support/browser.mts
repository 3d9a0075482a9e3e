/** Debian's Chromium, headless, driven by playwright-core. */
import fs from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags of every Chromium the tests and the bench start (playwright's and Lighthouse's alike). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `extraArgs`: further Chromium flags (the bench's host-resolver rule for a stand-in cluster). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: run \`npm test\` (it installs Debian's chromium) or set CHROMIUM_PATH`,
    );
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs], headless: true });
}

/** Resolves once React has hydrated the page (Docusaurus marks <html> then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout: 15_000,
  });
}

/** Resolves after two frames: the one a change is laid out in, and the one its listeners' renders land in. */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * The box of an element once it is on screen. Parts of a page mount again just after hydration
 * (code blocks, the sample column), and a box read in that moment is null: read again until the
 * element is there, up to `timeoutMs`.
 */
export async function boxOf(
  locator: Locator,
  timeoutMs = 10_000,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await locator.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    const box = await locator.boundingBox();
    if (box) return box;
    if (Date.now() > deadline) throw new Error(`${locator.toString()}: no box within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
