import type { ClientModule } from '@docusaurus/types';
import { createIdleQueue } from './idleQueue';

let installed = false;

/** Runs once, on the first route update: `window.docusaurus` is set by then and no link has prefetched yet. */
function installIdlePrefetch(): void {
  if (installed) return;
  installed = true;
  const core = window.docusaurus;
  const queue = createIdleQueue<string>((routePath) => {
    core.prefetch(routePath);
  });
  window.docusaurus = Object.freeze({
    ...core,
    prefetch: (routePath: string) => {
      queue.add(routePath);
      // The type Docusaurus declares; Link ignores the result.
      return Promise.resolve([]);
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    installIdlePrefetch();
  },
};

export default clientModule;
