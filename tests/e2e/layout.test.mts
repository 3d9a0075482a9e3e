/** Site-level layout and behaviour of the foundation, in Chromium against the built site. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitForHydration } from '../support/browser.mts';
import { useSite, type OpenOptions } from '../support/site.mts';
import { navbar } from '../../config/navbar.ts';
import { EXTERNAL, ROUTES, SITE_TITLE, SITE_VERSION } from '../../config/site.ts';

const site = useSite();

const open = (path: string, viewport?: { width: number; height: number }, beforeGoto?: OpenOptions['beforeGoto']) =>
  site.open(path, { viewport, beforeGoto });

describe('layout', () => {
  // Checks of a page as it loads share a tab; those that change stored state or the width get their own context.
  const reader = site.tab();
  it('titles pages as "page | site title"', async () => {
    const { page } = await reader.open('/trial');
    const h1 = (await page.locator('h1').first().textContent())!.trim();
    assert.equal(await page.title(), `${h1} | ${SITE_TITLE}`);
  });

  it('has every navbar item, each leading to its target', async () => {
    const { page, context, errors } = await open('/');
    const links = navbar.items.filter((i) => 'to' in i && i.type !== 'custom-cta') as Array<{
      to: string;
      label: string;
    }>;
    for (const item of links) {
      // APIs and SDK are menus (config/navbar.ts): the theme gives their label link the button role
      await page
        .locator('.navbar a[href]')
        .filter({ hasText: new RegExp(`^${item.label}$`) })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === item.to);
      assert.ok((await page.locator('h1').count()) > 0, `${item.to} has a heading`);
    }
    const github = page.locator('.navbar').getByRole('link', { name: /GitHub/ });
    assert.equal(await github.getAttribute('href'), 'https://github.com/procivis/one-core');
    assert.match((await github.getAttribute('rel')) ?? '', /noopener/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the progress bar when the next page is slow, with nprogress fetched on the first navigation, not on load', async () => {
    // No link prefetching (the reader saves data), so the next page's scripts are fetched on the click.
    const beforeGoto = (page: import('playwright-core').Page) =>
      page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      );
    const { page, context, errors } = await open('/keys', undefined, beforeGoto);
    // nprogress marks the page while it runs; its code names that class.
    const firstLoad = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js')),
    );
    for (const url of firstLoad)
      assert.ok(!(await (await fetch(url)).text()).includes('nprogress-busy'), `${url} carries nprogress`);
    let nprogressFetched = false;
    // The next page's scripts arrive late, as on a slow connection; nprogress itself does not.
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('nprogress-busy')) nprogressFetched = true;
      else await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response, body });
    });
    await page.locator('.navbar').getByRole('link', { name: 'Release Notes' }).click();
    await page.locator('#nprogress').waitFor({ state: 'attached' });
    await page.waitForURL((u) => u.pathname === ROUTES.releaseNotes);
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    assert.ok(nprogressFetched, 'the navigation fetched nprogress');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the trial button as the primary call to action', async () => {
    const { page } = await reader.open('/');
    const cta = page.locator('.navbar').getByRole('link', { name: 'Get Trial Access' });
    await assert.doesNotReject(cta.waitFor({ state: 'visible' }));
    const colours = await cta.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    assert.deepEqual(colours, ['rgb(194, 65, 12)', 'rgb(255, 255, 255)']);
    await cta.click();
    await page.waitForURL((u) => u.pathname === ROUTES.trial);
  });

  it('has the footer links, opened safely, and the site version', async () => {
    const { page } = await reader.open('/');
    const footer = page.locator('footer');
    const hrefs = await footer
      .locator('a')
      .evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel'), target: a.getAttribute('target') })),
      );
    const byHref = new Map(hrefs.map((h) => [h.href, h]));
    for (const href of [
      ROUTES.trial,
      ROUTES.changelog,
      EXTERNAL.contactSales,
      EXTERNAL.privacyPolicy,
      EXTERNAL.termsOfUse,
    ]) {
      assert.ok(byHref.has(href), `footer links ${href}`);
    }
    for (const h of hrefs.filter((x) => x.href?.startsWith('http'))) {
      assert.equal(h.rel, 'noopener noreferrer', `${h.href} has rel`);
    }
    assert.match((await footer.textContent())!, new RegExp(`${SITE_VERSION.replace(/\./g, '\\.')}`));
  });

  it('moves focus to the main content with the skip link', async () => {
    const { page } = await reader.open('/get-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    const focusedInMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return (
        !!main &&
        !!active &&
        (active === main || main.contains(active) || active.id === '__docusaurus_skipToContent_fallback')
      );
    });
    assert.equal(focusedInMain, true);
  });

  it('turns the navbar into a slide-in menu at 996 px and closes it on return to desktop width', async () => {
    const { page, context } = await open('/get-started/issue', { width: 996, height: 800 });
    assert.equal(await page.locator('.navbar__items--right .navbar__item').first().isVisible(), false);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({ state: 'visible' });
    // On a docs page the menu opens on the page's sidebar, with a way back to the main menu.
    const back = page.getByRole('button', { name: /Back to main menu/ });
    await back.waitFor({ state: 'visible' });
    await back.click();
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    for (const label of ['Get started', 'Deploy', 'Integrate', 'Use', 'APIs', 'Get Trial Access']) {
      // APIs is a menu (config/navbar.ts): its label is a link the theme gives the button role
      await primary
        .locator('a[href]')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first()
        .waitFor({ state: 'visible' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(
      () =>
        !document.documentElement.classList.contains('navbar-sidebar--show') &&
        !document.querySelector('.navbar-sidebar--show'),
    );
    await context.close();
  });

  it('keeps the search button uncovered and clickable at phone and tablet widths', async () => {
    for (const width of [390, 996]) {
      const { page, context } = await open('/issue/manage-status', { width, height: 800 });
      const button = page.locator('.navbar .DocSearch-Button');
      const box = await button.boundingBox();
      assert.ok(box && box.width >= 24 && box.height >= 24, `search button at ${width} px: ${JSON.stringify(box)}`);
      // Whatever is on top at the button's centre must be the button (or inside it), not another navbar item.
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('.DocSearch-Button') !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      assert.ok(onTop, `something covers the search button at ${width} px`);
      assert.equal(
        await page.locator('.navbar__inner .navbar__icon-link--github').isVisible(),
        false,
        `GitHub icon shown in the bar at ${width} px`,
      );
      await context.close();
    }
  });

  it('has no colour-mode toggle', async () => {
    const { page } = await reader.open('/');
    assert.equal(
      await page.locator('button[title*="dark" i], button[aria-label*="dark" i], .colorModeToggle').count(),
      0,
    );
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  });

  it('keeps the announcement bar dismissed after a reload', async () => {
    const { page, context } = await open('/');
    const bar = page.getByRole('banner').filter({ hasText: 'release notes' });
    await bar.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0);
    await context.close();
  });

  it('shows the error fallback when a component crashes', async () => {
    const { page } = await reader.open('/__test__/crash');
    await page.getByText('This page crashed.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });

  it('shows the not-found page, unindexed, with search and sections, for an unknown path', async () => {
    const { page } = await reader.open('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(await page.locator('meta[name="robots"][content*="noindex"]').count(), 1);
    await page.getByRole('searchbox').waitFor();
    for (const label of ['Get started', 'Deploy', 'Integrate', 'Use']) {
      await page
        .locator('main')
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .first()
        .waitFor();
    }
  });
});
