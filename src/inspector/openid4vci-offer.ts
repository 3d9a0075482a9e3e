/**
 * An OpenID4VCI credential offer (OpenID for Verifiable Credential Issuance 1.0 §4.1):
 * `openid-credential-offer://?credential_offer=<JSON>` (by value),
 * `…?credential_offer_uri=<https URL>` (by reference, not fetched here), or the
 * offer's JSON object itself. Shows the issuer, the offered configurations and the
 * grants (pre-authorized code, transaction code, authorization code).
 */
import { OFFER_BY_REFERENCE_ANSWER, TRANSACTION_CODE_ANSWERS } from './core-answers';
import { isObject, readJson } from './encoding';
import { field, fieldsOf } from './fields';
import type { InspectedPart, Inspection, InspectionCheck, Inspector } from './types';
import { isHttpsUrl, readQueryUrl } from './url-query';

const PRE_AUTHORIZED = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
const AUTHORIZATION_CODE = 'authorization_code';

function emptyInspection(label: string): Inspection {
  return { kind: 'openid4vci-offer', label, parts: [], checks: [], problems: [], scannableUrls: [], coreAnswers: [] };
}

/** The offer object's parts and the check that it holds what a wallet needs to start. */
function readOffer(offer: Record<string, unknown>, inspection: Inspection): void {
  inspection.parts.push({ title: 'Credential offer', fields: fieldsOf(offer), raw: offer });
  const missing: string[] = [];
  if (!isHttpsUrl(offer.credential_issuer))
    missing.push(`credential_issuer is ${JSON.stringify(offer.credential_issuer)}, expected an https URL`);
  const ids = offer.credential_configuration_ids;
  const draftCredentials = offer.credentials;
  if (Array.isArray(ids)) {
    if (ids.length === 0 || !ids.every((id) => typeof id === 'string'))
      missing.push('credential_configuration_ids should be a non-empty list of strings');
  } else if (Array.isArray(draftCredentials)) {
    inspection.label += ' (draft 13: credentials instead of credential_configuration_ids)';
  } else {
    missing.push('credential_configuration_ids is missing: the wallet cannot tell which credentials are offered');
  }
  const grants = offer.grants;
  if (grants !== undefined && !isObject(grants)) missing.push('grants should be an object');
  if (isObject(grants)) {
    const preAuthorized = grants[PRE_AUTHORIZED];
    if (preAuthorized !== undefined) {
      if (!isObject(preAuthorized) || typeof preAuthorized['pre-authorized_code'] !== 'string') {
        missing.push('the pre-authorized code grant has no pre-authorized_code string');
      } else {
        const fields = [field('pre-authorized_code', preAuthorized['pre-authorized_code'])];
        const txCode = preAuthorized.tx_code;
        if (txCode !== undefined) {
          if (!isObject(txCode)) missing.push('tx_code should be an object');
          else {
            fields.push(
              {
                key: 'tx_code.input_mode',
                label: 'Characters of the transaction code',
                value: txCode.input_mode ?? 'numeric (default)',
                href: '/glossary#transaction-code',
              },
              {
                key: 'tx_code.length',
                label: 'Length of the transaction code',
                value: txCode.length ?? '(not given)',
                href: '/glossary#transaction-code',
              },
              {
                key: 'tx_code.description',
                label: 'What the wallet tells the holder',
                value: txCode.description ?? '(none)',
                href: '/glossary#transaction-code',
              },
            );
            if (txCode.input_mode !== undefined && txCode.input_mode !== 'numeric' && txCode.input_mode !== 'text') {
              missing.push(`tx_code.input_mode is ${JSON.stringify(txCode.input_mode)}, expected "numeric" or "text"`);
            }
            if (txCode.length !== undefined && !(Number.isInteger(txCode.length) && (txCode.length as number) > 0)) {
              missing.push(`tx_code.length is ${JSON.stringify(txCode.length)}, expected a positive whole number`);
            }
            inspection.coreAnswers.push(...TRANSACTION_CODE_ANSWERS);
          }
        }
        const part: InspectedPart = { title: 'Grant: pre-authorized code', fields, raw: preAuthorized };
        inspection.parts.push(part);
      }
    }
    const authorizationCode = grants[AUTHORIZATION_CODE];
    if (isObject(authorizationCode)) {
      inspection.parts.push({
        title: 'Grant: authorization code',
        fields: fieldsOf(authorizationCode),
        raw: authorizationCode,
      });
    }
    const unknown = Object.keys(grants).filter((grant) => grant !== PRE_AUTHORIZED && grant !== AUTHORIZATION_CODE);
    if (unknown.length) missing.push(`unknown grant types: ${unknown.join(', ')}`);
  }
  const check: InspectionCheck = missing.length
    ? { name: 'The offer holds what a wallet needs to start', status: 'failed', detail: `${missing.join('; ')}.` }
    : {
        name: 'The offer holds what a wallet needs to start',
        status: 'passed',
        detail: `An https issuer URL, the offered credentials${isObject(grants) ? ` and ${Object.keys(grants).length} grant${Object.keys(grants).length === 1 ? '' : 's'}` : ' (no grants: the wallet uses the issuer metadata to choose a flow)'}.`,
      };
  inspection.checks.push(check);
  inspection.checks.push({
    name: 'The issuer accepts the offer',
    status: 'not-possible',
    detail: `Not checked here: it needs the network. The wallet reads the issuer metadata from ${String(offer.credential_issuer)} and redeems the grant there; an offer is single-use and expires on the issuer's side, which the offer itself does not show.`,
  });
}

export const inspectOpenId4VciOffer: Inspector = async (input) => {
  const text = input.trim();
  if (text.startsWith('{')) {
    let offer: unknown;
    try {
      offer = JSON.parse(text);
    } catch {
      return null;
    }
    if (
      !isObject(offer) ||
      !('credential_issuer' in offer) ||
      !('credential_configuration_ids' in offer || 'credentials' in offer)
    )
      return null;
    const inspection = emptyInspection('OpenID4VCI credential offer (JSON object)');
    readOffer(offer, inspection);
    inspection.scannableUrls.push(
      `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(offer))}`,
    );
    return inspection;
  }
  const url = readQueryUrl(text);
  if (!url) return null;
  const byValue = url.params.get('credential_offer');
  const byReference = url.params.get('credential_offer_uri');
  if (url.scheme !== 'openid-credential-offer' && byValue === null && byReference === null) return null;
  const inspection = emptyInspection(
    byReference !== null ? 'OpenID4VCI credential offer, by reference' : 'OpenID4VCI credential offer, by value',
  );
  inspection.scannableUrls.push(text);
  if (byValue !== null && byReference !== null) {
    inspection.problems.push({
      part: 'Query',
      position: { unit: 'character', offset: url.queryOffset },
      message: 'The URL has both credential_offer and credential_offer_uri: expected exactly one.',
    });
  }
  if (byValue === null && byReference === null) {
    inspection.problems.push({
      part: 'Query',
      position: { unit: 'character', offset: url.queryOffset },
      message:
        'The offer URL has neither a credential_offer nor a credential_offer_uri parameter: expected one of them after "?".',
    });
    return inspection;
  }
  if (byReference !== null) {
    inspection.parts.push({
      title: 'Offer by reference',
      fields: [field('credential_offer_uri', byReference)],
      raw: Object.fromEntries(url.params),
    });
    inspection.checks.push({
      name: 'The offer can be read',
      status: 'not-possible',
      detail: isHttpsUrl(byReference)
        ? `Not fetched: the offer is at ${byReference}, and nothing leaves this page. A wallet fetches it with a GET request.`
        : `credential_offer_uri is ${JSON.stringify(byReference)}, not an https URL, so a wallet cannot fetch it either.`,
    });
    if (!isHttpsUrl(byReference)) {
      inspection.problems.push({
        part: 'credential_offer_uri',
        message: `credential_offer_uri is ${JSON.stringify(byReference)}: expected an https URL.`,
      });
    }
    inspection.coreAnswers.push(OFFER_BY_REFERENCE_ANSWER);
    return inspection;
  }
  const json = readJson(byValue!, 'credential_offer parameter', 0, 'the decoded parameter');
  if (!json.ok) {
    inspection.problems.push({ ...json.problem, position: { unit: 'character', offset: url.queryOffset } });
    return inspection;
  }
  if (!isObject(json.value)) {
    inspection.problems.push({
      part: 'credential_offer parameter',
      message: 'credential_offer is JSON but not an object: expected {"credential_issuer": …}.',
    });
    return inspection;
  }
  readOffer(json.value, inspection);
  return inspection;
};
