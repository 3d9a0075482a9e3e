/**
 * An IssuerSigned structure (ISO/IEC 18013-5): the disclosed elements per namespace, each an
 * IssuerSignedItem in a tag-24 byte string, and issuerAuth, the issuer's COSE_Sign1 over the
 * mobile security object (MSO). Checks: each element's digest against the MSO, the MSO validity
 * window, the issuer signature with the certificate's key, the certificate's own validity and
 * what can be said about its chain.
 */
import type { InspectedField, InspectionCheck } from '../types';
import { certificatePart, namedCurveOf, readX5Chain, type ChainCertificate } from './certificate';
import { childPath, embeddedItemBytes, Tag } from './cbor';
import {
  HEADER_X5CHAIN,
  headerFields,
  headerValue,
  readCoseMessage,
  tagField,
  verifySign1,
  type CoseMessage,
} from './cose';
import { hex, isoDate, toDisplay } from './display';
import { coseKeySummary, elementHref, elementLabel, HREF } from './labels';
import type { Report } from './report';

interface DisclosedElement {
  namespace: string;
  index: number;
  digestID?: number;
  identifier?: string;
  value?: unknown;
  random?: Uint8Array;
  /** The tag-24 item exactly as given, which the MSO digest covers. */
  itemBytes?: Uint8Array;
}

interface Mso {
  version?: string;
  digestAlgorithm?: string;
  valueDigests: Map<string, Map<number, Uint8Array>>;
  docType?: string;
  deviceKey?: Map<unknown, unknown>;
  validity: { signed?: Date; validFrom?: Date; validUntil?: Date; expectedUpdate?: Date };
  raw: Map<unknown, unknown>;
}

const join = childPath;

const DIGEST_ALGORITHMS: Record<string, string> = { 'SHA-256': 'SHA-256', 'SHA-384': 'SHA-384', 'SHA-512': 'SHA-512' };

function readElements(report: Report, part: string, value: unknown, path: string): DisclosedElement[] {
  if (value === undefined) return [];
  const nameSpaces = report.map(part, value, path, 'nameSpaces');
  if (!nameSpaces) return [];
  const elements: DisclosedElement[] = [];
  for (const [namespace, list] of nameSpaces) {
    if (typeof namespace !== 'string') {
      report.problem(
        part,
        `expected each namespace name to be a text string, found ${String(namespace)}`,
        report.offset(path),
      );
      continue;
    }
    const listPath = join(path, namespace);
    const items = report.array(part, list, listPath, `the elements of namespace ${namespace}`);
    items?.forEach((entry, index) => {
      const entryPath = join(listPath, index);
      const element: DisclosedElement = { namespace, index };
      elements.push(element);
      if (!(entry instanceof Tag && entry.tag === 24 && entry.value instanceof Uint8Array)) {
        report.problem(
          part,
          `expected element ${index} of ${namespace} to be an IssuerSignedItemBytes (tag 24 around a byte string), found ${entry instanceof Tag ? `a tag ${entry.tag} item` : typeof entry}`,
          report.offset(entryPath),
        );
        return;
      }
      element.itemBytes = embeddedItemBytes(report.index, entry.value);
      const decoded = report.embedded(part, entry.value, `${entryPath}#`, `element ${index} of ${namespace}`);
      if (!decoded.ok) return;
      const item = report.map(
        part,
        decoded.value,
        `${entryPath}#`,
        `element ${index} of ${namespace} (an IssuerSignedItem)`,
      );
      if (!item) return;
      element.digestID = report.integer(
        part,
        item.get('digestID'),
        `${entryPath}#/digestID`,
        `digestID of element ${index} of ${namespace}`,
      );
      element.identifier = report.text(
        part,
        item.get('elementIdentifier'),
        `${entryPath}#/elementIdentifier`,
        `elementIdentifier of element ${index} of ${namespace}`,
      );
      element.random = report.bytes(
        part,
        item.get('random'),
        `${entryPath}#/random`,
        `random of element ${index} of ${namespace}`,
      );
      if (!item.has('elementValue')) {
        report.problem(part, `element ${index} of ${namespace} has no elementValue`, report.offset(`${entryPath}#`));
      }
      element.value = item.get('elementValue');
    });
  }
  return elements;
}

function readDate(
  report: Report,
  part: string,
  value: unknown,
  path: string,
  what: string,
  optional = false,
): Date | undefined {
  if (value === undefined && optional) return undefined;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (value instanceof Tag && value.tag === 0 && typeof value.value === 'string') {
    const date = new Date(value.value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  report.problem(
    part,
    `expected ${what} to be a tdate (tag 0 with an RFC 3339 date-time), found ${value instanceof Tag ? `a tag ${value.tag} item` : value === undefined ? 'nothing' : typeof value}`,
    report.offset(path),
  );
  return undefined;
}

function readMso(report: Report, part: string, auth: CoseMessage): Mso | undefined {
  if (!auth.payload) {
    report.problem(part, 'issuerAuth has no payload: it should hold the MSO', report.offset(join(auth.path, 2)));
    return undefined;
  }
  const payloadPath = `${join(auth.path, 2)}#`;
  const outer = report.embedded(part, auth.payload, payloadPath, 'the issuerAuth payload');
  if (!outer.ok) return undefined;
  let value: unknown;
  let msoPath = `${payloadPath}/#`;
  if (outer.value instanceof Tag && outer.value.tag === 24 && outer.value.value instanceof Uint8Array) {
    const inner = report.embedded(part, outer.value.value, msoPath, 'the MSO');
    if (!inner.ok) return undefined;
    value = inner.value;
  } else {
    report.problem(
      part,
      'expected the issuerAuth payload to be MobileSecurityObjectBytes (tag 24 around the MSO), found the MSO without the tag',
      report.offset(payloadPath),
    );
    value = outer.value;
    msoPath = payloadPath;
  }
  const map = report.map(part, value, msoPath, 'the MSO');
  if (!map) return undefined;
  const valueDigests = new Map<string, Map<number, Uint8Array>>();
  const digestsPath = join(msoPath, 'valueDigests');
  const digestsByNamespace = report.map(part, map.get('valueDigests'), digestsPath, 'valueDigests');
  for (const [namespace, digests] of digestsByNamespace ?? []) {
    const byId = report.map(
      part,
      digests,
      join(digestsPath, String(namespace)),
      `the digests of namespace ${String(namespace)}`,
    );
    if (!byId || typeof namespace !== 'string') continue;
    const entries = new Map<number, Uint8Array>();
    for (const [id, digest] of byId) {
      const bytes = report.bytes(
        part,
        digest,
        join(join(digestsPath, namespace), String(id)),
        `digest ${String(id)} of ${namespace}`,
      );
      if (typeof id === 'number' && bytes) entries.set(id, bytes);
    }
    valueDigests.set(namespace, entries);
  }
  const deviceKeyInfo = report.map(part, map.get('deviceKeyInfo'), join(msoPath, 'deviceKeyInfo'), 'deviceKeyInfo');
  const deviceKey = deviceKeyInfo
    ? report.map(
        part,
        deviceKeyInfo.get('deviceKey'),
        join(join(msoPath, 'deviceKeyInfo'), 'deviceKey'),
        'deviceKey (a COSE_Key)',
      )
    : undefined;
  const validityPath = join(msoPath, 'validityInfo');
  const validityInfo = report.map(part, map.get('validityInfo'), validityPath, 'validityInfo');
  const date = (key: string, optional = false) =>
    validityInfo
      ? readDate(report, part, validityInfo.get(key), join(validityPath, key), `validityInfo.${key}`, optional)
      : undefined;
  return {
    version: report.text(part, map.get('version'), join(msoPath, 'version'), 'the MSO version'),
    digestAlgorithm: report.text(part, map.get('digestAlgorithm'), join(msoPath, 'digestAlgorithm'), 'digestAlgorithm'),
    valueDigests,
    docType: report.text(part, map.get('docType'), join(msoPath, 'docType'), 'the MSO docType'),
    deviceKey,
    validity: {
      signed: date('signed'),
      validFrom: date('validFrom'),
      validUntil: date('validUntil'),
      expectedUpdate: date('expectedUpdate', true),
    },
    raw: map,
  };
}

function elementParts(report: Report, prefix: string, elements: DisclosedElement[]): void {
  const namespaces = [...new Set(elements.map((element) => element.namespace))];
  for (const namespace of namespaces) {
    const inNamespace = elements.filter((element) => element.namespace === namespace);
    report.parts.push({
      title: `${prefix}Namespace ${namespace}`,
      fields: inNamespace.map((element): InspectedField => ({
        key: element.identifier ?? `element ${element.index}`,
        label: `${element.identifier ? elementLabel(element.identifier) : `Element ${element.index} (unreadable)`}${element.digestID === undefined ? '' : ` · digest ID ${element.digestID}`}`,
        value: toDisplay(element.value),
        href: elementHref(namespace, element.identifier ?? ''),
      })),
      raw: inNamespace.map((element) => ({
        digestID: element.digestID,
        elementIdentifier: element.identifier,
        elementValue: toDisplay(element.value),
        random: element.random ? hex(element.random) : undefined,
      })),
    });
  }
}

function msoPart(report: Report, prefix: string, mso: Mso): void {
  const fields: InspectedField[] = [
    { key: 'version', label: 'MSO version', value: mso.version, href: HREF.mso },
    { key: 'docType', label: 'Document type', value: mso.docType, href: HREF.mdoc },
    {
      key: 'digestAlgorithm',
      label: 'Digest algorithm for the elements',
      value: mso.digestAlgorithm,
      href: HREF.selectiveDisclosure,
    },
  ];
  for (const [namespace, digests] of mso.valueDigests) {
    const ids = [...digests.keys()].sort((a, b) => a - b);
    fields.push({
      key: `valueDigests.${namespace}`,
      label: `Element digests signed for ${namespace}`,
      value: `${ids.length} digest${ids.length === 1 ? '' : 's'} (digest IDs ${ids.join(', ')})`,
      href: HREF.selectiveDisclosure,
    });
  }
  if (mso.deviceKey) {
    fields.push({
      key: 'deviceKeyInfo.deviceKey',
      label: 'Device key the mdoc is bound to',
      value: coseKeySummary(mso.deviceKey),
      href: HREF.holderBinding,
    });
  }
  const { signed, validFrom, validUntil, expectedUpdate } = mso.validity;
  const dateField = (key: string, label: string, date: Date | undefined): InspectedField => ({
    key: `validityInfo.${key}`,
    label,
    value: date ? isoDate(date) : undefined,
    href: HREF.msoValidity,
  });
  fields.push(
    dateField('signed', 'MSO signed at', signed),
    dateField('validFrom', 'Valid from', validFrom),
    dateField('validUntil', 'Valid until', validUntil),
  );
  if (expectedUpdate) fields.push(dateField('expectedUpdate', 'Issuer expects to update it by', expectedUpdate));
  const status = mso.raw.get('status');
  if (status !== undefined) {
    fields.push({
      key: 'status',
      label: 'Revocation status reference',
      value: toDisplay(status),
      href: HREF.statusList,
    });
  }
  report.parts.push({ title: `${prefix}Mobile security object (MSO)`, fields, raw: toDisplay(mso.raw) });
}

async function digestCheck(
  prefix: string,
  elements: DisclosedElement[],
  mso: Mso | undefined,
): Promise<InspectionCheck> {
  const name = `${prefix}Element digests match the MSO`;
  if (!mso)
    return {
      name,
      status: 'not-possible',
      detail: 'the MSO could not be read, so there are no digests to compare with',
    };
  if (elements.length === 0)
    return { name, status: 'not-possible', detail: 'no elements are disclosed, so there is nothing to compare' };
  const algorithm = DIGEST_ALGORITHMS[mso.digestAlgorithm ?? ''];
  if (!algorithm) {
    return {
      name,
      status: 'not-possible',
      detail: `the MSO's digestAlgorithm "${mso.digestAlgorithm ?? ''}" is none of SHA-256, SHA-384, SHA-512`,
    };
  }
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    return {
      name,
      status: 'not-possible',
      detail: 'this browser offers no WebCrypto (crypto.subtle needs a secure context)',
    };
  const differences: string[] = [];
  for (const element of elements) {
    const which = `${element.namespace} ${element.identifier ?? `element ${element.index}`}`;
    if (!element.itemBytes || element.digestID === undefined) {
      differences.push(`${which} could not be read, so its digest was not computed`);
      continue;
    }
    const expected = mso.valueDigests.get(element.namespace)?.get(element.digestID);
    if (!expected) {
      differences.push(
        `${which} (digest ID ${element.digestID}): the MSO has no digest with this ID for ${element.namespace}`,
      );
      continue;
    }
    const computed = new Uint8Array(await subtle.digest(algorithm, element.itemBytes.slice()));
    if (hex(computed) !== hex(expected)) {
      differences.push(
        `${which} (digest ID ${element.digestID}): ${algorithm} of its ${element.itemBytes.length} bytes is ${hex(computed).slice(0, 16)}…, the MSO has ${hex(expected).slice(0, 16)}…`,
      );
    }
  }
  if (differences.length > 0) {
    return {
      name,
      status: 'failed',
      detail: `${differences.length} of ${elements.length} element${elements.length === 1 ? '' : 's'} do not match: ${differences.join('; ')}. An element changed after the issuer signed, or belongs to another mdoc.`,
    };
  }
  const signedCount = [...mso.valueDigests.values()].reduce((sum, digests) => sum + digests.size, 0);
  const undisclosed = signedCount - elements.length;
  return {
    name,
    status: 'passed',
    detail: `all ${elements.length} disclosed element${elements.length === 1 ? '' : 's'} hash (${algorithm} over each tag-24 item as given) to the MSO's digest for their namespace and digest ID${undisclosed > 0 ? `; the MSO signs ${undisclosed} more, for elements not disclosed here` : ''}`,
  };
}

function validityCheck(prefix: string, mso: Mso | undefined, now: Date): InspectionCheck {
  const name = `${prefix}MSO validity window`;
  const { validFrom, validUntil } = mso?.validity ?? {};
  if (!validFrom || !validUntil) {
    return { name, status: 'not-possible', detail: 'the MSO validFrom and validUntil could not be read' };
  }
  const clock = `the reader's clock says ${isoDate(now)}`;
  if (now < validFrom)
    return { name, status: 'failed', detail: `not valid yet: validFrom is ${isoDate(validFrom)}, and ${clock}` };
  if (now > validUntil)
    return { name, status: 'failed', detail: `expired: validUntil was ${isoDate(validUntil)}, and ${clock}` };
  return {
    name,
    status: 'passed',
    detail: `${clock}, between validFrom ${isoDate(validFrom)} and validUntil ${isoDate(validUntil)}`,
  };
}

async function signatureCheck(
  prefix: string,
  auth: CoseMessage | undefined,
  chain: ChainCertificate[],
): Promise<InspectionCheck> {
  const name = `${prefix}Issuer signature (issuerAuth)`;
  if (!auth) return { name, status: 'not-possible', detail: 'issuerAuth could not be read' };
  if (chain.length === 0) {
    return {
      name,
      status: 'not-possible',
      detail:
        'issuerAuth carries no readable certificate (x5chain), so the key that signed the MSO is not in the value',
    };
  }
  const { certificate } = chain[0];
  const result = await verifySign1(
    auth,
    new Uint8Array(certificate.publicKey.rawData),
    namedCurveOf(certificate),
    `the document signer certificate (${certificate.subject})`,
  );
  return { name, ...result };
}

function certificateValidityCheck(prefix: string, chain: ChainCertificate[], now: Date): InspectionCheck {
  const name = `${prefix}Document signer certificate validity`;
  if (chain.length === 0) return { name, status: 'not-possible', detail: 'issuerAuth carries no readable certificate' };
  const { notBefore, notAfter, subject } = chain[0].certificate;
  const clock = `the reader's clock says ${isoDate(now)}`;
  if (now < notBefore)
    return { name, status: 'failed', detail: `${subject} is not valid before ${isoDate(notBefore)}, and ${clock}` };
  if (now > notAfter)
    return { name, status: 'failed', detail: `${subject} expired at ${isoDate(notAfter)}, and ${clock}` };
  return {
    name,
    status: 'passed',
    detail: `${clock}, between notBefore ${isoDate(notBefore)} and notAfter ${isoDate(notAfter)}`,
  };
}

async function chainCheck(prefix: string, chain: ChainCertificate[]): Promise<InspectionCheck> {
  const name = `${prefix}Certificate chain to a trusted IACA`;
  const why =
    'whether its root is an IACA you trust depends on a trust list (your Core trust anchors, an IACA list or an EU trusted list) that this page neither has nor fetches: nothing pasted here leaves the page';
  if (chain.length === 0) return { name, status: 'not-possible', detail: 'issuerAuth carries no readable certificate' };
  const links: string[] = [];
  for (let i = 0; i + 1 < chain.length; i += 1) {
    const [child, parent] = [chain[i].certificate, chain[i + 1].certificate];
    let signed = false;
    try {
      signed = await child.verify({ publicKey: parent.publicKey, signatureOnly: true }, globalThis.crypto);
    } catch {
      signed = false;
    }
    if (!signed) {
      return {
        name,
        status: 'failed',
        detail: `certificate ${i + 1} (${child.subject}) is not signed by certificate ${i + 2} (${parent.subject}), which follows it in x5chain`,
      };
    }
    links.push(`${i + 1}→${i + 2}`);
  }
  const [leaf] = chain;
  const given =
    chain.length > 1
      ? `each certificate in x5chain is signed by the next (${links.join(', ')}), but`
      : leaf.certificate.subject === leaf.certificate.issuer
        ? 'x5chain holds one self-signed certificate, and'
        : `x5chain holds only the document signer certificate, issued by ${leaf.certificate.issuer}, whose certificate is not in the mdoc; and`;
  return { name, status: 'not-possible', detail: `not checked against a trust anchor here: ${given} ${why}` };
}

/** Where x5chain sits: the protected header (decoded from its byte string) or the unprotected one. */
function x5chainPath(auth: CoseMessage, authPath: string): string {
  return auth.protectedHeader.has(HEADER_X5CHAIN)
    ? join(`${join(authPath, 0)}#`, HEADER_X5CHAIN)
    : join(join(authPath, 1), HEADER_X5CHAIN);
}

/** Decodes and checks one IssuerSigned; returns the MSO's docType for the caller's docType check. */
export async function inspectIssuerSigned(
  report: Report,
  value: unknown,
  path: string,
  prefix: string,
  now: Date,
): Promise<{ msoDocType?: string }> {
  const part = `${prefix}IssuerSigned`;
  const root = report.map(part, value, path, 'IssuerSigned (nameSpaces and issuerAuth)');
  if (!root) return {};
  const elements = readElements(report, `${prefix}nameSpaces`, root.get('nameSpaces'), join(path, 'nameSpaces'));
  const authPart = `${prefix}issuerAuth`;
  const auth = readCoseMessage(
    report,
    authPart,
    root.get('issuerAuth'),
    join(path, 'issuerAuth'),
    'issuerAuth (a COSE_Sign1)',
  );
  const mso = auth ? readMso(report, `${prefix}MSO`, auth) : undefined;
  const chainValue = auth ? headerValue(auth, HEADER_X5CHAIN) : undefined;
  const chain =
    chainValue === undefined
      ? []
      : readX5Chain(report, authPart, chainValue, x5chainPath(auth!, join(path, 'issuerAuth')));

  elementParts(report, prefix, elements);
  if (mso) msoPart(report, prefix, mso);
  if (auth) {
    report.parts.push({
      title: `${prefix}Issuer signature (issuerAuth, COSE_Sign1)`,
      fields: [
        ...headerFields(auth, 'issuerAuth'),
        {
          key: 'issuerAuth.payload',
          label: 'Signed payload (the MSO)',
          value: auth.payload ? `${auth.payload.length} bytes` : null,
          href: HREF.mso,
        },
        tagField(auth, 'issuerAuth.signature', 'Issuer signature'),
      ],
      raw: {
        protected: toDisplay(auth.protectedHeader),
        unprotected: toDisplay(auth.unprotectedHeader),
        signature: hex(auth.tag),
      },
    });
  }
  chain.forEach((entry, i) => {
    report.parts.push(
      certificatePart(entry, `${prefix}${i === 0 ? 'Document signer certificate' : `Certificate ${i + 1} in x5chain`}`),
    );
  });

  report.checks.push(
    await digestCheck(prefix, elements, mso),
    validityCheck(prefix, mso, now),
    await signatureCheck(prefix, auth, chain),
    certificateValidityCheck(prefix, chain, now),
    await chainCheck(prefix, chain),
  );
  const status = mso?.raw.get('status');
  if (status !== undefined) {
    report.checks.push({
      name: `${prefix}Revocation status`,
      status: 'not-possible',
      detail:
        'the MSO names a status list; reading it means fetching that list from its URI, and this page makes no request with what you paste',
    });
  }
  return { msoDocType: mso?.docType };
}
