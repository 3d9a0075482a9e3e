import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspect } from '../../src/inspector/registry.ts';
import { digestBase64Url } from '../../src/inspector/digest.ts';
import type { Inspection } from '../../src/inspector/types.ts';
import {
  NOW,
  certificate,
  encodeDisclosure,
  es256KeyPair,
  issueSdJwtVc,
  presentWithKeyBinding,
  seconds,
  signJwt,
  tamperDisclosure,
} from '../support/inspector-vectors.mts';

const check = (inspection: Inspection, name: RegExp) => {
  const found = inspection.checks.find((entry) => name.test(entry.name));
  assert.ok(found, `no check ${name} in ${inspection.checks.map((entry) => entry.name).join(' | ')}`);
  return found;
};

describe('credential inspector: SD-JWT VC', async () => {
  const issuer = await es256KeyPair();
  const holder = await es256KeyPair();
  const good = await issueSdJwtVc({ issuer, holder, status: true });

  it('recognises an SD-JWT VC and shows its header, payload, each disclosure and the claims with the disclosures applied', async () => {
    const inspection = await inspect(good, NOW);
    assert.equal(inspection.kind, 'sd-jwt-vc');
    assert.deepEqual(inspection.problems, []);
    const titles = inspection.parts.map((part) => part.title);
    assert.ok(titles.includes('Issuer-signed JWT: header'));
    assert.ok(titles.some((title) => title === 'Disclosure 1: given_name' || title.endsWith(': given_name')));
    assert.equal(titles.filter((title) => title.startsWith('Disclosure')).length, 6);
    const applied = inspection.parts.find((part) => part.title === 'Claims with the disclosures applied');
    assert.deepEqual((applied?.raw as Record<string, unknown>).address, { locality: 'Zürich', country: 'CH' });
    assert.deepEqual((applied?.raw as Record<string, unknown>).nationalities, ['CH', 'DE']);
    const vct = inspection.parts[1].fields.find((field) => field.key === 'vct');
    assert.equal(vct?.href, '/glossary#sd-jwt-vc');
    const iat = inspection.parts[1].fields.find((field) => field.key === 'iat');
    assert.match(String(iat?.value), /^2026-05-31T12:00:00\.000Z \(\d+\)$/);
  });

  it('digests: passes when every disclosure is referenced, fails naming a tampered disclosure', async () => {
    assert.equal(check(await inspect(good, NOW), /digests/).status, 'passed');
    const tampered = await inspect(tamperDisclosure(good, 'family_name', 'Musterfrau'), NOW);
    const digests = check(tampered, /digests/);
    assert.equal(digests.status, 'failed');
    assert.match(digests.detail, /Disclosure \d \("family_name"\) has the sha-256 digest [\w-]+, which no _sd array/);
    // the signature still verifies: the payload is intact, the disclosure is not
    assert.equal(check(tampered, /issuer's signature/).status, 'passed');
  });

  it('digests: a disclosure from another credential is not referenced', async () => {
    const foreign = `${good}${encodeDisclosure(['c2FsdA', 'age_over_18', true])}~`;
    const digests = check(await inspect(foreign, NOW), /digests/);
    assert.equal(digests.status, 'failed');
    assert.match(digests.detail, /"age_over_18"/);
  });

  it("digests: computes the SD-JWT specification's disclosure digest (a known-answer vector built as data)", async () => {
    // The specification's first example disclosure, with its spaces after commas, and the digest it states.
    const disclosure = Buffer.from('["2GLC42sKQveCfGfryNRN9w", "given_name", "John"]').toString('base64url');
    assert.equal(await digestBase64Url(disclosure, 'sha-256'), 'jsu9yVulwQQlhFlM_3JlzMaSFzglhQG0DpfayQwLUK4');
  });

  it('signature: verifies with the jwk header, fails when the header advertises another key', async () => {
    assert.match(
      check(await inspect(good, NOW), /issuer's signature/).detail,
      /verifies with the key from the jwk header/,
    );
    const other = await es256KeyPair();
    const swapped = await issueSdJwtVc({ issuer, headerJwk: other.publicJwk });
    const signature = check(await inspect(swapped, NOW), /issuer's signature/);
    assert.equal(signature.status, 'failed');
    assert.match(signature.detail, /does not verify with the key from the jwk header/);
  });

  it('signature: says why it is not checked when the header only names a kid', async () => {
    const byKid = await issueSdJwtVc({ issuer, header: { typ: 'dc+sd-jwt', kid: 'https://issuer.example.com#key-1' } });
    const signature = check(await inspect(byKid, NOW), /issuer's signature/);
    assert.equal(signature.status, 'not-possible');
    assert.match(signature.detail, /kid "https:\/\/issuer\.example\.com#key-1".*needs the network/);
  });

  it('signature: verifies with an x5c certificate; an expired certificate fails its validity check and names the Core error', async () => {
    const valid = await certificate(new Date('2026-01-01'), new Date('2027-01-01'));
    const expired = await certificate(new Date('2025-01-01'), new Date('2026-01-01'));
    for (const [cert, expected] of [
      [valid, 'passed'],
      [expired, 'failed'],
    ] as const) {
      const key = { privateJwk: cert.privateJwk, publicJwk: {} };
      const sdJwt = await issueSdJwtVc({ issuer: key, header: { typ: 'dc+sd-jwt', x5c: [cert.der] } });
      const inspection = await inspect(sdJwt, NOW);
      assert.equal(check(inspection, /issuer's signature/).status, 'passed');
      assert.equal(check(inspection, /certificate is within its validity/).status, expected);
      assert.ok(inspection.parts.some((part) => part.title === 'Signing certificate (x5c[0])'));
      assert.deepEqual(
        inspection.coreAnswers.map((answer) => answer.errorCode),
        expected === 'failed' ? ['BR_0213'] : [],
      );
      if (expected === 'failed') assert.equal(inspection.coreAnswers[0].href, '/reference/errors#BR_0213');
    }
  });

  it('validity: passes inside the window, fails after exp and before iat, with the dates in the detail', async () => {
    assert.equal(check(await inspect(good, NOW), /validity window/).status, 'passed');
    const expired = check(
      await inspect(await issueSdJwtVc({ issuer, exp: seconds(NOW) - 3600 }), NOW),
      /validity window/,
    );
    assert.equal(expired.status, 'failed');
    assert.match(
      expired.detail,
      /^Expired at 2026-06-01T11:00:00\.000Z \(exp\), 60 minutes ago; your clock says 2026-06-01T12:00:00\.000Z\.$/,
    );
    const future = check(
      await inspect(await issueSdJwtVc({ issuer, iat: seconds(NOW) + 7200 }), NOW),
      /validity window/,
    );
    assert.equal(future.status, 'failed');
    assert.match(future.detail, /^Issued in the future/);
    const noDates = check(
      await inspect(await issueSdJwtVc({ issuer, iat: undefined, exp: null }), NOW),
      /validity window/,
    );
    assert.equal(noDates.status, 'passed');
  });

  it('status: shows the status list reference as not checked, because it needs the network', async () => {
    const status = check(await inspect(good, NOW), /status/i);
    assert.equal(status.status, 'not-possible');
    assert.match(
      status.detail,
      /needs the network.*entry 412 of the token status list at https:\/\/issuer\.example\.com\/status\/7/,
    );
    const none = await inspect(await issueSdJwtVc({ issuer }), NOW);
    assert.ok(!none.checks.some((entry) => /Revocation/.test(entry.name)));
  });

  it("key binding: sd_hash and the holder's signature pass; a removed disclosure or another holder key fails", async () => {
    const presented = await presentWithKeyBinding(good, holder);
    const inspection = await inspect(presented, NOW);
    assert.equal(inspection.label, 'SD-JWT VC with key-binding JWT');
    assert.equal(check(inspection, /sd_hash/).status, 'passed');
    assert.equal(check(inspection, /key-binding signature/).status, 'passed');

    // drop one disclosure after the holder signed: sd_hash no longer covers what is presented
    const segments = presented.split('~');
    const dropped = [...segments.slice(0, 1), ...segments.slice(2)].join('~');
    const sdHash = check(await inspect(dropped, NOW), /sd_hash/);
    assert.equal(sdHash.status, 'failed');
    assert.match(sdHash.detail, /disclosures were added, removed or changed after the holder signed/);

    const stranger = await es256KeyPair();
    const wrongHolder = check(
      await inspect(await presentWithKeyBinding(good, holder, stranger), NOW),
      /key-binding signature/,
    );
    assert.equal(wrongHolder.status, 'failed');
  });

  it('plain SD-JWT (no vct, no SD-JWT VC typ) is labelled as such', async () => {
    const jwt = await signJwt(
      { iss: 'https://issuer.example.com', _sd: [], _sd_alg: 'sha-256' },
      { typ: 'example+sd-jwt' },
      issuer.privateJwk,
    );
    const inspection = await inspect(`${jwt}~`, NOW);
    assert.equal(inspection.kind, 'sd-jwt');
    assert.equal(check(inspection, /digests/).status, 'not-possible');
  });
});

describe('credential inspector: malformed SD-JWT input', async () => {
  const issuer = await es256KeyPair();
  const good = await issueSdJwtVc({ issuer });

  it('names the disclosure and the character where base64url breaks', async () => {
    const firstTilde = good.indexOf('~');
    const broken = `${good.slice(0, firstTilde + 5)}*${good.slice(firstTilde + 6)}`;
    const inspection = await inspect(broken, NOW);
    assert.equal(inspection.problems.length, 1);
    assert.deepEqual(inspection.problems[0].position, { unit: 'character', offset: firstTilde + 5 });
    assert.equal(inspection.problems[0].part, 'Disclosure 1');
    assert.match(inspection.problems[0].message, /"\*" at character \d+ is not base64url/);
  });

  it('names the issuer-signed JWT part and the character where a stray character sits in it', async () => {
    const broken = `${good.slice(0, 30)}!${good.slice(31)}`;
    const inspection = await inspect(broken, NOW);
    // its header and payload unread, the value is an SD-JWT; whether a VC is not known
    assert.equal(inspection.kind, 'sd-jwt');
    assert.equal(inspection.problems[0].part, 'Issuer-signed JWT header');
    assert.deepEqual(inspection.problems[0].position, { unit: 'character', offset: 30 });
  });

  it('says what a disclosure should hold when it is JSON of the wrong shape', async () => {
    const [jwt] = good.split('~');
    const inspection = await inspect(`${jwt}~${encodeDisclosure(['only-salt'])}~`, NOW);
    assert.match(inspection.problems[0].message, /expected a JSON array \[salt, name, value\]/);
  });

  it('reports a missing trailing "~" at the end of the value', async () => {
    const withoutTilde = good.slice(0, -1);
    const inspection = await inspect(withoutTilde, NOW);
    const problem = inspection.problems.find((entry) => entry.part === 'End of the SD-JWT');
    assert.ok(problem);
    assert.equal(problem.position?.offset, withoutTilde.length);
  });

  it('reports a payload that is not JSON, at the start of the payload', async () => {
    const [header] = good.split('.');
    const payload = Buffer.from('{"iss": "x",').toString('base64url');
    const inspection = await inspect(`${header}.${payload}.c2ln~`, NOW);
    assert.equal(inspection.problems[0].part, 'Issuer-signed JWT payload');
    assert.deepEqual(inspection.problems[0].position, { unit: 'character', offset: header.length + 1 });
    assert.match(inspection.problems[0].message, /is not valid JSON/);
  });

  it('reports base64 padding in a JWT part as such', async () => {
    const [header, rest] = [good.slice(0, good.indexOf('.')), good.slice(good.indexOf('.'))];
    const inspection = await inspect(`${header}=${rest}`, NOW);
    assert.match(inspection.problems[0].message, /padding/);
    assert.equal(inspection.problems[0].position?.offset, header.length);
  });
});
