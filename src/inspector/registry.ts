/**
 * The decoder families, tried in order: the first that recognises the value
 * inspects it. A value none recognises gets one problem saying what it looked
 * like and what the page reads.
 */
import { readBase64UrlJsonObject, readJson } from './encoding';
import { inspectJsonLdVc } from './json-ld-vc';
import { readCompactJws } from './jwt';
import { inspectJwtVc } from './jwt-vc';
import { inspectMdoc } from './mdoc';
import { inspectOpenId4VciOffer } from './openid4vci-offer';
import { inspectOpenId4VpRequest } from './openid4vp-request';
import { inspectSdJwt } from './sd-jwt';
import type { Inspection, Inspector } from './types';

/** In order: the URL kinds and SD-JWT are recognised by their shape, JWTs by their claims, JSON by its members. */
export const INSPECTORS: readonly Inspector[] = [
  inspectOpenId4VciOffer,
  inspectOpenId4VpRequest,
  inspectSdJwt,
  inspectJwtVc,
  inspectJsonLdVc,
  // Last: it claims any value whose first CBOR bytes look like an mdoc structure, or an mdoc: URI.
  inspectMdoc,
];

export const WHAT_THE_PAGE_READS =
  'an SD-JWT or SD-JWT VC (with or without a key-binding JWT), a JWT VC, a JSON-LD credential with a proof, an OpenID4VCI credential offer (openid-credential-offer://…), an OpenID4VP request (openid4vp://… or a request object JWT), or an ISO mdoc (IssuerSigned, DeviceResponse or one document as hex, base64 or base64url, or an mdoc: device engagement)';

function unrecognised(problem: Inspection['problems'][number]): Inspection {
  return {
    kind: 'unrecognised',
    label: 'Not recognised',
    parts: [],
    checks: [],
    problems: [problem],
    scannableUrls: [],
    coreAnswers: [],
  };
}

/** Why a value no family claimed is not one: the closest shape it has, read far enough to say where it breaks. */
function explain(input: string): Inspection {
  const text = input.trim();
  const offset = input.indexOf(text);
  if (text.length === 0)
    return unrecognised({ part: 'Input', message: `Nothing to inspect: paste ${WHAT_THE_PAGE_READS}.` });
  // Three dot-separated parts without spaces: a JWT, read far enough to say where it breaks.
  if (text.split('.').length === 3 && !/\s/.test(text)) {
    const read = readCompactJws(text, 'JWT', offset);
    if (!read.ok)
      return { ...unrecognised(read.problems[0]), kind: 'jwt', label: 'JWT (broken)', problems: read.problems };
    return unrecognised({
      part: 'JWT payload',
      message:
        'This is a readable JWT, but neither a credential (no vc claim, no VerifiableCredential type) nor an OpenID4VP request object (no dcql_query, presentation_definition or vp_token response type).',
    });
  }
  if (/^[A-Za-z0-9_-]+$/.test(text) && text.length > 16) {
    const json = readBase64UrlJsonObject(text, 'Value', offset);
    return unrecognised({
      part: 'Input',
      message: json.ok
        ? 'This is base64url-encoded JSON, not one of the kinds the page reads; paste the whole value, not one part of it.'
        : `This looks like base64url or hex without the structure the page reads: a JWT has two dots, an SD-JWT "~" separators, and an ISO mdoc value decodes to a CBOR map with nameSpaces, issuerAuth, issuerSigned or documents.`,
    });
  }
  if (text.startsWith('{') || text.startsWith('[')) {
    const json = readJson(text, 'JSON', offset);
    if (!json.ok) return { ...unrecognised(json.problem), kind: 'json', label: 'JSON (broken)' };
    return unrecognised({
      part: 'JSON',
      message:
        'This is JSON, but neither a JSON-LD verifiable credential (@context and a VerifiableCredential type) nor a credential offer (credential_issuer and credential_configuration_ids).',
    });
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  if (scheme) {
    return unrecognised({
      part: 'URL',
      position: { unit: 'character', offset },
      message: `A ${scheme[1]}: URL without the parameters of a credential offer (credential_offer, credential_offer_uri) or a presentation request (client_id with request, request_uri or dcql_query).`,
    });
  }
  return unrecognised({
    part: 'Input',
    position: { unit: 'character', offset },
    message: `Not recognised: expected ${WHAT_THE_PAGE_READS}.`,
  });
}

/**
 * Inspects a pasted value with the reader's clock. Never throws: a decoder that
 * fails unexpectedly is reported as a problem of its own, so the page can show it.
 */
export async function inspect(
  input: string,
  now: Date,
  inspectors: readonly Inspector[] = INSPECTORS,
): Promise<Inspection> {
  for (const inspector of inspectors) {
    try {
      const inspection = await inspector(input, now);
      if (inspection) return inspection;
    } catch (error) {
      return unrecognised({
        part: 'Inspector',
        message: `The inspector failed on this value: ${error instanceof Error ? error.message : String(error)}. Please report it with the value's kind (not the value).`,
      });
    }
  }
  return explain(input);
}
