/**
 * How the SDK binding's names and types read in each language that calls it:
 * Kotlin and Swift as UniFFI generates them, TypeScript as the React Native
 * package `@procivis/react-native-one-core` declares them. The inventory
 * (scripts/inventory/sdk.ts) holds the binding's own names; the reference
 * pages (sdk-pages.ts) render them through these functions.
 */
import type { SdkEnum, SdkInventory } from '../inventory/sdk.ts';

export type Language = 'ts' | 'kotlin' | 'swift';

/**
 * Words of an identifier as the `heck` crate splits them, which UniFFI uses
 * for class names: a digit belongs to the word it follows, so
 * `OpenID4VCITxCode` is `Open`, `ID4VCI`, `Tx`, `Code`.
 */
export function heckWords(id: string): string[] {
  const words: string[] = [];
  for (const chunk of id.split(/[^A-Za-z0-9]+/).filter(Boolean)) {
    let start = 0;
    type Mode = 'boundary' | 'lower' | 'upper';
    let mode: Mode = 'boundary';
    for (let i = 0; i < chunk.length - 1; i += 1) {
      const c = chunk[i];
      const next = chunk[i + 1];
      const isLower = (x: string) => x >= 'a' && x <= 'z';
      const isUpper = (x: string) => x >= 'A' && x <= 'Z';
      const nextMode: Mode = isLower(c) ? 'lower' : isUpper(c) ? 'upper' : mode;
      if (nextMode === 'lower' && isUpper(next)) {
        words.push(chunk.slice(start, i + 1));
        start = i + 1;
        mode = 'boundary';
      } else if (mode === 'upper' && isUpper(c) && isLower(next)) {
        words.push(chunk.slice(start, i));
        start = i;
        mode = 'boundary';
      } else {
        mode = nextMode;
      }
    }
    words.push(chunk.slice(start));
  }
  return words.filter(Boolean);
}

/** A record, enum or object name as Kotlin, Swift and TypeScript see it: `NFCScanRequest` is `NfcScanRequest`. */
export function className(name: string): string {
  return heckWords(name.replace(/^.*::/, ''))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('');
}

/** Kotlin names an error enum's class `…Exception` where the binding says `…Error`. */
export function kotlinErrorName(name: string): string {
  const foreign = className(name);
  return foreign.endsWith('Error') ? `${foreign.slice(0, -'Error'.length)}Exception` : foreign;
}

/** Rust `Option<T>`, `Vec<T>` and `HashMap<K, V>` as a small tree, with the named types at the leaves. */
export type TypeNode =
  | { kind: 'option'; inner: TypeNode }
  | { kind: 'list'; inner: TypeNode }
  | { kind: 'map'; key: TypeNode; value: TypeNode }
  | { kind: 'named'; name: string };

export function parseType(type: string): TypeNode {
  const t = type.trim();
  const generic = /^(?:std::[\w:]*::)?(\w+)<([\s\S]*)>$/.exec(t);
  if (generic) {
    const [, outer, args] = generic;
    if (outer === 'Option') return { kind: 'option', inner: parseType(args) };
    if (outer === 'Vec') return { kind: 'list', inner: parseType(args) };
    if (outer === 'HashMap' || outer === 'BTreeMap' || outer === 'IndexMap') {
      const comma = topLevelComma(args);
      return { kind: 'map', key: parseType(args.slice(0, comma)), value: parseType(args.slice(comma + 1)) };
    }
  }
  return { kind: 'named', name: t.replace(/^.*::/, '') };
}

function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '<') depth += 1;
    else if (text[i] === '>') depth -= 1;
    else if (text[i] === ',' && depth === 0) return i;
  }
  throw new Error(`map type without a value type: ${text}`);
}

const PRIMITIVES: Record<string, Record<Language, string>> = {
  String: { kotlin: 'String', swift: 'String', ts: 'string' },
  bool: { kotlin: 'Boolean', swift: 'Bool', ts: 'boolean' },
  u8: { kotlin: 'UByte', swift: 'UInt8', ts: 'number' },
  u16: { kotlin: 'UShort', swift: 'UInt16', ts: 'number' },
  u32: { kotlin: 'UInt', swift: 'UInt32', ts: 'number' },
  u64: { kotlin: 'ULong', swift: 'UInt64', ts: 'number' },
  i8: { kotlin: 'Byte', swift: 'Int8', ts: 'number' },
  i16: { kotlin: 'Short', swift: 'Int16', ts: 'number' },
  i32: { kotlin: 'Int', swift: 'Int32', ts: 'number' },
  i64: { kotlin: 'Long', swift: 'Int64', ts: 'number' },
  f32: { kotlin: 'Float', swift: 'Float', ts: 'number' },
  f64: { kotlin: 'Double', swift: 'Double', ts: 'number' },
};

export function isPrimitive(name: string): boolean {
  return name in PRIMITIVES;
}

/**
 * `OptionalString` stands in for `Option<Option<String>>`, which UniFFI cannot carry; the
 * React Native package flattens it back to `string | null` (null clears the value).
 */
const TS_SPECIAL: Record<string, string> = { OptionalString: 'string | null' };

/** A type as written in one language; `named` renders the names of records, enums and objects (a link, for instance). */
export function renderType(node: TypeNode, lang: Language, named: (name: string) => string = className): string {
  switch (node.kind) {
    case 'option': {
      const inner = renderType(node.inner, lang, named);
      return lang === 'ts' ? `${inner} | undefined` : `${inner}?`;
    }
    case 'list': {
      // Bytes are UniFFI's own type: `ByteArray` in Kotlin, `Data` in Swift.
      if (node.inner.kind === 'named' && node.inner.name === 'u8' && lang !== 'ts')
        return lang === 'kotlin' ? 'ByteArray' : 'Data';
      const inner = renderType(node.inner, lang, named);
      return lang === 'swift' ? `[${inner}]` : lang === 'kotlin' ? `List<${inner}>` : `Array<${inner}>`;
    }
    case 'map': {
      const key = renderType(node.key, lang, named);
      const value = renderType(node.value, lang, named);
      return lang === 'swift'
        ? `[${key}: ${value}]`
        : lang === 'kotlin'
          ? `Map<${key}, ${value}>`
          : `Record<${key}, ${value}>`;
    }
    case 'named': {
      const primitive = PRIMITIVES[node.name];
      if (primitive) return primitive[lang];
      if (lang === 'ts' && TS_SPECIAL[node.name]) return TS_SPECIAL[node.name];
      return named(node.name);
    }
  }
}

/** The named (non-primitive) types a type mentions, in order. */
export function namedTypes(node: TypeNode): string[] {
  switch (node.kind) {
    case 'option':
    case 'list':
      return namedTypes(node.inner);
    case 'map':
      return [...namedTypes(node.key), ...namedTypes(node.value)];
    case 'named':
      return isPrimitive(node.name) ? [] : [node.name];
  }
}

/**
 * How the React Native package differs from the binding at the release the
 * reference describes (its `ONECore` interface): `version()` is `getVersion()`,
 * `getConfig()` resolves to the parsed `CoreConfig`, and the binding's
 * initialisation function is wrapped by the package's own `initializeCore(config)`.
 */
export const REACT_NATIVE_DIFFERENCES: Record<string, { name?: string; returns?: string; notExposed?: string }> = {
  version: { name: 'getVersion' },
  getConfig: { returns: 'CoreConfig' },
  uniffiInitializeCore: {
    notExposed:
      "The React Native package does not expose this function: its own `initializeCore(config)` calls it with the app's data directory and returns the `ONECore` object.",
  },
};

/** The React Native package's version that carries the binding of the release the reference describes. */
export const REACT_NATIVE_PACKAGE_VERSION = '1.98296.0';

/** Enum case as written after the type name (Kotlin, TypeScript) or after a dot (Swift). */
export function enumCase(e: SdkEnum, variantIndex: number, lang: Language): string {
  const v = e.variants[variantIndex];
  if (lang === 'swift') return `.${v.swift}`;
  if (lang === 'kotlin') {
    const owner = e.kind === 'error' ? kotlinErrorName(e.name) : className(e.name);
    return `${owner}.${e.unitOnly && e.kind !== 'error' ? v.kotlin : v.name}`;
  }
  return e.unitOnly && e.kind !== 'error' ? `${className(e.name)}.${v.kotlin}` : `type_: '${v.kotlin.toUpperCase()}'`;
}

/** Every record, enum and foreign trait name of the inventory, for looking types up. */
export function typeNames(inventory: SdkInventory): Set<string> {
  return new Set(
    [...inventory.records, ...inventory.enums, ...inventory.foreignTraits, ...inventory.objects].map((t) => t.name),
  );
}
