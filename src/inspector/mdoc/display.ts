/**
 * Decoded CBOR to what the page shows and the raw JSON view holds: maps become objects, dates
 * ISO strings, full-dates (tag 1004) their date, and byte strings either hex (short ones:
 * digests, salts, UUIDs) or their size and type (portraits, certificates), never a dump.
 */
import { decodeForDisplay, Tag } from './cbor';

/** Byte strings up to this size are shown as hex; longer ones by size and type. */
const HEX_LIMIT = 64;

export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** What a byte string holds, from its first bytes, where that is recognisable. */
export function sniffBytes(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG image';
  if (
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20]) ||
    startsWith(bytes, [0xff, 0x4f, 0xff, 0x51])
  ) {
    return 'JPEG 2000 image';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'PNG image';
  if (bytes.length > 4 && bytes[0] === 0x30 && bytes[1] === 0x82) return 'DER data (an X.509 certificate or key)';
  return undefined;
}

export function describeBytes(bytes: Uint8Array): string {
  const type = sniffBytes(bytes);
  const size = `${bytes.length} byte${bytes.length === 1 ? '' : 's'}`;
  if (type) return `${type}, ${size}`;
  if (bytes.length <= HEX_LIMIT) return hex(bytes);
  return `binary data, ${size}`;
}

/** An ISO date-time without milliseconds when they are zero, as CBOR tdates are written. */
export function isoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'invalid date' : date.toISOString().replace('.000Z', 'Z');
}

export function toDisplay(value: unknown): unknown {
  if (value instanceof Uint8Array) return describeBytes(value);
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(toDisplay);
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, entry] of value) object[typeof key === 'string' ? key : String(toDisplay(key))] = toDisplay(entry);
    return object;
  }
  if (value instanceof Tag) {
    if (value.tag === 1004 && typeof value.value === 'string') return value.value;
    if (value.tag === 24 && value.value instanceof Uint8Array) {
      const embedded = decodeForDisplay(value.value);
      if (embedded) return { 'embedded CBOR (tag 24)': toDisplay(embedded.value) };
    }
    return { [`tag ${value.tag}`]: toDisplay(value.value) };
  }
  return value;
}
