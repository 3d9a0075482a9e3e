/**
 * Test credentials, offers and requests for the credential inspector, signed
 * with real libraries at test time: SD-JWT VC with @sd-jwt/sd-jwt-vc, JWTs with
 * jose, certificates with @peculiar/x509. Broken ones are made from good ones
 * the way a reader meets them: a disclosure changed, a key swapped, a date passed.
 */
import 'reflect-metadata';
import { X509CertificateGenerator } from '@peculiar/x509';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { ES256, digest, generateSalt } from '@sd-jwt/crypto-nodejs';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const NOW = new Date('2026-06-01T12:00:00Z');
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86400;

export interface KeyPair {
  publicJwk: JWK;
  privateJwk: JWK;
}

export async function es256KeyPair(): Promise<KeyPair> {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  return { publicJwk: publicKey as JWK, privateJwk: privateKey as JWK };
}

export interface SdJwtVcOptions {
  issuer: KeyPair;
  /** The key the header advertises; the issuer's own unless a test swaps it. */
  headerJwk?: JWK;
  header?: Record<string, unknown>;
  holder?: KeyPair;
  iat?: number;
  /** `null` leaves `exp` out. */
  exp?: number | null;
  status?: boolean;
}

export async function issueSdJwtVc(options: SdJwtVcOptions): Promise<string> {
  const instance = new SDJwtVcInstance({
    signer: await ES256.getSigner(options.issuer.privateJwk),
    signAlg: 'ES256',
    hasher: digest,
    hashAlg: 'sha-256',
    saltGenerator: generateSalt,
  });
  const { kty, crv, x, y } = options.headerJwk ?? options.issuer.publicJwk;
  return instance.issue(
    {
      iss: 'https://issuer.example.com',
      vct: 'https://credentials.example.com/identity_credential',
      iat: options.iat ?? seconds(NOW) - DAY,
      ...(options.exp !== null ? { exp: options.exp ?? seconds(NOW) + 365 * DAY } : {}),
      ...(options.holder ? { cnf: { jwk: options.holder.publicJwk } } : {}),
      ...(options.status ? { status: { status_list: { idx: 412, uri: 'https://issuer.example.com/status/7' } } } : {}),
      given_name: 'Erika',
      family_name: 'Mustermann',
      address: { locality: 'Zürich', country: 'CH' },
      nationalities: ['CH', 'DE'],
    },
    { _sd: ['given_name', 'family_name', 'address'], address: { _sd: ['locality'] }, nationalities: { _sd: [0, 1] } },
    { header: options.header ?? { typ: 'dc+sd-jwt', jwk: { kty, crv, x, y } } },
  );
}

/** Presents `sdJwt` with every disclosure and a key-binding JWT signed by `holder`. */
export async function presentWithKeyBinding(sdJwt: string, holder: KeyPair, signer: KeyPair = holder): Promise<string> {
  const instance = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: 'sha-256',
    kbSigner: await ES256.getSigner(signer.privateJwk),
    kbSignAlg: 'ES256',
  });
  return instance.present(sdJwt, undefined, {
    kb: { payload: { aud: 'https://verifier.example.com', nonce: 'n-0S6_WzA2Mj', iat: seconds(NOW) - 60 } },
  });
}

export const encodeDisclosure = (disclosure: unknown[]) =>
  Buffer.from(JSON.stringify(disclosure)).toString('base64url');
export const decodeDisclosure = (encoded: string) =>
  JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown[];

/** The same SD-JWT with one disclosure's value changed (salt and name kept): its digest no longer matches. */
export function tamperDisclosure(sdJwt: string, name: string, value: unknown): string {
  const segments = sdJwt.split('~');
  const index = segments.findIndex(
    (segment, position) => position > 0 && segment && decodeDisclosure(segment)[1] === name,
  );
  if (index < 0) throw new Error(`no disclosure named ${name}`);
  const [salt] = decodeDisclosure(segments[index]);
  segments[index] = encodeDisclosure([salt, name, value]);
  return segments.join('~');
}

/** A self-signed ES256 certificate for `keys`, valid between the two dates. */
export async function certificate(
  notBefore: Date,
  notAfter: Date,
  name = 'CN=issuer.example.com',
): Promise<{ der: string; privateJwk: JWK }> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const cert = await X509CertificateGenerator.createSelfSigned({
    serialNumber: '0a1b2c',
    name,
    notBefore,
    notAfter,
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    keys,
    extensions: [],
  });
  return { der: Buffer.from(cert.rawData).toString('base64'), privateJwk: (await exportJWK(keys.privateKey)) as JWK };
}

export async function signJwt(
  payload: Record<string, unknown>,
  header: Record<string, unknown>,
  privateJwk: JWK,
): Promise<string> {
  const key = await importJWK(privateJwk, 'ES256');
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', ...header }).sign(key);
}

export async function joseKeyPair(): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}
