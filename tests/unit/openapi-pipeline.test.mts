import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { STEPS } from '../../scripts/openapi/steps/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'scripts/openapi/README.md'), 'utf8');

/** The step names of the README's numbered list, in its order. */
function readmeSteps(): string[] {
  const section = README.split(/^## Steps$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\d+\. `([a-z-]+)`:/gm)].map((m) => m[1]);
}

describe('npm run gen:api: a declared list of steps', () => {
  it('the README lists the steps of steps/index.ts, in their order', () => {
    assert.deepEqual(
      readmeSteps(),
      STEPS.map((step) => step.name),
    );
  });

  it('every step has a unique kebab-case name, says what it does, and lives in a module of its name', () => {
    const names = STEPS.map((step) => step.name);
    assert.equal(new Set(names).size, names.length, 'a step name is used twice');
    for (const step of STEPS) {
      assert.match(step.name, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(step.what.length > 10, `${step.name}: says what it does`);
      assert.ok(
        fs.existsSync(path.join(ROOT, 'scripts/openapi/steps', `${step.name}.ts`)),
        `${step.name}: scripts/openapi/steps/${step.name}.ts`,
      );
    }
  });

  it('generate.mts only runs the list: it writes no file itself', () => {
    const runner = fs.readFileSync(path.join(ROOT, 'scripts/openapi/generate.mts'), 'utf8');
    assert.doesNotMatch(runner, /writeFileSync|rmSync|\.replace\(/);
    assert.match(runner, /for \(const step of STEPS\)/);
  });

  it('the additions exist before the generator, pages before a step edits them, and data moves out last', () => {
    const at = (name: string) => STEPS.findIndex((step) => step.name === name);
    assert.ok(at('publish-specs') < at('page-additions') && at('page-additions') < at('generate-pages'));
    for (const editor of ['page-descriptions', 'last-update', 'page-titles'])
      assert.ok(at('generate-pages') < at(editor) && at(editor) < at('older-versions'), editor);
    assert.ok(at('older-versions') < at('json-props'));
    assert.ok(at('clean-output') < at('generate-pages') && at('publish-specs') < at('generate-pages'));
  });
});
