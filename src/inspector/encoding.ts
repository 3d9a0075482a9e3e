/**
 * Reading the encodings credentials are made of (base64url, UTF-8, JSON) with
 * problems that say where the text breaks, as the inspector promises: a
 * character offset into what the reader pasted, and what was expected there.
 */
import type { InspectionProblem } from './types';

export type Read<T> = { ok: true; value: T } | { ok: false; problem: InspectionProblem };

const BASE64URL_CHARACTER = /[A-Za-z0-9_-]/;

/**
 * Decodes one base64url segment (RFC 4648 §5, no padding, as JOSE and SD-JWT use it).
 * `offset` is where the segment starts in the pasted text, so a stray character is
 * reported at its place in the whole value.
 */
export function readBase64Url(segment: string, part: string, offset: number): Read<Uint8Array> {
  if (segment.length === 0) {
    return {
      ok: false,
      problem: { part, position: { unit: 'character', offset }, message: `${part} is empty: expected base64url text.` },
    };
  }
  for (let index = 0; index < segment.length; index += 1) {
    const character = segment[index];
    if (!BASE64URL_CHARACTER.test(character)) {
      const shown = character === '=' ? '"=" (padding, which base64url in JOSE leaves out)' : JSON.stringify(character);
      return {
        ok: false,
        problem: {
          part,
          position: { unit: 'character', offset: offset + index },
          message: `${part}: ${shown} at character ${offset + index + 1} is not base64url: expected A–Z, a–z, 0–9, "-" or "_".`,
        },
      };
    }
  }
  if (segment.length % 4 === 1) {
    return {
      ok: false,
      problem: {
        part,
        position: { unit: 'character', offset: offset + segment.length - 1 },
        message: `${part} has ${segment.length} base64url characters; no byte string encodes to that many (one character too many or three too few: was it cut off?).`,
      },
    };
  }
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { ok: true, value: bytes };
}

export function readUtf8(bytes: Uint8Array, part: string): Read<string> {
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      problem: { part, message: `${part} decodes to bytes that are not UTF-8 text: expected JSON.` },
    };
  }
}

/** The offset a JSON.parse message names ("… at position 12", "… (line 1 column 13)"), where it names one. */
function jsonErrorOffset(message: string, text: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  if (/Unexpected end of JSON input/.test(message)) return text.length;
  return undefined;
}

/**
 * Parses JSON text. `offset` is where `text` starts in the pasted value; `within`
 * names the text the character count refers to when it is not the pasted value
 * itself (a decoded part), so the reader knows where to look.
 */
export function readJson(text: string, part: string, offset = 0, within?: string): Read<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = jsonErrorOffset(message, text);
    const where =
      at === undefined ? '' : within ? ` at character ${at + 1} of ${within}` : ` at character ${offset + at + 1}`;
    return {
      ok: false,
      problem: {
        part,
        ...(at === undefined ? {} : { position: { unit: 'character' as const, offset: offset + at } }),
        message: `${part} is not valid JSON${where}: ${message.replace(/^JSON\.parse: /, '')}`,
      },
    };
  }
}

/** Base64url → UTF-8 → JSON object, the way a JOSE header or payload is read. */
export function readBase64UrlJsonObject(segment: string, part: string, offset: number): Read<Record<string, unknown>> {
  const bytes = readBase64Url(segment, part, offset);
  if (!bytes.ok) return bytes;
  const text = readUtf8(bytes.value, part);
  if (!text.ok) return text;
  const json = readJson(text.value, part, 0, 'the decoded text');
  if (!json.ok) return { ok: false, problem: { ...json.problem, position: { unit: 'character', offset } } };
  if (!isObject(json.value)) {
    return {
      ok: false,
      problem: {
        part,
        position: { unit: 'character', offset },
        message: `${part} is JSON but not an object: expected {…}.`,
      },
    };
  }
  return { ok: true, value: json.value };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
