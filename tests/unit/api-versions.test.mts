/** The versions of the API reference: config/api-versions.ts and scripts/openapi/versions.ts. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { API_NAMES, API_VERSIONS, CURRENT_API_VERSION, versionSpecs } from '../../config/api-versions.ts';
import { API_SPECS, openApiPluginOptions } from '../../config/openapi.ts';
import { CORE_RELEASE } from '../../scripts/inventory/release.ts';
import {
  moveVersionedPages,
  oldVersionNotice,
  operationSlugs,
  publishedSpecText,
} from '../../scripts/openapi/versions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('config/api-versions.ts', () => {
  it('labels the current version with the Core release the docs describe, not the site version', () => {
    assert.equal(CURRENT_API_VERSION.coreRelease, CORE_RELEASE);
    assert.equal(`v${CURRENT_API_VERSION.label}`, CORE_RELEASE.replace(/\.\d+$/, ''));
    assert.deepEqual([...API_NAMES], Object.keys(API_SPECS));
  });

  it('finds every spec of every listed version, and infers only what it lists as inferred', () => {
    const specs = versionSpecs(ROOT);
    assert.equal(specs.length, API_VERSIONS.length * API_NAMES.length);
    assert.deepEqual(
      specs.filter((s) => s.version === '1.70').map((s) => `${s.api} ${s.source} ${s.inferred}`),
      ['core openapi/versions/1.70/core.yaml false', 'desk openapi/desk.yaml true', 'bridge openapi/bridge.yaml true'],
    );
  });

  it('stops on a listed version without its spec, naming the version and the file', () => {
    assert.throws(
      () =>
        versionSpecs(ROOT, [...API_VERSIONS, { label: '1.60', coreRelease: 'v1.60.0', inferred: ['desk', 'bridge'] }]),
      /config\/api-versions\.ts lists version 1\.60, but its Core API spec openapi\/versions\/1\.60\/core\.yaml does not exist/,
    );
    assert.throws(
      () => versionSpecs(ROOT, [{ label: '1.74.2', coreRelease: 'v1.74.2' }]),
      /version label "1\.74\.2" is not <major>\.<minor>/,
    );
    assert.throws(() => versionSpecs(ROOT, [API_VERSIONS[0], API_VERSIONS[0]]), /version 1\.74 is listed twice/);
  });

  it('gives the generator one entry per API and version, older ones generated from their published spec', () => {
    const config = openApiPluginOptions.config as Record<
      string,
      { specPath: string; outputDir: string; downloadUrl: string }
    >;
    assert.deepEqual(Object.keys(config), ['core', 'desk', 'bridge', 'core@1.70', 'desk@1.70', 'bridge@1.70']);
    assert.deepEqual(config['core@1.70'], {
      ...config['core@1.70'],
      specPath: 'static/openapi/1.70/core.yaml',
      outputDir: 'reference/_versions/1.70/core',
      downloadUrl: '/openapi/1.70/core.yaml',
    });
  });
});

describe('published specs of an older version', () => {
  it("says in an inferred spec's info that it is inferred, and leaves an own spec as written", () => {
    const desk = YAML.parse(
      publishedSpecText(ROOT, { version: '1.70', api: 'desk', source: 'openapi/desk.yaml', inferred: true }),
    );
    const current = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/desk.yaml'), 'utf8'));
    const [summary, note] = desk.info.description.split('\n\n');
    // the API's own summary stays first: it is the meta description of the info page
    assert.equal(summary, current.info.description.split(/\n\s*\n/)[0]);
    assert.match(note, /^\*\*Inferred version\.\*\* Desk API has no public source to read its 1\.70 release from/);
    assert.equal(desk.info['x-inferred-from'], '1.74');
    assert.deepEqual(desk.paths, current.paths);
    const core = publishedSpecText(ROOT, {
      version: '1.70',
      api: 'core',
      source: 'openapi/versions/1.70/core.yaml',
      inferred: false,
    });
    assert.equal(core, fs.readFileSync(path.join(ROOT, 'openapi/versions/1.70/core.yaml'), 'utf8'));
    assert.match(YAML.parse(core).info.description, /Core \*\*1\.70\*\* \(release `v1\.70\.0`\)/);
  });

  it('has the operations 1.70 had that 1.74 replaced, and lacks the ones 1.74 added', () => {
    const slugs = operationSlugs(fs.readFileSync(path.join(ROOT, 'openapi/versions/1.70/core.yaml'), 'utf8'));
    assert.ok(slugs.has('oid-4-vci-draft-13-swiyu-create-token'));
    assert.ok(slugs.has('get-lvvc-by-credential-id'));
    assert.ok(!slugs.has('post-trust-collection'));
    assert.ok(!slugs.has('oid-4-vci-final-1-0-swiyu-create-token'));
  });
});

describe('pages of an older version', () => {
  it('say they are old and link to the same page of the current version, or to the changelog', () => {
    assert.equal(
      oldVersionNotice('1.70', 'core', 'post-credential', true, '/reference/changelog/core-1.70-to-1.74'),
      ':::caution[Core 1.70: an older version]\n\nThis page describes the Core API of Core 1.70. See [the same page for Core 1.74](/reference/core/post-credential).\n\n:::\n\n',
    );
    assert.match(
      oldVersionNotice('1.70', 'core', 'get-lvvc-by-credential-id', false, '/reference/changelog/core-1.70-to-1.74'),
      /See \[the API changelog\]\(\/reference\/changelog\/core-1\.70-to-1\.74\), which says what Core 1\.74 has instead\./,
    );
  });

  it('move to the versioned docs with the info link and the sidebar ids of their version', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    const from = path.join(root, 'reference/_versions/1.70/core');
    fs.mkdirSync(from, { recursive: true });
    fs.writeFileSync(path.join(from, 'get-x.api.mdx'), '---\ninfo_path: reference/_versions/1.70/core/core-api\n---\n');
    fs.writeFileSync(
      path.join(from, 'sidebar.ts'),
      'import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";\n\nconst sidebar: SidebarsConfig = {\n  apisidebar: [\n    { type: "doc", id: "_versions/1.70/core/get-x", label: "X" },\n  ],\n};\n\nexport default sidebar.apisidebar;\n',
    );
    const slice = await moveVersionedPages(root, '1.70', 'core');
    assert.deepEqual(slice, [{ type: 'doc', id: 'core/get-x', label: 'X' }]);
    assert.equal(
      fs.readFileSync(path.join(root, 'reference_versioned_docs/version-1.70/core/get-x.api.mdx'), 'utf8'),
      '---\ninfo_path: reference/1.70/core/core-api\n---\n',
    );
    assert.ok(!fs.existsSync(from));
    assert.ok(!fs.existsSync(path.join(root, 'reference_versioned_docs/version-1.70/core/sidebar.ts')));
  });
});
