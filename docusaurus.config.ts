import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { footer } from './config/footer';
import { gitHistory } from './config/git-history';
import { codeTheme } from './config/prism-theme';
import { openApiPluginOptions, REFERENCE_DOCS_ID } from './config/openapi';
import { referenceVersionOptions } from './config/reference-versions';
import { privateRoutePatterns } from './config/public-pages';
import { llmsPluginOptions } from './config/llms';
import { assertMatchedVersions } from './config/matched-versions';
import { navbar } from './config/navbar';
import { redirects } from './config/redirects';
import { remarkPlugins } from './config/remark-plugins';
import { searchSettings, typesenseThemeConfig } from './config/search';
import { pagesOnly } from './config/pages-only';
import { normalizedSiteLocation, siteLocation } from './config/site-location';
import { partsOff, performanceLayer } from './src/performance/layer';
import { checkFeedbackDestination } from './src/components/PageFeedback/destination';
import { disallowCrawlers } from './src/plugins/robots/robots-txt';
import { mermaidOptions } from './config/mermaid';
import {
  ANNOUNCEMENT,
  EXTERNAL,
  PAGE_FEEDBACK_DESTINATION,
  ROUTES,
  SITE_TITLE,
  SITE_VERSION,
  TAGLINE,
} from './config/site';
import { APIS } from './config/apis';

// Stops here, with the packages named, when packages released together are installed at different versions.
assertMatchedVersions(__dirname);

/** Test-only routes (a crashing page) exist only in builds made by the test command. */
const withTestPages = process.env.DOCS_TEST_PAGES === '1';
/** `DOCS_FASTER=false` builds with webpack/Babel instead of Rspack/SWC, for comparison. */
const useFaster = process.env.DOCS_FASTER !== 'false';
/** Typesense when TYPESENSE_HOST is set, else the index built with the site (see README). */
const search = searchSettings();
/** "Last updated" comes from git; a copy without history builds without dates (config/git-history.ts). */
const history = gitHistory(__dirname);
if (history === 'shallow')
  console.warn(
    "[last-update] shallow git clone: pages last changed before its oldest commit show that commit's date; fetch the full history for true dates.",
  );
const showLastUpdateTime = history !== 'none';
const SITEMAP_FILE = 'sitemap.xml';
/** Plugins whose only work is files written beside the pages, left out of a build of the pages only (config/pages-only.ts). */
const beside = (...plugins: NonNullable<Config['plugins']>) => (pagesOnly() ? [] : plugins);
/** The performance layer (src/performance/README.md); `DOCS_PERFORMANCE_LAYER=off` builds without it. */
const performance = performanceLayer(partsOff());

const config: Config = {
  title: SITE_TITLE,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  // Other hosts: SITE_URL=https://example.org BASE_URL=/docs/ npm run build
  ...siteLocation(),
  trailingSlash: false,
  baseUrlIssueBanner: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } } },

  future: { v4: true, faster: useFaster },
  ...(performance.ssrTemplate ? { ssrTemplate: performance.ssrTemplate } : {}),
  // With JavaScript off, static/noscript.css shows what the scripts would have opened (tab panels, the phone menu).
  headTags: [
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: `<link rel="stylesheet" href="${normalizedSiteLocation().baseUrl}noscript.css">`,
    },
  ],

  customFields: {
    siteVersion: SITE_VERSION,
    trialRequestForm: EXTERNAL.trialRequestForm,
    documentationRequestForm: EXTERNAL.documentationRequestForm,
    pageFeedback: checkFeedbackDestination(PAGE_FEEDBACK_DESTINATION),
    searchBackend: search.backend,
  },

  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'throw' },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          showLastUpdateTime,
          remarkPlugins,
        },
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // each page's "Last updated" (git: a guide's last commit, an API page's spec's); none without history
          lastmod: 'date',
          // the routes that are no public page: the twins, llms.txt and both search indexes leave them out too
          ignorePatterns: privateRoutePatterns(__dirname),
          filename: SITEMAP_FILE,
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', performance.openApiTheme, 'docusaurus-theme-search-typesense'],

  plugins: [
    [
      // @docusaurus/plugin-content-docs, with a leaner global data unless the layer is off.
      performance.referenceDocsPlugin,
      {
        id: REFERENCE_DOCS_ID,
        path: 'reference',
        routeBasePath: 'reference',
        sidebarPath: './sidebars-reference.ts',
        breadcrumbs: true,
        // Generated API pages carry their spec's last commit as `last_update` (scripts/openapi/generate.mts).
        showLastUpdateTime,
        // Only this instance renders API pages: guides never load the API item's code.
        docItemComponent: '@theme/ApiItem',
        remarkPlugins,
        // Core releases: the current one at /reference, older ones at /reference/<label> (config/api-versions.ts)
        ...referenceVersionOptions(__dirname),
      },
    ],
    ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
    './src/plugins/server-bundle-flag/index.ts',
    ...performance.plugins,
    // The build's public pages (build/public-pages.json), for the Typesense indexer after the build.
    './src/plugins/public-pages/index.ts',
    ...beside(
      // Markdown twins of the pages, /llms.txt and /llms-full.txt, written after the build.
      ['./src/plugins/llms/index.ts', llmsPluginOptions],
    ),
    ['./src/plugins/search-index/index.ts', { enabled: search.backend === 'embedded' }],
    // `npm start` only: builds the search index in the background when it is missing or stale.
    './src/plugins/dev-search-index/index.ts',
    ...beside(
      // A Postman collection next to each spec (/openapi/<api>.postman_collection.json), written after the build.
      ['./src/plugins/postman-collections/index.ts', { apis: APIS.map(({ spec, route }) => ({ spec, route })) }],
      ['@docusaurus/plugin-client-redirects', { redirects }],
      // RSS and Atom of the release notes, linked from every page's head.
      ['./src/plugins/release-feed/index.ts', { route: ROUTES.releaseNotes }],
      // RSS and Atom of the API changelog, linked from the head of the reference pages.
      './src/plugins/api-change-feed/index.ts',
      // DOCS_DISALLOW_CRAWLERS=1 for preview deployments (README, Deploying).
      [
        './src/plugins/robots/index.ts',
        { disallowAll: disallowCrawlers(process.env.DOCS_DISALLOW_CRAWLERS), sitemapFile: SITEMAP_FILE },
      ],
    ),
    ...(withTestPages ? ['./src/plugins/test-pages/index.ts'] : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'description', content: `${SITE_TITLE}: ${TAGLINE}.` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.html,
      isCloseable: true,
    },
    navbar,
    footer,
    typesense: typesenseThemeConfig(search),
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    mermaid: { theme: { light: 'default', dark: 'dark' }, options: mermaidOptions },
    prism: {
      theme: codeTheme,
      // json and kotlin as the style guide asks; java and bash for the API code samples.
      additionalLanguages: ['json', 'kotlin', 'java', 'bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
