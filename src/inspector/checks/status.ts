/**
 * The revocation or suspension reference a credential carries. Reading the
 * list it points to needs the network, so the check says where the list is
 * and that it was not fetched.
 */
import { isObject } from '../encoding';
import type { InspectionCheck } from '../types';

const NAME = 'Revocation and suspension status';

/** `status.status_list` of an SD-JWT VC or JWT (IETF Token Status List: `idx` and `uri`). */
export function tokenStatusCheck(payload: Record<string, unknown>): InspectionCheck | undefined {
  const status = payload.status;
  if (status === undefined) return undefined;
  const list = isObject(status) ? status.status_list : undefined;
  if (!isObject(list)) {
    return {
      name: NAME,
      status: 'not-possible',
      detail: `The status claim holds no status_list reference the page knows: ${JSON.stringify(status)}.`,
    };
  }
  return {
    name: NAME,
    status: 'not-possible',
    detail: `Not checked here: it needs the network. The credential is entry ${JSON.stringify(list.idx)} of the token status list at ${String(list.uri)}.`,
  };
}

/** `credentialStatus` of a VC data model credential (one entry or several). */
export function credentialStatusCheck(credential: Record<string, unknown>): InspectionCheck | undefined {
  const status = credential.credentialStatus;
  if (status === undefined) return undefined;
  const entries = (Array.isArray(status) ? status : [status]).filter(isObject);
  const described = entries.map((entry) => {
    const list = entry.statusListCredential ?? entry.id;
    const index = entry.statusListIndex !== undefined ? ` entry ${String(entry.statusListIndex)}` : '';
    const purpose = entry.statusPurpose !== undefined ? ` (${String(entry.statusPurpose)})` : '';
    return `${String(entry.type ?? 'status entry')}${purpose}:${index} of ${String(list)}`;
  });
  return {
    name: NAME,
    status: 'not-possible',
    detail: `Not checked here: it needs the network. ${described.join('; ')}.`,
  };
}
