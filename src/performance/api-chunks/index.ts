import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * Keeps the API reference's code out of guide pages. Docusaurus puts every
 * module used by half the pages into one `common` chunk that all pages load;
 * with hundreds of generated API pages, the OpenAPI theme and its libraries
 * (Markdown renderer, Redux, ...) cross that line and every guide paid for
 * them. Here the packages only the OpenAPI theme needs get their own chunk,
 * loaded by API pages alone.
 */
const API_THEME = 'docusaurus-theme-openapi-docs';
/**
 * Libraries that guide pages use in the browser too (the theme's runtime
 * dependencies, not its build tools): anything they pull in stays shared.
 */
const SITE_WIDE_RUNTIME = [
  'react',
  'react-dom',
  'react-router-dom',
  'clsx',
  'prism-react-renderer',
  'prismjs',
  '@mdx-js/react',
  'nprogress',
  'tslib',
  'parse-numeric-range',
  // The OpenAPI theme provides `process` and `Buffer` to every module of the site (ProvidePlugin).
  'process',
  'buffer',
  'path-browserify',
];

function packageDir(name: string, from: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Names of a package and everything it depends on, as installed. */
export function dependencyClosure(names: string[], root: string): Set<string> {
  const seen = new Set<string>();
  // Followed by installed directory, not by name: two versions of a package can depend on different things.
  const visited = new Set<string>();
  const queue = names.map((name) => ({ name, from: root }));
  while (queue.length > 0) {
    const { name, from } = queue.pop()!;
    const dir = packageDir(name, from);
    if (!dir || visited.has(dir)) continue;
    visited.add(dir);
    seen.add(name);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }))
      queue.push({ name: dep, from: dir });
  }
  return seen;
}

/**
 * The OpenAPI theme's Markdown renderer and its own libraries: loaded on
 * demand by src/theme/Markdown, so they stay in that chunk.
 */
const LAZY_MARKDOWN_ROOTS = ['react-markdown', 'rehype-raw', 'remark-gfm'];

/** Packages only the lazily loaded Markdown renderer needs (nothing else of the theme or the site uses them). */
export function lazyMarkdownPackages(root: string): Set<string> {
  const themeDir = packageDir(API_THEME, root);
  if (!themeDir) return new Set();
  const themeDependencies = Object.keys(
    JSON.parse(fs.readFileSync(path.join(themeDir, 'package.json'), 'utf8')).dependencies ?? {},
  );
  const eager = dependencyClosure(
    [...SITE_WIDE_RUNTIME, ...themeDependencies.filter((name) => !LAZY_MARKDOWN_ROOTS.includes(name))],
    themeDir,
  );
  return new Set([...dependencyClosure(LAZY_MARKDOWN_ROOTS, themeDir)].filter((name) => !eager.has(name)));
}

export function apiOnlyPackages(root: string): string[] {
  const siteWide = dependencyClosure(SITE_WIDE_RUNTIME, root);
  const lazyMarkdown = lazyMarkdownPackages(root);
  // Docusaurus' own packages serve every page; their build-time dependencies are not followed.
  return [...dependencyClosure([API_THEME], root)]
    .filter((name) => !siteWide.has(name) && !lazyMarkdown.has(name) && !name.startsWith('@docusaurus/'))
    .sort();
}

/**
 * The OpenAPI theme (since 5.x) also replaces two components of the classic
 * theme for the whole site, `@theme/Tabs` and `@theme/TabItem`, so that its
 * API tabs and the pages' tabs share one context. Guides use them too: these
 * files, and the theme modules they import, stay out of the API chunk. Found
 * by listing the theme components both themes provide and following their
 * `@theme/...` and relative imports, so a new override is covered as well.
 */
export function siteWideApiThemeFiles(root: string): Set<string> {
  const themeDir = packageDir(API_THEME, root);
  const classicDir = packageDir('@docusaurus/theme-classic', root);
  if (!themeDir || !classicDir) return new Set();
  const components = path.join(themeDir, 'lib', 'theme');
  const classicComponents = new Set(fs.readdirSync(path.join(classicDir, 'lib', 'theme')));
  const files = new Set<string>();
  const resolveModule = (request: string): string[] => {
    for (const candidate of [request, `${request}.js`, path.join(request, 'index.js')]) {
      // Real paths, as webpack names modules: with node_modules behind a symlink (a git worktree
      // sharing a checkout's packages) the linked paths would never match, and the site-wide Tabs
      // would land in the API chunk that every guide with tabs then loads.
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return [fs.realpathSync(candidate)];
    }
    return [];
  };
  const queue = fs
    .readdirSync(components)
    .filter((name) => classicComponents.has(name))
    .flatMap((name) => resolveModule(path.join(components, name)));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/require\("((?:\.{1,2}\/|@theme\/)[^"]+)"\)/g)) {
      const target = request.startsWith('@theme/')
        ? path.join(components, request.slice('@theme/'.length))
        : path.resolve(path.dirname(file), request);
      queue.push(...resolveModule(target));
    }
  }
  return files;
}

/** The OpenAPI theme's stylesheets, and the CSS file they are built into. */
export const API_THEME_STYLES = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/].*\.s[ac]ss$/;
export const API_STYLES_CHUNK = 'api-reference-styles';

/** A path (or a scoped package name) as a pattern source that matches it with either separator. */
function pathPattern(filePath: string): string {
  return filePath
    .split(/[\\/]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\\\/]');
}

export function apiModulePattern(packages: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(pathPattern).join('|')})[\\\\/]`);
}

/**
 * The site's own components that only API pages render: the request panel's
 * preview (src/theme/SkeletonLoader) imports them into every API page's
 * content, without a lazy boundary, so that the built page has them in place.
 */
export const API_ONLY_SITE_DIRS = ['src/components/TryItIntro', 'src/components/ApiCodeSamples'];

export function siteModulePattern(siteDir: string, dirs: string[]): RegExp {
  return new RegExp(`^(${dirs.map((dir) => pathPattern(path.join(siteDir, dir))).join('|')})[\\\\/][^\\\\/]+\\.tsx?$`);
}

export default function apiChunksPlugin(context: { siteDir: string }): Plugin {
  return {
    name: 'api-chunks',
    configureWebpack(_config, isServer): ConfigureWebpackResult {
      if (isServer) return {};
      const packages = apiModulePattern(apiOnlyPackages(context.siteDir));
      const siteModules = siteModulePattern(fs.realpathSync(context.siteDir), API_ONLY_SITE_DIRS);
      const pattern = { test: (resource: string) => packages.test(resource) || siteModules.test(resource) };
      const siteWide = siteWideApiThemeFiles(context.siteDir);
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                name: 'api-reference',
                test: (module: { resource?: string }) =>
                  !!module.resource && pattern.test(module.resource) && !siteWide.has(module.resource),
                chunks: 'all',
                minChunks: 2,
                priority: 45, // above Docusaurus' `common` (40)
                reuseExistingChunk: true,
              },
              // Docusaurus puts all CSS in one `styles` file (priority 50) that every page loads.
              // The OpenAPI theme's stylesheet (imported by src/theme/ApiItem) gets its own file,
              // loaded with the reference pages; src/performance/ssr-template/index.ts links it after `styles`.
              apiReferenceStyles: {
                name: API_STYLES_CHUNK,
                type: 'css/mini-extract',
                test: API_THEME_STYLES,
                chunks: 'all',
                enforce: true,
                priority: 55,
              },
            },
          },
        },
      } as ConfigureWebpackResult;
    },
  };
}
