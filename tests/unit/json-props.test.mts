/** scripts/openapi/json-props.ts: the generated pages' data moved from MDX attributes to modules the pages import. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import { pathToFileURL } from 'node:url';
import { extractJsonProps, moveJsonProps, PROPS_DIR } from '../../scripts/openapi/json-props.ts';

const PAGE = `---
id: delete-proof
title: "Delete a proof request"
---

import ParamsDetails from "@theme/ParamsDetails";
import StatusCodes from "@theme/StatusCodes";

Withdraws a proof request.

<ParamsDetails
  parameters={[{"name":"id","in":"path","required":true,"description":"ID of the {proof} request."}]}
>
</ParamsDetails>

<StatusCodes
  label={"Responses"}
  style={{display: 'none'}}
  responses={{"204":{"description":"No body: \\"done\\"."}}}
>
</StatusCodes>
`;

describe('JSON attribute values of generated pages', () => {
  it('moves every JSON attribute value to the imported module, in page order, and leaves the rest as written', () => {
    const { mdx, values } = extractJsonProps(PAGE, './_props/delete-proof.api.js');
    assert.deepEqual(values, [
      [{ name: 'id', in: 'path', required: true, description: 'ID of the {proof} request.' }],
      { 204: { description: 'No body: "done".' } },
    ]);
    assert.match(mdx, /^ {2}parameters=\{jsonProps\[0\]\}$/m);
    assert.match(mdx, /^ {2}responses=\{jsonProps\[1\]\}$/m);
    assert.match(mdx, /^ {2}label=\{"Responses"\}$/m, 'a string stays');
    assert.match(mdx, /^ {2}style=\{\{display: 'none'\}\}$/m, 'a JavaScript expression that is not JSON stays');
    assert.match(
      mdx,
      /\nimport jsonProps from "\.\/_props\/delete-proof\.api\.js";\nimport ParamsDetails/,
      'imported with the other imports',
    );
    assert.ok(mdx.startsWith('---\nid: delete-proof\n'), 'the front matter stays first');
  });

  it('leaves a page without JSON values unchanged, and a second run changes nothing', () => {
    const plain = '---\ntitle: x\n---\n\nText.\n';
    assert.deepEqual(extractJsonProps(plain, './_props/x.js'), { mdx: plain, values: [] });
    const once = extractJsonProps(PAGE, './_props/p.js').mdx;
    assert.equal(extractJsonProps(once, './_props/p.js').mdx, once);
  });

  it('imports after the front matter when the page has no imports, and the result compiles as MDX', async () => {
    const page = '---\ntitle: x\n---\n\n<Box\n  items={[1, 2]}\n>\n</Box>\n';
    const { mdx } = extractJsonProps(page, './_props/x.js');
    assert.equal(
      mdx,
      '---\ntitle: x\n---\n\nimport jsonProps from "./_props/x.js";\n\n\n<Box\n  items={jsonProps[0]}\n>\n</Box>\n',
    );
    const compiled = String(await compile(mdx.replace(/^---[\s\S]*?---\n/, '')));
    assert.match(compiled, /import jsonProps from "\.\/_props\/x\.js"/);
    assert.match(compiled, /items: jsonProps\[0\]/);
  });

  it('writes one module per operation page, exporting the values, and rewrites only operation pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-props-'));
    try {
      fs.writeFileSync(path.join(dir, 'delete-proof.api.mdx'), PAGE);
      fs.writeFileSync(path.join(dir, 'proofs.tag.mdx'), PAGE);
      assert.equal(moveJsonProps(dir), 1);
      const { default: values } = await import(pathToFileURL(path.join(dir, PROPS_DIR, 'delete-proof.api.js')).href);
      assert.deepEqual(values, extractJsonProps(PAGE, 'x').values);
      assert.match(
        fs.readFileSync(path.join(dir, 'delete-proof.api.mdx'), 'utf8'),
        /import jsonProps from "\.\/_props\/delete-proof\.api\.js";[\s\S]*jsonProps\[1\]/,
      );
      assert.equal(fs.readFileSync(path.join(dir, 'proofs.tag.mdx'), 'utf8'), PAGE, 'not an operation page');
      assert.deepEqual(fs.readdirSync(path.join(dir, PROPS_DIR)), ['delete-proof.api.js']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
