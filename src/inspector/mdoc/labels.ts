/**
 * Plain-language labels for mdoc fields and the site pages that explain them. Every `href` here is
 * checked by tests/unit/inspector-mdoc.test.mts against docs/, the glossary and the error codes.
 */

export const HREF = {
  mdoc: '/glossary#mdoc',
  mdl: '/glossary#mdl',
  mso: '/glossary#mso',
  cbor: '/glossary#cbor',
  cose: '/glossary#cose',
  selectiveDisclosure: '/glossary#selective-disclosure',
  holderBinding: '/glossary#holder-binding',
  signerCertificate: '/glossary#document-signer-certificate',
  iaca: '/glossary#iaca',
  trustAnchor: '/glossary#trust-anchor',
  x509: '/glossary#x509',
  statusList: '/glossary#token-status-list',
  ble: '/glossary#ble',
  nfc: '/glossary#nfc',
  msoValidity: '/configure/iso-mdoc#mso-validity-and-updates',
  portrait: '/configure/iso-mdoc#mdl-portrait',
  certificates: '/certificates',
  deviceEngagement: '/configure/iso-offline#device-engagement',
  offlineVerification: '/verify/mdoc-offline',
  offlinePresentation: '/hold/iso-offline',
} as const;

/** The mDL namespace of ISO/IEC 18013-5. */
export const MDL_NAMESPACE = 'org.iso.18013.5.1';

/** Identifiers whose words do not read well when only underscores become spaces. */
const ELEMENT_LABELS: Record<string, string> = {
  un_distinguishing_sign: 'UN distinguishing sign',
  birth_date: 'Date of birth',
  issue_date: 'Date of issue',
  expiry_date: 'Date of expiry',
  portrait_capture_date: 'Date the portrait was taken',
  age_in_years: 'Age in years',
  age_birth_year: 'Year of birth',
  sex: 'Sex (ISO/IEC 5218 code)',
};

/** "family_name" -> "Family name"; "age_over_18" -> "Age over 18". */
export function elementLabel(identifier: string): string {
  const known = ELEMENT_LABELS[identifier];
  if (known) return known;
  const words = identifier.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : identifier;
}

export function elementHref(namespace: string, identifier: string): string {
  if (identifier === 'portrait') return HREF.portrait;
  return namespace === MDL_NAMESPACE ? HREF.mdl : HREF.mdoc;
}

/** COSE algorithm identifiers (IANA COSE Algorithms registry) the inspector names. */
export const COSE_ALGORITHMS: Record<number, string> = {
  [-7]: 'ES256 (ECDSA with SHA-256)',
  [-35]: 'ES384 (ECDSA with SHA-384)',
  [-36]: 'ES512 (ECDSA with SHA-512)',
  [-8]: 'EdDSA',
  [-19]: 'Ed25519',
  [-37]: 'PS256 (RSASSA-PSS with SHA-256)',
  [-38]: 'PS384 (RSASSA-PSS with SHA-384)',
  [-39]: 'PS512 (RSASSA-PSS with SHA-512)',
  [-257]: 'RS256 (RSASSA-PKCS1-v1_5 with SHA-256)',
  [-258]: 'RS384 (RSASSA-PKCS1-v1_5 with SHA-384)',
  [-259]: 'RS512 (RSASSA-PKCS1-v1_5 with SHA-512)',
  5: 'HMAC 256/256',
  6: 'HMAC 384/384',
  7: 'HMAC 512/512',
};

export function algorithmName(alg: unknown): string {
  if (typeof alg === 'number')
    return COSE_ALGORITHMS[alg] ? `${COSE_ALGORITHMS[alg]}, COSE alg ${alg}` : `COSE alg ${alg}`;
  if (typeof alg === 'string') return alg;
  return 'not given';
}

/** COSE_Key key types and curves (RFC 9053 and the IANA COSE registries). */
const KEY_TYPES: Record<number, string> = { 1: 'OKP', 2: 'EC2', 3: 'RSA', 4: 'Symmetric' };
const CURVES: Record<number, string> = {
  1: 'P-256',
  2: 'P-384',
  3: 'P-521',
  4: 'X25519',
  5: 'X448',
  6: 'Ed25519',
  7: 'Ed448',
  8: 'secp256k1',
  256: 'brainpoolP256r1',
  257: 'brainpoolP320r1',
  258: 'brainpoolP384r1',
  259: 'brainpoolP512r1',
};

/** "EC2 key on P-256" from a COSE_Key map. */
export function coseKeySummary(key: Map<unknown, unknown>): string {
  const kty = key.get(1);
  const crv = key.get(-1);
  const type = typeof kty === 'number' ? (KEY_TYPES[kty] ?? `key type ${kty}`) : String(kty ?? 'unknown key type');
  if (crv === undefined) return `${type} key`;
  const curve = typeof crv === 'number' ? (CURVES[crv] ?? `curve ${crv}`) : String(crv);
  return `${type} key on ${curve}`;
}

/** The COSE_Key parameters, by label, in words. */
export const COSE_KEY_LABELS: Record<string, string> = {
  '1': 'Key type (kty)',
  '2': 'Key ID',
  '3': 'Algorithm',
  '-1': 'Curve (crv)',
  '-2': 'Public key x coordinate',
  '-3': 'Public key y coordinate',
};

/** DeviceResponse status codes (ISO/IEC 18013-5, DeviceResponse). */
export const RESPONSE_STATUS: Record<number, string> = {
  0: 'OK',
  10: 'General error',
  11: 'CBOR decoding error',
  12: 'CBOR validation error',
};
