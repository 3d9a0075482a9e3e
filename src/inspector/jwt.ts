/**
 * A compact JWS (JWT) read part by part, so that a broken value is reported
 * as "the payload, at character 212" rather than "invalid token".
 */
import { readBase64Url, readBase64UrlJsonObject } from './encoding';
import type { InspectionProblem } from './types';

export interface CompactJws {
  /** The JWS as given, the three parts joined by dots. */
  compact: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: Uint8Array;
}

const PART_NAMES = ['header', 'payload', 'signature'] as const;

/** Whether a text has the shape of a compact JWS: three base64url runs joined by two dots. */
export function looksLikeCompactJws(text: string): boolean {
  return /^[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*\.[A-Za-z0-9_=-]*$/.test(text);
}

/**
 * Reads `header.payload.signature`. `name` prefixes each part ("Issuer-signed JWT",
 * "Key-binding JWT"), `offset` is where the JWS starts in the pasted text.
 */
export function readCompactJws(
  text: string,
  name: string,
  offset = 0,
): { ok: true; jws: CompactJws } | { ok: false; problems: InspectionProblem[] } {
  const segments = text.split('.');
  if (segments.length !== 3) {
    return {
      ok: false,
      problems: [
        {
          part: name,
          position: { unit: 'character', offset },
          message: `${name} has ${segments.length} part${segments.length === 1 ? '' : 's'} separated by "."; expected 3 (header.payload.signature).`,
        },
      ],
    };
  }
  const starts = [offset, offset + segments[0].length + 1, offset + segments[0].length + segments[1].length + 2];
  const problems: InspectionProblem[] = [];
  const header = readBase64UrlJsonObject(segments[0], `${name} ${PART_NAMES[0]}`, starts[0]);
  if (!header.ok) problems.push(header.problem);
  const payload = readBase64UrlJsonObject(segments[1], `${name} ${PART_NAMES[1]}`, starts[1]);
  if (!payload.ok) problems.push(payload.problem);
  const signature = readBase64Url(segments[2], `${name} ${PART_NAMES[2]}`, starts[2]);
  if (!signature.ok) problems.push(signature.problem);
  if (!header.ok || !payload.ok || !signature.ok) return { ok: false, problems };
  return { ok: true, jws: { compact: text, header: header.value, payload: payload.value, signature: signature.value } };
}
