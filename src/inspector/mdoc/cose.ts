/**
 * COSE_Sign1 and COSE_Mac0 (RFC 9052) as an mdoc carries them: the issuer's signature over the
 * MSO (issuerAuth) and the device's signature or MAC (deviceAuth). A Sign1 whose key the value
 * carries is verified with WebCrypto over the Sig_structure, so the same code runs in the browser
 * and in node.
 */
import type { CheckStatus, InspectedField } from '../types';
import { encodeCbor, Tag } from './cbor';
import { describeBytes, toDisplay } from './display';
import { algorithmName, HREF } from './labels';
import type { Report } from './report';

export interface CoseMessage {
  /** The protected header's bytes exactly as given: the signature covers them. */
  protectedBytes: Uint8Array;
  protectedHeader: Map<unknown, unknown>;
  unprotectedHeader: Map<unknown, unknown>;
  /** `null` when detached (deviceAuth's payload is the DeviceAuthentication structure, rebuilt by the reader). */
  payload: Uint8Array | null;
  /** Signature or MAC tag. */
  tag: Uint8Array;
  path: string;
}

export const HEADER_ALG = 1;
export const HEADER_KID = 4;
export const HEADER_X5CHAIN = 33;

const HEADER_LABELS: Record<string, string> = {
  '1': 'Algorithm (alg)',
  '2': 'Critical headers (crit)',
  '3': 'Content type',
  '4': 'Key ID (kid)',
  '33': 'Certificate chain (x5chain)',
};

/** Reads a COSE_Sign1 or COSE_Mac0 array (tag 18 or 17 allowed, as RFC 9052 permits either). */
export function readCoseMessage(
  report: Report,
  part: string,
  value: unknown,
  path: string,
  what: string,
): CoseMessage | undefined {
  const untagged = value instanceof Tag && (value.tag === 18 || value.tag === 17) ? value.value : value;
  const array = report.array(part, untagged, path, what);
  if (!array) return undefined;
  if (array.length !== 4) {
    report.problem(
      part,
      `expected ${what} to have 4 elements (protected header, unprotected header, payload, ${what.includes('MAC') ? 'tag' : 'signature'}), found ${array.length}`,
      report.offset(path),
    );
    return undefined;
  }
  const protectedBytes = report.bytes(part, array[0], `${path}/0`, `the protected header of ${what}`);
  const unprotectedHeader = report.map(part, array[1], `${path}/1`, `the unprotected header of ${what}`);
  const payload = array[2] === null ? null : report.bytes(part, array[2], `${path}/2`, `the payload of ${what}`);
  const tag = report.bytes(part, array[3], `${path}/3`, `the signature or MAC of ${what}`);
  if (!protectedBytes || !unprotectedHeader || payload === undefined || !tag) return undefined;
  let protectedHeader = new Map<unknown, unknown>();
  if (protectedBytes.length > 0) {
    const decoded = report.embedded(part, protectedBytes, `${path}/0#`, `the protected header of ${what}`);
    if (!decoded.ok) return undefined;
    const header = report.map(part, decoded.value, `${path}/0#`, `the protected header of ${what}`);
    if (!header) return undefined;
    protectedHeader = header;
  }
  return { protectedBytes, protectedHeader, unprotectedHeader, payload, tag, path };
}

/** A header parameter, from the protected header first (where alg must be) and then the unprotected one. */
export function headerValue(message: CoseMessage, label: number): unknown {
  return message.protectedHeader.has(label) ? message.protectedHeader.get(label) : message.unprotectedHeader.get(label);
}

export function headerFields(message: CoseMessage, keyPrefix: string): InspectedField[] {
  const fields: InspectedField[] = [];
  for (const [where, header] of [
    ['protected', message.protectedHeader],
    ['unprotected', message.unprotectedHeader],
  ] as const) {
    for (const [label, value] of header) {
      const name = HEADER_LABELS[String(label)] ?? `Header parameter ${String(label)}`;
      fields.push({
        key: `${keyPrefix}.${where}.${String(label)}`,
        label: `${name}, ${where} header`,
        value:
          label === HEADER_ALG
            ? algorithmName(value)
            : label === HEADER_X5CHAIN
              ? `${Array.isArray(value) ? value.length : 1} certificate${Array.isArray(value) && value.length !== 1 ? 's' : ''}`
              : toDisplay(value),
        href: label === HEADER_X5CHAIN ? HREF.signerCertificate : HREF.cose,
      });
    }
  }
  return fields;
}

export function tagField(message: CoseMessage, key: string, label: string): InspectedField {
  return { key, label, value: describeBytes(message.tag), href: HREF.cose };
}

interface VerifyAlgorithm {
  importParams: AlgorithmIdentifier | EcKeyImportParams | RsaHashedImportParams;
  verifyParams: AlgorithmIdentifier | EcdsaParams | RsaPssParams;
}

const ECDSA_HASH: Record<number, string> = { [-7]: 'SHA-256', [-35]: 'SHA-384', [-36]: 'SHA-512' };
const PSS_HASH: Record<number, [string, number]> = {
  [-37]: ['SHA-256', 32],
  [-38]: ['SHA-384', 48],
  [-39]: ['SHA-512', 64],
};
const PKCS1_HASH: Record<number, string> = { [-257]: 'SHA-256', [-258]: 'SHA-384', [-259]: 'SHA-512' };

/** WebCrypto parameters for a COSE alg and the certificate key's curve; a reason when there are none. */
function verifyAlgorithm(alg: unknown, namedCurve: string | undefined): VerifyAlgorithm | string {
  if (typeof alg !== 'number') return 'the protected header names no algorithm (alg)';
  if (ECDSA_HASH[alg]) {
    if (!namedCurve) return `${algorithmName(alg)} needs an EC key, and the certificate's key is not one`;
    return { importParams: { name: 'ECDSA', namedCurve }, verifyParams: { name: 'ECDSA', hash: ECDSA_HASH[alg] } };
  }
  if (alg === -8 || alg === -19) return { importParams: { name: 'Ed25519' }, verifyParams: { name: 'Ed25519' } };
  if (PSS_HASH[alg]) {
    const [hash, saltLength] = PSS_HASH[alg];
    return { importParams: { name: 'RSA-PSS', hash }, verifyParams: { name: 'RSA-PSS', saltLength } };
  }
  if (PKCS1_HASH[alg]) {
    return {
      importParams: { name: 'RSASSA-PKCS1-v1_5', hash: PKCS1_HASH[alg] },
      verifyParams: { name: 'RSASSA-PKCS1-v1_5' },
    };
  }
  return `the browser's WebCrypto has no verifier for ${algorithmName(alg)}`;
}

export interface SignatureResult {
  status: CheckStatus;
  detail: string;
}

/**
 * Verifies a COSE_Sign1 with a public key given as SubjectPublicKeyInfo: the signature covers the
 * CBOR array ["Signature1", protected header bytes, external_aad (empty), payload bytes].
 */
export async function verifySign1(
  message: CoseMessage,
  spki: Uint8Array,
  namedCurve: string | undefined,
  keyOwner: string,
): Promise<SignatureResult> {
  if (message.payload === null) {
    return { status: 'not-possible', detail: 'the payload is detached, and the signature covers it' };
  }
  const alg = headerValue(message, HEADER_ALG);
  const algorithm = verifyAlgorithm(alg, namedCurve);
  if (typeof algorithm === 'string') return { status: 'not-possible', detail: algorithm };
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    return {
      status: 'not-possible',
      detail: 'this browser offers no WebCrypto (crypto.subtle needs a secure context)',
    };
  let key: CryptoKey;
  try {
    key = await subtle.importKey('spki', spki.slice(), algorithm.importParams, false, ['verify']);
  } catch (error) {
    return {
      status: 'not-possible',
      detail: `the key of ${keyOwner} could not be used for ${algorithmName(alg)} in this browser (${(error as Error).message})`,
    };
  }
  const toBeSigned = encodeCbor(['Signature1', message.protectedBytes, new Uint8Array(0), message.payload]);
  try {
    const valid = await subtle.verify(algorithm.verifyParams, key, message.tag.slice(), toBeSigned);
    return valid
      ? {
          status: 'passed',
          detail: `the signature (${algorithmName(alg)}) verifies with the public key of ${keyOwner}`,
        }
      : {
          status: 'failed',
          detail: `the signature (${algorithmName(alg)}) does not verify with the public key of ${keyOwner}: the signed bytes were changed, or another key signed them`,
        };
  } catch (error) {
    return { status: 'failed', detail: `the signature could not be checked: ${(error as Error).message}` };
  }
}
