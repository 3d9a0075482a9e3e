/** The small pieces of own code that keep pages light: idle prefetching, trimmed global data and route registry, API-only chunking. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createIdleQueue } from '../../src/performance/idle-prefetch/idleQueue.ts';
import {
  isSearchLoading,
  markSearchSettled,
  markSearchStarted,
  SEARCH_HOLD_MAX_MS,
} from '../../src/search/searchActivity.ts';
import { indexChunkNames, matchBranch } from '../../src/performance/idle-prefetch/routeChunks.ts';
import { withoutDocs } from '../../src/performance/reference-docs/globalData.ts';
import {
  API_ONLY_SITE_DIRS,
  apiModulePattern,
  apiOnlyPackages,
  dependencyClosure,
  lazyMarkdownPackages,
  siteModulePattern,
  siteWideApiThemeFiles,
} from '../../src/performance/api-chunks/index.ts';
import { SEARCH_WORKER_CHUNK, splitsChunk } from '../../src/performance/search-worker-chunk/index.ts';
import { prismClientModule } from '../../src/performance/lazy-prism/index.ts';

const require = createRequire(import.meta.url);

/** A scheduler the test drives: each `tick` is one idle period of `ms`; each piece of work takes 5 ms of it. */
function manualScheduler() {
  const queued: Array<(deadline: { timeRemaining: () => number }) => void> = [];
  let left = 0;
  return {
    schedule: (callback: (deadline: { timeRemaining: () => number }) => void) => queued.push(callback),
    pending: () => queued.length,
    work: () => {
      left -= 5;
    },
    tick(ms: number) {
      left = ms;
      queued.shift()?.({ timeRemaining: () => Math.max(0, left) });
    },
  };
}

describe('search activity (idle prefetching holds back while a first search loads)', () => {
  it('is loading from the reach for search until the answer, and at most SEARCH_HOLD_MAX_MS', () => {
    markSearchSettled();
    assert.equal(isSearchLoading(1000), false);
    markSearchStarted(1000);
    assert.equal(isSearchLoading(1500), true);
    markSearchSettled();
    assert.equal(isSearchLoading(1500), false);
    markSearchStarted(2000);
    assert.equal(isSearchLoading(2000 + SEARCH_HOLD_MAX_MS - 1), true);
    assert.equal(isSearchLoading(2000 + SEARCH_HOLD_MAX_MS), false, 'a search that never answers stops holding');
    markSearchSettled();
  });
});

describe('idle queue (prefetching after hydration)', () => {
  it('does nothing until the browser is idle, then works through the items in order, once each', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    const queue = createIdleQueue<string>((item) => {
      done.push(item);
      scheduler.work();
    }, scheduler.schedule);
    for (const route of ['/a', '/b', '/a', '/c', '/d', '/b']) queue.add(route);
    assert.deepEqual(done, []);
    assert.equal(scheduler.pending(), 1, 'one idle callback for a burst of additions');
    scheduler.tick(12); // 12 -> 7 -> 2 ms left: two items, then the rest waits
    assert.deepEqual(done, ['/a', '/b']);
    scheduler.tick(0);
    assert.deepEqual(done, ['/a', '/b', '/c'], 'an idle period with no time left still runs one item');
    scheduler.tick(50);
    assert.deepEqual(done, ['/a', '/b', '/c', '/d']);
    assert.equal(scheduler.pending(), 0);
    queue.add('/e');
    scheduler.tick(50);
    assert.deepEqual(done.at(-1), '/e');
    for (const route of ['/f', '/g', '/h', '/i']) queue.add(route);
    scheduler.tick(50); // a long idle period still ends the callback after 8 ms of work
    assert.deepEqual(done.slice(-2), ['/f', '/g']);
    scheduler.tick(50);
    assert.deepEqual(done.slice(-2), ['/h', '/i']);
  });

  it('holds its work while held() is true and goes on, in order, once it is false', () => {
    const done: string[] = [];
    const scheduler = manualScheduler();
    let held = true;
    const retries: Array<() => void> = [];
    const queue = createIdleQueue<string>(
      (item) => {
        done.push(item);
        scheduler.work();
      },
      scheduler.schedule,
      () => held,
      (callback) => retries.push(callback),
    );
    queue.add('/a');
    queue.add('/b');
    scheduler.tick(50);
    assert.deepEqual(done, [], 'nothing runs while held');
    assert.equal(retries.length, 1, 'it looks again later');
    assert.equal(scheduler.pending(), 0, 'no idle callback spins meanwhile');
    retries.shift()!();
    scheduler.tick(50);
    assert.deepEqual(done, [], 'still held');
    held = false;
    retries.shift()!();
    queue.add('/c');
    assert.equal(scheduler.pending(), 1, 'one idle callback, not one per addition');
    scheduler.tick(50);
    scheduler.tick(50);
    assert.deepEqual(done, ['/a', '/b', '/c']);
  });
});

describe('route chunks (prefetching)', () => {
  it('indexes the chunk names of each route path, nested names included', () => {
    const index = indexChunkNames({
      '/-abc': { __comp: 'c1', __context: { plugin: 'p1' } },
      '/-def': { __comp: 'c2' },
      '/issue/manage-status-123': { __comp: 'c3', content: 'm1' },
    });
    assert.deepEqual(index.get('/'), ['c1', 'p1', 'c2']);
    assert.deepEqual(index.get('/issue/manage-status'), ['c3', 'm1']);
  });

  it('finds the branch of nested routes that renders a path', () => {
    const routes = [
      { path: '/search', exact: true },
      {
        path: '/',
        routes: [
          {
            path: '/',
            routes: [
              { path: '/issue/manage-status', exact: true },
              { path: '/keys', exact: true },
            ],
          },
        ],
      },
    ];
    // A matcher with react-router's semantics for these shapes: exact paths, or prefixes.
    const matches = (pathname: string, route: { path: string; exact?: boolean }) =>
      route.exact ? pathname === route.path : pathname.startsWith(route.path);
    assert.deepEqual(
      matchBranch(routes, '/keys', matches).map((r) => r.path),
      ['/', '/', '/keys'],
    );
    assert.deepEqual(
      matchBranch(routes, '/search', matches).map((r) => r.path),
      ['/search'],
    );
    assert.deepEqual(
      matchBranch(routes, '/nowhere', matches).map((r) => r.path),
      ['/', '/'],
    );
  });
});

describe('reference docs global data', () => {
  it('drops the generated API pages and keeps everything else', () => {
    const data = {
      path: '/reference',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          docs: [
            { id: 'apis', path: '/reference/apis' },
            { id: 'core/post-credential', path: '/reference/core/post-credential' },
            { id: 'desk/login', path: '/reference/desk/login' },
            { id: 'configuration/core', path: '/reference/configuration/core' },
          ],
        },
      ],
    };
    const trimmed = withoutDocs(data, ['core/', 'desk/', 'bridge/']);
    assert.deepEqual(
      trimmed.versions[0].docs.map((d) => d.id),
      ['apis', 'configuration/core'],
    );
    assert.equal(trimmed.path, '/reference');
    assert.equal(trimmed.versions[0].name, 'current');
    assert.equal(data.versions[0].docs.length, 4, 'the input is not changed');
  });
});

describe('API-only packages', () => {
  it('follows each installed copy of a package, not only the first one met', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'closure-'));
    const write = (dir: string, name: string, dependencies: Record<string, string> = {}) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, dependencies }));
    };
    // app -> styles@6 (no deps) and chalk -> its own styles@4 -> convert
    write(path.join(root, 'node_modules/app'), 'app', { styles: '6', chalk: '4' });
    write(path.join(root, 'node_modules/styles'), 'styles');
    write(path.join(root, 'node_modules/chalk'), 'chalk', { styles: '4' });
    write(path.join(root, 'node_modules/chalk/node_modules/styles'), 'styles', { convert: '2' });
    write(path.join(root, 'node_modules/convert'), 'convert');
    assert.deepEqual([...dependencyClosure(['app'], root)].sort(), ['app', 'chalk', 'convert', 'styles']);
    fs.rmSync(root, { recursive: true });
  });

  it('matches modules of the listed packages only, on any path separator', () => {
    const pattern = apiModulePattern(['@scope/pkg', 'lodash']);
    assert.ok(pattern.test('/x/node_modules/lodash/merge.js'));
    assert.ok(pattern.test('C:\\x\\node_modules\\@scope\\pkg\\index.js'));
    assert.ok(!pattern.test('/x/node_modules/lodash-es/merge.js'));
    assert.ok(!pattern.test('/x/src/lodash/merge.js'));
  });

  it("matches the site's API-only components by folder, scripts only", () => {
    const pattern = siteModulePattern('/site', API_ONLY_SITE_DIRS);
    assert.ok(pattern.test('/site/src/components/TryItIntro/Preview.tsx'));
    assert.ok(pattern.test('/site/src/components/ApiCodeSamples/generate.ts'));
    assert.ok(
      !pattern.test('/site/src/components/ApiCodeSamples/styles.module.css'),
      'styles stay in the one stylesheet',
    );
    assert.ok(!pattern.test('/site/src/components/TryItIntroduction/index.tsx'));
    assert.ok(!pattern.test('/other/src/components/TryItIntro/Preview.tsx'));
    assert.ok(
      siteModulePattern('C:\\docs (1)', API_ONLY_SITE_DIRS).test(
        'C:\\docs (1)\\src\\components\\TryItIntro\\Preview.tsx',
      ),
      'Windows separators, and a folder name with pattern characters',
    );
  });
});

describe('search worker chunk', () => {
  const chunk = (name: string | null, initial: boolean) => ({ name, canBeInitial: () => initial });
  it('splits chunks loaded on demand, as Docusaurus does, but not the search worker', () => {
    assert.equal(splitsChunk(chunk(null, false)), true);
    assert.equal(splitsChunk(chunk('main', true)), false);
    assert.equal(splitsChunk(chunk(SEARCH_WORKER_CHUNK, false)), false);
  });
});

describe('OpenAPI theme components every page uses', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('keeps the Tabs and TabItem it provides for the whole site, and the modules they import, out of the API chunk', () => {
    const files = [...siteWideApiThemeFiles(root)].map((file) =>
      path
        .relative(fs.realpathSync(path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme')), file)
        .split(path.sep)
        .join('/'),
    );
    for (const file of ['Tabs/index.js', 'TabItem/index.js', 'utils/tabsUtils.js', 'utils/scrollUtils.js'])
      assert.ok(files.includes(file), `${file} is site-wide`);
    for (const file of files)
      assert.ok(
        !/^(ApiItem|ApiExplorer|ParamsDetails|Schema|StatusCodes|Markdown)\//.test(file),
        `${file} serves API pages only`,
      );
  });
});

describe('lazily loaded Markdown renderer (src/theme/Markdown)', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('leaves its own libraries out of the API chunk, and what the rest of the theme or the site needs in it', () => {
    const lazy = lazyMarkdownPackages(root);
    for (const name of ['react-markdown', 'rehype-raw', 'remark-gfm', 'micromark', 'hast-util-raw', 'parse5'])
      assert.ok(lazy.has(name), `${name} loads with the renderer`);
    for (const name of ['react', 'react-dom', '@reduxjs/toolkit', 'clsx', 'docusaurus-theme-openapi-docs'])
      assert.ok(!lazy.has(name), `${name} is needed without the renderer`);
    const apiOnly = apiOnlyPackages(root);
    assert.ok(apiOnly.includes('@reduxjs/toolkit'));
    assert.ok(!apiOnly.includes('react-markdown'));
  });
});

describe('Prism client module', () => {
  it('names a file the classic theme really has', () => {
    assert.ok(fs.existsSync(`${prismClientModule(path.resolve(import.meta.dirname, '../..'))}.js`));
  });
});

describe('route registry', () => {
  const { rewriteModuleNames } = require('../../src/performance/client-registry/registry-module-names.cjs') as {
    rewriteModuleNames: (source: string, report: 'chunk-name' | 'nothing') => string;
  };
  const entry = (name: string, file: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
  const source = `export default {\n${entry('0d6d9f4e', '@site/reference/core/post-credential.api.mdx')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;

  it('blanks the module paths in the browser, and keeps the loaders and module ids', () => {
    const result = rewriteModuleNames(source, 'nothing');
    assert.match(
      result,
      /"0d6d9f4e": \[\(\) => import\(\/\* webpackChunkName: "0d6d9f4e" \*\/ "@site\/reference\/core\/post-credential\.api\.mdx"\), "", require\.resolveWeak\("@site\/reference\/core\/post-credential\.api\.mdx"\)\]/,
    );
    assert.match(result, /"17896441": \[.*, "", require\.resolveWeak\("@theme\/DocItem"\)\]/);
  });

  it('reports chunk names on the server, which the client manifest knows', () => {
    const result = rewriteModuleNames(source, 'chunk-name');
    assert.match(
      result,
      /"0d6d9f4e": \[\(\) => import\(.*\), "0d6d9f4e", require\.resolveWeak\("@site\/reference\/core\/post-credential\.api\.mdx"\)\]/,
    );
    assert.match(result, /"17896441": \[.*, "17896441", require\.resolveWeak\("@theme\/DocItem"\)\]/);
  });

  it('fails the build when an entry has a shape it does not know', () => {
    const odd = `export default {\n${entry('a', '@site/a.mdx')}\n  "b": [() => import("@site/b.mdx"), "@site/b.mdx", 12],\n};\n`;
    assert.throws(() => rewriteModuleNames(odd, 'nothing'), /recognised 1 of 2 registry entries/);
  });
});

describe('route chunk names in the browser', () => {
  const { compactChunkNames } = require('../../src/performance/client-registry/compact-chunk-names.cjs') as {
    compactChunkNames: (json: string) => string;
  };

  it('rebuilds the same map Docusaurus generated', async () => {
    const generated = {
      '/search-543': { __comp: '1a4e3797', __context: { plugin: 'e9972098' } },
      '/reference-4c7': { __comp: 'a7bd4aaa', __props: '8061a83e' },
      '/keys-1b2': { __comp: '17896441', content: 'c0ffee01' },
      '/reference/core/cache-f99': { __comp: '4c5e977b', content: '292dc608' },
      '/reference/core/post-key-3a1': { __comp: '4c5e977b', content: '5eed5eed' },
      '/odd-9f0': { content: 'aaaa0000', __comp: '17896441' },
    };
    const source = compactChunkNames(JSON.stringify(generated));
    assert.equal(source.match(/"4c5e977b"/g)?.length, 1, 'a page component is named once');
    const rebuilt = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default;
    assert.deepEqual(rebuilt, generated);
  });

  it('names the plugin when the file is not JSON', () => {
    assert.throws(() => compactChunkNames('export default {}'), /update src\/performance\/client-registry/);
  });
});

describe('deferred routes (src/performance/client-registry/deferred-routes.cjs)', () => {
  const deferredRoutes = require('../../src/performance/client-registry/deferred-routes.cjs') as {
    deferredParts: (
      routesChunkNames: object,
      prefixes: string[],
    ) => { routeKeys: Set<string>; chunkNames: Set<string> };
    splitRegistry: (source: string, chunkNames: Set<string>, part: 'eager' | 'deferred') => string;
  };
  const { compactChunkNames } = require('../../src/performance/client-registry/compact-chunk-names.cjs') as {
    compactChunkNames: (json: string, options?: { deferred?: string[]; part?: 'eager' | 'deferred' }) => string;
  };
  const routesChunkNames = {
    '/keys-1b2': { __comp: 'docitem', content: 'keys' },
    '/reference-4c7': { __comp: 'docroot', __props: 'refversion' },
    '/reference/core/cache-f99': { __comp: 'apiitem', content: 'cache' },
    '/reference/core/models/system-a00': { __comp: 'apiitem', content: 'system' },
    '/reference/errors-3a1': { __comp: 'docitem', content: 'errors' },
  };
  const entry = (name: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), "", require.resolveWeak("@site/${name}.mdx")],`;
  const registry = `export default {\n${['apiitem', 'cache', 'docitem', 'docroot', 'errors', 'keys', 'refversion', 'system'].map(entry).join('\n').replace(/,$/, '')},};\n`;

  it('defers the routes under a prefix, and the chunks only they use', () => {
    const { routeKeys, chunkNames } = deferredRoutes.deferredParts(routesChunkNames, ['/reference/']);
    assert.deepEqual([...routeKeys].sort(), [
      '/reference/core/cache-f99',
      '/reference/core/models/system-a00',
      '/reference/errors-3a1',
    ]);
    // docitem is used by /keys too, and /reference itself is not under the prefix.
    assert.deepEqual([...chunkNames].sort(), ['apiitem', 'cache', 'errors', 'system']);
  });

  it('splits the registry in two modules that hold every entry once', async () => {
    const { chunkNames } = deferredRoutes.deferredParts(routesChunkNames, ['/reference/']);
    const keys = async (part: 'eager' | 'deferred') => {
      const source = deferredRoutes
        .splitRegistry(registry, chunkNames, part)
        .replace(/require\.resolveWeak\([^)]*\)/g, '0')
        .replace(/import\(/g, 'String(');
      return Object.keys((await import(`data:text/javascript,${encodeURIComponent(source)}`)).default).sort();
    };
    assert.deepEqual(await keys('eager'), ['docitem', 'docroot', 'keys', 'refversion']);
    assert.deepEqual(await keys('deferred'), ['apiitem', 'cache', 'errors', 'system']);
  });

  it('fails the build on a registry line it does not know', () => {
    assert.throws(
      () => deferredRoutes.splitRegistry('export default {\n  odd line\n};\n', new Set(), 'eager'),
      /update src\/performance\/client-registry/,
    );
  });

  it('splits the chunk-name map the same way', async () => {
    const part = async (name: 'eager' | 'deferred') =>
      (
        await import(
          `data:text/javascript,${encodeURIComponent(compactChunkNames(JSON.stringify(routesChunkNames), { deferred: ['/reference/'], part: name }))}`
        )
      ).default;
    const eager = await part('eager');
    const deferred = await part('deferred');
    assert.deepEqual(Object.keys(eager).sort(), ['/keys-1b2', '/reference-4c7']);
    assert.deepEqual({ ...eager, ...deferred }, routesChunkNames);
  });
});

describe('client route table', () => {
  const { lazyRouteComponents } = require('../../src/performance/client-registry/lazy-route-components.cjs') as {
    lazyRouteComponents: (source: string, options?: { deferred?: string[] }) => string;
  };
  const header = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\n";
  const table = `${header}export default [\n  {\n    path: '/a',\n    component: ComponentCreator('/a', 'f3c'),\n    exact: true\n  },\n  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n];\n`;

  /** Evaluates the rewritten module with a ComponentCreator that counts its calls. */
  function load(source: string) {
    const calls: string[] = [];
    const body = lazyRouteComponents(source)
      .replace(/^import .*$/gm, '')
      .replace('export default', 'return');
    const routes = new Function('ComponentCreator', body)((path: string, hash?: string) => {
      calls.push(`${path} ${hash}`);
      return { path, hash };
    }) as Array<{ path: string; component: unknown }>;
    return { routes, calls };
  }

  it('creates a route component when it is first used, and the same one every time', () => {
    const { routes, calls } = load(table);
    assert.deepEqual(calls, [], 'nothing is created when the table loads');
    assert.deepEqual(
      routes.map((route) => route.path),
      ['/a', '*'],
    );
    const first = routes[0].component;
    assert.equal(routes[0].component, first);
    assert.deepEqual(first, { path: '/a', hash: 'f3c' });
    assert.deepEqual(routes[1].component, { path: '*', hash: undefined });
    assert.deepEqual(calls, ['/a f3c', '* undefined']);
  });

  it('writes each page route as one call that builds the same route object, sidebar included', () => {
    const nested = `${header}export default [\n  {\n    path: '/docs',\n    component: ComponentCreator('/docs', '5e9'),\n    routes: [\n      {\n        path: '/docs/a',\n        component: ComponentCreator('/docs/a', '1b2'),\n        exact: true,\n        sidebar: "guides"\n      },\n      {\n        path: '/docs/b',\n        component: ComponentCreator('/docs/b', '3c4'),\n        exact: true\n      }\n    ]\n  },\n];\n`;
    const rewritten = lazyRouteComponents(nested);
    assert.match(rewritten, /leafRoute\('\/docs\/a', '1b2', "guides"\)/);
    assert.equal(rewritten.match(/'\/docs\/a'/g)?.length, 1, 'the path is written once');
    const { routes, calls } = load(nested);
    const [parent] = routes as unknown as Array<{ path: string; routes: Array<Record<string, unknown>> }>;
    assert.deepEqual(
      parent.routes.map(({ path, exact, sidebar }) => ({ path, exact, sidebar })),
      [
        { path: '/docs/a', exact: true, sidebar: 'guides' },
        { path: '/docs/b', exact: true, sidebar: undefined },
      ],
    );
    assert.ok(!('sidebar' in parent.routes[1]));
    assert.deepEqual(parent.routes[0].component, { path: '/docs/a', hash: '1b2' });
    assert.deepEqual(calls, ['/docs/a 1b2']);
  });

  it('gives a route under a deferred prefix a component that loads the deferred registry first', () => {
    const rewritten = lazyRouteComponents(table.replace(/'\/a'/g, "'/reference/a'"), {
      deferred: ['/reference/'],
    } as never);
    assert.match(rewritten, /import\(\/\* webpackChunkName: "deferred-routes" \*\/ '@generated\/registry\?deferred'\)/);
    assert.match(rewritten, /const DEFERRED_PREFIXES = \["\/reference\/"\];/);
    assert.doesNotMatch(lazyRouteComponents(table), /deferred-routes/);
  });

  it('fails the build when a route component has a shape it does not know', () => {
    assert.throws(
      () => lazyRouteComponents(table.replace("ComponentCreator('/a', 'f3c')", 'ComponentCreator(path)')),
      /recognised 1 of 2 route components/,
    );
  });
});

describe('site config in the browser (src/performance/client-site-config)', () => {
  const { withoutBuildOnlyFields, BUILD_ONLY_FIELDS } =
    require('../../src/performance/client-site-config/without-build-only-fields.cjs') as {
      withoutBuildOnlyFields: (source: string) => string;
      BUILD_ONLY_FIELDS: string[];
    };

  it('drops the build-only fields from the file Docusaurus generates, and keeps the rest as it was (fails when the generated format changes)', async () => {
    const { generateSiteFiles } = require('@docusaurus/core/lib/server/codegen/codegen.js') as {
      generateSiteFiles: (params: Record<string, unknown>) => Promise<void>;
    };
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
    const siteConfig = {
      title: 'T',
      baseUrl: '/',
      ssrTemplate: '<html>…</html>',
      presets: [['classic', {}]],
      themes: ['t'],
      plugins: [['p', { big: 'x'.repeat(500) }]],
      themeConfig: { navbar: { items: [] } },
      future: { v4: true },
    };
    try {
      await generateSiteFiles({
        generatedFilesDir,
        siteConfig,
        clientModules: [],
        routes: [],
        routesPaths: [],
        globalData: {},
        i18n: {},
        codeTranslations: {},
        siteMetadata: {},
        siteStorage: {},
        baseUrl: '/',
      });
      const source = fs.readFileSync(path.join(generatedFilesDir, 'docusaurus.config.mjs'), 'utf8');
      const result = withoutBuildOnlyFields(source);
      const config = (await import(`data:text/javascript,${encodeURIComponent(result)}`)).default;
      assert.deepEqual(config, {
        title: 'T',
        baseUrl: '/',
        themeConfig: { navbar: { items: [] } },
        future: { v4: true },
      });
      assert.deepEqual(BUILD_ONLY_FIELDS.filter((field) => field in siteConfig).sort(), [
        'plugins',
        'presets',
        'ssrTemplate',
        'themes',
      ]);
    } finally {
      fs.rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  it('names the plugin when the file is not `export default {...}`', () => {
    assert.throws(
      () => withoutBuildOnlyFields('export const config = {};'),
      /update src\/performance\/client-site-config/,
    );
  });

  it('drops only fields no client code of the installed themes reads', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const clientDirs = [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-common/lib',
      'docusaurus-theme-openapi-docs/lib/theme',
      'docusaurus-theme-search-typesense/lib',
      '@docusaurus/theme-mermaid/lib',
    ].map((dir) => path.join(root, 'node_modules', dir));
    const files = [
      ...clientDirs.flatMap((dir) =>
        fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
      ),
      ...fs
        .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(root, 'src', file)),
    ].filter(
      (file) => /\.(js|tsx?)$/.test(file) && !file.endsWith('.d.ts') && !file.includes(`${path.sep}plugins${path.sep}`),
    );
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const field of BUILD_ONLY_FIELDS)
        assert.ok(
          !new RegExp(`siteConfig\\??\\.${field}\\b|\\b${field}\\s*[,}]\\s*=\\s*siteConfig`).test(text),
          `${file} reads siteConfig.${field}`,
        );
    }
  });
});

describe('page template (src/performance/ssr-template/index.ts)', () => {
  it("is Docusaurus' own template but for the order of the stylesheets and scripts (fails when an upgrade changes the default)", async () => {
    const { ssrTemplate } = await import('../../src/performance/ssr-template/index.ts');
    const require = createRequire(import.meta.url);
    const own = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default as string;
    // Our template computes `stylesheets` and `scripts` (ordered) where Docusaurus loops over `it.stylesheets` and `it.scripts`.
    let template = ssrTemplate;
    for (const list of ['stylesheets', 'scripts']) {
      const ordering = new RegExp(`\\n *<%\\n[\\s\\S]*?%>\\n(?= *<% ${list}\\.forEach)`);
      assert.match(template, ordering);
      template = template.replace(ordering, '\n').replace(`<% ${list}.forEach`, `<% it.${list}.forEach`);
    }
    assert.equal(template.trim(), own.trim());
  });

  // Compiled as Docusaurus compiles it (@docusaurus/core lib/ssg/ssgTemplate.js).
  it('orders the deferred scripts runtime, route chunks, main, and fills in the page', async () => {
    const eta = await import('eta');
    const { ssrTemplate } = await import('../../src/performance/ssr-template/index.ts');
    const html = eta.compile(ssrTemplate.trim(), { rmWhitespace: true })(
      {
        htmlAttributes: 'lang="en"',
        bodyAttributes: 'class="page"',
        version: '3.9.2',
        metaAttributes: ['<meta name="x" content="y">'],
        headTags: '<title>T</title>',
        stylesheets: ['assets/css/api-reference-styles.9.css', 'assets/css/styles.1.css'],
        scripts: [
          'assets/js/runtime~main.1.js',
          'assets/js/main.2.js',
          'assets/js/common.3.js',
          'assets/js/c7a108e7.4.js',
        ],
        baseUrl: '/docs/',
        preBodyTags: '',
        appHtml: '<main>content</main>',
        postBodyTags: '',
      },
      eta.defaultConfig,
    );
    const scripts = [...html.matchAll(/<script src="([^"]+)" defer><\/script>/g)].map((match) => match[1]);
    assert.deepEqual(scripts, [
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/common.3.js',
      '/docs/assets/js/c7a108e7.4.js',
      '/docs/assets/js/main.2.js',
    ]);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(
      stylesheets,
      ['/docs/assets/css/styles.1.css', '/docs/assets/css/api-reference-styles.9.css'],
      'the site stylesheet first: the API theme CSS builds on it',
    );
    for (const part of [
      '<html lang="en">',
      '<body class="page">',
      '<title>T</title>',
      'href="/docs/assets/css/styles.1.css"',
      '<div id="__docusaurus"><main>content</main></div>',
    ])
      assert.ok(html.includes(part), part);
  });
});

describe('version metadata (src/performance/lean-version-metadata)', () => {
  const { leanVersionMetadata } = require('../../src/performance/lean-version-metadata/lean-version-metadata.cjs') as {
    leanVersionMetadata: (source: string, options?: { cardListPages?: string[] }) => string;
  };
  const link = (docId: string) => ({ type: 'link', href: `/${docId}`, label: docId, docId });
  const doc = (id: string, sidebar?: string) => ({
    id,
    title: id,
    description: `About ${id}`,
    ...(sidebar ? { sidebar } : {}),
  });
  const version = {
    pluginId: 'default',
    docsSidebars: {
      guides: [
        { type: 'category', label: 'Concepts', href: '/category/concepts', items: [link('dids')] },
        { type: 'category', label: 'Use', href: '/use/', items: [link('use/issue')] },
        { type: 'category', label: 'Configure', href: '/configure/', items: [link('keys')] },
      ],
    },
    docs: {
      dids: doc('dids', 'guides'),
      'use/issue': doc('use/issue', 'guides'),
      keys: doc('keys', 'guides'),
      'api/credentials': doc('api/credentials'),
    },
  };

  it('drops the pages in no sidebar, and the descriptions of pages no category shows as a card; keeps the rest as it was', () => {
    const result = JSON.parse(leanVersionMetadata(JSON.stringify({ version }), { cardListPages: ['/use/'] }));
    assert.deepEqual(result.version.docs, {
      dids: doc('dids', 'guides'),
      'use/issue': doc('use/issue', 'guides'),
      keys: { id: 'keys', title: 'keys', sidebar: 'guides' },
    });
    assert.deepEqual(result.version.docsSidebars, version.docsSidebars);
  });

  it('keeps only generated-index cards when no page is named', () => {
    const result = JSON.parse(leanVersionMetadata(JSON.stringify({ version })));
    assert.equal(result.version.docs['use/issue'].description, undefined);
    assert.equal(result.version.docs.dids.description, 'About dids');
  });

  it('keeps the descriptions of other docs instances (the reference lists operations as cards on its tag pages)', () => {
    const result = JSON.parse(
      leanVersionMetadata(JSON.stringify({ version: { ...version, pluginId: 'reference' } }), {
        cardListPages: ['/use/'],
      }),
    );
    assert.equal(result.version.docs.keys.description, 'About keys');
    assert.equal(result.version.docs['api/credentials'], undefined);
  });

  it('leaves other props files alone', () => {
    const category = JSON.stringify({ categoryGeneratedIndex: { title: 'Concepts' } });
    assert.equal(leanVersionMetadata(category), category);
  });
});

describe('chunk file names (src/performance/chunk-filenames)', () => {
  it('names production browser chunks by id, and leaves the server bundle and the dev server alone', async () => {
    const { default: chunkFilenames } = await import('../../src/performance/chunk-filenames/index.ts');
    const configure = (mode: string, isServer: boolean) =>
      chunkFilenames().configureWebpack!({ mode } as never, isServer, {} as never, {} as never);
    assert.deepEqual(configure('production', false), {
      output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
    });
    assert.deepEqual(configure('production', true), {});
    assert.deepEqual(configure('development', false), {});
  });
});

describe('loader files as cache dependencies (src/performance/shared/loader-cache.ts)', () => {
  it("adds a plugin's loaders to the persistent cache's build dependencies of Rspack and of webpack, and to nothing when there is no persistent cache", async () => {
    const { cacheDependsOn } = await import('../../src/performance/shared/loader-cache.ts');
    const loaders = ['/site/src/plugins/x/a.cjs'];
    assert.deepEqual(
      cacheDependsOn(
        { experiments: { cache: { type: 'persistent', buildDependencies: ['/config.ts'] } } } as never,
        loaders,
      ),
      {
        experiments: { cache: { buildDependencies: loaders } },
      },
    );
    assert.deepEqual(
      cacheDependsOn(
        { cache: { type: 'filesystem', buildDependencies: { config: ['/config.ts'] } } } as never,
        loaders,
      ),
      {
        cache: { buildDependencies: { loaders } },
      },
    );
    assert.deepEqual(cacheDependsOn({ cache: false } as never, loaders), {});
  });
});
