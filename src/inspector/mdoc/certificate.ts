/**
 * The issuer's certificate chain as the mdoc carries it (the x5chain header of issuerAuth): each
 * certificate read with @peculiar/x509, the first one being the document signer whose key signs
 * the MSO.
 */
// @peculiar/x509 resolves its parsers through tsyringe, which needs the Reflect metadata API at import time
import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import type { InspectedPart } from '../types';
import { describeBytes, hex, isoDate } from './display';
import { HREF } from './labels';
import type { Report } from './report';

export interface ChainCertificate {
  certificate: X509Certificate;
  der: Uint8Array;
}

/** Reads x5chain: one DER certificate as a byte string, or an array of them (leaf first). */
export function readX5Chain(report: Report, part: string, value: unknown, path: string): ChainCertificate[] {
  const entries: [unknown, string][] = Array.isArray(value)
    ? value.map((entry, i) => [entry, `${path}/${i}`])
    : [[value, path]];
  const chain: ChainCertificate[] = [];
  for (const [entry, entryPath] of entries) {
    const der = report.bytes(part, entry, entryPath, 'each x5chain entry (a DER certificate)');
    if (!der) continue;
    try {
      chain.push({ certificate: new X509Certificate(der.slice()), der });
    } catch (error) {
      report.problem(
        part,
        `the x5chain entry of ${der.length} bytes is not an X.509 certificate (${(error as Error).message})`,
        report.offset(entryPath),
      );
    }
  }
  return chain;
}

/** The key's algorithm as @peculiar/x509 names it; undefined for an algorithm it does not know. */
function keyAlgorithm(
  certificate: X509Certificate,
): (Algorithm & { namedCurve?: string; modulusLength?: number }) | undefined {
  try {
    return certificate.publicKey.algorithm;
  } catch {
    return undefined;
  }
}

function keyDescription(certificate: X509Certificate): string {
  const algorithm = keyAlgorithm(certificate);
  if (!algorithm) return 'an algorithm this page does not know';
  if (algorithm.namedCurve) return `${algorithm.name} on ${algorithm.namedCurve}`;
  if (algorithm.modulusLength) return `${algorithm.name}, ${algorithm.modulusLength} bits`;
  return algorithm.name;
}

export function namedCurveOf(certificate: X509Certificate): string | undefined {
  return keyAlgorithm(certificate)?.namedCurve;
}

export function certificatePart(entry: ChainCertificate, title: string): InspectedPart {
  const { certificate } = entry;
  return {
    title,
    fields: [
      {
        key: 'subject',
        label: 'Subject (who holds the key)',
        value: certificate.subject,
        href: HREF.signerCertificate,
      },
      { key: 'issuer', label: 'Issuer (who signed the certificate)', value: certificate.issuer, href: HREF.iaca },
      { key: 'notBefore', label: 'Valid from', value: isoDate(certificate.notBefore), href: HREF.certificates },
      { key: 'notAfter', label: 'Valid until', value: isoDate(certificate.notAfter), href: HREF.certificates },
      { key: 'serialNumber', label: 'Serial number', value: certificate.serialNumber, href: HREF.x509 },
      { key: 'publicKey', label: 'Public key', value: keyDescription(certificate), href: HREF.x509 },
      { key: 'signatureAlgorithm', label: 'Signed with', value: signatureAlgorithmName(certificate), href: HREF.x509 },
    ],
    raw: { der: describeBytes(entry.der), derHex: hex(entry.der) },
  };
}

function signatureAlgorithmName(certificate: X509Certificate): string {
  const algorithm = certificate.signatureAlgorithm as Algorithm & { hash?: Algorithm };
  return algorithm.hash ? `${algorithm.name} with ${algorithm.hash.name}` : algorithm.name;
}
