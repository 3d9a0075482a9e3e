/**
 * Drift guard: TypeScript, Kotlin and Swift samples in the guides use the
 * mobile SDK as the UniFFI binding at the inventoried release defines it
 * (`inventory/one-core-<release>/sdk.json`).
 *
 * A pragmatic, token-level reader (no compiler) that checks:
 *  - `core.method(...)`: the method exists, the argument count fits, Swift
 *    labels (and Kotlin named arguments) are the parameter names;
 *  - record construction (`Record(field = ...)`, `Record(field: ...)`, and
 *    TypeScript object literals passed where a record is expected): fields
 *    exist and, in Kotlin and Swift, every field without a default is given
 *    (UniFFI records have no implicit defaults there); in TypeScript every
 *    non-optional field is given;
 *  - enum use: `Enum.CASE` / `Enum.Variant` / `is Enum.Variant` / Swift
 *    `.case(...)` patterns name existing variants with the right number of
 *    associated values; TypeScript `x.type_ === 'VARIANT'` names a variant;
 *  - member access on values whose SDK type is known (results of SDK calls,
 *    their fields, loop variables over them): the field exists;
 *  - calls in inline code of the prose (`core.getProof(id)`, `getConfig()`).
 *
 * Naming follows UniFFI for Kotlin and Swift, and the generated interface of
 * `@procivis/react-native-one-core` for TypeScript (records as interfaces with
 * `field?` for Option fields, positional method parameters where Option
 * parameters are `T | undefined`, unit enums as `enum`, data enums as unions
 * tagged by `type_`).
 *
 * The SDK calls the Core operation pages show (from the REST ↔ SDK inventory)
 * are checked the same way, each reported at its pair in that inventory.
 *
 * Strings and comments are ignored. Names a sample defines itself are not SDK names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inventoryFile, readInventory } from '../inventory/release.ts';
import type { SdkRestInventory } from '../inventory/sdk-rest.ts';
import { sdkSamples } from '../reference/sdk-equivalents.ts';
import type { SdkEnum, SdkFunction, SdkInventory, SdkRecord } from '../inventory/sdk.ts';
import { closest } from './config-keys.ts';
import { lineAt, loadGuides, parseGuide, prose, type Guide, type GuideBlock } from './guides.ts';
import type { Problem } from './problem.ts';

export function loadSdkInventory(root: string): SdkInventory {
  return readInventory<SdkInventory>(root, 'sdk');
}

type Lang = 'ts' | 'kotlin' | 'swift';

export function sampleLanguage(lang: string): Lang | null {
  const l = lang.toLowerCase();
  if (['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript'].includes(l)) return 'ts';
  if (['kotlin', 'kt', 'kts'].includes(l)) return 'kotlin';
  if (l === 'swift') return 'swift';
  return null;
}

/** Code with string contents and comments blanked (offsets kept). */
export function maskCode(code: string, lang: Lang): string {
  const out = code.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      blank(i, stop);
      i = stop;
      continue;
    }
    const quote = c === '"' || c === '`' || (c === "'" && lang === 'ts') ? c : null;
    if (quote) {
      const triple = quote === '"' && code.startsWith('"""', i);
      const closeSeq = triple ? '"""' : quote;
      let j = i + closeSeq.length;
      while (j < code.length && !code.startsWith(closeSeq, j)) {
        if (code[j] === '\\') j += 1;
        else if (!triple && quote !== '`' && code[j] === '\n') break;
        j += 1;
      }
      blank(i + closeSeq.length, j);
      i = j + closeSeq.length;
      continue;
    }
    if (c === "'" && lang !== 'ts') {
      // Kotlin char literal
      const m = /^'(\\.|[^\\'])'/.exec(code.slice(i, i + 4));
      if (m) {
        i += m[0].length;
        continue;
      }
    }
    i += 1;
  }
  return out.join('');
}

const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Offset just past the bracket matching the one at `open` ((), [] and {} only). */
export function matchParen(code: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < code.length; i += 1) {
    const c = code[i];
    if (c in CLOSE) stack.push(CLOSE[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i + 1;
    }
  }
  return -1;
}

/** Top-level comma-separated pieces of an argument list, with their offsets. */
export function splitArgs(text: string, base: number): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if ((c === ',' && depth === 0) || i === text.length) {
      const piece = text.slice(start, i);
      if (piece.trim())
        parts.push({ text: piece.trim(), offset: base + start + (piece.length - piece.trimStart().length) });
      start = i + 1;
    }
  }
  return parts;
}

/** `Option<X>` → X; `Vec<X>` → X (element); HashMap<K, V> → V; else the type. */
function unwrap(type: string): { inner: string; option: boolean; list: boolean; map: boolean } {
  let t = type.trim();
  let option = false;
  let list = false;
  let map = false;
  for (;;) {
    const opt = /^Option<([\s\S]*)>$/.exec(t);
    if (opt) {
      option = true;
      t = opt[1].trim();
      continue;
    }
    const vec = /^Vec<([\s\S]*)>$/.exec(t);
    if (vec) {
      list = true;
      t = vec[1].trim();
      continue;
    }
    const hm = /^(?:HashMap|BTreeMap)<[^,]+,\s*([\s\S]*)>$/.exec(t);
    if (hm) {
      map = true;
      t = hm[1].trim();
      continue;
    }
    return { inner: t, option, list, map };
  }
}

/**
 * Methods the React Native module names differently from the binding (its
 * `ONECore` interface in `@procivis/react-native-one-core`): `getVersion()`
 * there is the binding's `version()`.
 */
export const REACT_NATIVE_NAMES: ReadonlyMap<string, string> = new Map([['getVersion', 'version']]);

export class SdkIndex {
  readonly methods = new Map<string, SdkFunction>();
  readonly freeFunctions = new Map<string, SdkFunction>();
  readonly records = new Map<string, SdkRecord>();
  readonly enums = new Map<string, SdkEnum>();
  /** Rust type names that are not the foreign name, to suggest the right one. */
  readonly rustNames = new Map<string, string>();

  constructor(readonly inventory: SdkInventory) {
    for (const f of inventory.functions) {
      if (f.object) this.methods.set(f.name, f);
      else this.freeFunctions.set(f.name, f);
    }
    for (const r of inventory.records) {
      this.records.set(r.name, r);
      if (r.rustName !== r.name) this.rustNames.set(r.rustName, r.name);
    }
    for (const e of inventory.enums) {
      this.enums.set(e.name, e);
      if (e.rustName !== e.name) this.rustNames.set(e.rustName, e.name);
    }
  }

  /** The binding method a sample calls; TypeScript samples (React Native) may use the module's own names. */
  method(name: string, lang: Lang | null): SdkFunction | undefined {
    const bindingName = lang === 'kotlin' || lang === 'swift' ? name : (REACT_NATIVE_NAMES.get(name) ?? name);
    return this.methods.get(bindingName);
  }

  typeNames(): string[] {
    return [...this.records.keys(), ...this.enums.keys()];
  }

  /** Names of a record's fields, or for an enum, the fields of all its variants. */
  fieldsOf(typeName: string, lang: Lang): Map<string, string> | null {
    const r = this.records.get(typeName);
    if (r) return new Map(r.fields.map((f) => [f.name, f.type]));
    const e = this.enums.get(typeName);
    if (e && !e.unitOnly) {
      const m = new Map<string, string>();
      for (const v of e.variants) for (const f of v.fields) m.set(f.name, f.type);
      if (lang === 'ts') m.set('type_', 'String');
      return m;
    }
    return null;
  }
}

interface Scope {
  /** variable → SDK type (foreign name, may be wrapped as `Vec<...>`) */
  vars: Map<string, string>;
  /** Names the sample defines itself (classes, functions, enums). */
  local: Set<string>;
}

/** Names samples give the SDK object; a variable set from an initialize call joins them. */
const RECEIVER_NAMES = ['core', 'oneCore', 'sdk', 'oneCoreBinding'];

function receiverNames(code: string): Set<string> {
  const names = new Set(RECEIVER_NAMES);
  for (const m of code.matchAll(
    /\b(?:val|var|let|const)\s+([A-Za-z_]\w*)\s*(?::\s*[\w.?]+\s*)?=\s*(?:try\s+)?(?:await\s+)?[\w.]*(?:initializeCore|InitializeCore|initializeVerifierCore|useONECore)\s*\(/g,
  ))
    names.add(m[1]);
  return names;
}

export interface SdkSamplesOptions {
  inventory: SdkInventory;
}

export function checkSdkSamples(guides: Guide[], options: SdkSamplesOptions): Problem[] {
  const index = new SdkIndex(options.inventory);
  const problems: Problem[] = [];
  for (const guide of guides) {
    for (const block of guide.blocks) {
      const lang = sampleLanguage(block.lang);
      if (!lang) continue;
      checkBlock(guide, block, lang, index, problems);
    }
    checkProseCalls(guide, index, problems);
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * Calls written in the prose: `core.method(...)` must name an SDK method; a bare
 * `method(...)` is reported only when it is not a method but one is a near miss
 * (a bare call may be any other API).
 */
function checkProseCalls(guide: Guide, index: SdkIndex, problems: Problem[]): void {
  const text = prose(guide);
  for (const m of text.matchAll(/`((?:core|oneCore)\.)?([a-z][A-Za-z0-9]*)\([^`]*\)`/g)) {
    const name = m[2];
    if (index.method(name, null) || index.freeFunctions.has(name)) continue;
    const near = closest(name, index.methods.keys());
    if (m[1] || near) {
      problems.push({
        file: guide.file,
        line: lineAt(text, m.index!),
        message: `OneCore has no method \`${name}\`${suggest(near)}`,
      });
    }
  }
}

function usesSdk(code: string, index: SdkIndex): boolean {
  const receivers = [...receiverNames(code)].join('|');
  if (new RegExp(`\\b(${receivers})\\s*[?!]?\\.\\s*[a-z]\\w*\\s*\\(`).test(code)) return true;
  if (/@procivis\/(react-native-)?one-core|\bch\.procivis\.one\b|\bimport\s+ProcivisOneCore\b/.test(code)) return true;
  if (/\b[A-Z]\w*(BindingDto|BindingDTO|BindingEnum)\b/.test(code)) return true;
  for (const m of code.matchAll(/\b([A-Z][A-Za-z0-9]+)\b/g))
    if (index.records.has(m[1]) || index.enums.has(m[1]) || index.rustNames.has(m[1])) return true;
  return false;
}

function checkBlock(guide: Guide, block: GuideBlock, lang: Lang, index: SdkIndex, problems: Problem[]): void {
  const code = maskCode(block.body, lang);
  if (!usesSdk(code, index)) return;
  const report = (offset: number, message: string) =>
    problems.push({
      file: guide.file,
      line: block.line + lineAt(code, offset) - 1,
      message: `${langLabel(lang)}: ${message}`,
    });

  const scope: Scope = { vars: new Map(), local: new Set() };
  for (const m of code.matchAll(
    /\b(?:class|struct|enum|interface|type|typealias|object|protocol|fun|func|function)\s+([A-Za-z_]\w*)/g,
  ))
    scope.local.add(m[1]);

  // 1. SDK method calls, and the variables their results land in
  const receivers = receiverNames(code);
  const calls = new RegExp(`\\b(${[...receivers].join('|')})\\s*[?!]?\\.\\s*([A-Za-z_]\\w*)\\s*\\(`, 'g');
  for (const m of code.matchAll(calls)) {
    const name = m[2];
    const open = m.index! + m[0].length - 1;
    const close = matchParen(code, open);
    if (close < 0) continue;
    const fn = index.method(name, lang);
    if (!fn) {
      report(m.index!, `OneCore has no method \`${name}\`${suggest(closest(name, index.methods.keys()))}`);
      continue;
    }
    const args = splitArgs(code.slice(open + 1, close - 1), open + 1);
    checkCallArgs(
      args,
      fn.params.map((p) => ({
        name: p.name,
        type: p.type,
        optional: p.optional,
        defaulted: p.default !== null && p.default !== undefined,
      })),
      name,
      lang,
      index,
      report,
    );
    // result variable
    const before = code.slice(0, m.index!);
    const assign =
      /(?:\b(?:val|var|let|const)\s+)([A-Za-z_]\w*)\s*(?::\s*[\w<>?, [\]]+)?=\s*(?:try\s+)?(?:await\s+)?(?:\(\s*)?$/.exec(
        before,
      );
    const destructure = /\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*(?:await\s+)?$/.exec(before);
    if (fn.returns) {
      if (assign) {
        const after = code.slice(close);
        const member = /^\s*\)?\s*\.\s*([A-Za-z_]\w*)/.exec(after);
        if (member && !/^\s*\)?\s*\.\s*(?:then|catch)\b/.test(after)) {
          const t = memberType(fn.returns, member[1], lang, index);
          if (t) scope.vars.set(assign[1], t);
        } else {
          scope.vars.set(assign[1], fn.returns);
        }
      } else if (destructure) {
        const fields = index.fieldsOf(unwrap(fn.returns).inner, lang);
        const destructOffset = before.length - destructure[0].length;
        for (const part of destructure[1].split(',')) {
          const field = part.split(':')[0].trim();
          if (!field) continue;
          if (fields && !fields.has(field))
            report(
              destructOffset,
              `\`${unwrap(fn.returns).inner}\` has no field \`${field}\`${suggest(closest(field, fields.keys()))}`,
            );
          else if (fields) scope.vars.set(part.includes(':') ? part.split(':')[1].trim() : field, fields.get(field)!);
        }
      }
    }
  }

  // 2. values derived from known ones, in two rounds so that a loop over a field of a loop
  //    variable resolves too: loop variables over lists and maps, and `val x = y.field`
  for (let round = 0; round < 2; round += 1) {
    for (const m of code.matchAll(
      /\bfor\s*\(?\s*(?:const|let|val|var)?\s*(?:([A-Za-z_]\w*)|[[(]\s*([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*[\])])\s+(?:of|in)\s+(?:Object\.entries\(\s*)?([A-Za-z_][\w.]*)/g,
    )) {
      const t = exprType(m[4], scope, lang, index);
      if (!t) continue;
      const u = unwrap(t);
      if (m[1] && u.list) scope.vars.set(m[1], u.inner);
      if (m[3] && u.map) scope.vars.set(m[3], u.inner);
    }
    for (const m of code.matchAll(
      /\b(?:val|var|let|const)\s+([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*(?:\s*[?!]?\.\s*[A-Za-z_]\w*)+)\s*(?=$|[;\n)])/gm,
    )) {
      const t = exprType(m[2].replace(/[\s?!]/g, ''), scope, lang, index);
      if (t) scope.vars.set(m[1], t);
    }
  }

  // 2b. TypeScript tagged unions: `x.type_ === 'VARIANT'` names an existing variant
  if (lang === 'ts') {
    for (const m of code.matchAll(/([A-Za-z_][\w.]*)\.type_\s*[!=]==?\s*(['"])/g)) {
      const t = exprType(m[1], scope, lang, index);
      const e = t ? index.enums.get(unwrap(t).inner) : undefined;
      if (!e) continue;
      const start = m.index! + m[0].length;
      const literal = block.body.slice(start, block.body.indexOf(m[2], start));
      const names = e.variants.map((v) => v.kotlin);
      if (!names.includes(literal))
        report(m.index!, `\`${e.name}\` has no variant \`${literal}\`${suggest(closest(literal, names))}`);
    }
  }

  // 3. record construction (Kotlin/Swift): Name(...)
  if (lang !== 'ts') {
    for (const m of code.matchAll(/(?<![.\w])([A-Z][A-Za-z0-9_]*)\s*\(/g)) {
      const name = m[1];
      if (scope.local.has(name)) continue;
      const open = m.index! + m[0].length - 1;
      const close = matchParen(code, open);
      if (close < 0) continue;
      const record = index.records.get(name);
      if (!record) {
        if (index.enums.has(name)) continue;
        const foreign = index.rustNames.get(name) ?? index.rustNames.get(name.replace(/Dto$/, 'DTO'));
        if (foreign) {
          report(m.index!, `\`${name}\` is the Rust name; the SDK type is \`${foreign}\``);
          continue;
        }
        if (/(Request|Response|BindingDto|BindingDTO|BindingEnum|Query)$/.test(name)) {
          report(m.index!, `no SDK record \`${name}\`${suggest(closest(name, index.records.keys()))}`);
        }
        continue;
      }
      const args = splitArgs(code.slice(open + 1, close - 1), open + 1);
      checkRecordArgs(args, record, lang, report);
    }
  }

  // 4. enum references: Enum.CASE / Enum.Variant / is Enum.Variant
  for (const m of code.matchAll(/(?<![.\w])([A-Z][A-Za-z0-9_]*)\s*\.\s*([A-Za-z_]\w*)/g)) {
    const e = index.enums.get(m[1]);
    if (!e || scope.local.has(m[1])) {
      if (scope.local.has(m[1]) || index.records.has(m[1])) continue;
      const foreign = index.rustNames.get(m[1]) ?? index.rustNames.get(m[1].replace(/Dto$/, 'DTO'));
      if (foreign) report(m.index!, `\`${m[1]}\` is the Rust name; the SDK type is \`${foreign}\``);
      else if (lang !== 'ts' && /(BindingEnum|BindingDto|BindingDTO)$/.test(m[1])) {
        report(m.index!, `no SDK enum \`${m[1]}\`${suggest(closest(m[1], index.enums.keys()))}`);
      }
      continue;
    }
    const variant = m[2];
    if (lang === 'ts' && !e.unitOnly) {
      report(m.index!, `\`${e.name}\` is a union tagged by \`type_\` in TypeScript, not an enum with members`);
      continue;
    }
    const names = enumCaseNames(e, lang);
    if (!names.includes(variant))
      report(m.index!, `\`${e.name}\` has no case \`${variant}\`${suggest(closest(variant, names))}`);
  }

  // 5. Swift enum patterns and comparisons: `.case(...)` against a known or guessed enum
  if (lang === 'swift') {
    for (const m of code.matchAll(/\bcase\s+(?:let\s+|var\s+)?\.([a-z]\w*)\s*(\()?/g)) {
      const open = m[2] ? m.index! + m[0].length - 1 : -1;
      const close = open >= 0 ? matchParen(code, open) : -1;
      const arity = open >= 0 && close > 0 ? splitArgs(code.slice(open + 1, close - 1), 0).length : 0;
      const rest = close > 0 ? code.slice(close) : code.slice(m.index! + m[0].length);
      const subject = /^\s*=\s*([A-Za-z_][\w.]*)/.exec(rest)?.[1] ?? null;
      const subjectType = subject ? exprType(subject, scope, lang, index) : null;
      checkSwiftCase(m.index!, m[1], arity, subjectType ? unwrap(subjectType).inner : null, index, report);
    }
    for (const m of code.matchAll(/([A-Za-z_][\w.]*)\s*(?:==|!=)\s*\.([a-z]\w*)\b/g)) {
      const t = exprType(m[1], scope, lang, index);
      if (!t) continue;
      const e = index.enums.get(unwrap(t).inner);
      if (!e) continue;
      const names = e.variants.map((v) => v.swift);
      if (!names.includes(m[2]))
        report(m.index!, `\`${e.name}\` has no case \`.${m[2]}\`${suggest(closest(m[2], names))}`);
    }
  }

  // 6. member access on values with a known SDK type
  for (const m of code.matchAll(/(?<![.\w])([a-z_]\w*)((?:\s*[?!]?\.\s*[A-Za-z_]\w*)+)/g)) {
    if (receivers.has(m[1])) continue;
    const t = scope.vars.get(m[1]);
    if (!t) continue;
    let type = t;
    const chain = m[2]
      .split('.')
      .map((s) => s.replace(/[?!\s]/g, ''))
      .filter(Boolean);
    let offset = m.index! + m[1].length;
    for (const field of chain) {
      const u = unwrap(type);
      if (u.list || u.map) break;
      const fields = index.fieldsOf(u.inner, lang);
      if (!fields) break;
      if (!fields.has(field)) {
        if (isCollectionHelper(field, lang)) break;
        report(offset, `\`${u.inner}\` has no field \`${field}\`${suggest(closest(field, fields.keys()))}`);
        break;
      }
      type = fields.get(field)!;
      offset += field.length + 1;
    }
  }
}

/** Members the language itself puts on every value (scope functions, conversions, ...). */
const BUILTINS: Record<Lang, Set<string>> = {
  ts: new Set([
    'toString',
    'valueOf',
    'length',
    'map',
    'filter',
    'forEach',
    'find',
    'some',
    'every',
    'includes',
    'then',
    'catch',
  ]),
  kotlin: new Set([
    'let',
    'also',
    'apply',
    'run',
    'takeIf',
    'takeUnless',
    'toString',
    'hashCode',
    'equals',
    'copy',
    'orEmpty',
    'size',
    'isEmpty',
    'isNotEmpty',
    'first',
    'firstOrNull',
    'map',
    'filter',
    'filterNot',
    'forEach',
    'name',
    'ordinal',
  ]),
  swift: new Set([
    'count',
    'isEmpty',
    'first',
    'last',
    'map',
    'compactMap',
    'filter',
    'forEach',
    'description',
    'rawValue',
  ]),
};

function isCollectionHelper(name: string, lang: Lang): boolean {
  return BUILTINS[lang].has(name);
}

function langLabel(lang: Lang): string {
  return lang === 'ts' ? 'TypeScript' : lang === 'kotlin' ? 'Kotlin' : 'Swift';
}

function suggest(s: string | null): string {
  return s ? ` (did you mean \`${s}\`?)` : '';
}

/**
 * Names a sample may write after `Enum.`: Swift cases are lowerCamelCase; Kotlin has an
 * `enum class` (SHOUTY_SNAKE_CASE entries) for unit-only enums and a sealed class
 * (UpperCamelCase subclasses) otherwise; the TypeScript package declares unit-only enums as
 * `enum` with SHOUTY_SNAKE_CASE members and data-carrying ones as unions tagged by `type_`.
 */
function enumCaseNames(e: SdkEnum, lang: Lang): string[] {
  if (lang === 'swift') return e.variants.map((v) => v.swift);
  if (lang === 'kotlin') return e.variants.map((v) => (e.unitOnly ? v.kotlin : v.name));
  return e.unitOnly ? e.variants.map((v) => v.kotlin) : [];
}

function memberType(type: string, field: string, lang: Lang, index: SdkIndex): string | null {
  const u = unwrap(type);
  if (u.list || u.map) return null;
  return index.fieldsOf(u.inner, lang)?.get(field) ?? null;
}

function exprType(expr: string, scope: Scope, lang: Lang, index: SdkIndex): string | null {
  const [head, ...rest] = expr.split('.');
  let t = scope.vars.get(head) ?? null;
  for (const f of rest) {
    if (!t) return null;
    t = memberType(t, f, lang, index);
  }
  return t;
}

function checkSwiftCase(
  offset: number,
  name: string,
  arity: number,
  subjectType: string | null,
  index: SdkIndex,
  report: (offset: number, message: string) => void,
): void {
  const known = subjectType ? index.enums.get(subjectType) : undefined;
  const candidates = known ? [known] : index.inventory.enums.filter((e) => e.variants.some((v) => v.swift === name));
  if (!candidates.length) {
    if (known || subjectType) return;
    return; // a case of a type the SDK does not define (the sample's own enum)
  }
  const variants = candidates.flatMap((e) => e.variants.filter((v) => v.swift === name).map((v) => ({ e, v })));
  if (!variants.length && known) {
    const names = known.variants.map((v) => v.swift);
    report(offset, `\`${known.name}\` has no case \`.${name}\`${suggest(closest(name, names))}`);
    return;
  }
  if (arity > 0 && !variants.some(({ v }) => v.fields.length === arity)) {
    const { e, v } = variants[0];
    report(
      offset,
      `\`${e.name}.${name}\` has ${v.fields.length} associated value${v.fields.length === 1 ? '' : 's'} (${v.fields.map((f) => f.name).join(', ')}), the pattern binds ${arity}`,
    );
  }
}

type Report = (offset: number, message: string) => void;

interface CallParam {
  name: string;
  type: string;
  optional: boolean;
  /** The binding declares a default, so Kotlin and Swift callers may omit it. */
  defaulted: boolean;
}

function checkCallArgs(
  args: { text: string; offset: number }[],
  params: CallParam[],
  fnName: string,
  lang: Lang,
  index: SdkIndex,
  report: Report,
): void {
  // Optional parameters are `T | undefined` in TypeScript and `T?` in Kotlin and Swift: the
  // argument is still required (pass undefined / null / nil) unless the binding declares a default.
  const omittable = (p: CallParam) => p.defaulted;
  const required = params.filter((p) => !omittable(p)).length;
  const anchor = args[0]?.offset ?? 0;
  if (args.length > params.length || args.length < required) {
    const sig = params.map((p) => `${p.name}${omittable(p) ? '?' : ''}`).join(', ');
    report(
      anchor,
      `\`${fnName}\` takes ${params.length === required ? params.length : `${required} to ${params.length}`} argument${params.length === 1 ? '' : 's'} (${sig}), the sample passes ${args.length}`,
    );
    return;
  }
  // Which parameter each argument binds to: by label/name when given, else by position.
  let position = 0;
  for (const [i, arg] of args.entries()) {
    const label =
      lang === 'swift'
        ? /^([A-Za-z_]\w*)\s*:(?!:)\s*/.exec(arg.text)
        : lang === 'kotlin'
          ? /^([A-Za-z_]\w*)\s*=(?!=)\s*/.exec(arg.text)
          : null;
    let param: CallParam | undefined = params[position];
    if (label) {
      const named = params.findIndex((p, k) => k >= position && p.name === label[1]);
      if (named < 0) {
        if (lang === 'swift' && param)
          report(
            arg.offset,
            `\`${fnName}\`: argument ${i + 1} is labelled \`${label[1]}:\`, the parameter is \`${param.name}\``,
          );
        else
          report(
            arg.offset,
            `\`${fnName}\` has no parameter \`${label[1]}\`${suggest(
              closest(
                label[1],
                params.map((p) => p.name),
              ),
            )}`,
          );
        position += 1;
        continue;
      }
      // In Swift, skipping over a parameter is only possible when it has a default.
      const skipped = params.slice(position, named).filter((p) => !p.defaulted);
      if (lang === 'swift' && skipped.length)
        report(arg.offset, `\`${fnName}\`: missing argument \`${skipped[0].name}:\` before \`${label[1]}:\``);
      param = params[named];
      position = named + 1;
    } else {
      if (lang === 'swift' && param)
        report(arg.offset, `\`${fnName}\`: argument ${i + 1} needs the label \`${param.name}:\``);
      position += 1;
    }
    if (!param) continue;
    const value = label ? arg.text.slice(label[0].length) : arg.text;
    const expected = unwrap(param.type);
    const record = !expected.list && !expected.map ? index.records.get(expected.inner) : undefined;
    if (!record) continue;
    const valueOffset = arg.offset + (arg.text.length - value.length);
    if (lang === 'ts' && value.startsWith('{')) {
      const close = matchParen(value, 0);
      checkObjectLiteral(splitArgs(value.slice(1, close - 1), valueOffset + 1), record, index, report);
    } else if (lang !== 'ts') {
      const ctor = /^([A-Z][A-Za-z0-9_]*)\s*\(/.exec(value);
      if (ctor && ctor[1] !== record.name && (index.records.has(ctor[1]) || index.rustNames.has(ctor[1]))) {
        report(valueOffset, `\`${fnName}\` expects \`${record.name}\`, the sample builds \`${ctor[1]}\``);
      }
    }
  }
}

function checkObjectLiteral(
  entries: { text: string; offset: number }[],
  record: SdkRecord,
  index: SdkIndex,
  report: Report,
): void {
  const given = new Set<string>();
  const names = record.fields.map((f) => f.name);
  for (const e of entries) {
    if (e.text.startsWith('...')) return; // spread: fields unknown
    const m = /^([A-Za-z_$][\w$]*)\s*(:|$)/.exec(e.text);
    if (!m) continue;
    given.add(m[1]);
    const field = record.fields.find((f) => f.name === m[1]);
    if (!field) {
      report(e.offset, `\`${record.name}\` has no field \`${m[1]}\`${suggest(closest(m[1], names))}`);
      continue;
    }
    const value = m[2] === ':' ? e.text.slice(m[0].length).trim() : '';
    const inner = unwrap(field.type);
    const nested = !inner.list && !inner.map ? index.records.get(inner.inner) : undefined;
    if (nested && value.startsWith('{')) {
      const close = matchParen(value, 0);
      checkObjectLiteral(
        splitArgs(value.slice(1, close - 1), e.offset + (e.text.length - value.length) + 1),
        nested,
        index,
        report,
      );
    }
  }
  const missing = record.fields
    .filter((f) => !f.optional && f.default === null && !given.has(f.name))
    .map((f) => f.name);
  if (missing.length)
    report(
      entries[0]?.offset ?? 0,
      `\`${record.name}\` is missing required field${missing.length === 1 ? '' : 's'} ${missing.map((f) => `\`${f}\``).join(', ')}`,
    );
}

function checkRecordArgs(
  args: { text: string; offset: number }[],
  record: SdkRecord,
  lang: Lang,
  report: Report,
): void {
  const sep = lang === 'swift' ? /^([A-Za-z_]\w*)\s*:(?!:)/ : /^([A-Za-z_]\w*)\s*=(?!=)/;
  const names = record.fields.map((f) => f.name);
  const given = new Set<string>();
  let positional = 0;
  for (const a of args) {
    const m = sep.exec(a.text);
    if (!m) {
      positional += 1;
      continue;
    }
    given.add(m[1]);
    if (!names.includes(m[1]))
      report(a.offset, `\`${record.name}\` has no field \`${m[1]}\`${suggest(closest(m[1], names))}`);
  }
  if (positional && lang === 'kotlin') {
    if (args.length !== record.fields.length)
      report(
        args[0]?.offset ?? 0,
        `\`${record.name}\` has ${record.fields.length} fields, the sample passes ${args.length}`,
      );
    return;
  }
  const missing = record.fields.filter((f) => f.default === null && !given.has(f.name)).map((f) => f.name);
  if (missing.length) {
    const anchor = args[0]?.offset ?? 0;
    report(
      anchor,
      `\`${record.name}\` is missing field${missing.length === 1 ? '' : 's'} ${missing.map((f) => `\`${f}\``).join(', ')} (UniFFI records have no implicit defaults in ${langLabel(lang)})`,
    );
  }
}

/** An SDK call an operation page shows, as a page of its own, and where its pair is in the REST ↔ SDK inventory. */
export interface OperationSdkSample {
  operation: string;
  function: string;
  /** 1-based line of the operation's entry in the inventory. */
  line: number;
  guide: Guide;
}

/**
 * The SDK calls the Core operation pages show beside their HTTP samples
 * (scripts/reference/sdk-equivalents.ts), generated from `inventory` as the
 * pages are: one per operation with an SDK function.
 */
export function operationSdkSamples(
  mapping: SdkRestInventory,
  mappingText: string,
  inventory: SdkInventory,
  file: string,
): OperationSdkSample[] {
  const functions = new Map(inventory.functions.map((fn) => [fn.rustName, fn]));
  const fence = '```';
  return mapping.operations.flatMap((entry) => {
    const fn = entry.sdk.map((rust) => functions.get(rust)).find(Boolean);
    if (!fn) return [];
    const at = mappingText.indexOf(`"operation": ${JSON.stringify(entry.operation)}`);
    const line = at < 0 ? 1 : lineAt(mappingText, at);
    const blocks = Object.entries(sdkSamples(fn, inventory)).map(
      ([lang, code]) => `${fence}${lang}\n${code}\n${fence}`,
    );
    return [{ operation: entry.operation, function: fn.name, line, guide: parseGuide(file, `${blocks.join('\n')}\n`) }];
  });
}

/** Problems of the operations' SDK calls against `inventory`, each at its pair's line, naming the operation and the function. */
export function checkOperationSdkSamples(samples: OperationSdkSample[], inventory: SdkInventory): Problem[] {
  return samples.flatMap((sample) =>
    checkSdkSamples([sample.guide], { inventory }).map((problem) => ({
      file: problem.file,
      line: sample.line,
      message: `the SDK call shown on the page of \`${sample.operation}\` (\`${sample.function}\`): ${problem.message}`,
    })),
  );
}

export function runSdkSamples(root: string): Problem[] {
  const inventory = loadSdkInventory(root);
  const mappingFile = inventoryFile('sdk-rest');
  const mappingText = fs.readFileSync(path.join(root, mappingFile), 'utf8');
  const operationSamples = operationSdkSamples(
    JSON.parse(mappingText) as SdkRestInventory,
    mappingText,
    inventory,
    mappingFile,
  );
  return [
    ...checkSdkSamples(loadGuides(root), { inventory }),
    ...checkOperationSdkSamples(operationSamples, inventory),
  ];
}
