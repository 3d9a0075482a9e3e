import assert from 'node:assert/strict';
import { webcrypto } from 'node:crypto';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { Decoder, Encoder, Tag } from 'cbor-x';
import { glossary } from '../../src/data/glossary.ts';
import { HREF } from '../../src/inspector/mdoc/labels.ts';
import { Tag as InspectorTag } from '../../src/inspector/mdoc/cbor.ts';
import { toDisplay } from '../../src/inspector/mdoc/display.ts';
import { inspectMdoc } from '../../src/inspector/mdoc/index.ts';
import type { Inspection, InspectionCheck } from '../../src/inspector/types.ts';
import { loadMdocVectors } from '../support/mdoc-vectors-load.mts';

const vectors = await loadMdocVectors();
const madeAt = new Date(vectors.madeAt);
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(madeAt.getTime() + days * DAY);

const encoder = new Encoder({ mapsAsObjects: false, useRecords: false, tagUint8Array: false });
/** Decodes a vector with maps kept as maps, so integer keys (COSE headers) survive a re-encoding. */
const decodeVector = (hex: string) =>
  new Decoder({ mapsAsObjects: false, useRecords: false }).decode(bytesOf(hex)) as Map<string, unknown>;
const bytesOf = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

async function inspect(input: string, now = madeAt): Promise<Inspection> {
  const inspection = await inspectMdoc(input, now);
  assert.ok(inspection, `expected an mdoc inspection for ${input.slice(0, 40)}…`);
  return inspection;
}

function check(inspection: Inspection, name: string): InspectionCheck {
  const found = inspection.checks.find((entry) => entry.name.endsWith(name));
  assert.ok(found, `no check "${name}" among ${inspection.checks.map((entry) => entry.name).join(', ')}`);
  return found;
}

function field(inspection: Inspection, partTitle: string, key: string): unknown {
  const part = inspection.parts.find((entry) => entry.title.endsWith(partTitle));
  assert.ok(part, `no part "${partTitle}" among ${inspection.parts.map((entry) => entry.title).join(', ')}`);
  const found = part.fields.find((entry) => entry.key === key);
  assert.ok(found, `no field ${key} in ${partTitle}`);
  return found.value;
}

/** The offset of the first occurrence of `needle` in `haystack`. */
function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack).indexOf(Buffer.from(needle));
}

describe('mdoc inspector: recognising the value', () => {
  it('reads an IssuerSigned given as hex, base64url, or base64 wrapped over lines', async () => {
    const wrapped = Buffer.from(vectors.issuerSigned, 'hex')
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    for (const input of [
      vectors.issuerSigned,
      ` ${base64url(vectors.issuerSigned)}\n`,
      wrapped,
      vectors.issuerSigned.replace(/(.{64})/g, '$1 '),
    ]) {
      const inspection = await inspect(input);
      assert.equal(inspection.kind, 'mdoc-issuer-signed');
      assert.deepEqual(inspection.problems, []);
    }
  });

  it('reads a DeviceResponse', async () => {
    const inspection = await inspect(base64url(vectors.deviceResponse));
    assert.equal(inspection.kind, 'mdoc-device-response');
    assert.equal(field(inspection, 'Device response', 'status'), '0 (OK)');
    assert.equal(field(inspection, 'Device response', 'documents'), 1);
  });

  it('reads one Document pasted alone, and a DeviceResponse that only reports errors', async () => {
    const document = (decodeVector(vectors.deviceResponse).get('documents') as Map<string, unknown>[])[0];
    const alone = await inspect(Buffer.from(encoder.encode(document)).toString('hex'));
    assert.equal(alone.kind, 'mdoc-document');
    assert.deepEqual(alone.problems, []);
    assert.equal(check(alone, 'docType matches the MSO').status, 'passed');
    assert.equal(check(alone, 'Issuer signature (issuerAuth)').status, 'passed');
    const refused = new Map<string, unknown>([
      ['version', '1.0'],
      ['documentErrors', [new Map([['org.iso.18013.5.1.mDL', 0]])]],
      ['status', 10],
    ]);
    const errors = await inspect(Buffer.from(encoder.encode(refused)).toString('hex'));
    assert.equal(errors.kind, 'mdoc-device-response');
    assert.equal(field(errors, 'Device response', 'status'), '10 (General error)');
    assert.deepEqual(field(errors, 'Device response', 'documentErrors'), [{ 'org.iso.18013.5.1.mDL': 0 }]);
    assert.deepEqual(errors.checks, []);
  });

  it('leaves values of other kinds to the other inspectors', async () => {
    for (const input of [
      '',
      'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln',
      '{"vct":"https://example.com/pid"}',
      'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fexample.com%2Fo',
      'deadbeef',
      encoder.encode(new Map([['iss', 'x']])).toString('hex'),
    ]) {
      assert.equal(await inspectMdoc(input, madeAt), null, input);
    }
  });
});

describe('mdoc inspector: what it shows', () => {
  it('shows each disclosed element with its digest ID, full-dates as dates and the portrait as size and type', async () => {
    const inspection = await inspect(vectors.issuerSigned);
    const namespace = inspection.parts.find((part) => part.title === 'Namespace org.iso.18013.5.1');
    assert.ok(namespace);
    const byKey = new Map(namespace.fields.map((entry) => [entry.key, entry]));
    assert.equal(byKey.get('family_name')?.value, 'Jones');
    assert.equal(byKey.get('family_name')?.label, 'Family name · digest ID 0');
    assert.equal(byKey.get('birth_date')?.value, '2007-03-25');
    assert.equal(byKey.get('portrait')?.value, 'JPEG image, 22 bytes');
    assert.equal(byKey.get('portrait')?.href, '/configure/iso-mdoc#mdl-portrait');
    assert.deepEqual(byKey.get('driving_privileges')?.value, [
      { vehicle_category_code: 'B', issue_date: '2025-02-01', expiry_date: '2035-02-01' },
    ]);
    const raw = JSON.stringify(inspection.parts.map((part) => part.raw));
    assert.ok(!raw.includes(vectors.portrait), 'the portrait bytes are not dumped into the raw view');
  });

  it('shows the MSO, the issuerAuth header and the document signer certificate', async () => {
    const inspection = await inspect(vectors.issuerSigned);
    assert.equal(field(inspection, 'Mobile security object (MSO)', 'docType'), 'org.iso.18013.5.1.mDL');
    assert.equal(field(inspection, 'Mobile security object (MSO)', 'digestAlgorithm'), 'SHA-256');
    assert.equal(field(inspection, 'Mobile security object (MSO)', 'deviceKeyInfo.deviceKey'), 'EC2 key on P-256');
    assert.match(
      String(field(inspection, 'Mobile security object (MSO)', 'validityInfo.validUntil')),
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
    assert.equal(
      field(inspection, 'Mobile security object (MSO)', 'valueDigests.org.iso.18013.5.1'),
      '10 digests (digest IDs 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)',
    );
    assert.equal(
      field(inspection, 'Issuer signature (issuerAuth, COSE_Sign1)', 'issuerAuth.protected.1'),
      'ES256 (ECDSA with SHA-256), COSE alg -7',
    );
    assert.equal(field(inspection, 'Document signer certificate', 'subject'), vectors.issuerSubject);
    assert.equal(field(inspection, 'Document signer certificate', 'publicKey'), 'ECDSA on P-256');
  });

  it('shows the device-signed part of each document of a DeviceResponse', async () => {
    const inspection = await inspect(vectors.deviceResponse);
    assert.equal(field(inspection, 'Device-signed data', 'deviceAuth'), 'Signature (COSE_Sign1) with the device key');
    assert.equal(
      field(inspection, 'Device-signed data', 'deviceAuth.deviceSignature.protected.1'),
      'ES256 (ECDSA with SHA-256), COSE alg -7',
    );
    const disclosed = inspection.parts.find((part) => part.title === 'Document 1 · Namespace org.iso.18013.5.1');
    assert.deepEqual(
      disclosed?.fields.map((entry) => entry.key),
      ['family_name', 'given_name', 'birth_date', 'portrait', 'driving_privileges'],
    );
  });
  it('reads a MAC-authenticated document and says why its MAC cannot be checked here', async () => {
    const document = (decodeVector(vectors.deviceResponse).get('documents') as Map<string, unknown>[])[0];
    const deviceSigned = document.get('deviceSigned') as Map<string, unknown>;
    const macHeader = encoder.encode(new Map([[1, 5]]));
    const withMac = new Map<string, unknown>([
      ['version', '1.0'],
      [
        'documents',
        [
          new Map<string, unknown>([
            ['docType', document.get('docType')],
            ['issuerSigned', document.get('issuerSigned')],
            [
              'deviceSigned',
              new Map<string, unknown>([
                ['nameSpaces', deviceSigned.get('nameSpaces')],
                ['deviceAuth', new Map([['deviceMac', [macHeader, new Map(), null, new Uint8Array(32).fill(9)]]])],
              ]),
            ],
          ]),
        ],
      ],
      ['status', 0],
    ]);
    const inspection = await inspect(Buffer.from(encoder.encode(withMac)).toString('hex'));
    assert.deepEqual(inspection.problems, []);
    assert.equal(
      field(inspection, 'Device-signed data', 'deviceAuth'),
      'MAC (COSE_Mac0) with a key agreed with the reader',
    );
    assert.equal(
      field(inspection, 'Device-signed data', 'deviceAuth.deviceMac.protected.1'),
      'HMAC 256/256, COSE alg 5',
    );
    const mac = check(inspection, 'Device authentication (deviceAuth)');
    assert.equal(mac.status, 'not-possible');
    assert.match(mac.detail, /the reader's ephemeral private key, which only that reader has/);
  });

  it('turns decoded CBOR into what a reader can read', () => {
    // the inspector's own Tag class: under tsx the test and src/ may load different cbor-x builds
    const Tag = InspectorTag;
    const embedded = new Tag(Uint8Array.from(encoder.encode(new Map([['a', 1]]))), 24);
    assert.deepEqual(
      toDisplay(
        new Map<unknown, unknown>([
          ['date', new Tag('2020-02-29', 1004)],
          ['time', new Date('2024-05-01T10:00:00Z')],
          ['embedded', embedded],
          ['big', 2n ** 70n],
          ['short', Uint8Array.from([1, 2, 255])],
          ['long', new Uint8Array(100)],
          [-1, undefined],
          ['other', new Tag('x', 32)],
        ]),
      ),
      {
        date: '2020-02-29',
        time: '2024-05-01T10:00:00Z',
        embedded: { 'embedded CBOR (tag 24)': { a: 1 } },
        big: '1180591620717411303424',
        short: '0102ff',
        long: 'binary data, 100 bytes',
        '-1': null,
        other: { 'tag 32': 'x' },
      },
    );
  });
});

describe('mdoc inspector: checks, each with a good and a broken vector', () => {
  it('element digests: pass as issued, fail naming the element when its value was changed', async () => {
    const good = check(await inspect(vectors.issuerSigned), 'Element digests match the MSO');
    assert.equal(good.status, 'passed');
    assert.match(good.detail, /all 10 disclosed elements/);
    const presented = check(await inspect(vectors.deviceResponse), 'Element digests match the MSO');
    assert.equal(presented.status, 'passed');
    assert.match(presented.detail, /the MSO signs 5 more, for elements not disclosed here/);
    const tampered = check(await inspect(vectors.tamperedElement), 'Element digests match the MSO');
    assert.equal(tampered.status, 'failed');
    assert.match(
      tampered.detail,
      /^1 of 10 elements do not match: org\.iso\.18013\.5\.1 family_name \(digest ID 0\): SHA-256 of its \d+ bytes is [0-9a-f]{16}…, the MSO has [0-9a-f]{16}…/,
    );
  });

  it('MSO validity: passes inside the window, fails when expired or not yet valid', async () => {
    assert.equal(check(await inspect(vectors.issuerSigned), 'MSO validity window').status, 'passed');
    const expired = check(await inspect(vectors.expired), 'MSO validity window');
    assert.equal(expired.status, 'failed');
    assert.match(expired.detail, /^expired: validUntil was \S+Z, and the reader's clock says/);
    const early = check(await inspect(vectors.issuerSigned, later(-2)), 'MSO validity window');
    assert.equal(early.status, 'failed');
    assert.match(early.detail, /^not valid yet: validFrom is/);
  });

  it('issuer signature: verifies with the certificate key, fails when another key signed the MSO', async () => {
    const good = check(await inspect(vectors.issuerSigned), 'Issuer signature (issuerAuth)');
    assert.equal(good.status, 'passed');
    assert.match(
      good.detail,
      /verifies with the public key of the document signer certificate \(CN=Inspector Test IACA/,
    );
    const wrong = check(await inspect(vectors.wrongSignature), 'Issuer signature (issuerAuth)');
    assert.equal(wrong.status, 'failed');
    assert.match(wrong.detail, /does not verify/);
    // the same signature over one changed MSO byte: the signature covers the payload as given
    const bytes = bytesOf(vectors.issuerSigned);
    const validUntil = indexOf(bytes, new TextEncoder().encode('validUntil'));
    bytes[validUntil + 'validUntil'.length + 3] ^= 0x01;
    const changed = await inspect(Buffer.from(bytes).toString('hex'));
    assert.equal(check(changed, 'Issuer signature (issuerAuth)').status, 'failed');
  });

  it('document signer certificate validity: passes now, fails once the certificate has expired', async () => {
    assert.equal(check(await inspect(vectors.issuerSigned), 'Document signer certificate validity').status, 'passed');
    const expired = check(await inspect(vectors.issuerSigned, later(400)), 'Document signer certificate validity');
    assert.equal(expired.status, 'failed');
    assert.match(expired.detail, /expired at/);
  });

  it('certificate chain: never claims trust, checks the links given, fails a link that does not hold', async () => {
    const single = check(await inspect(vectors.issuerSigned), 'Certificate chain to a trusted IACA');
    assert.equal(single.status, 'not-possible');
    assert.match(single.detail, /^not checked against a trust anchor here: x5chain holds one self-signed certificate/);
    assert.match(single.detail, /nothing pasted here leaves the page/);
    const chained = await inspect(vectors.withChain);
    const linked = check(chained, 'Certificate chain to a trusted IACA');
    assert.equal(linked.status, 'not-possible');
    assert.match(linked.detail, /each certificate in x5chain is signed by the next \(1→2\)/);
    assert.equal(field(chained, 'Certificate 2 in x5chain', 'subject'), 'CN=Inspector Test IACA Root, C=CH');
    assert.equal(check(chained, 'Issuer signature (issuerAuth)').status, 'passed');
    const broken = check(await inspect(vectors.brokenChain), 'Certificate chain to a trusted IACA');
    assert.equal(broken.status, 'failed');
    assert.match(
      broken.detail,
      /certificate 1 \(CN=Inspector Test Document Signer, C=CH\) is not signed by certificate 2 \(CN=Unrelated CA, C=CH\)/,
    );
  });

  it('device authentication: says why it is not possible here', async () => {
    const deviceAuth = check(await inspect(vectors.deviceResponse), 'Device authentication (deviceAuth)');
    assert.equal(deviceAuth.status, 'not-possible');
    assert.match(deviceAuth.detail, /session transcript/);
  });

  it('docType: passes when the document and its MSO agree, fails naming both when they do not', async () => {
    assert.equal(check(await inspect(vectors.deviceResponse), 'docType matches the MSO').status, 'passed');
    const mismatch = check(await inspect(vectors.docTypeMismatch), 'docType matches the MSO');
    assert.equal(mismatch.status, 'failed');
    assert.equal(
      mismatch.detail,
      'the document says org.iso.23220.photoid.1, the MSO the issuer signed says org.iso.18013.5.1.mDL',
    );
  });
});

describe('mdoc inspector: digests over the bytes as given', () => {
  /**
   * An IssuerSigned, signed here, whose one element's tag-24 byte string has a non-minimal length
   * head (0x59 and two bytes where 0x58 and one would do); the MSO digest covers those bytes.
   */
  async function nonMinimalVector(): Promise<string> {
    const subtle = webcrypto.subtle;
    const item = encoder.encode(
      new Map<string, unknown>([
        ['digestID', 0],
        ['random', new Uint8Array(16).fill(7)],
        ['elementIdentifier', 'family_name'],
        ['elementValue', 'Jones'],
      ]),
    );
    const minimal = Buffer.from(encoder.encode(new Tag(Uint8Array.from(item), 24))).toString('hex');
    assert.ok(minimal.startsWith('d81858'), 'a one-byte length head, as every encoder writes it');
    const nonMinimal = `d8185900${minimal.slice(6)}`;
    const digest = new Uint8Array(await subtle.digest('SHA-256', Buffer.from(nonMinimal, 'hex')));
    const keys = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const mso = encoder.encode(
      new Map<string, unknown>([
        ['version', '1.0'],
        ['digestAlgorithm', 'SHA-256'],
        ['valueDigests', new Map([['org.iso.18013.5.1', new Map([[0, digest]])]])],
        [
          'deviceKeyInfo',
          new Map([
            [
              'deviceKey',
              new Map<number, unknown>([
                [1, 2],
                [-1, 1],
              ]),
            ],
          ]),
        ],
        ['docType', 'org.iso.18013.5.1.mDL'],
        [
          'validityInfo',
          new Map([
            ['signed', madeAt],
            ['validFrom', madeAt],
            ['validUntil', later(30)],
          ]),
        ],
      ]),
    );
    const payload = encoder.encode(new Tag(Uint8Array.from(mso), 24));
    const protectedHeader = encoder.encode(new Map([[1, -7]]));
    const toBeSigned = encoder.encode(['Signature1', protectedHeader, new Uint8Array(0), payload]);
    const signature = new Uint8Array(
      await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, toBeSigned),
    );
    const issuerSigned = encoder.encode(
      new Map<string, unknown>([
        ['nameSpaces', new Map([['org.iso.18013.5.1', [new Tag(Uint8Array.from(item), 24)]]])],
        ['issuerAuth', [protectedHeader, new Map(), payload, signature]],
      ]),
    );
    // swapping the head changes no container's count, only the bytes the digest covers
    return Buffer.from(issuerSigned).toString('hex').replace(minimal, nonMinimal);
  }

  it('hashes a tag-24 item with a non-minimal length head as given, not as it would re-encode', async () => {
    const hex = await nonMinimalVector();
    assert.ok(hex.includes('d8185900'), 'the vector keeps the non-minimal head');
    const inspection = await inspect(hex);
    assert.deepEqual(inspection.problems, []);
    const digests = check(inspection, 'Element digests match the MSO');
    assert.equal(digests.status, 'passed', digests.detail);
    assert.equal(check(inspection, 'Issuer signature (issuerAuth)').status, 'not-possible');
  });
});

describe('mdoc inspector: malformed input gets problems that say where, never an exception', () => {
  it('names the item, the byte offset and what was expected when the CBOR is cut short', async () => {
    const bytes = bytesOf(vectors.issuerSigned);
    const inspection = await inspect(Buffer.from(bytes.subarray(0, 400)).toString('hex'));
    assert.equal(inspection.kind, 'mdoc-issuer-signed');
    assert.equal(inspection.problems.length, 1);
    const [problem] = inspection.problems;
    assert.match(problem.part, /^CBOR, in nameSpaces\/org\.iso\.18013\.5\.1\/\d+$/);
    assert.equal(problem.position?.unit, 'byte');
    assert.ok(problem.position.offset < 400);
    assert.match(
      problem.message,
      new RegExp(`^the byte string at byte ${problem.position.offset} announces \\d+ bytes, but only \\d+ remain$`),
    );
  });

  it('returns problems for every cut of a DeviceResponse and survives corrupted bytes', async () => {
    const bytes = bytesOf(vectors.deviceResponse);
    // before the `documents` key is complete, nothing says the bytes are a DeviceResponse
    const recognisable = indexOf(bytes, new TextEncoder().encode('documents')) + 'documents'.length;
    assert.equal(await inspectMdoc(Buffer.from(bytes.subarray(0, recognisable - 1)).toString('hex'), madeAt), null);
    for (let length = recognisable; length < bytes.length; length += length < 80 ? 1 : 29) {
      const inspection = await inspectMdoc(base64url(Buffer.from(bytes.subarray(0, length)).toString('hex')), madeAt);
      assert.ok(inspection, `cut at ${length}`);
      assert.ok(inspection.problems.length > 0, `cut at ${length} reports a problem`);
      assert.ok(
        inspection.problems.every((problem) => problem.position === undefined || problem.position.offset <= length),
      );
    }
    let seed = 38;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 150; round += 1) {
      const corrupted = Uint8Array.from(bytes);
      for (let flips = 0; flips < 3; flips += 1)
        corrupted[Math.floor(random() * corrupted.length)] = Math.floor(random() * 256);
      const inspection = await inspectMdoc(Buffer.from(corrupted).toString('hex'), madeAt);
      assert.ok(inspection === null || Array.isArray(inspection.problems));
    }
  });

  it('says which structure has the wrong type, at its byte offset', async () => {
    const issuerAuth = decodeVector(vectors.issuerSigned).get('issuerAuth') as unknown[];
    const wrongNameSpaces = encoder.encode(
      new Map<string, unknown>([
        ['nameSpaces', ['family_name', 'Jones']],
        ['issuerAuth', issuerAuth],
      ]),
    );
    const inspection = await inspect(Buffer.from(wrongNameSpaces).toString('hex'));
    assert.deepEqual(inspection.problems[0], {
      part: 'nameSpaces',
      message: 'expected nameSpaces to be a map, found an array',
      position: { unit: 'byte', offset: 1 + 1 + 'nameSpaces'.length },
    });
    const shortAuth = encoder.encode(new Map<string, unknown>([['issuerAuth', issuerAuth.slice(0, 3)]]));
    const short = await inspect(Buffer.from(shortAuth).toString('hex'));
    assert.deepEqual(short.problems[0], {
      part: 'issuerAuth',
      message:
        'expected issuerAuth (a COSE_Sign1) to have 4 elements (protected header, unprotected header, payload, signature), found 3',
      position: { unit: 'byte', offset: 1 + 1 + 'issuerAuth'.length },
    });
    assert.equal(check(short, 'Issuer signature (issuerAuth)').status, 'not-possible');
  });

  it('reports a broken MSO inside an intact outer structure, at the offset inside the payload', async () => {
    const issuerAuth = [...(decodeVector(vectors.issuerSigned).get('issuerAuth') as unknown[])];
    const payload = issuerAuth[2] as Uint8Array;
    issuerAuth[2] = payload.subarray(0, 100);
    const encoded = encoder.encode(new Map<string, unknown>([['issuerAuth', issuerAuth]]));
    const inspection = await inspect(Buffer.from(encoded).toString('hex'));
    const problem = inspection.problems.find((entry) => entry.part === 'MSO');
    assert.ok(problem, JSON.stringify(inspection.problems));
    assert.match(
      problem.message,
      /^the issuerAuth payload: the byte string at byte \d+ announces \d+ bytes, but only \d+ remain$/,
    );
    const payloadStart = indexOf(encoded, payload.subarray(0, 100));
    assert.equal(
      problem.position?.offset,
      payloadStart + 2,
      'the byte string inside the tag-24 head that opens the payload',
    );
    assert.equal(check(inspection, 'MSO validity window').status, 'not-possible');
  });

  it('reports an x5chain entry that is not a certificate, at its offset, and cannot verify without it', async () => {
    const issuerSigned = decodeVector(vectors.issuerSigned);
    const issuerAuth = [...(issuerSigned.get('issuerAuth') as unknown[])];
    const notACertificate = new TextEncoder().encode('garbage');
    issuerAuth[1] = new Map([[33, notACertificate]]);
    issuerSigned.set('issuerAuth', issuerAuth);
    const encoded = encoder.encode(issuerSigned);
    const inspection = await inspect(Buffer.from(encoded).toString('hex'));
    const problem = inspection.problems.find((entry) => entry.part === 'issuerAuth');
    assert.match(problem?.message ?? '', /^the x5chain entry of 7 bytes is not an X\.509 certificate/);
    assert.equal(
      problem?.position?.offset,
      indexOf(encoded, notACertificate) - 1,
      'the byte string head before the 7 bytes',
    );
    const signature = check(inspection, 'Issuer signature (issuerAuth)');
    assert.equal(signature.status, 'not-possible');
    assert.match(signature.detail, /no readable certificate/);
  });

  it('points at the character where base64url stops being base64url', async () => {
    const text = base64url(vectors.issuerSigned);
    const inspection = await inspect(`${text.slice(0, 600)}!${text.slice(600)}`);
    assert.deepEqual(inspection.problems[0], {
      part: 'Input text',
      position: { unit: 'character', offset: 600 },
      message: "character 600 ('!') is not base64url; the bytes before it were read",
    });
  });
});

describe('mdoc inspector: device engagement (mdoc: URI)', () => {
  const uuid = Uint8Array.from(Buffer.from('0e5b2c7a4d1f4e8a9b3c6d2e1f0a7b8c', 'hex'));
  const coseKey = encoder.encode(
    new Map<number, unknown>([
      [1, 2],
      [-1, 1],
      [-2, new Uint8Array(32).fill(1)],
      [-3, new Uint8Array(32).fill(2)],
    ]),
  );
  const engagement = (methods: unknown[]) =>
    `mdoc:${Buffer.from(
      encoder.encode(
        new Map<number, unknown>([
          [0, '1.0'],
          [1, [1, new Tag(Uint8Array.from(coseKey), 24)]],
          [2, methods],
        ]),
      ),
    ).toString('base64url')}`;
  const ble = [
    2,
    1,
    new Map<number, unknown>([
      [0, true],
      [1, false],
      [10, uuid],
      [20, Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc])],
    ]),
  ];

  it('shows the key, the cipher suite and the BLE options, and that a verifier Core reads it', async () => {
    const inspection = await inspect(engagement([ble]).replace(/^(.{40})/, '$1\n  '));
    assert.equal(inspection.kind, 'mdoc-device-engagement');
    assert.deepEqual(inspection.problems, []);
    assert.equal(field(inspection, 'Device engagement', '0'), '1.0');
    assert.equal(
      field(inspection, 'Device engagement', '1/0'),
      'cipher suite 1: ECDH key agreement, AES-256-GCM session encryption',
    );
    assert.equal(field(inspection, 'Device engagement', '1/1'), 'EC2 key on P-256');
    assert.equal(field(inspection, 'Retrieval method 1: BLE', '2/0/2/10'), '0e5b2c7a-4d1f-4e8a-9b3c-6d2e1f0a7b8c');
    assert.equal(field(inspection, 'Retrieval method 1: BLE', '2/0/2/20'), '12:34:56:78:9A:BC');
    assert.equal(inspection.scannableUrls[0], engagement([ble]));
    assert.match(inspection.coreAnswers[0].summary, /accepts this engagement/);
    assert.equal(inspection.coreAnswers[0].errorCode, undefined);
  });

  it('says a verifier Core refuses an engagement it cannot use, and why', async () => {
    const nfc = [
      1,
      1,
      new Map<number, unknown>([
        [0, 255],
        [1, 256],
      ]),
    ];
    const inspection = await inspect(engagement([nfc]));
    assert.equal(field(inspection, 'Retrieval method 1: NFC', '2/0/2/0'), 255);
    const [answer] = inspection.coreAnswers;
    assert.equal(answer.errorCode, 'BR_0000');
    assert.match(answer.summary, /here retrieval method 1 is NFC, not BLE\.$/);
    const none = await inspect(engagement([]));
    assert.match(none.coreAnswers[0].summary, /here it offers no device retrieval method\.$/);
  });

  it('reports a cut or empty engagement', async () => {
    const cut = await inspect(engagement([ble]).slice(0, 60));
    assert.equal(cut.kind, 'mdoc-device-engagement');
    assert.match(cut.problems.at(-1)!.message, /announces|ends/);
    assert.deepEqual(cut.scannableUrls, [], 'a broken engagement is not offered as a QR code');
    const empty = await inspect('mdoc:');
    assert.deepEqual(empty.problems, [
      {
        part: 'mdoc: URI',
        position: { unit: 'character', offset: 5 },
        message: 'expected the base64url DeviceEngagement after "mdoc:", found nothing readable',
      },
    ]);
  });
});

describe('mdoc inspector: links', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const errorCodes = new Set(
    (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'inventory/one-core-v1.74.2/errors.json'), 'utf8')) as {
        errors: { code: string }[];
      }
    ).errors.map((entry) => entry.code),
  );

  /** Why a site link does not resolve, or undefined when it does. */
  function brokenBecause(href: string): string | undefined {
    const [route, anchor] = href.split('#');
    if (route === '/glossary')
      return glossary.some((term) => term.id === anchor) ? undefined : `no glossary term ${anchor}`;
    if (route === '/reference/errors')
      return errorCodes.has(anchor) ? undefined : `no error code ${anchor} in one-core v1.74.2`;
    const file = ['.mdx', '.md', '/index.mdx']
      .map((ext) => path.join(ROOT, 'docs', route + ext))
      .find((candidate) => fs.existsSync(candidate));
    if (!file) return `no page ${route} in docs/`;
    if (!anchor) return undefined;
    const slugger = createSlugger();
    const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const anchors = [...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((match) => slugger.slug(match[1].trim()));
    return anchors.includes(anchor) ? undefined : `no heading #${anchor} on ${route}`;
  }

  it('links every field, check answer and label to a page or glossary entry that exists', async () => {
    const hrefs = new Set<string>(Object.values(HREF));
    const inputs = [
      vectors.issuerSigned,
      vectors.deviceResponse,
      vectors.withChain,
      `mdoc:${Buffer.from(
        encoder.encode(
          new Map<number, unknown>([
            [0, '2.0'],
            [1, [1, new Tag(Uint8Array.from([0xa0]), 24)]],
          ]),
        ),
      ).toString('base64url')}`,
    ];
    for (const input of inputs) {
      const inspection = await inspect(input);
      for (const part of inspection.parts) for (const entry of part.fields) if (entry.href) hrefs.add(entry.href);
      for (const answer of inspection.coreAnswers) if (answer.href) hrefs.add(answer.href);
    }
    assert.ok(hrefs.has('/reference/errors#BR_0000'));
    const broken = [...hrefs].map((href) => [href, brokenBecause(href)]).filter(([, why]) => why);
    assert.deepEqual(broken, []);
    assert.equal(
      brokenBecause('/configure/iso-mdoc#no-such-heading'),
      'no heading #no-such-heading on /configure/iso-mdoc',
    );
  });
});
