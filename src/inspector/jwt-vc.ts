/**
 * A JWT VC: a compact JWS whose payload carries the credential in a `vc`
 * claim (VCDM 1.1 as JWT, the JWT VC JSON format), or is the credential itself
 * (VC-JOSE for VCDM 2.0, `typ` `vc+jwt`). Checks: signature where the key is in
 * the value, validity window (JWT claims, else the credential's dates), status.
 */
import { certificateValidityAnswer } from './core-answers';
import { isObject } from './encoding';
import { fieldsOf } from './fields';
import { looksLikeCompactJws, readCompactJws } from './jwt';
import { checkJwsSignature } from './checks/signature';
import { credentialStatusCheck, tokenStatusCheck } from './checks/status';
import { jwtValidityWindow, validityCheck, vcdmValidityWindow } from './checks/validity';
import type { Inspection, Inspector } from './types';

const isCredentialType = (type: unknown) =>
  type === 'VerifiableCredential' || (Array.isArray(type) && type.includes('VerifiableCredential'));

export const inspectJwtVc: Inspector = async (input, now) => {
  const text = input.trim();
  if (!looksLikeCompactJws(text)) return null;
  const read = readCompactJws(text, 'JWT', input.indexOf(text));
  if (!read.ok) {
    // Only claim a broken JWT as a JWT VC when nothing else could be meant: the registry reports it.
    return null;
  }
  const { header, payload } = read.jws;
  const embedded = isObject(payload.vc) ? payload.vc : undefined;
  const enveloping = !embedded && (header.typ === 'vc+jwt' || isCredentialType(payload.type));
  if (!embedded && !enveloping) return null;
  const credential = embedded ?? payload;

  const inspection: Inspection = {
    kind: 'jwt-vc',
    label: embedded ? 'JWT VC (credential in the vc claim)' : 'VC as JWT (VC data model 2.0, VC-JOSE)',
    parts: [
      { title: 'Header', fields: fieldsOf(header), raw: header },
      { title: 'Payload', fields: fieldsOf(payload), raw: payload },
      ...(embedded ? [{ title: 'Credential (vc claim)', fields: fieldsOf(embedded, 'vc.'), raw: embedded }] : []),
      ...(isObject(credential.credentialSubject)
        ? [
            {
              title: 'Claims about the subject',
              fields: fieldsOf(credential.credentialSubject, 'credentialSubject.'),
              raw: credential.credentialSubject,
            },
          ]
        : []),
    ],
    checks: [],
    problems: [],
    scannableUrls: [],
    coreAnswers: [],
  };
  if (!isCredentialType(credential.type)) {
    inspection.problems.push({
      part: embedded ? 'vc claim' : 'Payload',
      message: `type is ${JSON.stringify(credential.type)}: expected a list holding "VerifiableCredential".`,
    });
  }
  const signature = await checkJwsSignature(read.jws, { name: "The issuer's signature verifies", now });
  inspection.checks.push(...signature.checks);
  inspection.parts.push(...signature.parts);
  if (signature.certificateOutOfValidity)
    inspection.coreAnswers.push(certificateValidityAnswer(signature.certificateOutOfValidity));
  const jwtWindow = jwtValidityWindow(payload);
  const hasJwtDates = jwtWindow.notBefore || jwtWindow.issuedAt || jwtWindow.expires || jwtWindow.unreadable.length;
  inspection.checks.push(validityCheck(hasJwtDates ? jwtWindow : vcdmValidityWindow(credential), now, 'credential'));
  const status = credentialStatusCheck(credential) ?? tokenStatusCheck(payload);
  if (status) inspection.checks.push(status);
  return inspection;
};
