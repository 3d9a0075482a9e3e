// @peculiar/x509 resolves its parsers through tsyringe, which needs the Reflect
// metadata API; its README asks for this import before the library's own.
import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import { field } from './fields';
import type { InspectedPart, InspectionCheck } from './types';

export interface ReadCertificate {
  certificate: X509Certificate;
  part: InspectedPart;
}

/** Standard base64 (not base64url) to bytes, as `x5c` entries are written (RFC 7515 §4.1.6). */
function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Reads one `x5c` entry, or says why it cannot be read. */
export function readCertificate(entry: unknown, title: string): ReadCertificate | { error: string } {
  if (typeof entry !== 'string') return { error: `${title} is not a string: x5c holds base64 DER certificates.` };
  const bytes = base64Bytes(entry);
  if (!bytes) return { error: `${title} is not standard base64 (x5c uses base64 with "+" and "/", not base64url).` };
  try {
    const certificate = new X509Certificate(bytes);
    const names = certificate.getExtension('2.5.29.17');
    const part: InspectedPart = {
      title,
      fields: [
        field('subject', certificate.subject),
        field('issuer', certificate.issuer),
        field('notBefore', certificate.notBefore.toISOString()),
        field('notAfter', certificate.notAfter.toISOString()),
        field('serialNumber', certificate.serialNumber),
        ...(names ? [field('subjectAltName', names.toString('text'))] : []),
      ].map((entryField) => ({
        ...entryField,
        label: CERTIFICATE_LABELS[entryField.key] ?? entryField.label,
        href: '/glossary#x509',
      })),
      raw: {
        subject: certificate.subject,
        issuer: certificate.issuer,
        notBefore: certificate.notBefore,
        notAfter: certificate.notAfter,
      },
    };
    return { certificate, part };
  } catch (error) {
    return {
      error: `${title} is not a DER X.509 certificate: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

const CERTIFICATE_LABELS: Record<string, string> = {
  subject: 'Certificate subject (who holds the key)',
  issuer: 'Certificate issuer (who signed the certificate)',
  notBefore: 'Certificate valid from',
  notAfter: 'Certificate valid until',
  serialNumber: 'Certificate serial number',
  subjectAltName: 'Subject alternative names',
};

/** The leaf certificate's validity period against the reader's clock. */
export function certificateValidityCheck(certificate: X509Certificate, now: Date): InspectionCheck {
  const name = 'Signing certificate is within its validity period';
  const from = certificate.notBefore.toISOString();
  const until = certificate.notAfter.toISOString();
  if (now < certificate.notBefore) {
    return {
      name,
      status: 'failed',
      detail: `The certificate is valid from ${from}; your clock says ${now.toISOString()}.`,
    };
  }
  if (now > certificate.notAfter) {
    return {
      name,
      status: 'failed',
      detail: `The certificate expired at ${until}; your clock says ${now.toISOString()}.`,
    };
  }
  return { name, status: 'passed', detail: `Valid from ${from} until ${until}; your clock says ${now.toISOString()}.` };
}

/** Whether each certificate of the chain as given is signed by the next one. Trust in the last one is not judged here. */
export async function chainCheck(certificates: X509Certificate[]): Promise<InspectionCheck> {
  const name = 'Certificate chain links up';
  if (certificates.length < 2) {
    return {
      name,
      status: 'not-possible',
      detail:
        'The x5c header holds one certificate; whether its issuer is trusted needs your trust anchors, which the page does not have.',
    };
  }
  for (let index = 0; index < certificates.length - 1; index += 1) {
    const signed = await certificates[index].verify({
      publicKey: certificates[index + 1].publicKey,
      signatureOnly: true,
    });
    if (!signed) {
      return {
        name,
        status: 'failed',
        detail: `Certificate ${index + 1} (${certificates[index].subject}) is not signed by certificate ${index + 2} (${certificates[index + 1].subject}).`,
      };
    }
  }
  return {
    name,
    status: 'passed',
    detail: `Each of the ${certificates.length} certificates is signed by the next. Whether the last one is a trust anchor you accept is not judged here.`,
  };
}
