/**
 * An OpenID4VP authorization request (OpenID for Verifiable Presentations 1.0 §5):
 * a URL (`openid4vp://`, or another scheme with `client_id` and a request) with the
 * parameters inline, the request object by value (`request=<JWT>`) or by reference
 * (`request_uri`, not fetched here), or a request object JWT on its own. Shows the
 * verifier, the response route and what is asked for (a DCQL query or a
 * presentation definition).
 */
import { certificateValidityAnswer } from './core-answers';
import { isObject, readJson } from './encoding';
import { field, fieldsOf } from './fields';
import { looksLikeCompactJws, readCompactJws } from './jwt';
import { checkJwsSignature } from './checks/signature';
import { jwtValidityWindow, validityCheck } from './checks/validity';
import type { InspectedField, InspectedPart, Inspection, InspectionCheck, Inspector } from './types';
import { readQueryUrl } from './url-query';

const REQUEST_SCHEMES = new Set(['openid4vp', 'eudi-openid4vp', 'mdoc-openid4vp', 'haip', 'haip-vp']);
/** Parameters whose value is JSON when passed inline in the URL. */
const JSON_PARAMETERS = ['dcql_query', 'presentation_definition', 'client_metadata', 'transaction_data'];

function isRequestObject(header: Record<string, unknown>, payload: Record<string, unknown>): boolean {
  return (
    header.typ === 'oauth-authz-req+jwt' ||
    'dcql_query' in payload ||
    'presentation_definition' in payload ||
    (typeof payload.response_type === 'string' && payload.response_type.split(' ').includes('vp_token'))
  );
}

/** The DCQL query as parts: one per credential query, with its format, type and claim paths. */
function dcqlParts(query: unknown): { parts: InspectedPart[]; check: InspectionCheck } {
  const name = 'The DCQL query is well-formed';
  if (!isObject(query) || !Array.isArray(query.credentials) || query.credentials.length === 0) {
    return {
      parts: [],
      check: {
        name,
        status: 'failed',
        detail: 'dcql_query has no non-empty credentials list: the wallet cannot tell what is asked for.',
      },
    };
  }
  const issues: string[] = [];
  const parts = query.credentials.map((credential, index): InspectedPart => {
    if (!isObject(credential)) {
      issues.push(`credentials[${index}] is not an object`);
      return { title: `Asked for: credential query ${index + 1}`, fields: [], raw: credential };
    }
    if (typeof credential.id !== 'string') issues.push(`credentials[${index}] has no id`);
    if (typeof credential.format !== 'string') issues.push(`credentials[${index}] has no format`);
    const meta = isObject(credential.meta) ? credential.meta : {};
    const fields: InspectedField[] = [
      { key: 'id', label: 'Query ID (names the answer in vp_token)', value: credential.id, href: '/glossary#dcql' },
      { key: 'format', label: 'Credential format', value: credential.format, href: '/glossary#dcql' },
    ];
    if (meta.vct_values !== undefined)
      fields.push({
        key: 'meta.vct_values',
        label: 'Accepted SD-JWT VC types',
        value: meta.vct_values,
        href: '/glossary#sd-jwt-vc',
      });
    if (meta.doctype_value !== undefined)
      fields.push({
        key: 'meta.doctype_value',
        label: 'Accepted mdoc document type',
        value: meta.doctype_value,
        href: '/glossary#mdoc',
      });
    if (meta.type_values !== undefined)
      fields.push({ key: 'meta.type_values', label: 'Accepted credential types', value: meta.type_values });
    const claims = Array.isArray(credential.claims) ? credential.claims.filter(isObject) : [];
    claims.forEach((claim, claimIndex) =>
      fields.push({
        key: `claims[${claimIndex}]`,
        label: 'Claim asked for (path)',
        value: Array.isArray(claim.path) ? claim.path.map(String).join(' › ') : claim,
        href: '/glossary#claim',
      }),
    );
    if (credential.claims === undefined)
      fields.push({ key: 'claims', label: 'Claims asked for', value: '(none listed: the whole credential)' });
    return {
      title: `Asked for: ${typeof credential.id === 'string' ? credential.id : `credential query ${index + 1}`}`,
      fields,
      raw: credential,
    };
  });
  return {
    parts,
    check: issues.length
      ? { name, status: 'failed', detail: `${issues.join('; ')}.` }
      : {
          name,
          status: 'passed',
          detail: `${parts.length} credential quer${parts.length === 1 ? 'y' : 'ies'}, each with an id and a format.`,
        },
  };
}

function presentationDefinitionParts(definition: unknown): InspectedPart[] {
  if (!isObject(definition) || !Array.isArray(definition.input_descriptors)) return [];
  return definition.input_descriptors.filter(isObject).map((descriptor, index) => {
    const constraints = isObject(descriptor.constraints) ? descriptor.constraints : {};
    const fields = Array.isArray(constraints.fields) ? constraints.fields.filter(isObject) : [];
    return {
      title: `Asked for: input descriptor ${typeof descriptor.id === 'string' ? descriptor.id : index + 1}`,
      fields: [
        { key: 'id', label: 'Input descriptor ID', value: descriptor.id, href: '/glossary#proof-request' },
        ...(descriptor.format !== undefined
          ? [{ key: 'format', label: 'Accepted formats', value: descriptor.format }]
          : []),
        ...fields.map((entry, fieldIndex) => ({
          key: `constraints.fields[${fieldIndex}].path`,
          label: 'Claim asked for (JSONPath)',
          value: entry.path,
          href: '/glossary#claim',
        })),
      ],
      raw: descriptor,
    };
  });
}

/** What the request asks for and how the wallet answers, from the request parameters (URL or request object). */
function describeRequest(parameters: Record<string, unknown>, inspection: Inspection, source: string): void {
  inspection.parts.push({ title: source, fields: fieldsOf(parameters), raw: parameters });
  if (parameters.dcql_query !== undefined) {
    const dcql = dcqlParts(parameters.dcql_query);
    inspection.parts.push(...dcql.parts);
    inspection.checks.push(dcql.check);
  } else if (parameters.presentation_definition !== undefined) {
    const parts = presentationDefinitionParts(parameters.presentation_definition);
    inspection.parts.push(...parts);
    inspection.checks.push(
      parts.length
        ? {
            name: 'The presentation definition is readable',
            status: 'passed',
            detail: `${parts.length} input descriptor${parts.length === 1 ? '' : 's'}.`,
          }
        : {
            name: 'The presentation definition is readable',
            status: 'failed',
            detail: 'presentation_definition has no input_descriptors list.',
          },
    );
  }
}

async function inspectRequestObject(
  jwt: string,
  offset: number,
  inspection: Inspection,
  now: Date,
  urlClientId?: string,
): Promise<void> {
  const read = readCompactJws(jwt, 'Request object', offset);
  if (!read.ok) {
    inspection.problems.push(...read.problems);
    return;
  }
  const { header, payload } = read.jws;
  inspection.parts.push({ title: 'Request object: header', fields: fieldsOf(header), raw: header });
  describeRequest(payload, inspection, 'Request object: payload');
  const signature = await checkJwsSignature(read.jws, {
    name: "The verifier's signature on the request verifies",
    now,
  });
  inspection.checks.push(...signature.checks);
  inspection.parts.push(...signature.parts);
  if (signature.certificateOutOfValidity)
    inspection.coreAnswers.push(certificateValidityAnswer(signature.certificateOutOfValidity));
  inspection.checks.push(validityCheck(jwtValidityWindow(payload), now, 'request object'));
  if (urlClientId !== undefined) {
    const name = "The URL's client_id is the request object's";
    inspection.checks.push(
      payload.client_id === urlClientId
        ? { name, status: 'passed', detail: `Both say ${urlClientId}.` }
        : {
            name,
            status: 'failed',
            detail: `The URL says ${urlClientId}, the request object says ${JSON.stringify(payload.client_id)}; a wallet refuses a request whose two client IDs differ.`,
          },
    );
  }
}

export const inspectOpenId4VpRequest: Inspector = async (input, now) => {
  const text = input.trim();
  const offset = input.indexOf(text);
  if (looksLikeCompactJws(text)) {
    const read = readCompactJws(text, 'Request object', offset);
    if (!read.ok || !isRequestObject(read.jws.header, read.jws.payload)) return null;
    const inspection: Inspection = {
      kind: 'openid4vp-request',
      label: 'OpenID4VP request object (JWT)',
      parts: [],
      checks: [],
      problems: [],
      scannableUrls: [],
      coreAnswers: [],
    };
    await inspectRequestObject(text, offset, inspection, now);
    if (typeof read.jws.payload.client_id === 'string') {
      inspection.scannableUrls.push(
        `openid4vp://?client_id=${encodeURIComponent(read.jws.payload.client_id)}&request=${text}`,
      );
    }
    return inspection;
  }
  const url = readQueryUrl(text);
  if (!url) return null;
  const { params } = url;
  const hasRequest = ['request', 'request_uri', 'dcql_query', 'presentation_definition'].some((name) =>
    params.has(name),
  );
  if (!REQUEST_SCHEMES.has(url.scheme) && !(params.has('client_id') && hasRequest)) return null;

  const inspection: Inspection = {
    kind: 'openid4vp-request',
    label: params.has('request_uri')
      ? 'OpenID4VP request, by reference'
      : params.has('request')
        ? 'OpenID4VP request, request object by value'
        : 'OpenID4VP request, parameters in the URL',
    parts: [],
    checks: [],
    problems: [],
    scannableUrls: [text],
    coreAnswers: [],
  };
  const parameters: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (JSON_PARAMETERS.includes(name)) {
      const json = readJson(value, `${name} parameter`, 0, 'the decoded parameter');
      if (json.ok) parameters[name] = json.value;
      else {
        inspection.problems.push({
          ...json.problem,
          position: { unit: 'character', offset: offset + url.queryOffset },
        });
        parameters[name] = value;
      }
    } else parameters[name] = value;
  }
  if (!params.has('client_id')) {
    inspection.problems.push({
      part: 'Query',
      position: { unit: 'character', offset: offset + url.queryOffset },
      message:
        "The request has no client_id: expected the verifier's client ID, e.g. client_id=x509_san_dns:verifier.example.com.",
    });
  }
  if (!hasRequest) {
    inspection.problems.push({
      part: 'Query',
      position: { unit: 'character', offset: offset + url.queryOffset },
      message:
        'The request carries no request, request_uri, dcql_query or presentation_definition: expected one of them.',
    });
  }
  const request = params.get('request');
  const requestUri = params.get('request_uri');
  if (request !== null) {
    const rest = Object.fromEntries(Object.entries(parameters).filter(([name]) => name !== 'request'));
    inspection.parts.push({
      title: 'URL parameters',
      fields: [...fieldsOf(rest), field('request', '(request object, decoded below)')],
      raw: parameters,
    });
    const at = text.indexOf(request);
    const start = offset + (at < 0 ? url.queryOffset : at);
    await inspectRequestObject(request, start, inspection, now, params.get('client_id') ?? undefined);
  } else {
    describeRequest(parameters, inspection, 'URL parameters');
  }
  if (requestUri !== null) {
    inspection.checks.push({
      name: 'The request object can be read',
      status: 'not-possible',
      detail: `Not fetched: the request object is at ${requestUri}${params.get('request_uri_method') === 'post' ? ' (the wallet fetches it with a POST request)' : ''}, and nothing leaves this page.`,
    });
  }
  return inspection;
};
