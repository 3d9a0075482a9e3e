/**
 * A DeviceResponse (ISO/IEC 18013-5): what a wallet returns to a reader, in proximity or in
 * OpenID4VP's vp_token. Each document has its issuer-signed part (checked as an IssuerSigned) and
 * a device-signed part, whose signature or MAC covers a session transcript the response does
 * not carry.
 */
import type { InspectedField } from '../types';
import { childPath, Tag } from './cbor';
import { headerFields, readCoseMessage, tagField } from './cose';
import { toDisplay } from './display';
import { inspectIssuerSigned } from './issuer-signed';
import { elementLabel, HREF, RESPONSE_STATUS } from './labels';
import type { Report } from './report';

const join = childPath;

function deviceNameSpaceFields(report: Report, part: string, value: unknown, path: string): InspectedField[] {
  if (!(value instanceof Tag && value.tag === 24 && value.value instanceof Uint8Array)) {
    report.problem(
      part,
      'expected deviceSigned.nameSpaces to be DeviceNameSpacesBytes (tag 24 around a byte string)',
      report.offset(path),
    );
    return [];
  }
  const decoded = report.embedded(part, value.value, `${path}#`, 'deviceSigned.nameSpaces');
  if (!decoded.ok) return [];
  const namespaces = report.map(part, decoded.value, `${path}#`, 'deviceSigned.nameSpaces');
  const fields: InspectedField[] = [];
  for (const [namespace, elements] of namespaces ?? []) {
    const map = report.map(
      part,
      elements,
      `${path}#/${String(namespace)}`,
      `device-signed namespace ${String(namespace)}`,
    );
    for (const [identifier, element] of map ?? []) {
      fields.push({
        key: `${String(namespace)}/${String(identifier)}`,
        label: `${elementLabel(String(identifier))} (device-signed, ${String(namespace)})`,
        value: toDisplay(element),
        href: HREF.holderBinding,
      });
    }
  }
  return fields;
}

function inspectDeviceSigned(report: Report, value: unknown, path: string, prefix: string): void {
  const part = `${prefix}deviceSigned`;
  const name = `${prefix}Device authentication (deviceAuth)`;
  if (value === undefined) {
    report.checks.push({
      name,
      status: 'not-possible',
      detail: 'the document has no deviceSigned part, so the holder did not prove possession of the device key',
    });
    return;
  }
  const deviceSigned = report.map(part, value, path, 'deviceSigned');
  if (!deviceSigned) return;
  const fields = deviceNameSpaceFields(report, part, deviceSigned.get('nameSpaces'), join(path, 'nameSpaces'));
  if (fields.length === 0) {
    fields.push({
      key: 'nameSpaces',
      label: 'Device-signed elements',
      value: 'none: every disclosed element is issuer-signed',
      href: HREF.holderBinding,
    });
  }
  const authPath = join(path, 'deviceAuth');
  const deviceAuth = report.map(part, deviceSigned.get('deviceAuth'), authPath, 'deviceAuth');
  const kind = deviceAuth?.has('deviceSignature')
    ? 'deviceSignature'
    : deviceAuth?.has('deviceMac')
      ? 'deviceMac'
      : undefined;
  if (deviceAuth && !kind)
    report.problem(part, 'expected deviceAuth to hold deviceSignature or deviceMac', report.offset(authPath));
  const what = kind === 'deviceMac' ? 'deviceMac (a COSE_Mac0)' : 'deviceSignature (a COSE_Sign1)';
  const message = kind ? readCoseMessage(report, part, deviceAuth!.get(kind), join(authPath, kind), what) : undefined;
  if (message) {
    fields.push(
      {
        key: 'deviceAuth',
        label: 'How the device authenticates',
        value:
          kind === 'deviceMac'
            ? 'MAC (COSE_Mac0) with a key agreed with the reader'
            : 'Signature (COSE_Sign1) with the device key',
        href: HREF.holderBinding,
      },
      ...headerFields(message, `deviceAuth.${kind}`),
      tagField(
        message,
        `deviceAuth.${kind}.${kind === 'deviceMac' ? 'tag' : 'signature'}`,
        kind === 'deviceMac' ? 'MAC tag' : 'Device signature',
      ),
    );
  }
  report.parts.push({ title: `${prefix}Device-signed data`, fields, raw: toDisplay(deviceSigned) });

  const transcript =
    'it covers DeviceAuthentication, which holds the session transcript of the exchange (the device engagement and the reader key in proximity, the OpenID4VP handover online) that a DeviceResponse does not carry; the reader that received the response checks it';
  report.checks.push({
    name,
    status: 'not-possible',
    detail:
      kind === 'deviceMac'
        ? `not possible here: the MAC key comes from the device key and the reader's ephemeral private key, which only that reader has, and ${transcript}`
        : `not possible here: ${transcript}`,
  });
}

/** One Document (docType, issuerSigned, deviceSigned): in a DeviceResponse, or pasted alone. */
export async function inspectDocument(
  report: Report,
  entry: unknown,
  path: string,
  prefix: string,
  now: Date,
): Promise<void> {
  const part = `${prefix}Document`;
  const document = report.map(part, entry, path, 'the document (docType, issuerSigned, deviceSigned)');
  if (!document) return;
  const docType = report.text(part, document.get('docType'), join(path, 'docType'), 'docType');
  const docFields: InspectedField[] = [{ key: 'docType', label: 'Document type', value: docType, href: HREF.mdoc }];
  if (document.has('errors')) {
    docFields.push({
      key: 'errors',
      label: 'Elements the wallet did not return, with error codes',
      value: toDisplay(document.get('errors')),
      href: HREF.mdoc,
    });
  }
  report.parts.push({ title: `${prefix}${docType ?? 'Document'}`, fields: docFields, raw: { docType } });
  const { msoDocType } = await inspectIssuerSigned(
    report,
    document.get('issuerSigned'),
    join(path, 'issuerSigned'),
    prefix,
    now,
  );
  inspectDeviceSigned(report, document.get('deviceSigned'), join(path, 'deviceSigned'), prefix);
  const name = `${prefix}docType matches the MSO`;
  report.checks.push(
    !docType || !msoDocType
      ? { name, status: 'not-possible', detail: 'the document docType or the MSO docType could not be read' }
      : docType === msoDocType
        ? { name, status: 'passed', detail: `both say ${docType}` }
        : {
            name,
            status: 'failed',
            detail: `the document says ${docType}, the MSO the issuer signed says ${msoDocType}`,
          },
  );
}

export async function inspectDeviceResponse(report: Report, value: unknown, now: Date): Promise<void> {
  const part = 'DeviceResponse';
  const root = report.map(part, value, '', 'the DeviceResponse');
  if (!root) return;
  const version = report.text(part, root.get('version'), 'version', 'version');
  const status = report.integer(part, root.get('status'), 'status', 'status');
  const documents = root.has('documents')
    ? (report.array(part, root.get('documents'), 'documents', 'documents') ?? [])
    : [];
  const fields: InspectedField[] = [
    { key: 'version', label: 'DeviceResponse version', value: version, href: HREF.mdoc },
    {
      key: 'status',
      label: 'Status',
      value:
        status === undefined
          ? undefined
          : `${status} (${RESPONSE_STATUS[status] ?? 'not an ISO/IEC 18013-5 status code'})`,
      href: HREF.offlineVerification,
    },
    { key: 'documents', label: 'Documents returned', value: documents.length, href: HREF.mdoc },
  ];
  if (root.has('documentErrors')) {
    fields.push({
      key: 'documentErrors',
      label: 'Documents the wallet did not return, with error codes',
      value: toDisplay(root.get('documentErrors')),
      href: HREF.mdoc,
    });
  }
  report.parts.push({ title: 'Device response', fields, raw: toDisplay(root) });

  for (const [i, entry] of documents.entries()) {
    await inspectDocument(report, entry, join('documents', i), `Document ${i + 1} · `, now);
  }
}
