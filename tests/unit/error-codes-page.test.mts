/**
 * The error-code reference (/reference/errors): the page generated from the
 * committed inventory and reference/error-guidance.yaml, and the generator's
 * refusal of guidance that does not fit the inventory.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import type { ErrorInventory } from '../../scripts/inventory/errors.ts';
import { readInventory } from '../../scripts/inventory/release.ts';
import type { ErrorGuidance } from '../../scripts/reference/error-codes.ts';
import { ErrorGuidanceError, readGuidance, renderErrorCodes } from '../../scripts/reference/error-codes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const inventory = readInventory<ErrorInventory>(ROOT, 'errors');
const guidance = readGuidance(ROOT);
const page = renderErrorCodes(inventory, guidance);

/** A copy of the real guidance, to seed one mistake into. */
const copy = (): ErrorGuidance => structuredClone(guidance);

describe('error-code reference page', () => {
  it('has every code of the inventory once, with its anchor, status and Core message', () => {
    assert.ok(inventory.errors.length > 200, 'the inventory should hold all of Core’s codes');
    for (const entry of inventory.errors) {
      const heading = `### ${entry.code} {/* #${entry.code} */}`;
      assert.equal(page.split(heading).length - 1, 1, `${entry.code} should have exactly one heading with its anchor`);
      const section = page.slice(page.indexOf(heading)).split(/\n#{2,3} /)[0];
      if (entry.httpStatus !== null)
        assert.match(section, new RegExp(`\`${entry.httpStatus}\``), `${entry.code} status`);
      if (entry.message) assert.ok(section.includes(entry.message), `${entry.code} should show Core's message`);
    }
    assert.equal(page.match(/^### /gm)?.length, inventory.errors.length, 'no headings for codes Core lacks');
  });

  it('gives meaning and what to do for at least 40 codes, the most named ones included', () => {
    assert.ok(
      Object.keys(guidance.guidance).length >= 40,
      `only ${Object.keys(guidance.guidance).length} codes have guidance`,
    );
    for (const code of ['BR_0084', 'BR_0178', 'BR_0002', 'BR_0013', 'BR_0218', 'BR_0292', 'BR_0366']) {
      const section = page.slice(page.indexOf(`### ${code} {/* #${code} */}`)).split(/\n#{2,3} /)[0];
      assert.match(section, /\*\*Meaning\.\*\* \S/, `${code} meaning`);
      assert.match(section, /\*\*What to do\.\*\* \S/, `${code} what to do`);
    }
  });

  it('puts every code in exactly one area, and every area has a heading with its id', () => {
    const counted = new Map<string, number>();
    for (const area of guidance.areas) for (const code of area.codes) counted.set(code, (counted.get(code) ?? 0) + 1);
    for (const entry of inventory.errors) assert.equal(counted.get(entry.code), 1, `${entry.code} area count`);
    assert.equal(counted.size, inventory.errors.length);
    for (const area of guidance.areas) assert.ok(page.includes(`## ${area.title} {/* #${area.id} */}`), area.id);
  });

  it('says that 401 and 403 come without a body', () => {
    const forbidden = page.slice(page.indexOf('### BR_0178 {/* #BR_0178 */}')).split(/\n#{2,3} /)[0];
    assert.match(forbidden, /`403` Forbidden, answered without a body/);
  });

  it('compiles as MDX, heading ids and all, as the docs plugin compiles it with future.v4', async () => {
    await assert.doesNotReject(compile(page));
  });
});

describe('error-code guidance checks', () => {
  const refusal = (seeded: ErrorGuidance): string => {
    try {
      renderErrorCodes(inventory, seeded);
    } catch (error) {
      assert.ok(error instanceof ErrorGuidanceError, 'a guidance problem should be an ErrorGuidanceError');
      assert.match(error.message, /reference\/error-guidance\.yaml/);
      return error.message;
    }
    assert.fail('the generator accepted wrong guidance');
  };

  it('refuses guidance for a code Core does not define', () => {
    const seeded = copy();
    seeded.guidance.BR_9999 = { meaning: 'Made up.', whatToDo: 'Nothing.' };
    assert.match(refusal(seeded), /guidance is given for BR_9999, which Core v1\.74\.2 does not define/);
  });

  it('refuses an area that lists a code Core does not define', () => {
    const seeded = copy();
    seeded.areas[0].codes.push('BR_0016');
    assert.match(refusal(seeded), /area "request-validation" lists BR_0016, which Core v1\.74\.2 does not define/);
  });

  it('refuses a code in two areas, naming both', () => {
    const seeded = copy();
    seeded.areas[1].codes.push('BR_0084');
    assert.match(
      refusal(seeded),
      /BR_0084 is in two areas: "request-validation" and "authentication-and-authorisation"/,
    );
  });

  it('refuses a code in no area', () => {
    const seeded = copy();
    seeded.areas[0].codes = seeded.areas[0].codes.filter((code) => code !== 'BR_0061');
    assert.match(refusal(seeded), /BR_0061 \("Provided datatype is invalid[^)]*\) is in no area/);
  });

  it('refuses guidance text that MDX would read as JSX or an expression', () => {
    const seeded = copy();
    seeded.guidance.BR_0001 = { meaning: 'The {id} is unknown.', whatToDo: 'Check `{id}`.' };
    assert.match(refusal(seeded), /guidance for BR_0001: meaning has \{ \} < or > outside inline code/);
  });
});
