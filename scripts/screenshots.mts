/**
 * Screenshots of built pages at desktop and phone widths, for looking at
 * what readers see:  tsx scripts/screenshots.mts [build dir] [out dir] /path ...
 */
import path from 'node:path';
import fs from 'node:fs';
import { launchBrowser, waitForHydration } from '../tests/support/browser.mts';
import { startStaticServer } from '../tests/support/server.mts';

const [buildDir = 'build', outDir = 'screenshots', ...routes] = process.argv.slice(2);
const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

const server = await startStaticServer(path.resolve(buildDir));
const browser = await launchBrowser();
fs.mkdirSync(outDir, { recursive: true });
for (const route of routes.length ? routes : ['/']) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(server.url + route);
    await waitForHydration(page);
    const file = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
await server.close();
