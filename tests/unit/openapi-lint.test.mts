/** A broken spec stops generation with the file, the line and the JSON path of the problem. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { versionSpecs } from '../../config/api-versions.ts';
import { lintAll, lintRuns, lintVersion } from '../../scripts/openapi/lint.ts';
import { validateAll } from '../../scripts/openapi/validate.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('spec lint', () => {
  it('names the file and JSON path of an invalid operation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
    const file = path.join(dir, 'broken.yaml');
    fs.writeFileSync(
      file,
      [
        'openapi: 3.0.3',
        'info: { title: Broken, version: 1.0.0, description: d, license: { name: MIT, url: "https://opensource.org/license/mit" } }',
        'servers: [{ url: "https://example.com" }]',
        'security: []',
        'tags: [{ name: t, description: d }]',
        'paths:',
        '  /things/{id}:',
        '    get:',
        '      operationId: get_thing',
        '      summary: Get a thing',
        '      description: d',
        '      tags: [t]',
        '      responses:',
        "        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Missing' } } } }",
        "        '404': { description: not found }",
      ].join('\n'),
    );
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--format=codeframe'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${result.stdout}${result.stderr}`;
    assert.notEqual(result.status, 0);
    assert.match(output, /broken\.yaml:\d+:\d+/);
    assert.match(output, /#\/paths\/~1things~1\{id\}\/get/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('spec lint per version', () => {
  it('lints each version on its own, the inferred specs with the current ones', () => {
    assert.deepEqual(lintRuns(versionSpecs(ROOT)), [
      { version: '1.74', files: ['openapi/core.yaml', 'openapi/desk.yaml', 'openapi/bridge.yaml'] },
      { version: '1.70', files: ['openapi/versions/1.70/core.yaml'] },
    ]);
  });

  it('fails a version whose spec fails lint, naming the version, the file and the JSON path', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-lint-'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    fs.copyFileSync(path.join(ROOT, 'redocly.yaml'), path.join(root, 'redocly.yaml'));
    fs.mkdirSync(path.join(root, 'openapi/versions/1.70'), { recursive: true });
    const spec = fs.readFileSync(path.join(ROOT, 'openapi/versions/1.70/core.yaml'), 'utf8');
    // an operation whose response points at a schema that does not exist
    const broken = spec.replace(
      '$ref: "#/components/schemas/SsiLvvcResponse"',
      '$ref: "#/components/schemas/NoSuchSchema"',
    );
    assert.notEqual(broken, spec);
    fs.writeFileSync(path.join(root, 'openapi/versions/1.70/core.yaml'), broken);
    const result = await lintVersion(root, { version: '1.70', files: ['openapi/versions/1.70/core.yaml'] });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.match(result.message, /^OpenAPI lint failed for version 1\.70: openapi\/versions\/1\.70\/core\.yaml/);
    assert.match(result.output, /openapi\/versions\/1\.70\/core\.yaml:\d+:\d+/);
    assert.match(result.output, /#\/paths\/~1ssi~1revocation~1v1~1lvvc~1\{id\}\/get\/responses\/200/);
    // Side by side with a valid version, each result stays with its own version, in order.
    fs.copyFileSync(path.join(ROOT, 'openapi/bridge.yaml'), path.join(root, 'openapi/bridge.yaml'));
    const [valid, failed] = await lintAll(root, [
      { version: '1.74', files: ['openapi/bridge.yaml'] },
      { version: '1.70', files: ['openapi/versions/1.70/core.yaml'] },
    ]);
    assert.equal(valid.ok, true);
    assert.equal(failed.ok, false);
    if (!failed.ok) assert.match(failed.message, /version 1\.70/);
    fs.rmSync(root, { recursive: true });
  });
});

describe('spec validation with swagger-parser', () => {
  it('accepts a valid spec and refuses an empty `required` list, naming the file and the JSON path', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-validate-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    const spec = fs.readFileSync(path.join(ROOT, 'openapi/bridge.yaml'), 'utf8');
    fs.writeFileSync(path.join(root, 'openapi/bridge.yaml'), spec);
    // Redocly passes this; the OpenAPI 3.0 schema says `required` has at least one item.
    const broken = spec.replace(
      /^ {2}schemas:\n/m,
      '  schemas:\n    NothingRequired:\n      type: object\n      required: []\n',
    );
    assert.notEqual(broken, spec);
    fs.writeFileSync(path.join(root, 'openapi/broken.yaml'), broken);
    const [valid, invalid] = await validateAll(root, ['openapi/bridge.yaml', 'openapi/broken.yaml']);
    assert.deepEqual(valid, { ok: true });
    assert.equal(invalid.ok, false);
    if (!invalid.ok) {
      assert.match(invalid.message, /^openapi\/broken\.yaml is not valid OpenAPI/);
      assert.match(
        invalid.message,
        /#\/components\/schemas\/NothingRequired\/required must NOT have fewer than 1 items/,
      );
    }
    fs.rmSync(root, { recursive: true });
  });
});
