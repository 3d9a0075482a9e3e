import type { LoadContext, Plugin } from '@docusaurus/types';
import { DEV_SEARCH_SWITCH, devSearchStatic, isDevServer } from '../../../config/dev-search';
import { backgroundBuildPaths, buildUnderWay, startBackgroundBuild } from './backgroundBuild';
import { whyBuild } from './staleness';

/** What a plugin's configureWebpack returns. */
type BundlerChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Set once per process: the dev server loads its plugins again whenever the config changes. */
const STARTED = Symbol.for('procivis-docs.dev-search-index.started');

const log = (message: string) => console.log(`[dev-search] ${message}`);

/**
 * In `npm start` only: when the served search index is missing or older than the pages, builds
 * one in the background (./backgroundBuild.ts) so that search works in the preview without a
 * production build first, and without holding up the dev server.
 */
export default function devSearchIndexPlugin(context: LoadContext): Plugin {
  const state = globalThis as { [STARTED]?: boolean };
  if (isDevServer() && !state[STARTED] && process.env[DEV_SEARCH_SWITCH] !== 'off') {
    state[STARTED] = true;
    const paths = backgroundBuildPaths(context.siteDir);
    const needed = whyBuild(context.siteDir, paths.servedDir);
    if (needed && !buildUnderWay(paths.servedDir)) {
      const meanwhile = needed.previous ? 'search uses the older index until then' : 'search answers when it is ready';
      log(`${needed.reason}: building it in the background (${DEV_SEARCH_SWITCH}=off skips this); ${meanwhile}`);
      startBackgroundBuild(paths, needed.previous, log);
    }
  }
  return {
    name: 'dev-search-index',
    // In `npm start` the dev server serves the index's folder at the address a build has it.
    configureWebpack(_config, isServer) {
      if (!isDevServer() || isServer) return {};
      // Docusaurus merges a plugin's `devServer` into the dev server's options (its documented way to
      // change them); the bundler's config type does not declare the field.
      return { devServer: { static: [devSearchStatic(context.siteDir, context.baseUrl)] } } as BundlerChanges;
    },
  };
}
