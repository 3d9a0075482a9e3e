/**
 * The ISO mdoc family of the credential inspector: an IssuerSigned, a DeviceResponse (hex,
 * base64 or base64url) or a device engagement (`mdoc:` URI). See README.md for what is decoded
 * and checked, and what is not and why.
 */
import type { Inspection, Inspector } from '../types';
import { cborIndex, readCbor } from './cbor';
import { inspectDeviceEngagement } from './device-engagement';
import { inspectDeviceResponse, inspectDocument } from './device-response';
import { inspectIssuerSigned } from './issuer-signed';
import { Report } from './report';
import { bytesFromText, type TextBytes } from './text';

type MdocKind = 'mdoc-issuer-signed' | 'mdoc-document' | 'mdoc-device-response' | 'mdoc-device-engagement';

const LABELS: Record<MdocKind, string> = {
  'mdoc-issuer-signed': 'ISO mdoc: issuer-signed data (IssuerSigned)',
  'mdoc-document': 'ISO mdoc: one document (docType, issuerSigned, deviceSigned)',
  'mdoc-device-response': 'ISO mdoc: device response (DeviceResponse)',
  'mdoc-device-engagement': 'ISO mdoc: device engagement (mdoc: QR code)',
};

const ENGAGEMENT_PREFIX = /^\s*mdoc:/i;

/** The CBOR encoding of a text string, as a map key appears in the bytes. */
function textKey(text: string): Uint8Array {
  return Uint8Array.from([0x60 + text.length, ...[...text].map((character) => character.charCodeAt(0))]);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const DOCUMENTS = textKey('documents');
const DOCUMENT_ERRORS = textKey('documentErrors');
const ISSUER_SIGNED = textKey('issuerSigned');
const NAME_SPACES = textKey('nameSpaces');
const ISSUER_AUTH = textKey('issuerAuth');

/**
 * Which mdoc structure the bytes start to be, from their first byte (a CBOR map) and the keys
 * they hold; a value cut short still holds its first keys, so it is recognised and its problem
 * reported rather than passed to the other inspectors.
 */
function sniff(bytes: Uint8Array): MdocKind | null {
  if (bytes.length === 0 || bytes[0] >> 5 !== 5) return null;
  if (contains(bytes, DOCUMENTS) || contains(bytes, DOCUMENT_ERRORS)) return 'mdoc-device-response';
  if (contains(bytes, ISSUER_SIGNED)) return 'mdoc-document';
  if (contains(bytes, NAME_SPACES) || contains(bytes, ISSUER_AUTH)) return 'mdoc-issuer-signed';
  return null;
}

function toInspection(kind: MdocKind, report: Report): Inspection {
  return {
    kind,
    label: LABELS[kind],
    parts: report.parts,
    checks: report.checks,
    problems: report.problems,
    scannableUrls: [],
    coreAnswers: report.coreAnswers,
  };
}

async function inspectBytes(kind: MdocKind, decoded: TextBytes, now: Date, inputPart: string): Promise<Inspection> {
  const report = new Report(cborIndex(decoded.bytes));
  if (decoded.problem) {
    report.problems.push({
      part: inputPart,
      position: { unit: 'character', offset: decoded.problem.offset },
      message: decoded.problem.message,
    });
  }
  const read = readCbor(report.index, decoded.bytes, '');
  if (!read.ok) {
    report.problem(
      read.failure.path ? `CBOR, in ${read.failure.path}` : 'CBOR',
      read.failure.message,
      read.failure.offset,
    );
    return toInspection(kind, report);
  }
  try {
    if (kind === 'mdoc-device-response') await inspectDeviceResponse(report, read.value, now);
    else if (kind === 'mdoc-document') await inspectDocument(report, read.value, '', '', now);
    else if (kind === 'mdoc-issuer-signed') await inspectIssuerSigned(report, read.value, '', '', now);
    else inspectDeviceEngagement(report, read.value);
  } catch (error) {
    // a decoder bug must not take the page down: say what happened where the reader looks
    report.problem('Inspector', `the inspector stopped early on this value: ${(error as Error).message}`);
  }
  return toInspection(kind, report);
}

export const inspectMdoc: Inspector = async (input, now) => {
  const engagement = ENGAGEMENT_PREFIX.exec(input);
  if (engagement) {
    const start = engagement[0].length;
    const decoded = bytesFromText(input, start, false);
    if (!decoded || decoded.bytes.length === 0) {
      const report = new Report(cborIndex(new Uint8Array(0)));
      report.problems.push({
        part: 'mdoc: URI',
        position: { unit: 'character', offset: start },
        message: 'expected the base64url DeviceEngagement after "mdoc:", found nothing readable',
      });
      return toInspection('mdoc-device-engagement', report);
    }
    const inspection = await inspectBytes('mdoc-device-engagement', decoded, now, 'mdoc: URI');
    // a reader scans the engagement as a QR code: offer it, without the line breaks of a pasted copy
    if (inspection.problems.length === 0)
      inspection.scannableUrls.push(`mdoc:${input.slice(start).replace(/\s+/g, '')}`);
    return inspection;
  }
  const decoded = bytesFromText(input);
  if (!decoded) return null;
  const kind = sniff(decoded.bytes);
  if (!kind) return null;
  return inspectBytes(kind, decoded, now, 'Input text');
};
