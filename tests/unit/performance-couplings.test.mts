/**
 * Every coupling of the site's code to what Docusaurus, a theme or a library
 * does not promise to keep (an internal file imported, a generated file or
 * bundler global relied on, a private field, a swizzle the theme marks
 * unsafe) is listed in the inventory, src/performance/README.md, under
 * "Couplings"; and every row there is still found in the code.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  loadSwizzleThemes,
  scanFiles,
  scanSource,
  siteSourceFiles,
  unsafeSwizzles,
  type Coupling,
  type SwizzleTheme,
} from '../support/couplings.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INVENTORY = 'src/performance/README.md';
/** The themes in the order the site config loads them: the preset's, then `themes` (docusaurus.config.ts). */
const THEMES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-mermaid',
  'docusaurus-theme-openapi-docs',
  'docusaurus-theme-search-typesense',
];

/** The inventory's "Couplings" table: each row's file (first column) and what it relies on (the second column's code spans). */
export function listedCouplings(markdown: string): Coupling[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Couplings'));
  if (!section) return [];
  const listed: Coupling[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1);
    if (cells.length < 2 || /^\s*-+\s*$/.test(cells[0])) continue;
    const file = /`([^`]+)`/.exec(cells[0])?.[1];
    if (!file) continue;
    for (const [, target] of cells[1].matchAll(/`([^`]+)`/g)) listed.push({ file, target });
  }
  return listed;
}

const key = (c: Coupling) => `${c.file} → ${c.target}`;

/** Found but not listed, and listed but no longer found. */
export function compareWithInventory(found: Coupling[], listed: Coupling[]) {
  const listedKeys = new Set(listed.map(key));
  const foundKeys = new Set(found.map(key));
  return {
    unlisted: [...foundKeys].filter((k) => !listedKeys.has(k)).sort(),
    stale: [...listedKeys].filter((k) => !foundKeys.has(k)).sort(),
  };
}

function siteCouplings(): Coupling[] {
  const files = siteSourceFiles(
    ROOT,
    ['src', 'config'],
    ['docusaurus.config.ts', 'sidebars.ts', 'sidebars-reference.ts'],
  );
  const themes = loadSwizzleThemes(ROOT, THEMES);
  const sources = files.map((file) => ({ file, source: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
  return [...scanFiles(ROOT, files), ...unsafeSwizzles(sources, themes)];
}

describe('couplings to internals (src/performance/README.md › Couplings)', () => {
  it('lists every coupling the code has, and no row the code no longer has', () => {
    const { unlisted, stale } = compareWithInventory(
      siteCouplings(),
      listedCouplings(fs.readFileSync(path.join(ROOT, INVENTORY), 'utf8')),
    );
    assert.deepEqual(unlisted, [], `add these to the Couplings table of ${INVENTORY}, with the test that fails first`);
    assert.deepEqual(stale, [], `these rows of ${INVENTORY} are no longer found in the code`);
  });

  it('fails on an unlisted internal import, generated file, bundler global or private field (seeded)', () => {
    const source = `
      import { Context } from '@docusaurus/core/lib/client/browserContext';
      import { useThing } from '@docusaurus/theme-common/internal';
      import type { X } from 'some-lib/dist/types';
      import Link from '@docusaurus/Link';
      import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
      import routes from '@generated/routes';
      // import nothing from '@docusaurus/core/lib/comment-only';
      const rule = { test: /[\\\\/]\\.docusaurus[\\\\/]registry\\.js$/ };
      const url = __webpack_require__.gca('x');
      window.docusaurus.prefetch('/a');
      const ids = (index as unknown as { _documentIds: Map<number, string> })._documentIds;
      const hit = result._highlightResult;
    `;
    const found = scanSource('src/seeded.tsx', source);
    assert.deepEqual(
      found.map((c) => c.target),
      [
        '.docusaurus/registry.js',
        '@docusaurus/core/lib/client/browserContext',
        '@docusaurus/theme-common/internal',
        '@generated/routes',
        '__webpack_require__',
        'private field _documentIds',
        'some-lib/dist/types',
        'window.docusaurus',
      ],
    );
    const listed = [{ file: 'src/seeded.tsx', target: '@generated/routes' }];
    assert.equal(compareWithInventory(found, listed).unlisted.length, 7);
    assert.deepEqual(compareWithInventory(found, [...listed, { file: 'src/seeded.tsx', target: 'gone' }]).stale, [
      'src/seeded.tsx → gone',
    ]);
  });

  it('fails on an unlisted swizzle the theme marks unsafe, by wrap or eject (seeded)', () => {
    const themes: SwizzleTheme[] = [
      {
        name: 'theme-a',
        components: new Set(['Safe', 'Wrapped', 'Ejected']),
        config: {
          Safe: { actions: { wrap: 'safe', eject: 'safe' } },
          Wrapped: { actions: { wrap: 'safe', eject: 'unsafe' } },
        },
      },
      // A later theme's component replaces the earlier one's, with its own (here absent: unsafe) config.
      { name: 'theme-b', components: new Set(['Safe2']), config: {} },
    ];
    const files = [
      { file: 'src/theme/Safe/index.tsx', source: "import Original from '@theme-original/Safe';" },
      { file: 'src/theme/Wrapped/index.tsx', source: "import Original from '@theme-original/Wrapped';" },
      { file: 'src/theme/Ejected/index.tsx', source: 'export default function Ejected() { return null; }' },
      { file: 'src/theme/Safe2.tsx', source: "import Original from '@theme-original/Safe2';" },
      { file: 'src/theme/Wrapped/helper.ts', source: 'export const x = 1;' },
    ];
    assert.deepEqual(unsafeSwizzles(files, themes), [
      { file: 'src/theme/Ejected/index.tsx', target: 'swizzle eject Ejected (unsafe in theme-a)' },
      { file: 'src/theme/Safe2.tsx', target: 'swizzle wrap Safe2 (unsafe in theme-b)' },
    ]);
  });

  it('reads the inventory table as file and targets', () => {
    const markdown = [
      '## Couplings',
      '',
      '| File | Relies on | Fails first |',
      '| --- | --- | --- |',
      '| `src/a.ts` | `@x/y/lib/z`, `window.docusaurus` | a test |',
      '',
      '## Next',
      '| `src/b.ts` | `not/in/the/section` | |',
    ].join('\n');
    assert.deepEqual(listedCouplings(markdown), [
      { file: 'src/a.ts', target: '@x/y/lib/z' },
      { file: 'src/a.ts', target: 'window.docusaurus' },
    ]);
  });
});
