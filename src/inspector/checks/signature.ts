/**
 * The signature of a compact JWS, checked where the value carries its own
 * key: a `jwk` header, an `x5c` chain (its first certificate), a `did:jwk`
 * key ID, or the holder key a key-binding JWT is checked with. Any other key
 * lives elsewhere (a DID document, issuer metadata), which the page does not fetch.
 */
import { compactVerify, importJWK, importX509, type JWK } from 'jose';
import { readBase64UrlJsonObject, isObject } from '../encoding';
import type { CompactJws } from '../jwt';
import type { InspectedPart, InspectionCheck } from '../types';
import { certificateValidityCheck, chainCheck, readCertificate } from '../x509';

export interface SignatureResult {
  checks: InspectionCheck[];
  /** The certificates of an `x5c` header, as parts to show. */
  parts: InspectedPart[];
  /** Whether the signing key came from a certificate past or before its validity. */
  certificateOutOfValidity?: 'expired' | 'not-yet-valid';
}

function pem(base64Der: string): string {
  const lines = base64Der.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/** The JWK inside a `did:jwk:<base64url JWK>` DID URL (the DID method's whole point), if that is what the key ID is. */
function didJwkKey(kid: unknown): JWK | undefined {
  if (typeof kid !== 'string' || !kid.startsWith('did:jwk:')) return undefined;
  const encoded = kid.slice('did:jwk:'.length).split('#')[0];
  const read = readBase64UrlJsonObject(encoded, 'did:jwk', 0);
  return read.ok ? (read.value as JWK) : undefined;
}

async function verifyWith(
  jws: CompactJws,
  key: Parameters<typeof compactVerify>[1],
  name: string,
  keySource: string,
): Promise<InspectionCheck> {
  try {
    await compactVerify(jws.compact, key);
    return { name, status: 'passed', detail: `The signature verifies with the key from ${keySource}.` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/not supported|Unsupported|unrecognized|Invalid or unsupported/i.test(reason)) {
      return {
        name,
        status: 'not-possible',
        detail: `Your browser cannot check ${String(jws.header.alg)} signatures here (${reason}).`,
      };
    }
    return {
      name,
      status: 'failed',
      detail: `The signature does not verify with the key from ${keySource}: the value was changed after signing, or signed with another key (${reason}).`,
    };
  }
}

/**
 * Checks the signature of `jws`. `holderKey` is the `cnf.jwk` of the credential, for a
 * key-binding JWT, whose own header carries no key.
 */
export async function checkJwsSignature(
  jws: CompactJws,
  options: { name: string; now: Date; holderKey?: unknown },
): Promise<SignatureResult> {
  const { name, now } = options;
  const alg = jws.header.alg;
  if (typeof alg !== 'string' || alg === 'none') {
    return {
      checks: [
        {
          name,
          status: 'failed',
          detail: `The header's alg is ${JSON.stringify(alg)}: a signed value names its signature algorithm, and "none" is not one.`,
        },
      ],
      parts: [],
    };
  }
  if (options.holderKey !== undefined) {
    if (!isObject(options.holderKey)) {
      return {
        checks: [
          {
            name,
            status: 'failed',
            detail: 'The credential has no cnf.jwk, so there is no holder key to check the key-binding JWT with.',
          },
        ],
        parts: [],
      };
    }
    try {
      const key = await importJWK(options.holderKey as JWK, alg);
      return { checks: [await verifyWith(jws, key, name, "the credential's cnf.jwk (the holder's key)")], parts: [] };
    } catch (error) {
      return {
        checks: [
          {
            name,
            status: 'not-possible',
            detail: `The holder key in cnf.jwk cannot be used for ${alg}: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
        parts: [],
      };
    }
  }
  if (isObject(jws.header.jwk)) {
    try {
      const key = await importJWK(jws.header.jwk as JWK, alg);
      const check = await verifyWith(jws, key, name, 'the jwk header');
      return {
        checks: [
          {
            ...check,
            detail: `${check.detail} This shows the value is intact; who holds that key is not shown by the value itself.`,
          },
        ],
        parts: [],
      };
    } catch (error) {
      return {
        checks: [
          {
            name,
            status: 'failed',
            detail: `The jwk header is not a usable ${alg} key: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
        parts: [],
      };
    }
  }
  if (Array.isArray(jws.header.x5c) && jws.header.x5c.length > 0) {
    const read = jws.header.x5c.map((entry, index) =>
      readCertificate(entry, index === 0 ? 'Signing certificate (x5c[0])' : `Certificate x5c[${index}]`),
    );
    const broken = read.find((entry) => 'error' in entry);
    if (broken && 'error' in broken) return { checks: [{ name, status: 'failed', detail: broken.error }], parts: [] };
    const certificates = read.flatMap((entry) => ('certificate' in entry ? [entry.certificate] : []));
    const parts = read.flatMap((entry) => ('part' in entry ? [entry.part] : []));
    let signature: InspectionCheck;
    try {
      const key = await importX509(pem(jws.header.x5c[0] as string), alg);
      signature = await verifyWith(jws, key, name, 'the first x5c certificate');
    } catch (error) {
      signature = {
        name,
        status: 'failed',
        detail: `The first x5c certificate's key cannot be used for ${alg}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const validity = certificateValidityCheck(certificates[0], now);
    const outOfValidity =
      now > certificates[0].notAfter ? 'expired' : now < certificates[0].notBefore ? 'not-yet-valid' : undefined;
    return {
      checks: [signature, validity, await chainCheck(certificates)],
      parts,
      ...(outOfValidity ? { certificateOutOfValidity: outOfValidity } : {}),
    };
  }
  const didKey = didJwkKey(jws.header.kid);
  if (didKey) {
    try {
      const key = await importJWK(didKey, alg);
      return { checks: [await verifyWith(jws, key, name, 'the did:jwk in the kid header')], parts: [] };
    } catch (error) {
      return {
        checks: [
          {
            name,
            status: 'failed',
            detail: `The did:jwk key is not a usable ${alg} key: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
        parts: [],
      };
    }
  }
  const where =
    typeof jws.header.kid === 'string'
      ? `The header names the key as kid ${JSON.stringify(jws.header.kid)}; finding that key (a DID document, the issuer's metadata) needs the network.`
      : 'The header carries neither jwk nor x5c, and no kid the page can read a key from.';
  return {
    checks: [
      { name, status: 'not-possible', detail: `${where} Nothing leaves this page, so the signature is not checked.` },
    ],
    parts: [],
  };
}
