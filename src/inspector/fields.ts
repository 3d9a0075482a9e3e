/**
 * Plain-language labels for the keys credentials, offers and requests carry,
 * with the site page that explains each one. A key missing here is still
 * shown, labelled by its name.
 */
import type { InspectedField } from './types';

const glossary = (id: string) => `/glossary#${id}`;

interface Label {
  label: string;
  href?: string;
}

/** Keys whose value is a NumericDate (seconds since 1970, RFC 7519 §2). */
export const TIMESTAMP_KEYS = new Set(['iat', 'nbf', 'exp']);

export const FIELD_LABELS: Readonly<Record<string, Label>> = {
  // JOSE header
  alg: { label: 'Signature algorithm', href: glossary('jwt') },
  typ: { label: 'Type of the token' },
  kid: { label: 'Key ID (names the signing key; the key itself is elsewhere)', href: glossary('key') },
  jwk: { label: 'Public key, embedded', href: glossary('key') },
  x5c: { label: 'Certificate chain, embedded', href: glossary('x509') },
  // JWT claims
  iss: { label: 'Issuer', href: glossary('issuer') },
  sub: { label: 'Subject (who the credential is about)' },
  aud: { label: 'Audience (who it is meant for)', href: glossary('verifier') },
  iat: { label: 'Issued at' },
  nbf: { label: 'Not valid before' },
  exp: { label: 'Expires at' },
  jti: { label: 'Token ID' },
  nonce: { label: 'Nonce (binds the answer to this request)' },
  cnf: { label: 'Holder key (confirmation)', href: glossary('holder-binding') },
  status: { label: 'Status reference (revocation and suspension)', href: glossary('token-status-list') },
  // SD-JWT and SD-JWT VC
  vct: { label: 'Credential type (vct)', href: glossary('sd-jwt-vc') },
  _sd: { label: 'Digests of selectively disclosable claims', href: glossary('selective-disclosure') },
  _sd_alg: { label: 'Digest algorithm of the disclosures', href: glossary('sd-jwt') },
  sd_hash: { label: 'Digest of the presented SD-JWT', href: glossary('holder-binding') },
  // VC data model
  vc: { label: 'The credential (VC data model)', href: glossary('vcdm') },
  '@context': { label: 'JSON-LD contexts', href: glossary('json-ld') },
  type: { label: 'Types' },
  id: { label: 'ID' },
  issuer: { label: 'Issuer', href: glossary('issuer') },
  issuanceDate: { label: 'Issued at (VCDM 1.1)' },
  expirationDate: { label: 'Expires at (VCDM 1.1)' },
  validFrom: { label: 'Valid from (VCDM 2.0)' },
  validUntil: { label: 'Valid until (VCDM 2.0)' },
  credentialSubject: { label: 'Claims about the subject', href: glossary('claim') },
  credentialSchema: { label: 'Credential schema', href: glossary('credential-schema') },
  credentialStatus: { label: 'Status reference (revocation and suspension)', href: glossary('revocation-method') },
  proof: { label: 'Proof (the signature)', href: glossary('vc') },
  cryptosuite: { label: 'Cryptosuite' },
  verificationMethod: { label: 'Key that signed (verification method)', href: glossary('did') },
  proofPurpose: { label: 'Proof purpose' },
  proofValue: { label: 'Proof value (the signature)' },
  created: { label: 'Proof created at' },
  // OpenID4VCI credential offer
  credential_issuer: { label: 'Issuer URL (metadata is fetched from here)', href: glossary('oid4vci') },
  credential_configuration_ids: {
    label: 'Credentials offered (configuration IDs)',
    href: glossary('credential-offer'),
  },
  credentials: { label: 'Credentials offered (draft 13)', href: glossary('credential-offer') },
  grants: { label: 'How the wallet may obtain them (grants)', href: glossary('oid4vci') },
  'pre-authorized_code': { label: 'Pre-authorized code', href: glossary('pre-authorized-code') },
  tx_code: { label: 'Transaction code the holder must enter', href: glossary('transaction-code') },
  issuer_state: { label: 'Issuer state (authorization code flow)' },
  authorization_server: { label: 'Authorization server' },
  credential_offer_uri: { label: 'Where the offer is fetched from (by reference)', href: glossary('credential-offer') },
  // OpenID4VP request
  client_id: { label: 'Verifier (client ID)', href: glossary('verifier') },
  request_uri: { label: 'Where the request object is fetched from (by reference)', href: glossary('oid4vp') },
  request_uri_method: { label: 'How the request object is fetched' },
  request: { label: 'Request object (by value)', href: glossary('oid4vp') },
  response_type: { label: 'What the verifier asks back' },
  response_mode: { label: 'How the wallet answers' },
  response_uri: { label: 'Where the wallet sends the presentation', href: glossary('vp') },
  redirect_uri: { label: 'Where the wallet sends the presentation (redirect)' },
  state: { label: 'State (echoed back)' },
  dcql_query: { label: 'What is asked for (DCQL query)', href: glossary('dcql') },
  presentation_definition: { label: 'What is asked for (presentation definition)', href: glossary('proof-request') },
  presentation_definition_uri: { label: 'Presentation definition, by reference' },
  client_metadata: { label: 'Verifier metadata' },
  transaction_data: { label: 'Transaction data to confirm' },
};

/** "2026-05-01T12:00:00.000Z (1777636800)" for a NumericDate, the value unchanged otherwise. */
function readable(key: string, value: unknown): unknown {
  if (TIMESTAMP_KEYS.has(key) && typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value * 1000);
    return Number.isNaN(date.getTime()) ? value : `${date.toISOString()} (${value})`;
  }
  return value;
}

/** One field of a part: the key's label and link, or the key itself when the site has no label for it. */
export function field(key: string, value: unknown, path = key): InspectedField {
  const known = FIELD_LABELS[key];
  return {
    key: path,
    label: known?.label ?? key,
    value: readable(key, value),
    ...(known?.href ? { href: known.href } : {}),
  };
}

/** The top-level members of an object as fields, in their order. */
export function fieldsOf(object: Record<string, unknown>, prefix = ''): InspectedField[] {
  return Object.entries(object).map(([key, value]) => field(key, value, prefix + key));
}
