/**
 * The performance layer as the site config uses it: which of its parts are on,
 * and the plugins, themes and page template they stand for. Every part can be
 * turned off, alone (`DOCS_PERFORMANCE_OFF=lazy-prism,api-chunks`) or all at
 * once (`DOCS_PERFORMANCE_LAYER=off`), which builds the site with Docusaurus'
 * and the OpenAPI theme's own behaviour in their place: an upgrade can first
 * be built and tested that way, and `npm run bench -- --parts` measures what
 * each part buys. The inventory is ./README.md.
 */
import type { PluginConfig } from '@docusaurus/types';
import { ssrTemplate } from './ssr-template';

/** The parts, in the order the bench turns them off (those that plausibly buy least first). */
export const PERFORMANCE_PARTS = [
  'search-worker-chunk',
  'search-prefetch',
  'idle-prefetch',
  'lazy-nprogress',
  'docsearch-client',
  'client-site-config',
  'chunk-filenames',
  'ssr-template',
  'openapi-theme',
  'lean-version-metadata',
  'reference-docs',
  'lazy-prism',
  'client-registry',
  'api-chunks',
  'server-chunks',
] as const;

export type PerformancePart = (typeof PERFORMANCE_PARTS)[number];

const isPart = (name: string): name is PerformancePart => (PERFORMANCE_PARTS as readonly string[]).includes(name);

/**
 * The parts turned off by the environment. An unknown name stops the build,
 * so a typo cannot leave a part on that the bench reports as off.
 */
export function partsOff(env: Record<string, string | undefined> = process.env): Set<PerformancePart> {
  const layer = env.DOCS_PERFORMANCE_LAYER;
  if (layer !== undefined && layer !== '' && layer !== 'on' && layer !== 'off')
    throw new Error(`DOCS_PERFORMANCE_LAYER is "${layer}"; use "off" (or "on", the default)`);
  if (layer === 'off') return new Set(PERFORMANCE_PARTS);
  const names = (env.DOCS_PERFORMANCE_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isPart(name));
  if (unknown.length > 0)
    throw new Error(
      `DOCS_PERFORMANCE_OFF names ${unknown.join(', ')}, which is no part of the performance layer (${PERFORMANCE_PARTS.join(', ')})`,
    );
  return new Set(names.filter(isPart));
}

export interface PerformanceLayer {
  off: Set<PerformancePart>;
  /** The page template (Docusaurus' own when undefined). */
  ssrTemplate: string | undefined;
  /** The OpenAPI theme, as a theme entry. */
  openApiTheme: string;
  /** The docs plugin of the reference section (a plugin entry's name; its options are the site's). */
  referenceDocsPlugin: string;
  /** The layer's own plugins, in the order the site config lists them. */
  plugins: PluginConfig[];
}

const HERE = './src/performance';

/** The layer's entries of the site config with the parts in `off` left out (Docusaurus' or the theme's own in their place). */
export function performanceLayer(off: Set<PerformancePart> = partsOff()): PerformanceLayer {
  const on = (part: PerformancePart) => !off.has(part);
  const plugin = (part: PerformancePart, options?: Record<string, unknown>): PluginConfig[] => {
    if (!on(part)) return [];
    const entry = `${HERE}/${part}/index.ts`;
    return [options ? [entry, options] : entry];
  };
  return {
    off,
    ssrTemplate: on('ssr-template') ? ssrTemplate : undefined,
    openApiTheme: on('openapi-theme') ? `${HERE}/openapi-theme/index.ts` : 'docusaurus-theme-openapi-docs',
    referenceDocsPlugin: on('reference-docs') ? `${HERE}/reference-docs/index.ts` : '@docusaurus/plugin-content-docs',
    plugins: [
      ...plugin('api-chunks'),
      ...plugin('lazy-prism'),
      ...plugin('lazy-nprogress'),
      // The search modal is handed the site's own client; the Typesense library it would build first stays out.
      ...plugin('docsearch-client'),
      ...plugin('idle-prefetch'),
      // The reference's pages reach the browser's route registry when a reader first opens one.
      ...plugin('client-registry', { deferredRoutes: ['/reference/'] }),
      ...plugin('chunk-filenames'),
      ...plugin('search-worker-chunk'),
      ...plugin('search-prefetch'),
      // The server bundle's route chunks share the OpenAPI theme instead of each carrying a copy.
      ...plugin('server-chunks'),
      ...plugin('client-site-config'),
      // The only doc-linked category page that lists its items as cards is /use (docs/use/index.mdx).
      ...plugin('lean-version-metadata', { cardListPages: ['/use/'] }),
    ],
  };
}
