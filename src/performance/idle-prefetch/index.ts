import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus prefetches the chunks of every route linked from the visible
 * part of a page as soon as the page has hydrated. A guide shows dozens of
 * such links and an API page more; the prefetches all ran in the task right
 * after hydration and re-added the shared layout chunks for every route
 * (a <link> per route for the same few files), blocking the main thread on a
 * mid-range phone. The client module does the
 * same prefetching from an index, once per file, in idle time.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
