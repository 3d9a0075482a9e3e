/**
 * SD-JWT and SD-JWT VC (RFC 9901; draft-ietf-oauth-sd-jwt-vc), with or without
 * a key-binding JWT: `<issuer-signed JWT>~<disclosure>~…~[<KB-JWT>]`.
 * Checks: each disclosure's digest is referenced by the payload (or by another
 * disclosure), the issuer's signature where the key is in the value, the
 * validity window, the status reference, and for a KB-JWT its `sd_hash` and its
 * signature with the holder key in `cnf`.
 */
import { decodeSdJwt, unpack } from '@sd-jwt/decode';
import { certificateValidityAnswer } from './core-answers';
import { digestBase64Url, digestBytes, supportedDigest } from './digest';
import { isObject, readBase64Url, readJson, readUtf8 } from './encoding';
import { field, fieldsOf } from './fields';
import { readCompactJws } from './jwt';
import { checkJwsSignature } from './checks/signature';
import { tokenStatusCheck } from './checks/status';
import { jwtValidityWindow, validityCheck } from './checks/validity';
import type { InspectedPart, Inspection, InspectionCheck, InspectionProblem, Inspector } from './types';

interface Disclosure {
  index: number;
  encoded: string;
  salt: unknown;
  /** Absent for an array element disclosure (two members). */
  key?: string;
  value: unknown;
  digest?: string;
}

const SD_JWT_VC_TYPES = new Set(['dc+sd-jwt', 'vc+sd-jwt']);

/** Every digest an `_sd` array or an array element `{"...": digest}` holds, anywhere in `value`. */
function referencedDigests(value: unknown, into: { objects: Set<string>; arrays: Set<string> }): void {
  if (Array.isArray(value)) {
    for (const element of value) {
      if (isObject(element) && Object.keys(element).length === 1 && typeof element['...'] === 'string')
        into.arrays.add(element['...']);
      else referencedDigests(element, into);
    }
    return;
  }
  if (!isObject(value)) return;
  for (const [key, member] of Object.entries(value)) {
    if (key === '_sd' && Array.isArray(member))
      for (const digest of member) if (typeof digest === 'string') into.objects.add(digest);
    referencedDigests(member, into);
  }
}

function readDisclosure(encoded: string, index: number, offset: number): Disclosure | InspectionProblem {
  const part = `Disclosure ${index}`;
  const bytes = readBase64Url(encoded, part, offset);
  if (!bytes.ok) return bytes.problem;
  const text = readUtf8(bytes.value, part);
  if (!text.ok) return text.problem;
  const json = readJson(text.value, part, 0, 'the decoded text');
  if (!json.ok) return { ...json.problem, position: { unit: 'character', offset } };
  const array = json.value;
  if (!Array.isArray(array) || (array.length !== 2 && array.length !== 3)) {
    return {
      part,
      position: { unit: 'character', offset },
      message: `${part} decodes to ${text.value.slice(0, 80)}: expected a JSON array [salt, name, value] (an object property) or [salt, value] (an array element).`,
    };
  }
  if (array.length === 3 && typeof array[1] !== 'string') {
    return {
      part,
      position: { unit: 'character', offset },
      message: `${part}: the claim name (second member) is ${JSON.stringify(array[1])}, expected a string.`,
    };
  }
  return array.length === 3
    ? { index, encoded, salt: array[0], key: array[1] as string, value: array[2] }
    : { index, encoded, salt: array[0], value: array[1] };
}

function disclosurePart(disclosure: Disclosure): InspectedPart {
  return {
    title: `Disclosure ${disclosure.index}${disclosure.key !== undefined ? `: ${disclosure.key}` : ' (array element)'}`,
    fields: [
      {
        key: 'salt',
        label: 'Salt (makes the digest unguessable)',
        value: disclosure.salt,
        href: '/glossary#selective-disclosure',
      },
      disclosure.key !== undefined
        ? field(disclosure.key, disclosure.value)
        : { key: '(element)', label: 'Array element value', value: disclosure.value },
      {
        key: 'digest',
        label: 'Digest of this disclosure',
        value: disclosure.digest ?? '(not computed)',
        href: '/glossary#selective-disclosure',
      },
    ],
    raw:
      disclosure.key !== undefined
        ? [disclosure.salt, disclosure.key, disclosure.value]
        : [disclosure.salt, disclosure.value],
  };
}

async function digestCheck(
  payload: Record<string, unknown>,
  disclosures: Disclosure[],
  alg: string,
): Promise<InspectionCheck> {
  const name = 'Disclosure digests match the signed payload';
  if (!supportedDigest(alg)) {
    return {
      name,
      status: 'not-possible',
      detail: `_sd_alg is ${JSON.stringify(alg)}; the page computes sha-256, sha-384 and sha-512 only.`,
    };
  }
  const references = { objects: new Set<string>(), arrays: new Set<string>() };
  referencedDigests(payload, references);
  for (const disclosure of disclosures)
    referencedDigests(
      disclosure.key !== undefined ? { [disclosure.key]: disclosure.value } : [disclosure.value],
      references,
    );
  const total = references.objects.size + references.arrays.size;
  if (disclosures.length === 0) {
    return {
      name,
      status: 'not-possible',
      detail: `No disclosures are attached, so there is nothing to compare; the payload holds ${total} digest${total === 1 ? '' : 's'} of claims not disclosed here.`,
    };
  }
  const seen = new Map<string, number>();
  const failures: string[] = [];
  for (const disclosure of disclosures) {
    const digest = disclosure.digest!;
    const label = disclosure.key !== undefined ? `"${disclosure.key}"` : 'an array element';
    if (seen.has(digest)) failures.push(`Disclosure ${disclosure.index} repeats disclosure ${seen.get(digest)}.`);
    seen.set(digest, disclosure.index);
    const expected = disclosure.key !== undefined ? references.objects : references.arrays;
    const elsewhere = disclosure.key !== undefined ? references.arrays : references.objects;
    if (!expected.has(digest)) {
      failures.push(
        elsewhere.has(digest)
          ? `Disclosure ${disclosure.index} (${label}) is referenced in the wrong place: its digest ${digest} is in ${disclosure.key !== undefined ? 'an array ("...")' : 'an _sd array'}.`
          : `Disclosure ${disclosure.index} (${label}) has the ${alg} digest ${digest}, which no _sd array or "..." entry holds: it was changed after issuance or belongs to another credential.`,
      );
    }
  }
  if (failures.length) return { name, status: 'failed', detail: failures.join(' ') };
  return {
    name,
    status: 'passed',
    detail: `The ${alg} digest of each of the ${disclosures.length} disclosures is in the signed payload or a disclosed object (${total} digests there; the others belong to claims not disclosed).`,
  };
}

export const inspectSdJwt: Inspector = async (input, now) => {
  const text = input.trim();
  if (!text.includes('~')) return null;
  const segments = text.split('~');
  const issuerJwt = segments[0];
  // Three dot-separated parts before the first "~": an SD-JWT, even with a broken character the reader should be shown.
  if (issuerJwt.split('.').length !== 3 || /\s/.test(issuerJwt)) return null;
  const leading = input.indexOf(text);
  const offsets: number[] = [];
  let cursor = leading;
  for (const segment of segments) {
    offsets.push(cursor);
    cursor += segment.length + 1;
  }
  const last = segments[segments.length - 1];
  const kbJwtText = last.length > 0 ? last : undefined;
  const problems: InspectionProblem[] = [];
  if (kbJwtText && !kbJwtText.includes('.')) {
    problems.push({
      part: 'End of the SD-JWT',
      position: { unit: 'character', offset: offsets[segments.length - 1] + last.length },
      message:
        'The value ends in a disclosure: expected "~" after the last disclosure (an SD-JWT without key binding) or a key-binding JWT after it.',
    });
  }
  const issuer = readCompactJws(issuerJwt, 'Issuer-signed JWT', offsets[0]);
  const disclosureTexts = segments.slice(1, kbJwtText && kbJwtText.includes('.') ? -1 : kbJwtText ? undefined : -1);
  const disclosures: Disclosure[] = [];
  disclosureTexts.forEach((encoded, position) => {
    const read = readDisclosure(encoded, position + 1, offsets[position + 1]);
    if ('message' in read) problems.push(read);
    else disclosures.push(read);
  });
  if (!issuer.ok) problems.unshift(...issuer.problems);

  const header = issuer.ok ? issuer.jws.header : {};
  const payload = issuer.ok ? issuer.jws.payload : {};
  const isVc = SD_JWT_VC_TYPES.has(String(header.typ)) || typeof payload.vct === 'string';
  const withKb = Boolean(kbJwtText && kbJwtText.includes('.'));
  const inspection: Inspection = {
    kind: isVc ? 'sd-jwt-vc' : 'sd-jwt',
    label: `${isVc ? 'SD-JWT VC' : 'SD-JWT'}${withKb ? ' with key-binding JWT' : ''}`,
    parts: [],
    checks: [],
    problems,
    scannableUrls: [],
    coreAnswers: [],
  };
  if (!issuer.ok) return inspection;

  const alg = typeof payload._sd_alg === 'string' ? payload._sd_alg : 'sha-256';
  if (supportedDigest(alg)) {
    for (const disclosure of disclosures) disclosure.digest = await digestBase64Url(disclosure.encoded, alg);
  }
  inspection.parts.push(
    { title: 'Issuer-signed JWT: header', fields: fieldsOf(header), raw: header },
    { title: 'Issuer-signed JWT: payload', fields: fieldsOf(payload), raw: payload },
    ...disclosures.map(disclosurePart),
  );
  if (problems.length === 0 && supportedDigest(alg)) {
    try {
      // The library rebuilds the claims as a verifier sees them once the disclosures are applied.
      const hasher = (data: string | ArrayBuffer, name: string) => digestBytes(data, name);
      const decoded = await decodeSdJwt(text, hasher);
      const { unpackedObj } = await unpack(decoded.jwt.payload, decoded.disclosures, hasher);
      if (isObject(unpackedObj))
        inspection.parts.push({
          title: 'Claims with the disclosures applied',
          fields: fieldsOf(unpackedObj),
          raw: unpackedObj,
        });
    } catch (error) {
      problems.push({
        part: 'Disclosures',
        message: `The disclosures cannot be applied to the payload: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  inspection.checks.push(await digestCheck(payload, disclosures, alg));
  const signature = await checkJwsSignature(issuer.jws, { name: "The issuer's signature verifies", now });
  inspection.checks.push(...signature.checks);
  inspection.parts.push(...signature.parts);
  if (signature.certificateOutOfValidity)
    inspection.coreAnswers.push(certificateValidityAnswer(signature.certificateOutOfValidity));
  inspection.checks.push(validityCheck(jwtValidityWindow(payload), now, 'credential'));
  const status = tokenStatusCheck(payload);
  if (status) inspection.checks.push(status);

  if (withKb) {
    const kbOffset = offsets[segments.length - 1];
    const kb = readCompactJws(kbJwtText!, 'Key-binding JWT', kbOffset);
    if (!kb.ok) {
      problems.push(...kb.problems);
      return inspection;
    }
    inspection.parts.push(
      { title: 'Key-binding JWT: header', fields: fieldsOf(kb.jws.header), raw: kb.jws.header },
      { title: 'Key-binding JWT: payload', fields: fieldsOf(kb.jws.payload), raw: kb.jws.payload },
    );
    if (kb.jws.header.typ !== 'kb+jwt') {
      problems.push({
        part: 'Key-binding JWT header',
        position: { unit: 'character', offset: kbOffset },
        message: `typ is ${JSON.stringify(kb.jws.header.typ)}: expected "kb+jwt".`,
      });
    }
    const presented = text.slice(0, text.length - kbJwtText!.length);
    const sdHashName = 'Key-binding JWT covers these disclosures (sd_hash)';
    if (typeof kb.jws.payload.sd_hash !== 'string') {
      inspection.checks.push({
        name: sdHashName,
        status: 'failed',
        detail: 'The key-binding JWT has no sd_hash claim.',
      });
    } else if (!supportedDigest(alg)) {
      inspection.checks.push({
        name: sdHashName,
        status: 'not-possible',
        detail: `_sd_alg ${JSON.stringify(alg)} is not one the page computes.`,
      });
    } else {
      const expected = await digestBase64Url(presented, alg);
      inspection.checks.push(
        expected === kb.jws.payload.sd_hash
          ? {
              name: sdHashName,
              status: 'passed',
              detail: `sd_hash is the ${alg} digest of the issuer-signed JWT and the disclosures as presented.`,
            }
          : {
              name: sdHashName,
              status: 'failed',
              detail: `sd_hash is ${kb.jws.payload.sd_hash}, but the ${alg} digest of what precedes the key-binding JWT is ${expected}: disclosures were added, removed or changed after the holder signed.`,
            },
      );
    }
    const holderKey = isObject(payload.cnf) ? payload.cnf.jwk : undefined;
    const kbSignature = await checkJwsSignature(kb.jws, {
      name: "The holder's key-binding signature verifies",
      now,
      holderKey: holderKey ?? null,
    });
    inspection.checks.push(...kbSignature.checks);
    inspection.checks.push(validityCheck(jwtValidityWindow(kb.jws.payload), now, 'key-binding JWT'));
  }
  return inspection;
};
