/**
 * CBOR reading for the mdoc inspector. cbor-x decodes the values; a structural scan before it
 * does the two things cbor-x cannot: it says where bad data is (byte offset and what was
 * expected, where cbor-x only says "Unexpected end of CBOR data"), and it records where each
 * item starts, so a tag-24 item's exact bytes, which the MSO digests cover, can be taken from
 * the input as given rather than re-encoded.
 */
import { Decoder, Encoder, Tag } from 'cbor-x';

export { Tag };

/** Offsets found by the scan, shared by every read of one pasted value. */
export interface CborIndex {
  /** The bytes pasted; every offset below counts from their first byte. */
  readonly root: Uint8Array;
  /** Where the item at a path (`documents/0/issuerSigned`) starts. */
  readonly paths: Map<string, number>;
  /** For each tag-24 item: where its embedded byte string's content starts -> where the tag starts. */
  readonly embedded: Map<number, number>;
}

export interface CborFailure {
  offset: number;
  message: string;
  /** Path of the innermost item the failure is in (`issuerAuth/2`), '' for the top level. */
  path: string;
}

export type CborRead = { ok: true; value: unknown } | { ok: false; failure: CborFailure };

class ScanFailure extends Error {
  path?: string;

  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const MAJOR_NAMES = [
  'unsigned integer',
  'negative integer',
  'byte string',
  'text string',
  'array',
  'map',
  'tag',
  'simple value or float',
];
const MAX_DEPTH = 200;
const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Walks one CBOR item in `bytes` (which sit at `base` in the root), recording offsets; throws ScanFailure. */
function scanItem(bytes: Uint8Array, base: number, index: CborIndex, prefix: string): void {
  const at = (position: number) => base + position;

  function head(position: number): { major: number; info: number; argument: number; next: number } {
    if (position >= bytes.length) {
      throw new ScanFailure(at(position), `expected a CBOR item at byte ${at(position)}, but the data ends there`);
    }
    const initial = bytes[position];
    const major = initial >> 5;
    const info = initial & 0x1f;
    if (info < 24) return { major, info, argument: info, next: position + 1 };
    if (info >= 28 && info <= 30) {
      throw new ScanFailure(
        at(position),
        `byte ${at(position)} (0x${initial.toString(16).padStart(2, '0')}) is not a CBOR item: its additional information ${info} is reserved`,
      );
    }
    if (info === 31) return { major, info, argument: -1, next: position + 1 };
    const size = 1 << (info - 24);
    if (position + 1 + size > bytes.length) {
      throw new ScanFailure(
        at(position),
        `the ${MAJOR_NAMES[major]} at byte ${at(position)} needs ${size} more byte${size > 1 ? 's' : ''} for its ${major === 7 ? 'value' : 'length or value'}, but the data ends at byte ${at(bytes.length)}`,
      );
    }
    let argument = 0;
    for (let i = 0; i < size; i += 1) argument = argument * 256 + bytes[position + 1 + i];
    return { major, info, argument, next: position + 1 + size };
  }

  function textAt(position: number): string | undefined {
    const { major, argument, next } = head(position);
    if (major === 3 && argument >= 0) return utf8.decode(bytes.subarray(next, next + argument));
    if (major === 0) return String(argument);
    if (major === 1) return String(-1 - argument);
    return undefined;
  }

  /** `path` is undefined for a map key, whose place nothing asks for. */
  function item(position: number, path: string | undefined, depth: number): number {
    try {
      return itemAt(position, path, depth);
    } catch (error) {
      // the innermost item names the failure's place
      if (error instanceof ScanFailure && error.path === undefined && path !== undefined) error.path = path;
      throw error;
    }
  }

  function itemAt(position: number, path: string | undefined, depth: number): number {
    if (depth > MAX_DEPTH) throw new ScanFailure(at(position), `items nest deeper than ${MAX_DEPTH} levels`);
    if (path !== undefined && !index.paths.has(path)) index.paths.set(path, at(position));
    const { major, info, argument, next } = head(position);
    const join = (key: string | number) => childPath(path ?? '', key);
    switch (major) {
      case 0:
      case 1:
        if (info === 31)
          throw new ScanFailure(at(position), `an integer at byte ${at(position)} cannot have an indefinite length`);
        return next;
      case 2:
      case 3: {
        if (argument < 0) {
          let cursor = next;
          for (;;) {
            if (cursor >= bytes.length) {
              throw new ScanFailure(
                at(cursor),
                `the ${MAJOR_NAMES[major]} that starts at byte ${at(position)} has no end (no 0xff break)`,
              );
            }
            if (bytes[cursor] === 0xff) return cursor + 1;
            const chunk = head(cursor);
            if (chunk.major !== major || chunk.argument < 0) {
              throw new ScanFailure(
                at(cursor),
                `expected a definite-length chunk of the ${MAJOR_NAMES[major]} at byte ${at(cursor)}`,
              );
            }
            cursor = chunk.next + chunk.argument;
          }
        }
        const end = next + argument;
        if (end > bytes.length) {
          throw new ScanFailure(
            at(position),
            `the ${MAJOR_NAMES[major]} at byte ${at(position)} announces ${argument} bytes, but only ${bytes.length - next} ${bytes.length - next === 1 ? 'remains' : 'remain'}`,
          );
        }
        return end;
      }
      case 4:
      case 5: {
        // An array's members are items; a map's are key-value pairs, its key naming the value's path.
        const members = major === 4 ? 'items' : 'entries';
        let cursor = next;
        for (let i = 0; argument < 0 ? true : i < argument; i += 1) {
          if (argument < 0 && bytes[cursor] === 0xff) return cursor + 1;
          if (cursor >= bytes.length) {
            throw new ScanFailure(
              at(cursor),
              `the ${MAJOR_NAMES[major]} at byte ${at(position)} ${argument < 0 ? 'has no 0xff break' : `announces ${argument} ${members}`}, but the data ends at byte ${at(cursor)} after ${i}`,
            );
          }
          if (major === 4) {
            cursor = item(cursor, join(i), depth + 1);
          } else {
            const key = textAt(cursor) ?? `#${i}`;
            cursor = item(cursor, undefined, depth + 1);
            cursor = item(cursor, join(key), depth + 1);
          }
        }
        return cursor;
      }
      case 6: {
        if (info === 31)
          throw new ScanFailure(at(position), `a tag at byte ${at(position)} cannot have an indefinite length`);
        const content = head(next);
        if (argument === 24 && content.major === 2 && content.argument >= 0)
          index.embedded.set(at(content.next), at(position));
        return item(next, path, depth + 1);
      }
      default:
        if (info === 31)
          throw new ScanFailure(
            at(position),
            `a break byte (0xff) at byte ${at(position)} is outside any indefinite-length item`,
          );
        return next;
    }
  }

  const end = item(0, prefix, 0);
  if (end < bytes.length) {
    throw new ScanFailure(
      at(end),
      `the CBOR item ends at byte ${at(end)}, but ${bytes.length - end} more bytes follow`,
    );
  }
}

/** The path of a map entry or array element, as the scan records it: `documents/0/docType`. */
export function childPath(path: string, key: string | number): string {
  return path ? `${path}/${key}` : String(key);
}

const decoder = new Decoder({ mapsAsObjects: false, useRecords: false });

/** A fresh index for one pasted value. */
export function cborIndex(root: Uint8Array): CborIndex {
  return { root, paths: new Map(), embedded: new Map() };
}

/** Where `bytes` (a view into the root) start in the root. */
export function offsetIn(index: CborIndex, bytes: Uint8Array): number {
  return bytes.byteOffset - index.root.byteOffset;
}

/**
 * Reads one CBOR item from `bytes`, a view into the index's root (the root itself, or the
 * content of a byte string in it), recording paths under `prefix`.
 */
export function readCbor(index: CborIndex, bytes: Uint8Array, prefix: string): CborRead {
  const base = offsetIn(index, bytes);
  try {
    scanItem(bytes, base, index, prefix);
  } catch (error) {
    if (error instanceof ScanFailure)
      return { ok: false, failure: { offset: error.offset, message: error.message, path: error.path ?? prefix } };
    return {
      ok: false,
      failure: { offset: base, message: `the CBOR could not be read (${String(error)})`, path: prefix },
    };
  }
  try {
    return { ok: true, value: decoder.decode(bytes) };
  } catch (error) {
    return {
      ok: false,
      failure: {
        offset: base,
        message: `the CBOR is well formed but cbor-x could not decode it (${(error as Error).message})`,
        path: prefix,
      },
    };
  }
}

/** CBOR embedded in a value (tag 24) decoded for display only; `undefined` when it is not CBOR. */
export function decodeForDisplay(bytes: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: decoder.decode(bytes) };
  } catch {
    return undefined;
  }
}

/** The exact bytes of the tag-24 item (tag head, byte-string head, content) whose content is `content`. */
export function embeddedItemBytes(index: CborIndex, content: Uint8Array): Uint8Array | undefined {
  const contentStart = offsetIn(index, content);
  const start = index.embedded.get(contentStart);
  if (start === undefined) return undefined;
  return index.root.subarray(start, contentStart + content.length);
}

const encoder = new Encoder({ tagUint8Array: false, useRecords: false });

/** CBOR encoding of a value made of arrays, text and byte strings (a COSE Sig_structure). */
export function encodeCbor(value: unknown): Uint8Array<ArrayBuffer> {
  // cbor-x may hand back a view of its reusable buffer: copy before the next encode overwrites it
  return Uint8Array.from(encoder.encode(value));
}

/** A CBOR value's type in words, for "expected X, found Y". */
export function describeType(value: unknown): string {
  if (value instanceof Map) return 'a map';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Uint8Array) return 'a byte string';
  if (typeof value === 'string') return 'a text string';
  if (typeof value === 'number' || typeof value === 'bigint') return Number.isInteger(value) ? 'an integer' : 'a float';
  if (typeof value === 'boolean') return 'a boolean';
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (value instanceof Date) return 'a date (tag 0 or 1)';
  if (value instanceof Tag) return `a tag ${value.tag} item`;
  return 'an unknown value';
}
