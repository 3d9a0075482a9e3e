/** A broken spec stops generation with the file, the line and the JSON path of the problem. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

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
