/**
 * Builds ISO mdoc test vectors for tests/unit/inspector-mdoc.test.mts with a real issuer library
 * (@auth0/mdl): an issuer P-256 key with a self-signed certificate, a device P-256 key, an mDL
 * signed by the issuer, and a DeviceResponse the device signs. The broken vectors are made from
 * the same pieces: a tampered element, an expired MSO, a signature by another key, a document
 * whose docType differs from its MSO's.
 *
 * It runs as its own process (`node --import tsx tests/support/mdoc-vectors.mts`, JSON on
 * stdout) because @auth0/mdl and cose-kit register CBOR tag handlers (tags 0, 17, 18, 24, 1004)
 * in cbor-x's process-wide registry when they load; in the test's process they would change how
 * the inspector under test decodes, so the inspector would be tested on values a browser never
 * produces.
 */
import { webcrypto } from 'node:crypto';
import { Document, DeviceResponse, MDoc } from '@auth0/mdl';
import { Encoder, Decoder, Tag } from 'cbor-x';
import * as x509 from '@peculiar/x509';

export interface MdocVectors {
  /** ISO time the vectors were made at; the tests read them with a clock near it. */
  madeAt: string;
  /** hex of an IssuerSigned (nameSpaces + issuerAuth) whose checks all pass. */
  issuerSigned: string;
  /** hex of a DeviceResponse with one document, signed by the device key. */
  deviceResponse: string;
  /** hex of an IssuerSigned whose family_name was changed after signing. */
  tamperedElement: string;
  /** hex of an IssuerSigned whose MSO validUntil passed a year before madeAt. */
  expired: string;
  /** hex of an IssuerSigned whose MSO is signed by a key other than the certificate's. */
  wrongSignature: string;
  /** hex of an IssuerSigned whose x5chain is a document signer certificate and the IACA that signed it. */
  withChain: string;
  /** hex of an IssuerSigned whose x5chain puts an unrelated CA after the document signer certificate. */
  brokenChain: string;
  /** hex of a DeviceResponse whose document says a docType its MSO does not. */
  docTypeMismatch: string;
  /** hex of the JPEG bytes put in the portrait element. */
  portrait: string;
  /** Subject of the issuer's self-signed certificate. */
  issuerSubject: string;
}

const crypto = webcrypto as unknown as Crypto;
x509.cryptoProvider.set(crypto);

const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const DOC_TYPE = 'org.iso.18013.5.1.mDL';
const NAMESPACE = 'org.iso.18013.5.1';
const DAY = 24 * 60 * 60 * 1000;

/** A tiny JPEG: start-of-image, a JFIF APP0 segment, end-of-image. Enough for a type sniff. */
const PORTRAIT = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const cbor = { encoder: new Encoder({ tagUint8Array: false, useRecords: false, mapsAsObjects: false }) };
const decodeCbor = (bytes: Uint8Array): unknown =>
  new Decoder({ mapsAsObjects: false, useRecords: false }).decode(bytes);

async function issuerKeys(subject: string) {
  const keys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: '01',
      name: subject,
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 365 * DAY),
      keys,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    },
    crypto,
  );
  return {
    privateJwk: await crypto.subtle.exportKey('jwk', keys.privateKey),
    certificatePem: certificate.toString('pem'),
  };
}

/** A CA and a document signer certificate it signs, as an IACA issues one. */
async function signedByCa(caSubject: string) {
  const caKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: '0a',
      name: caSubject,
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 3650 * DAY),
      keys: caKeys,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    },
    crypto,
  );
  const signerKeys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const signer = await x509.X509CertificateGenerator.create(
    {
      serialNumber: '0b',
      subject: 'CN=Inspector Test Document Signer, C=CH',
      issuer: ca.subject,
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 365 * DAY),
      publicKey: signerKeys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    },
    crypto,
  );
  return {
    ca: ca.toString('pem'),
    signer: signer.toString('pem'),
    signerJwk: await crypto.subtle.exportKey('jwk', signerKeys.privateKey),
  };
}

async function deviceKeys() {
  const keys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  return {
    publicJwk: await crypto.subtle.exportKey('jwk', keys.publicKey),
    privateJwk: await crypto.subtle.exportKey('jwk', keys.privateKey),
  };
}

interface SignOptions {
  signingJwk: JsonWebKey;
  certificatePem: string | string[];
  devicePublicJwk: JsonWebKey;
  validity?: { signed: Date; validFrom: Date; validUntil: Date };
}

/** An mdoc (the library's MDoc encoding: a DeviceResponse-shaped map holding one issuer-signed document). */
async function issue(options: SignOptions): Promise<Uint8Array> {
  const document = await new Document(DOC_TYPE)
    .addIssuerNameSpace(NAMESPACE, {
      family_name: 'Jones',
      given_name: 'Ava',
      birth_date: '2007-03-25',
      issue_date: '2024-01-15',
      expiry_date: '2034-01-15',
      issuing_country: 'CH',
      document_number: 'A1234567',
      portrait: PORTRAIT,
      age_over_18: true,
      driving_privileges: [{ vehicle_category_code: 'B', issue_date: '2025-02-01', expiry_date: '2035-02-01' }],
    })
    .useDigestAlgorithm('SHA-256')
    .addValidityInfo(options.validity ?? { signed: new Date() })
    .addDeviceKeyInfo({ deviceKey: options.devicePublicJwk as never })
    .sign({
      issuerPrivateKey: options.signingJwk as never,
      issuerCertificate: options.certificatePem,
      alg: 'ES256',
    });
  return new Uint8Array(new MDoc([document]).encode());
}

/** The first document's issuerSigned map of an encoded MDoc, re-encoded alone (tag 24 items keep their bytes). */
function issuerSignedOf(mdoc: Uint8Array): Uint8Array {
  const root = decodeCbor(mdoc) as Map<string, unknown>;
  const document = (root.get('documents') as Map<string, unknown>[])[0];
  return cbor.encoder.encode(document.get('issuerSigned'));
}

/** Replaces family_name's value inside its tag-24 item, leaving the MSO and its digests as signed. */
function tamper(issuerSigned: Uint8Array): Uint8Array {
  const root = decodeCbor(issuerSigned) as Map<string, unknown>;
  const items = (root.get('nameSpaces') as Map<string, Tag[]>).get(NAMESPACE)!;
  const index = items.findIndex(
    (item) => (decodeCbor(item.value as Uint8Array) as Map<string, unknown>).get('elementIdentifier') === 'family_name',
  );
  const item = decodeCbor(items[index].value as Uint8Array) as Map<string, unknown>;
  item.set('elementValue', 'Smith');
  items[index] = new Tag(cbor.encoder.encode(item), 24);
  return cbor.encoder.encode(root);
}

/** Sets the outer docType of a DeviceResponse's first document. */
function withDocType(deviceResponse: Uint8Array, docType: string): Uint8Array {
  const root = decodeCbor(deviceResponse) as Map<string, unknown>;
  (root.get('documents') as Map<string, unknown>[])[0].set('docType', docType);
  return cbor.encoder.encode(root);
}

export async function buildMdocVectors(): Promise<MdocVectors> {
  const madeAt = new Date();
  const issuerSubject = 'CN=Inspector Test IACA, O=Test Issuer, C=CH';
  const issuer = await issuerKeys(issuerSubject);
  const other = await issuerKeys('CN=Someone Else, C=CH');
  const device = await deviceKeys();
  // explicit, so that a test reading with a clock at madeAt is inside the window (tdates keep whole seconds)
  const validity = { signed: madeAt, validFrom: madeAt, validUntil: new Date(madeAt.getTime() + 365 * DAY) };
  const base = { certificatePem: issuer.certificatePem, devicePublicJwk: device.publicJwk, validity };

  const good = await issue({ ...base, signingJwk: issuer.privateJwk });
  const expired = await issue({
    ...base,
    signingJwk: issuer.privateJwk,
    validity: {
      signed: new Date(madeAt.getTime() - 730 * DAY),
      validFrom: new Date(madeAt.getTime() - 730 * DAY),
      validUntil: new Date(madeAt.getTime() - 365 * DAY),
    },
  });
  const wrongSignature = await issue({ ...base, signingJwk: other.privateJwk });
  const chained = await signedByCa('CN=Inspector Test IACA Root, C=CH');
  const unrelated = await signedByCa('CN=Unrelated CA, C=CH');
  const withChain = await issue({
    ...base,
    signingJwk: chained.signerJwk,
    certificatePem: [chained.signer, chained.ca],
  });
  const brokenChain = await issue({
    ...base,
    signingJwk: chained.signerJwk,
    certificatePem: [chained.signer, unrelated.ca],
  });

  const presented = await DeviceResponse.from(good)
    .usingPresentationDefinition({
      id: 'mdl-name-and-portrait',
      input_descriptors: [
        {
          id: DOC_TYPE,
          format: { mso_mdoc: { alg: ['ES256'] } },
          constraints: {
            limit_disclosure: 'required',
            fields: ['family_name', 'given_name', 'birth_date', 'portrait', 'driving_privileges'].map((name) => ({
              path: [`$['${NAMESPACE}']['${name}']`],
              intent_to_retain: false,
            })),
          },
        },
      ],
    })
    .usingSessionTranscriptForOID4VP('mdoc-nonce', 'verifier.example.com', 'https://verifier.example.com/r', 'nonce')
    .authenticateWithSignature(device.privateJwk as never, 'ES256')
    .sign();
  const deviceResponse = new Uint8Array(presented.encode());

  return {
    madeAt: madeAt.toISOString(),
    issuerSigned: toHex(issuerSignedOf(good)),
    deviceResponse: toHex(deviceResponse),
    tamperedElement: toHex(tamper(issuerSignedOf(good))),
    expired: toHex(issuerSignedOf(expired)),
    wrongSignature: toHex(issuerSignedOf(wrongSignature)),
    withChain: toHex(issuerSignedOf(withChain)),
    brokenChain: toHex(issuerSignedOf(brokenChain)),
    docTypeMismatch: toHex(withDocType(deviceResponse, 'org.iso.23220.photoid.1')),
    portrait: toHex(PORTRAIT),
    issuerSubject,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(JSON.stringify(await buildMdocVectors()));
}
