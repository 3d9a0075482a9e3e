/** The BR_ error-code guard, on seeded guides and specs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ErrorInventory } from '../../scripts/inventory/errors.ts';
import { checkErrorCodes } from '../../scripts/guards/error-codes.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';

const inventory: ErrorInventory = {
  source: { repo: 'procivis/one-core', tag: 'v1.74.2' },
  errors: [
    {
      code: 'BR_0001',
      variant: 'ErrorCode::BR_0001',
      definedIn: 'e.rs',
      message: 'Credential not found',
      httpStatus: 404,
      httpStatusName: 'NOT_FOUND',
      raisedBy: [],
    },
    {
      code: 'BR_0030',
      variant: 'ErrorCode::BR_0030',
      definedIn: 'e.rs',
      message: 'DID invalid key number',
      httpStatus: 400,
      httpStatusName: 'BAD_REQUEST',
      raisedBy: [],
    },
    {
      code: 'BR_0084',
      variant: 'ErrorCode::BR_0084',
      definedIn: 'e.rs',
      message: 'General input validation error',
      httpStatus: 400,
      httpStatusName: 'BAD_REQUEST',
      raisedBy: [],
    },
  ],
};

const guide = (text: string) => parseGuide('docs/errors.mdx', text);
const lines = (problems: { file: string; line: number }[]) => problems.map((p) => `${p.file}:${p.line}`);

describe('error-code guard', () => {
  it('accepts codes Core defines, with their messages and statuses', () => {
    const text = [
      'A missing credential answers `BR_0001` ("Credential not found").',
      'Too many keys fail with `BR_0030` "DID invalid key number."',
      '',
      '```json title="Response 404"',
      '{ "code": "BR_0001", "message": "Credential not found" }',
      '```',
    ].join('\n');
    assert.deepEqual(
      checkErrorCodes([guide(text)], [{ file: 'openapi/core.yaml', text: 'example: BR_0084\n' }], inventory),
      [],
    );
  });

  it('reports an unknown code in prose, in a code block and in a spec, with file and line', () => {
    const text = [
      'Intro line.',
      'A wrong claim: the call fails with `BR_0999`.',
      '',
      '```json',
      '{',
      '  "code": "BR_0016"',
      '}',
      '```',
    ].join('\n');
    const problems = checkErrorCodes(
      [guide(text)],
      [{ file: 'openapi/desk.yaml', text: 'a: 1\nb:\n  example: BR_0500\n' }],
      inventory,
    );
    assert.deepEqual(lines(problems), ['docs/errors.mdx:2', 'docs/errors.mdx:6', 'openapi/desk.yaml:3']);
    assert.match(problems[0].message, /BR_0999 is not defined by one-core v1\.74\.2/);
    assert.match(problems[2].message, /BR_0500/);
  });

  it('reports a code with the wrong number of digits', () => {
    const problems = checkErrorCodes([guide('x\n\nSee BR_12 for details.\n')], [], inventory);
    assert.deepEqual(lines(problems), ['docs/errors.mdx:3']);
    assert.match(problems[0].message, /four digits/);
  });

  it("reports a quoted message that is not Core's", () => {
    const text = 'Line one.\n\nToo many keys fail with `BR_0030` ("DID has too many keys").\n';
    const problems = checkErrorCodes([guide(text)], [], inventory);
    assert.deepEqual(lines(problems), ['docs/errors.mdx:3']);
    assert.match(
      problems[0].message,
      /quoted as "DID has too many keys" but Core's message is "DID invalid key number"/,
    );
  });

  it('reports a status stated next to a code that Core does not answer with', () => {
    const text = [
      'A missing credential answers `400` with `BR_0001`.',
      'A bad key set fails with `400` and `BR_0030`.',
      'Unknown fields give `BR_0084` (`422`).',
    ].join('\n');
    const problems = checkErrorCodes([guide(text)], [], inventory);
    assert.deepEqual(
      problems.map((p) => `${p.line} ${p.message}`),
      [
        '1 BR_0001 is stated with status 400 but Core answers 404',
        '3 BR_0084 is stated with status 422 but Core answers 400',
      ],
    );
  });

  it('reports a wrong message or status in an error example', () => {
    const text = [
      '# Errors',
      '',
      '```json title="Response 400"',
      '{',
      '  "code": "BR_0001",',
      '  "message": "No such credential"',
      '}',
      '```',
      '',
      '```http',
      'HTTP/1.1 404 Not Found',
      'Content-Type: application/json',
      '',
      '{"code": "BR_0084", "message": "General input validation error"}',
      '```',
    ].join('\n');
    const problems = checkErrorCodes([guide(text)], [], inventory);
    assert.deepEqual(
      problems.map((p) => `${p.line} ${p.message}`),
      [
        '5 BR_0001 example has message "No such credential" but Core\'s message is "Credential not found"',
        '5 BR_0001 example is shown with status 400 but Core answers 404',
        '14 BR_0084 example is shown with status 404 but Core answers 400',
      ],
    );
  });
  it("checks the error examples of the Core spec: Core's message, under the status Core answers with", () => {
    const spec = [
      'paths:', //                              1
      '  /api/credential/v1/{id}:', //          2
      '    get:', //                            3
      '      responses:', //                    4
      '        "404":', //                      5
      '          content:', //                  6
      '            application/json:', //       7
      '              examples:', //             8
      '                BR_0001:', //            9
      '                  value:', //            10
      '                    code: BR_0001', //   11
      '                    message: Credential not found', // 12
      '        "400":', //                      13
      '          content:', //                  14
      '            application/json:', //       15
      '              example:', //              16
      '                code: BR_0001', //       17
      '                message: Not there', //  18
    ].join('\n');
    const problems = checkErrorCodes([], [{ file: 'openapi/core.yaml', text: spec }], inventory);
    assert.deepEqual(
      problems.map((p) => `${p.line}: ${p.message}`),
      [
        '17: BR_0001 example has message "Not there" but Core\'s message is "Credential not found"',
        '17: BR_0001 is an example of the 400 response, but Core answers it with 404',
      ],
    );
  });
});
