/**
 * The classic theme's progress bar client module (lib/nprogress.js), with
 * nprogress imported on the first navigation instead of with every page.
 * Same behaviour: the bar starts when a navigation to another path takes
 * longer than 200 ms and completes when the new page is shown.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;

type NProgress = typeof import('nprogress');
let loading: Promise<NProgress> | undefined;

function progressBar(): Promise<NProgress> {
  loading ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    void progressBar(); // fetched while the next page loads, ready if it is slow
    let settled = false;
    const timeout = window.setTimeout(() => {
      void progressBar().then((nprogress) => {
        if (!settled) nprogress.start();
      });
    }, DELAY_MS);
    return () => {
      settled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void loading?.then((nprogress) => nprogress.done());
  },
};

export default clientModule;
