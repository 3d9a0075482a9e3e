/**
 * A JSON-LD verifiable credential (VC data model 1.1 or 2.0) with an embedded
 * proof (a Data Integrity proof or a Linked Data signature). The proof is shown;
 * verifying it is not possible here: the proof signs the canonical form of the
 * credential, which needs its JSON-LD contexts, and the key sits behind
 * `verificationMethod` (a DID document), both fetched over the network.
 */
import { isObject } from './encoding';
import { fieldsOf } from './fields';
import { credentialStatusCheck } from './checks/status';
import { validityCheck, vcdmValidityWindow } from './checks/validity';
import type { Inspection, Inspector } from './types';

const isCredentialType = (type: unknown) =>
  type === 'VerifiableCredential' || (Array.isArray(type) && type.includes('VerifiableCredential'));

export const inspectJsonLdVc: Inspector = async (input, now) => {
  const text = input.trim();
  if (!text.startsWith('{')) return null;
  let credential: unknown;
  try {
    credential = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(credential) || !('@context' in credential) || !isCredentialType(credential.type)) return null;

  const proofs = (
    Array.isArray(credential.proof) ? credential.proof : credential.proof === undefined ? [] : [credential.proof]
  ).filter(isObject);
  const inspection: Inspection = {
    kind: 'json-ld-vc',
    label: 'JSON-LD verifiable credential',
    parts: [
      { title: 'Credential', fields: fieldsOf(credential), raw: credential },
      ...(isObject(credential.credentialSubject)
        ? [
            {
              title: 'Claims about the subject',
              fields: fieldsOf(credential.credentialSubject, 'credentialSubject.'),
              raw: credential.credentialSubject,
            },
          ]
        : []),
      ...proofs.map((proof, index) => ({
        title: proofs.length > 1 ? `Proof ${index + 1}` : 'Proof',
        fields: fieldsOf(proof, 'proof.'),
        raw: proof,
      })),
    ],
    checks: [],
    problems: [],
    scannableUrls: [],
    coreAnswers: [],
  };
  if (proofs.length === 0) {
    inspection.problems.push({
      part: 'Credential',
      message:
        'There is no proof member: a JSON-LD verifiable credential carries its signature there. This is an unsigned credential.',
    });
  }
  for (const proof of proofs) {
    const suite = [proof.type, proof.cryptosuite].filter((value) => typeof value === 'string').join(' / ');
    inspection.checks.push({
      name: `The proof (${suite || 'unnamed type'}) verifies`,
      status: 'not-possible',
      detail: `Not possible here: the proof signs the canonical form of the credential, which needs its JSON-LD contexts, and the key behind verificationMethod ${JSON.stringify(proof.verificationMethod)}; both are fetched over the network, and nothing leaves this page.`,
    });
  }
  inspection.checks.push(validityCheck(vcdmValidityWindow(credential), now, 'credential'));
  const status = credentialStatusCheck(credential);
  if (status) inspection.checks.push(status);
  return inspection;
};
