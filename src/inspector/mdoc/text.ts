/**
 * Pasted text to bytes: hex, base64 or base64url, with spaces and line breaks allowed anywhere
 * (values copied from logs and terminals are wrapped). Where the text stops being valid, the
 * bytes before that point are still returned with the problem, so a value cut or garbled at its
 * end can be recognised and its readable part shown.
 */

export type TextEncoding = 'hex' | 'base64url' | 'base64';

export interface TextBytes {
  bytes: Uint8Array;
  encoding: TextEncoding;
  /** Where the text stops being valid: a character offset into the text as given. */
  problem?: { offset: number; message: string };
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64_VALUES = new Map<string, number>([...BASE64_ALPHABET].map((character, value) => [character, value]));
BASE64_VALUES.set('+', 62).set('-', 62).set('/', 63).set('_', 63);

/** The text without white space, and for each remaining character its offset in the text as given. */
function compact(text: string, start: number): { characters: string; offsets: number[] } {
  let characters = '';
  const offsets: number[] = [];
  for (let i = start; i < text.length; i += 1) {
    if (/\s/.test(text[i])) continue;
    characters += text[i];
    offsets.push(i);
  }
  return { characters, offsets };
}

function hexBytes(characters: string): Uint8Array {
  const bytes = new Uint8Array(characters.length >> 1);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(characters.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Decodes whole base64 characters; a last group of one character carries no full byte and is dropped. */
function base64Bytes(characters: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor((characters.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (const character of characters) {
    buffer = ((buffer << 6) | BASE64_VALUES.get(character)!) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, out);
}

/**
 * Reads `text` from character `start` on (hex only when `allowHex`). `null` when it is not text
 * of these encodings even at its start (then it is some other kind of value).
 */
export function bytesFromText(text: string, start = 0, allowHex = true): TextBytes | null {
  const { characters, offsets } = compact(text, start);
  if (!characters) return null;
  const offsetOf = (i: number) => (i < offsets.length ? offsets[i] : text.length);

  if (allowHex && /^[0-9a-fA-F]+$/.test(characters)) {
    if (characters.length % 2 === 0) return { bytes: hexBytes(characters), encoding: 'hex' };
    if (/[a-fA-F]/.test(characters) || characters.length > 16) {
      const last = characters.length - 1;
      return {
        bytes: hexBytes(characters.slice(0, last)),
        encoding: 'hex',
        problem: {
          offset: offsetOf(last),
          message: `the hex has an odd number of digits (${characters.length}); the last digit, at character ${offsetOf(last)}, is not part of a byte`,
        },
      };
    }
  }

  const padding = /=+$/.exec(characters)?.[0].length ?? 0;
  const body = characters.slice(0, characters.length - padding);
  let valid = 0;
  while (valid < body.length && BASE64_VALUES.has(body[valid])) valid += 1;
  if (valid === 0) return null;
  const urlSafe = /[-_]/.test(body.slice(0, valid));
  const encoding: TextEncoding = urlSafe || !/[+/]/.test(body.slice(0, valid)) ? 'base64url' : 'base64';
  const bytes = base64Bytes(body.slice(0, valid));
  if (valid < body.length) {
    const character = body[valid];
    return {
      bytes,
      encoding,
      problem: {
        offset: offsetOf(valid),
        message: `character ${offsetOf(valid)} ('${character}') is not ${encoding === 'base64' ? 'base64' : 'base64url'}; the bytes before it were read`,
      },
    };
  }
  if (padding > 2 || (padding > 0 && (body.length + padding) % 4 !== 0)) {
    return {
      bytes,
      encoding,
      problem: {
        offset: offsetOf(body.length),
        message: `the base64 padding at character ${offsetOf(body.length)} does not fit the length`,
      },
    };
  }
  if (body.length % 4 === 1) {
    return {
      bytes,
      encoding,
      problem: {
        offset: offsetOf(body.length - 1),
        message: `the base64 ends with a single character (at character ${offsetOf(body.length - 1)}), which cannot hold a byte: the value looks cut short`,
      },
    };
  }
  return { bytes, encoding };
}
