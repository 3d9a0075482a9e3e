/**
 * Inventory of the mobile SDK surface of one-core, read from the UniFFI
 * binding crate (`platforms/uniffi/src`): exported objects and their
 * methods, free functions, foreign (callback) traits, records, enums and
 * errors, with the names Kotlin, Swift and TypeScript code uses.
 *
 * The parser is deliberately small: it understands the subset of Rust the
 * binding crate is written in (attributes, `pub struct`, `pub enum`,
 * `impl` blocks, `fn` signatures) and nothing more.
 */
import { docCommentBefore, matchBracket, splitTopLevel, stripComments, takeAttributes } from './rust-lexer.ts';
import { inventorySource, type InventorySource, type OneCoreSource } from './source.ts';

export const SDK_ROOT = 'platforms/uniffi/src';

export interface SdkParam {
  rustName: string;
  /** Name in Kotlin, Swift and TypeScript (lowerCamelCase). */
  name: string;
  /** Type with binding type names replaced by their foreign names. */
  type: string;
  rustType: string;
  optional: boolean;
  /** Default from `#[uniffi::method(default(...))]` (or constructor/export); `true` for the type's natural default. */
  default?: string | boolean | null;
}

export interface SdkFunction {
  rustName: string;
  name: string;
  /** Foreign name of the object the method belongs to; null for a free function. */
  object: string | null;
  kind: 'method' | 'constructor' | 'function';
  async: boolean;
  params: SdkParam[];
  /** Foreign return type; null when the function returns nothing. */
  returns: string | null;
  /** Foreign error type when the function returns `Result<_, E>`. */
  throws: string | null;
  file: string;
  line: number;
  /** The Rust doc comment (Markdown), when the binding has one. */
  docs?: string;
}

export interface SdkField extends SdkParam {
  /** Value of `#[uniffi(default = ...)]`, or `true` for a bare `#[uniffi(default)]`. */
  default: string | boolean | null;
  /** The Rust doc comment (Markdown), when the binding has one. */
  docs?: string;
}

export interface SdkRecord {
  rustName: string;
  name: string;
  fields: SdkField[];
  file: string;
  line: number;
  /** The Rust doc comment (Markdown), when the binding has one. */
  docs?: string;
}

export interface SdkVariant {
  rustName: string;
  /** UpperCamelCase name (Kotlin sealed-class subclass). */
  name: string;
  /** Kotlin `enum class` entry (SHOUTY_SNAKE_CASE) for unit-only enums; the exception subclass (UpperCamelCase) for errors. */
  kotlin: string;
  /** Swift enum case: lowerCamelCase, but UpperCamelCase for error enums. */
  swift: string;
  fields: SdkField[];
  /** True for tuple variants `V(A, B)` whose fields have no names. */
  tuple: boolean;
  /** The Rust doc comment (Markdown), when the binding has one. */
  docs?: string;
}

export interface SdkEnum {
  rustName: string;
  name: string;
  kind: 'enum' | 'error';
  /** True when no variant carries data: Kotlin emits an `enum class`. */
  unitOnly: boolean;
  variants: SdkVariant[];
  file: string;
  line: number;
  /** The Rust doc comment (Markdown), when the binding has one. */
  docs?: string;
}

export interface SdkObject {
  rustName: string;
  name: string;
  file: string;
  line: number;
}

export interface SdkForeignTrait {
  rustName: string;
  name: string;
  methods: SdkFunction[];
  file: string;
  line: number;
}

export interface SdkInventory {
  source: InventorySource;
  root: string;
  objects: SdkObject[];
  functions: SdkFunction[];
  foreignTraits: SdkForeignTrait[];
  records: SdkRecord[];
  enums: SdkEnum[];
}

// ---------------------------------------------------------------------------
// Small Rust reading helpers (shared with the configuration inventory)
// ---------------------------------------------------------------------------

/** A Rust item (struct, enum, impl, trait, fn) with the attributes in front of it. */
export interface RustItem {
  kind: 'struct' | 'enum' | 'impl' | 'trait' | 'fn';
  name: string;
  attrs: string[];
  /** Text between the item's braces or, for a `fn`, its signature. */
  body: string;
  /** Offset of `body` in the file text. */
  bodyOffset: number;
  /** Offset of the item keyword in the file text. */
  offset: number;
  /** Generic parameters / header text before the body (for `impl X for Y`, `fn` params). */
  header: string;
}

const ITEM = /(?:^|\n)[ \t]*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?(struct|enum|impl|trait|fn)\b/g;

/** Top-level-ish items of a file: every struct/enum/trait/impl/fn with its attributes. */
export function rustItems(rawText: string): RustItem[] {
  const text = stripComments(rawText);
  const items: RustItem[] = [];
  ITEM.lastIndex = 0;
  for (let m = ITEM.exec(text); m; m = ITEM.exec(text)) {
    const kind = m[1] as RustItem['kind'];
    const kwOffset = m.index + m[0].length - kind.length;
    // Attributes may span lines: walk back over them from the keyword.
    const attrs = collectAttributesBefore(text, m.index);
    const after = text.slice(kwOffset + kind.length);
    let name = '';
    let header = '';
    let bodyOffset = -1;
    let body = '';
    if (kind === 'impl') {
      const brace = findBodyBrace(text, kwOffset);
      if (brace < 0) continue;
      header = text.slice(kwOffset + 4, brace).trim();
      const target = header.replace(/^<[^>]*>\s*/, '');
      const forMatch = /\bfor\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(target);
      name = forMatch ? forMatch[1] : (/^([A-Za-z_][A-Za-z0-9_:]*)/.exec(target)?.[1] ?? '');
      header = target;
      const end = matchBracket(text, brace);
      bodyOffset = brace + 1;
      body = text.slice(brace + 1, end - 1);
    } else {
      const nm = /^\s+(r#)?([A-Za-z_][A-Za-z0-9_]*)/.exec(after);
      if (!nm) continue;
      name = nm[2];
      if (kind === 'fn') {
        const paren = text.indexOf('(', kwOffset);
        const close = matchBracket(text, paren);
        const rest = text.slice(close);
        const stop = /[{;]/.exec(rest);
        header = text.slice(paren + 1, close - 1);
        body = text.slice(close, close + (stop ? stop.index : 0)).trim();
        bodyOffset = paren + 1;
      } else {
        const brace = findBodyBrace(text, kwOffset);
        const semi = text.indexOf(';', kwOffset);
        const paren = text.indexOf('(', kwOffset);
        if (kind === 'struct' && paren >= 0 && (brace < 0 || paren < brace) && (semi < 0 || paren < semi)) {
          // tuple struct
          const close = matchBracket(text, paren);
          header = text.slice(kwOffset, paren);
          body = '';
          bodyOffset = paren + 1;
          items.push({
            kind,
            name,
            attrs,
            body: text.slice(paren + 1, close - 1),
            bodyOffset,
            offset: kwOffset,
            header: 'tuple',
          });
          continue;
        }
        if (brace < 0 || (semi >= 0 && semi < brace)) continue;
        header = text.slice(kwOffset + kind.length, brace).trim();
        const end = matchBracket(text, brace);
        bodyOffset = brace + 1;
        body = text.slice(brace + 1, end - 1);
      }
    }
    items.push({ kind, name, attrs, body, bodyOffset, offset: kwOffset, header });
  }
  return items;
}

function findBodyBrace(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '<' || c === '(') depth += 1;
    else if ((c === '>' && text[i - 1] !== '-') || c === ')') depth -= 1;
    else if (c === '{' && depth <= 0) return i;
    else if (c === ';' && depth <= 0) return -1;
  }
  return -1;
}

function collectAttributesBefore(text: string, end: number): string[] {
  // Walk back over the run of `#[...]` attributes that ends at `end`.
  const attrs: string[] = [];
  let i = end;
  for (;;) {
    while (i > 0 && /\s/.test(text[i - 1])) i -= 1;
    if (text[i - 1] !== ']') break;
    let depth = 0;
    let j = i - 1;
    for (; j >= 0; j -= 1) {
      if (text[j] === ']') depth += 1;
      else if (text[j] === '[') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    const hash = text[j - 1] === '#' ? j - 1 : text[j - 1] === '!' && text[j - 2] === '#' ? j - 2 : -1;
    if (hash < 0) break;
    attrs.unshift(text.slice(j + 1, i - 1).trim());
    i = hash;
  }
  return attrs;
}

export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** A field or parameter list entry: attributes, name and type. */
export interface RustField {
  name: string;
  type: string;
  attrs: string[];
  /** Offset of the entry in the list text. */
  offset: number;
}

/** Named fields of a `{ ... }` struct or struct-like variant body. */
export function rustFields(body: string): RustField[] {
  const fields: RustField[] = [];
  for (const part of splitKeepOffsets(body)) {
    const { attrs, rest } = takeAttributes(part.text);
    const m = /^(?:pub(?:\([^)]*\))?\s+)?(?:r#)?([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([\s\S]+)$/.exec(rest.trim());
    if (m) fields.push({ name: m[1], type: normaliseType(m[2]), attrs, offset: part.offset });
  }
  return fields;
}

function splitKeepOffsets(text: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{' || c === '<') depth += 1;
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && text[i - 1] !== '-' && text[i - 1] !== '='))
      depth -= 1;
    else if ((c === ',' && depth === 0) || i === text.length) {
      const piece = text.slice(start, i);
      if (piece.trim()) parts.push({ text: piece, offset: start + (piece.length - piece.trimStart().length) });
      start = i + 1;
    }
  }
  return parts;
}

export function normaliseType(type: string): string {
  return type
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>,])\s*/g, (_, c) => (c === ',' ? ', ' : c))
    .trim();
}

/** `Option<T>` → T, else null. */
export function unwrapOption(type: string): string | null {
  const m = /^(?:std::option::)?Option<([\s\S]*)>$/.exec(type.trim());
  return m ? m[1].trim() : null;
}

// ---------------------------------------------------------------------------
// Naming, following UniFFI's use of heck
// ---------------------------------------------------------------------------

/** Words of an identifier in snake_case, camelCase or PascalCase (heck-style). */
export function words(id: string): string[] {
  const out: string[] = [];
  for (const chunk of id
    .replace(/^r#/, '')
    .split(/[_\-\s]+/)
    .filter(Boolean)) {
    let word = '';
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i];
      const prev = chunk[i - 1];
      const next = chunk[i + 1];
      const isUpper = c >= 'A' && c <= 'Z';
      const prevLower = prev !== undefined && ((prev >= 'a' && prev <= 'z') || (prev >= '0' && prev <= '9'));
      const prevUpper = prev !== undefined && prev >= 'A' && prev <= 'Z';
      const nextLower = next !== undefined && next >= 'a' && next <= 'z';
      if (word && isUpper && (prevLower || (prevUpper && nextLower))) {
        out.push(word);
        word = '';
      }
      word += c;
    }
    if (word) out.push(word);
  }
  return out;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function lowerCamel(id: string): string {
  const ws = words(id);
  return ws.map((w, i) => (i === 0 ? w.toLowerCase() : cap(w))).join('');
}

export function upperCamel(id: string): string {
  return words(id).map(cap).join('');
}

export function shoutySnake(id: string): string {
  return words(id)
    .map((w) => w.toUpperCase())
    .join('_');
}

// ---------------------------------------------------------------------------
// The SDK extractor
// ---------------------------------------------------------------------------

function uniffiName(attrs: string[]): string | null {
  for (const attr of attrs) {
    const m = /^uniffi\s*\(\s*name\s*=\s*"([^"]+)"/.exec(attr);
    if (m) return m[1];
  }
  return null;
}

function derives(attrs: string[], what: string): boolean {
  return attrs.some((a) => /^derive\s*\(/.test(a) && new RegExp(`\\buniffi::${what}\\b`).test(a));
}

function fieldDefault(attrs: string[]): string | boolean | null {
  for (const attr of attrs) {
    const m = /^uniffi\s*\(\s*default(?:\s*=\s*([\s\S]+))?\)$/.exec(attr);
    if (m) return m[1] ? m[1].trim() : true;
  }
  return null;
}

/** `value` with the doc comment found before `offset` in `text` added as `docs`, when there is one. */
function withDocs<T extends object>(value: T, text: string, offset: number): T & { docs?: string } {
  const docs = docCommentBefore(text, offset);
  return docs === null ? value : { ...value, docs };
}

/** A record field or named variant field as the foreign languages see it. */
function sdkField(f: RustField): SdkField {
  return {
    rustName: f.name,
    name: lowerCamel(f.name),
    rustType: f.type,
    type: f.type,
    optional: unwrapOption(f.type) !== null,
    default: fieldDefault(f.attrs),
  };
}

export function extractSdk(source: OneCoreSource): SdkInventory {
  const files = source
    .list(SDK_ROOT)
    .filter((f) => f.endsWith('.rs') && !f.includes('/test/') && !/\/tests?\.rs$/.test(f))
    .sort();
  const pending = files.map((file) => ({ file, text: source.read(file) }));

  const objects: SdkObject[] = [];
  const records: SdkRecord[] = [];
  const enums: SdkEnum[] = [];
  const rawFunctions: { item: RustItem; file: string; text: string; object: string | null }[] = [];
  const rawTraits: { item: RustItem; file: string; text: string }[] = [];

  for (const { file, text } of pending) {
    const items = rustItems(text);
    for (const item of items) {
      const line = lineOf(text, item.offset);
      if (item.kind === 'struct' && derives(item.attrs, 'Object')) {
        objects.push({ rustName: item.name, name: uniffiName(item.attrs) ?? item.name, file, line });
      } else if (item.kind === 'struct' && derives(item.attrs, 'Record')) {
        const fields = rustFields(item.body).map((f) => withDocs(sdkField(f), text, item.bodyOffset + f.offset));
        records.push(
          withDocs(
            { rustName: item.name, name: uniffiName(item.attrs) ?? item.name, fields, file, line },
            text,
            item.offset,
          ),
        );
      } else if (item.kind === 'enum' && (derives(item.attrs, 'Enum') || derives(item.attrs, 'Error'))) {
        const variants: SdkVariant[] = [];
        const isError = derives(item.attrs, 'Error');
        let cursor = 0;
        for (const part of splitTopLevel(item.body)) {
          // Where the variant starts in the file, to find its doc comment.
          const at = item.body.indexOf(part, cursor);
          cursor = at + part.length;
          const { rest } = takeAttributes(part);
          const vm = /^([A-Za-z_][A-Za-z0-9_]*)\s*([\s\S]*)$/.exec(rest.trim());
          if (!vm) continue;
          const tail = vm[2].trim();
          let fields: SdkField[] = [];
          let tuple = false;
          if (tail.startsWith('{')) {
            const fieldsOffset = item.bodyOffset + at + part.length - tail.length + 1;
            fields = rustFields(tail.slice(1, matchBracket(tail, 0) - 1)).map((f) =>
              withDocs(sdkField(f), text, fieldsOffset + f.offset),
            );
          } else if (tail.startsWith('(')) {
            tuple = true;
            fields = splitTopLevel(tail.slice(1, matchBracket(tail, 0) - 1)).map((t, i) => ({
              rustName: `v${i + 1}`,
              name: `v${i + 1}`,
              rustType: normaliseType(t),
              type: normaliseType(t),
              optional: unwrapOption(normaliseType(t)) !== null,
              default: null,
            }));
          }
          variants.push(
            withDocs(
              {
                rustName: vm[1],
                name: upperCamel(vm[1]),
                // Error enums become exception classes in Kotlin and keep the Rust case names in Swift.
                kotlin: isError ? upperCamel(vm[1]) : shoutySnake(vm[1]),
                swift: isError ? upperCamel(vm[1]) : lowerCamel(vm[1]),
                fields,
                tuple,
              },
              text,
              item.bodyOffset + at,
            ),
          );
        }
        enums.push(
          withDocs(
            {
              rustName: item.name,
              name: uniffiName(item.attrs) ?? item.name,
              kind: isError ? 'error' : 'enum',
              unitOnly: variants.every((v) => v.fields.length === 0),
              variants,
              file,
              line,
            },
            text,
            item.offset,
          ),
        );
      } else if (item.kind === 'impl' && item.attrs.some((a) => /^uniffi::export\b/.test(a))) {
        for (const inner of rustItems(item.body)) {
          if (inner.kind !== 'fn') continue;
          rawFunctions.push({
            item: { ...inner, offset: inner.offset + item.bodyOffset },
            file,
            text,
            object: item.name,
          });
        }
      } else if (item.kind === 'fn' && item.attrs.some((a) => /^uniffi::export\b/.test(a))) {
        rawFunctions.push({ item, file, text, object: null });
      } else if (
        item.kind === 'trait' &&
        item.attrs.some((a) => /^uniffi::export\s*\(\s*(with_foreign|callback_interface)/.test(a))
      ) {
        rawTraits.push({ item: { ...item }, file, text });
      }
    }
  }

  // Rust type name → foreign name, for records, enums, errors, objects and foreign traits.
  const rename = new Map<string, string>();
  for (const r of records) rename.set(r.rustName, r.name);
  for (const e of enums) rename.set(e.rustName, e.name);
  for (const o of objects) rename.set(o.rustName, o.name);
  for (const t of rawTraits) rename.set(t.item.name, uniffiName(t.item.attrs) ?? t.item.name);
  const foreignType = (type: string): string =>
    type
      .replace(/\b(?:std::sync::)?Arc<\s*(?:dyn\s+)?([^<>]+?)\s*>/g, '$1')
      .replace(/\b[A-Za-z_][A-Za-z0-9_]*\b/g, (id) => rename.get(id) ?? id);
  for (const r of records) for (const f of r.fields) f.type = foreignType(f.rustType);
  for (const e of enums) for (const v of e.variants) for (const f of v.fields) f.type = foreignType(f.rustType);

  const toFunction = (
    item: RustItem,
    file: string,
    text: string,
    object: string | null,
    kindHint: 'method' | 'function',
  ): SdkFunction | null => {
    const params: SdkParam[] = [];
    let hasSelf = false;
    // `#[uniffi::method(default(a, b = 3))]` lets foreign code omit those arguments.
    const defaults = new Map<string, string | boolean>();
    for (const attr of item.attrs) {
      const m = /^uniffi::(?:method|constructor|export)\s*\(([\s\S]*)\)$/.exec(attr);
      if (!m) continue;
      const open = m[1].search(/\bdefault\s*\(/);
      if (open < 0) continue;
      const paren = m[1].indexOf('(', open);
      const list = m[1].slice(paren + 1, matchBracket(m[1], paren) - 1);
      for (const entry of splitTopLevel(list)) {
        const [name, ...value] = entry.split('=');
        defaults.set(name.trim(), value.length ? value.join('=').trim() : true);
      }
    }
    for (const part of splitTopLevel(item.header)) {
      const { rest } = takeAttributes(part);
      if (/^&?\s*(mut\s+)?self\b|^self\s*:/.test(rest.trim()) || /^&'?[a-z]*\s*self$/.test(rest.trim())) {
        hasSelf = true;
        continue;
      }
      const m = /^(?:mut\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([\s\S]+)$/.exec(rest.trim());
      if (!m) continue;
      const rustType = normaliseType(m[2]);
      params.push({
        rustName: m[1],
        name: lowerCamel(m[1]),
        rustType,
        type: foreignType(rustType),
        optional: unwrapOption(rustType) !== null,
        default: defaults.get(m[1]) ?? null,
      });
    }
    const ret = /->\s*([\s\S]+?)\s*(?:where\b[\s\S]*)?$/.exec(item.body)?.[1]?.trim() ?? null;
    let returns: string | null = ret ? normaliseType(ret) : null;
    let throws: string | null = null;
    const result = returns ? /^Result<([\s\S]+)>$/.exec(returns) : null;
    if (result) {
      const [ok, err] = splitTopLevel(result[1]);
      returns = ok === '()' ? null : ok;
      throws = err ? foreignType(err) : null;
    }
    if (returns === '()') returns = null;
    const isConstructor = item.attrs.some((a) => /^uniffi::constructor\b/.test(a)) || (object !== null && !hasSelf);
    if (object !== null && !hasSelf && !isConstructor) return null;
    const asyncFn = /\basync\s+(?:unsafe\s+)?$/.test(text.slice(Math.max(0, item.offset - 30), item.offset));
    const docs = docCommentBefore(text, item.offset);
    return {
      rustName: item.name,
      name: lowerCamel(item.name),
      object: object === null ? null : (rename.get(object) ?? object),
      kind: object === null ? 'function' : isConstructor ? 'constructor' : kindHint,
      async: asyncFn,
      params,
      returns: returns === null ? null : foreignType(returns),
      throws,
      file,
      line: lineOf(text, item.offset),
      ...(docs === null ? {} : { docs }),
    };
  };

  const functions: SdkFunction[] = [];
  for (const { item, file, text, object } of rawFunctions) {
    // Only `pub` methods are exported from an exported impl block.
    if (
      object !== null &&
      !/\bpub(\([^)]*\))?\s+(async\s+)?fn\s*$/.test(
        stripComments(text).slice(Math.max(0, item.offset - 30), item.offset + 2),
      )
    )
      continue;
    const fn = toFunction(item, file, text, object, 'method');
    if (fn) functions.push(fn);
  }
  functions.sort((a, b) => (a.object ?? '').localeCompare(b.object ?? '') || a.name.localeCompare(b.name));

  const foreignTraits: SdkForeignTrait[] = rawTraits.map(({ item, file, text }) => {
    const methods: SdkFunction[] = [];
    for (const inner of rustItems(item.body)) {
      if (inner.kind !== 'fn') continue;
      const fn = toFunction({ ...inner, offset: inner.offset + item.bodyOffset }, file, text, item.name, 'method');
      if (fn) methods.push({ ...fn, kind: 'method' });
    }
    return {
      rustName: item.name,
      name: rename.get(item.name) ?? item.name,
      methods,
      file,
      line: lineOf(text, item.offset),
    };
  });

  const byName = <T extends { name: string; rustName: string }>(a: T, b: T) =>
    a.name.localeCompare(b.name) || a.rustName.localeCompare(b.rustName);
  return {
    source: inventorySource(source),
    root: SDK_ROOT,
    objects: objects.sort(byName),
    functions,
    foreignTraits: foreignTraits.sort(byName),
    records: records.sort(byName),
    enums: enums.sort(byName),
  };
}
