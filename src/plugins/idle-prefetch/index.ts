import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus prefetches the chunks of every route linked from the visible
 * part of a page as soon as the page has hydrated. A guide shows some fifty
 * such links (navbar, sidebar, breadcrumbs, cards), and the prefetches all ran
 * in the one task right after hydration, blocking the main thread for about
 * a quarter of a second on a mid-range phone. The client module spreads them
 * over idle time instead; what is prefetched does not change.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
