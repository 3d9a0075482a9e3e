/**
 * The SDK function reference, generated from the SDK inventory
 * (inventory/one-core-<tag>/sdk.json, read from the UniFFI binding):
 *   - one page per binding function at /reference/sdk/api/functions/<rust_name>
 *     (what it does, its signature in React Native, Kotlin and Swift, its
 *     parameters, return type, errors and an example in each language);
 *   - the records and enums, one section each, on one page per area
 *     (/reference/sdk/api/types/<area>#<Type>), so every type links somewhere;
 *   - the sidebar slice that groups both by area (the binding file).
 * `renderSdkReference` is pure (inventory and summaries in, files out);
 * `npm run gen:api` writes its result to reference/sdk/api/ (not committed); the
 * files' paths are their addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { SdkEnum, SdkField, SdkForeignTrait, SdkFunction, SdkInventory, SdkRecord } from '../inventory/sdk.ts';
import { headingWithId } from './heading-id.ts';
import { cell, code, docsToMdx } from './mdx-text.ts';
import {
  className,
  enumCase,
  kotlinErrorName,
  namedTypes,
  parseType,
  REACT_NATIVE_DIFFERENCES,
  renderType,
  type Language,
} from './sdk-names.ts';

export const SDK_GENERATED_DIR = 'reference/sdk/api';
export const SUMMARIES_FILE = 'reference/sdk/function-summaries.yaml';
/** Site paths (under the reference section's base) of the pages. */
export const FUNCTIONS_PATH = `/${SDK_GENERATED_DIR}/functions`;
export const TYPES_PATH = `/${SDK_GENERATED_DIR}/types`;

/** Areas: binding file (without `.rs`, below `platforms/uniffi/src/`) → sidebar label and page slug. */
const AREAS: Record<string, { label: string; slug: string }> = {
  lib: { label: 'Setup', slug: 'setup' },
  'binding/mod': { label: 'Setup', slug: 'setup' },
  'binding/version': { label: 'Setup', slug: 'setup' },
  'binding/config': { label: 'Setup', slug: 'setup' },
  'binding/organisation': { label: 'Organisations', slug: 'organisation' },
  'binding/key': { label: 'Keys', slug: 'key' },
  'binding/key_storage': { label: 'Keys', slug: 'key' },
  'binding/identifier': { label: 'Identifiers', slug: 'identifier' },
  'binding/did': { label: 'DIDs', slug: 'did' },
  'binding/interaction': { label: 'Invitations and issuance', slug: 'interaction' },
  'binding/credential': { label: 'Credentials', slug: 'credential' },
  'binding/revocation': { label: 'Credentials', slug: 'credential' },
  'binding/credential_schema': { label: 'Credential schemas', slug: 'credential-schema' },
  'binding/proof': { label: 'Proofs', slug: 'proof' },
  'binding/proof_schema': { label: 'Proof schemas', slug: 'proof-schema' },
  'binding/nfc_scan': { label: 'NFC', slug: 'nfc' },
  'binding/nfc/hce': { label: 'NFC', slug: 'nfc' },
  'binding/nfc/scanner': { label: 'NFC', slug: 'nfc' },
  'binding/ble/central/mod': { label: 'Bluetooth', slug: 'ble' },
  'binding/ble/peripheral/mod': { label: 'Bluetooth', slug: 'ble' },
  'binding/trust_anchor': { label: 'Trust anchors', slug: 'trust-anchor' },
  'binding/trust_entity': { label: 'Trust entities', slug: 'trust-entity' },
  'binding/wallet_unit': { label: 'Wallet unit', slug: 'wallet-unit' },
  'binding/verifier_instance': { label: 'Verifier instance', slug: 'verifier-instance' },
  'binding/history': { label: 'History', slug: 'history' },
  'binding/backup': { label: 'Backup', slug: 'backup' },
  'binding/cache': { label: 'Maintenance', slug: 'maintenance' },
  'binding/task': { label: 'Maintenance', slug: 'maintenance' },
  'binding/jsonld': { label: 'Maintenance', slug: 'maintenance' },
  error: { label: 'Errors', slug: 'errors' },
  'binding/mapper': { label: 'Common', slug: 'common' },
  'binding/common': { label: 'Common', slug: 'common' },
};

export interface Area {
  label: string;
  slug: string;
}

/** The area of a binding file; a file the table does not know gets one named after it. */
export function areaOf(file: string, root: string): Area {
  const key = file.replace(`${root}/`, '').replace(/\.rs$/, '');
  const known = AREAS[key];
  if (known) return known;
  const base =
    key
      .split('/')
      .filter((part) => part !== 'mod')
      .pop() ?? key;
  const words = base.split('_');
  return {
    label: [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' '),
    slug: base.replace(/_/g, '-'),
  };
}

/** Sidebar order of the areas; others follow in alphabetical order. */
const AREA_ORDER = [
  'Setup',
  'Organisations',
  'Keys',
  'Identifiers',
  'DIDs',
  'Invitations and issuance',
  'Credentials',
  'Credential schemas',
  'Proofs',
  'Proof schemas',
  'NFC',
  'Bluetooth',
  'Trust anchors',
  'Trust entities',
  'Wallet unit',
  'Verifier instance',
  'History',
  'Backup',
  'Maintenance',
  'Common',
  'Errors',
];

function byAreaOrder(a: string, b: string): number {
  const ia = AREA_ORDER.indexOf(a);
  const ib = AREA_ORDER.indexOf(b);
  return (ia < 0 ? AREA_ORDER.length : ia) - (ib < 0 ? AREA_ORDER.length : ib) || a.localeCompare(b);
}

/** Wrong input: the message names the file and every problem. */
export class SdkReferenceError extends Error {
  constructor(problems: string[]) {
    super(`The SDK reference cannot be generated:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SdkReferenceError';
  }
}

// ---------------------------------------------------------------------------
// Markdown helpers
// ---------------------------------------------------------------------------

/** First sentence of a doc comment, plain, for the meta description. */
function firstSentence(markdown: string): string {
  const text = markdown
    .split(/\n\s*\n/)[0]
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > 150 ? `${sentence.slice(0, 150).replace(/[\s,;:(]+\S*$/, '')}…` : sentence;
}

// ---------------------------------------------------------------------------
// Types and their links
// ---------------------------------------------------------------------------

export interface TypeIndex {
  /** Binding type name → page path with anchor. */
  links: Map<string, string>;
  records: Map<string, SdkRecord>;
  enums: Map<string, SdkEnum>;
}

export function typeIndex(inventory: SdkInventory): TypeIndex {
  const links = new Map<string, string>();
  for (const t of [...inventory.records, ...inventory.enums, ...inventory.foreignTraits]) {
    links.set(t.name, `${TYPES_PATH}/${areaOf(t.file, inventory.root).slug}#${className(t.name)}`);
  }
  return {
    links,
    records: new Map(inventory.records.map((r) => [r.name, r])),
    enums: new Map(inventory.enums.map((e) => [e.name, e])),
  };
}

/** A type in Kotlin notation (the types pages' notation), its record and enum names linked. */
function linkedType(type: string, index: TypeIndex): string {
  const node = parseType(type);
  const plain = renderType(node.kind === 'option' ? node.inner : node, 'kotlin');
  if (!namedTypes(node).some((name) => index.links.has(name))) return code(plain);
  // Split the rendered type around each named type so that the names become links.
  const pieces = renderType(
    node.kind === 'option' ? node.inner : node,
    'kotlin',
    (name) => `\u0000${name}\u0000`,
  ).split('\u0000');
  return pieces
    .map((piece, i) => {
      if (i % 2 === 0) return piece ? code(piece) : '';
      const link = index.links.get(piece);
      return link ? `[${code(className(piece))}](${link})` : code(className(piece));
    })
    .join('');
}

// ---------------------------------------------------------------------------
// Signatures
// ---------------------------------------------------------------------------

function returnsNode(fn: SdkFunction) {
  return fn.returns === null ? null : parseType(fn.returns);
}

export function signature(fn: SdkFunction, lang: Language): string {
  const returns = returnsNode(fn);
  if (lang === 'ts') {
    const rn = REACT_NATIVE_DIFFERENCES[fn.name] ?? {};
    const params = fn.params.map((p) => `${p.name}: ${renderType(parseType(p.type), 'ts')}`).join(', ');
    const result = rn.returns ?? (returns ? renderType(returns, 'ts') : 'void');
    // The package reaches the binding through React Native's native-module bridge: every method returns a promise.
    return `${rn.name ?? fn.name}(${params}): Promise<${result}>`;
  }
  if (lang === 'kotlin') {
    const params = fn.params.map((p) => `${p.name}: ${renderType(parseType(p.type), 'kotlin')}`).join(', ');
    const head = `${fn.async ? 'suspend ' : ''}fun ${fn.name}(${params})${returns ? `: ${renderType(returns, 'kotlin')}` : ''}`;
    return fn.throws ? `@Throws(${kotlinErrorName(fn.throws)}::class)\n${head}` : head;
  }
  const params = fn.params.map((p) => `${p.name}: ${renderType(parseType(p.type), 'swift')}`).join(', ');
  const effects = [fn.async ? 'async' : '', fn.throws ? 'throws' : ''].filter(Boolean).join(' ');
  return `func ${fn.name}(${params})${effects ? ` ${effects}` : ''}${returns ? ` -> ${renderType(returns, 'swift')}` : ''}`;
}

/** Where the function lives in each language. */
function owner(fn: SdkFunction, lang: Language): string {
  if (!fn.object)
    return lang === 'kotlin'
      ? 'A top-level function of the generated Kotlin bindings'
      : 'A top-level function of the generated Swift module';
  if (lang === 'ts') return 'A method of `ONECore`, the object `initializeCore` resolves to';
  return lang === 'kotlin'
    ? `A method of \`${className(fn.object)}Interface\``
    : `A method of \`${className(fn.object)}Protocol\``;
}

// ---------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------

const KEYWORDS: Record<Language, Set<string>> = {
  ts: new Set([
    'break',
    'case',
    'class',
    'const',
    'default',
    'delete',
    'do',
    'else',
    'enum',
    'export',
    'for',
    'function',
    'if',
    'import',
    'in',
    'new',
    'return',
    'switch',
    'this',
    'throw',
    'try',
    'typeof',
    'var',
    'void',
    'while',
    'with',
  ]),
  kotlin: new Set([
    'as',
    'break',
    'class',
    'continue',
    'do',
    'else',
    'false',
    'for',
    'fun',
    'if',
    'in',
    'interface',
    'is',
    'null',
    'object',
    'package',
    'return',
    'super',
    'this',
    'throw',
    'true',
    'try',
    'typealias',
    'typeof',
    'val',
    'var',
    'when',
    'while',
  ]),
  swift: new Set([
    'associatedtype',
    'class',
    'default',
    'deinit',
    'enum',
    'extension',
    'func',
    'import',
    'in',
    'init',
    'inout',
    'internal',
    'let',
    'operator',
    'private',
    'protocol',
    'public',
    'repeat',
    'return',
    'static',
    'struct',
    'subscript',
    'switch',
    'type',
    'typealias',
    'var',
    'where',
    'while',
    'is',
    'as',
    'self',
    'Self',
    'super',
    'throw',
    'throws',
    'try',
    'case',
    'catch',
    'do',
    'else',
    'for',
    'if',
    'guard',
    'break',
    'continue',
    'defer',
    'fallthrough',
  ]),
};

/** The variable an example passes for a value it does not build itself. */
function variable(name: string): string {
  return KEYWORDS.ts.has(name) || KEYWORDS.kotlin.has(name) || KEYWORDS.swift.has(name) ? `${name}Value` : name;
}

/** Literal values that read better than a variable in list queries. */
const LITERALS: Record<string, string> = { page: '0', pageSize: '20' };

const NULL: Record<Language, string> = { ts: 'undefined', kotlin: 'null', swift: 'nil' };

function fieldValue(field: SdkField, lang: Language): string {
  if (field.optional) return NULL[lang];
  return LITERALS[field.name] ?? variable(field.name);
}

/** An argument value: a record built field by field when the record is small enough to read, else a variable. */
function argument(name: string, type: string, lang: Language, index: TypeIndex, indent: string): string {
  const step = lang === 'ts' ? '  ' : '    ';
  const node = parseType(type);
  if (node.kind === 'option') return NULL[lang];
  const record = node.kind === 'named' ? index.records.get(node.name) : undefined;
  // Kotlin and Swift code names the type: build it only where their name is the binding's.
  if (!record || (lang !== 'ts' && (className(record.name) !== record.name || record.fields.length > 12))) {
    return LITERALS[name] ?? variable(name);
  }
  const inner = `${indent}${step}`;
  if (lang === 'ts') {
    const given = record.fields.filter((f) => !f.optional && f.default === null);
    if (!given.length) return '{}';
    const entries = given.map((f) => {
      const value = fieldValue(f, lang);
      return value === f.name ? `${inner}${f.name},` : `${inner}${f.name}: ${value},`;
    });
    return `{\n${entries.join('\n')}\n${indent}}`;
  }
  const fields = record.fields.filter((f) => f.default === null);
  if (!fields.length) return `${record.name}()`;
  const sep = lang === 'kotlin' ? ' = ' : ': ';
  const entries = fields.map(
    (f, i) => `${inner}${f.name}${sep}${fieldValue(f, lang)}${lang === 'kotlin' || i < fields.length - 1 ? ',' : ''}`,
  );
  return `${record.name}(\n${entries.join('\n')}\n${indent})`;
}

function resultName(fn: SdkFunction): string | null {
  if (fn.returns === null) return null;
  const node = parseType(fn.returns);
  if (node.kind === 'named' && node.name === 'String')
    return /^(create|generate|import|holder_accept)/.test(fn.rustName) ? 'id' : 'result';
  if (node.kind === 'named' && !['bool', 'u32', 'u64', 'i64'].includes(node.name)) {
    const name = className(node.name);
    return name.charAt(0).toLowerCase() + name.slice(1);
  }
  return 'result';
}

export function example(fn: SdkFunction, lang: Language, index: TypeIndex): string | null {
  const rn = REACT_NATIVE_DIFFERENCES[fn.name] ?? {};
  if (lang === 'ts' && rn.notExposed) return null;
  const receiver = fn.object ? 'core.' : '';
  const name = lang === 'ts' ? (rn.name ?? fn.name) : fn.name;
  const step = lang === 'ts' ? '  ' : '    ';
  // A single argument that spans lines (a record) hugs the parentheses; several go one per line.
  const hug = fn.params.length === 1;
  const args = fn.params.map((p) => {
    const value = argument(p.name, p.type, lang, index, hug ? '' : step);
    if (lang === 'ts') return value;
    return `${p.name}${lang === 'kotlin' ? ' = ' : ': '}${value}`;
  });
  const oneLine = hug || (args.every((a) => !a.includes('\n')) && args.join(', ').length < 60);
  const list = oneLine
    ? args.join(', ')
    : `\n${args.map((a, i) => `${step}${a}${lang === 'swift' && i === args.length - 1 ? '' : ','}`).join('\n')}\n`;
  const call = `${receiver}${name}(${list})${lang === 'ts' ? ';' : ''}`;
  const result = resultName(fn);
  const prefix =
    lang === 'ts' ? 'await ' : lang === 'swift' ? `${fn.throws ? 'try ' : ''}${fn.async ? 'await ' : ''}` : '';
  const bind = result
    ? lang === 'ts'
      ? `const ${result} = `
      : lang === 'kotlin'
        ? `val ${result} = `
        : `let ${result} = `
    : '';
  return `${bind}${prefix}${call}`;
}

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------

const LANGS: Array<{ lang: Language; value: string; label: string; fence: string; file: string }> = [
  { lang: 'ts', value: 'react-native', label: 'React Native', fence: 'ts', file: 'ts' },
  { lang: 'kotlin', value: 'kotlin', label: 'Android (Kotlin)', fence: 'kotlin', file: 'kt' },
  { lang: 'swift', value: 'swift', label: 'iOS (Swift)', fence: 'swift', file: 'swift' },
];

function tabs(render: (lang: (typeof LANGS)[number]) => string): string {
  return [
    '<Tabs groupId="platform">',
    ...LANGS.map((l) => `<TabItem value="${l.value}" label="${l.label}">\n\n${render(l)}\n\n</TabItem>`),
    '</Tabs>',
  ].join('\n');
}

function frontMatter(fields: Record<string, string>): string {
  return ['---', ...Object.entries(fields).map(([k, v]) => `${k}: ${JSON.stringify(v)}`), '---'].join('\n');
}

const TABS_IMPORT = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

function generatedNote(inventory: SdkInventory): string {
  return `{/* Generated by scripts/reference/sdk-pages.ts from the one-core ${inventory.source.tag} SDK inventory. Do not edit. */}`;
}

function errorsSection(fn: SdkFunction, index: TypeIndex): string {
  if (!fn.throws) return 'The function does not fail: it returns its value directly on every platform.';
  const errorType = index.links.get(fn.throws)
    ? `[${code(className(fn.throws))}](${index.links.get(fn.throws)})`
    : code(className(fn.throws));
  if (fn.throws === 'OneCoreError') {
    return [
      `On failure the call throws ${errorType}: \`OneCoreException.Response\` in Kotlin, \`OneCoreError.Response\` in Swift, and in React Native the promise rejects with a \`OneError\`. Each carries the error code (\`BR_…\`), Core's message and, usually, a cause. Branch on the code: the [error codes](/reference/errors) page lists them all.`,
      '',
      'Two codes come from the SDK itself: `BR_0183` when initialisation fails and `BR_0184` when the core is not initialised (the call ran before `initializeCore` or after `uninitialize`). See [Errors](/reference/sdk#errors) for handling them on each platform.',
    ].join('\n');
  }
  return `On failure the call throws ${errorType} (\`${kotlinErrorName(fn.throws)}\` in Kotlin).`;
}

function parametersSection(fn: SdkFunction, index: TypeIndex): string {
  if (!fn.params.length) return 'The function takes no parameters.';
  const rows = fn.params.map((p) => {
    const optional = p.optional ? 'optional: pass `undefined`, `null` or `nil` for none' : 'required';
    return `| ${code(p.name)} | ${linkedType(p.type, index)} | ${optional} |`;
  });
  const records = fn.params
    .flatMap((p) => namedTypes(parseType(p.type)))
    .filter((name) => index.records.has(name))
    .map((name) => `[${code(className(name))}](${index.links.get(name)})`);
  const note = records.length
    ? `\n\nThe fields of ${records.join(' and ')}, with what each means, are listed on the linked type page. In React Native a record is a plain object in which optional fields may be left out; in Kotlin and Swift every field is passed, \`null\` or \`nil\` for those you do not use.`
    : '';
  return ['| Name | Type | Required |', '| --- | --- | --- |', ...rows].join('\n') + note;
}

function returnsSection(fn: SdkFunction, index: TypeIndex): string {
  if (fn.returns === null) return 'Nothing: the call completes once the work is done.';
  const rn = REACT_NATIVE_DIFFERENCES[fn.name];
  const type = linkedType(fn.returns, index);
  const rnNote = rn?.returns
    ? ` In React Native the package resolves to ${code(rn.returns)}, the same configuration with each entry parsed from JSON.`
    : '';
  const isId = fn.returns === 'String' && /^(create|generate|import|holder_accept)/.test(fn.rustName);
  const node = parseType(fn.returns);
  const dataEnum = node.kind === 'named' ? index.enums.get(node.name) : undefined;
  const enumNote =
    dataEnum && !dataEnum.unitOnly
      ? ` It is an enum with data: tell its variants apart with \`when\` and \`is\` in Kotlin, \`switch\` in Swift and its \`type_\` field in TypeScript.`
      : '';
  return `${type}${isId ? ': the ID of the new or imported entity, as a string.' : '.'}${enumNote}${rnNote}`;
}

function functionPage(fn: SdkFunction, inventory: SdkInventory, summary: string, index: TypeIndex): string {
  const area = areaOf(fn.file, inventory.root);
  const rn = REACT_NATIVE_DIFFERENCES[fn.name] ?? {};
  const source = fn.file.replace(`${inventory.root}/`, '');
  const facts = [
    `**Rust name:** ${code(fn.rustName)} in \`${source}\``,
    `**Area:** [${area.label}](${TYPES_PATH}/${area.slug})`,
    `**Calling style:** ${fn.async ? 'asynchronous' : 'synchronous'}${fn.throws ? ', can fail' : ''}`,
  ];
  const signatureTabs = tabs(({ lang, fence }) => {
    if (lang === 'ts' && rn.notExposed) return rn.notExposed;
    return `${owner(fn, lang)}:\n\n\`\`\`${fence}\n${signature(fn, lang)}\n\`\`\``;
  });
  const exampleTabs = tabs(({ lang, fence, file }) => {
    const sample = example(fn, lang, index);
    if (!sample) return rn.notExposed ?? '';
    return `\`\`\`${fence} title="${fn.name}.${file}"\n${sample}\n\`\`\``;
  });
  const description = fn.docs ? firstSentence(fn.docs) : firstSentence(summary);
  return [
    frontMatter({
      title: rn.name ? `${fn.name} (${rn.name})` : fn.name,
      sidebar_label: fn.name,
      description: `SDK function ${fn.name}: ${description}`,
    }),
    '',
    TABS_IMPORT,
    '',
    generatedNote(inventory),
    '',
    docsToMdx(summary),
    '',
    facts.map((f) => `- ${f}`).join('\n'),
    '',
    '## Signature',
    '',
    signatureTabs,
    '',
    '## Parameters',
    '',
    parametersSection(fn, index),
    '',
    '## Returns',
    '',
    returnsSection(fn, index),
    '',
    '## Errors',
    '',
    errorsSection(fn, index),
    '',
    '## Example',
    '',
    fn.object
      ? `\`core\` is the object that initialisation returned ([Install the SDK](/reference/sdk/install)); the other names stand for values your app already has.`
      : "The names passed stand for values your app already has. Apps normally call the platform's `initializeCore` wrapper instead, as [Install the SDK](/reference/sdk/install) shows.",
    '',
    exampleTabs,
    '',
  ].join('\n');
}

function fieldsTable(fields: SdkField[], index: TypeIndex): string {
  const rows = fields.map((f) => {
    const required = f.optional ? 'optional' : 'required';
    const docs = f.docs ? cell(f.docs) : '';
    return `| ${code(f.name)} | ${linkedType(f.type, index)} | ${required} | ${docs} |`;
  });
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function recordSection(record: SdkRecord, inventory: SdkInventory, index: TypeIndex): string {
  const name = className(record.name);
  const source = record.file.replace(`${inventory.root}/`, '');
  return [
    headingWithId(2, name, name),
    '',
    `Record (Rust ${code(record.rustName)} in \`${source}\`): a Kotlin data class, a Swift struct and a TypeScript interface.`,
    ...(record.docs ? ['', docsToMdx(record.docs)] : []),
    '',
    record.fields.length ? fieldsTable(record.fields, index) : 'The record has no fields.',
  ].join('\n');
}

function enumSection(e: SdkEnum, inventory: SdkInventory, index: TypeIndex): string {
  const name = className(e.name);
  const source = e.file.replace(`${inventory.root}/`, '');
  const what =
    e.kind === 'error'
      ? `Error (Rust ${code(e.rustName)} in \`${source}\`): the exception class \`${kotlinErrorName(e.name)}\` in Kotlin and the error enum \`${name}\` in Swift.`
      : e.unitOnly
        ? `Enum (Rust ${code(e.rustName)} in \`${source}\`): a Kotlin enum class, a Swift enum and a TypeScript string enum.`
        : `Enum with data (Rust ${code(e.rustName)} in \`${source}\`): a Kotlin sealed class, a Swift enum with associated values and, in TypeScript, a union of objects told apart by their \`type_\` field.`;
  const described = e.variants.some((v) => v.docs);
  const rows = e.variants.map((v, i) => {
    const ts = e.kind === 'error' ? 'n/a' : code(enumCase(e, i, 'ts'));
    const fields = v.fields.length ? v.fields.map((f) => code(f.name)).join(', ') : 'none';
    return `| ${code(v.rustName)} | ${code(enumCase(e, i, 'kotlin'))} | ${code(enumCase(e, i, 'swift'))} | ${ts} | ${fields} |${described ? ` ${v.docs ? cell(v.docs) : ''} |` : ''}`;
  });
  const withFields = e.variants.filter((v) => v.fields.length);
  const details = withFields.map((v) =>
    [
      `Fields of ${code(v.rustName)}${v.tuple ? ' (values without names, bound by position)' : ''}:`,
      '',
      fieldsTable(v.fields, index),
    ].join('\n'),
  );
  return [
    headingWithId(2, name, name),
    '',
    what,
    ...(e.docs ? ['', docsToMdx(e.docs)] : []),
    '',
    `| Variant | Kotlin | Swift | TypeScript | Fields |${described ? ' Description |' : ''}`,
    `| --- | --- | --- | --- | --- |${described ? ' --- |' : ''}`,
    ...rows,
    ...(details.length ? ['', details.join('\n\n')] : []),
  ].join('\n');
}

function traitSection(trait: SdkForeignTrait, inventory: SdkInventory): string {
  const name = className(trait.name);
  const source = trait.file.replace(`${inventory.root}/`, '');
  const indent = (text: string) =>
    text
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
  const kotlin = [`interface ${name} {`, ...trait.methods.map((m) => indent(signature(m, 'kotlin'))), '}'].join('\n');
  const swift = [`protocol ${name} {`, ...trait.methods.map((m) => indent(signature(m, 'swift'))), '}'].join('\n');
  return [
    headingWithId(2, name, name),
    '',
    `Interface that the app implements and the core calls (Rust trait ${code(trait.rustName)} in \`${source}\`): a Kotlin interface and a Swift protocol. Kotlin and Swift apps pass an implementation in [\`InitParams\`](${TYPES_PATH}/setup#InitParams) when they initialise the core; the React Native package sets up its own in its native code, so JavaScript does not implement it.`,
    '',
    '```kotlin',
    kotlin,
    '```',
    '',
    '```swift',
    swift,
    '```',
  ].join('\n');
}

function typesPage(
  area: Area,
  records: SdkRecord[],
  enums: SdkEnum[],
  traits: SdkForeignTrait[],
  functions: SdkFunction[],
  inventory: SdkInventory,
  index: TypeIndex,
): string {
  const sections = [
    ...traits.map((t) => ({ name: className(t.name), text: traitSection(t, inventory) })),
    ...records.map((r) => ({ name: className(r.name), text: recordSection(r, inventory, index) })),
    ...enums.map((e) => ({ name: className(e.name), text: enumSection(e, inventory, index) })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const functionLinks = functions.map((fn) => `[${code(fn.name)}](${FUNCTIONS_PATH}/${fn.rustName})`);
  const intro = [
    `The records, enums and app-implemented interfaces of the SDK binding's ${area.label.toLowerCase()} area, as Core ${inventory.source.tag} defines them. Names are the same in Kotlin, Swift and TypeScript; types are written as in Kotlin: \`List<T>\` is \`[T]\` in Swift and \`Array<T>\` in TypeScript, \`Map<K, V>\` is \`[K: V]\` and \`Record<K, V>\`, \`UInt\` and \`ULong\` are \`UInt32\` and \`UInt64\` in Swift and \`number\` in TypeScript.`,
    '',
    'An optional field is `null` in Kotlin and `nil` in Swift when it has no value, and may be left out of a TypeScript object. Kotlin and Swift records have no default values: pass every field when you build one.',
  ];
  if (functionLinks.length) intro.push('', `Functions of this area: ${functionLinks.join(', ')}.`);
  return [
    frontMatter({
      title: `${area.label}: SDK types`,
      sidebar_label: area.label,
      description: `Records and enums of the Procivis One SDK for ${area.label.toLowerCase()}: fields, types and variants in Kotlin, Swift and TypeScript.`,
    }),
    '',
    generatedNote(inventory),
    '',
    ...intro,
    '',
    sections.length
      ? sections.map((s) => s.text).join('\n\n')
      : 'This area defines no types of its own; its functions use the types of other areas.',
    '',
  ].join('\n');
}

/** Doc id of a generated page, as the sidebar names it. */
const docId = (file: string) => `${SDK_GENERATED_DIR.replace(/^reference\//, '')}/${file.replace(/\.mdx$/, '')}`;

export interface SdkReference {
  /** Path inside SDK_GENERATED_DIR → file content. */
  files: Map<string, string>;
  functions: number;
  typePages: number;
}

/** Every problem of the summaries against the inventory; empty when they fit. */
export function summaryProblems(inventory: SdkInventory, summaries: Record<string, string>): string[] {
  const known = new Set(inventory.functions.map((fn) => fn.rustName));
  const problems: string[] = [];
  for (const fn of inventory.functions) {
    if (!fn.docs && !summaries[fn.rustName]?.trim())
      problems.push(`${fn.rustName} has no doc comment in the binding and no entry in ${SUMMARIES_FILE}`);
  }
  for (const name of Object.keys(summaries)) {
    if (!known.has(name))
      problems.push(
        `${SUMMARIES_FILE} describes ${name}, which the binding of Core ${inventory.source.tag} does not have`,
      );
  }
  return problems;
}

export function renderSdkReference(inventory: SdkInventory, summaries: Record<string, string>): SdkReference {
  const problems = summaryProblems(inventory, summaries);
  if (problems.length) throw new SdkReferenceError(problems);
  const index = typeIndex(inventory);
  const files = new Map<string, string>();
  const functionsByArea = new Map<string, { area: Area; items: SdkFunction[] }>();
  for (const fn of inventory.functions) {
    const area = areaOf(fn.file, inventory.root);
    const entry = functionsByArea.get(area.label) ?? { area, items: [] };
    entry.items.push(fn);
    functionsByArea.set(area.label, entry);
    files.set(`functions/${fn.rustName}.mdx`, functionPage(fn, inventory, fn.docs ?? summaries[fn.rustName], index));
  }
  const typesByArea = new Map<
    string,
    { area: Area; records: SdkRecord[]; enums: SdkEnum[]; traits: SdkForeignTrait[] }
  >();
  const typeEntry = (file: string) => {
    const area = areaOf(file, inventory.root);
    const entry = typesByArea.get(area.label) ?? { area, records: [], enums: [], traits: [] };
    typesByArea.set(area.label, entry);
    return entry;
  };
  for (const r of inventory.records) typeEntry(r.file).records.push(r);
  for (const e of inventory.enums) typeEntry(e.file).enums.push(e);
  for (const t of inventory.foreignTraits) typeEntry(t.file).traits.push(t);
  // Every area with functions gets a types page too: the functions' "Area" link lands there.
  for (const { area } of functionsByArea.values())
    if (!typesByArea.has(area.label)) typesByArea.set(area.label, { area, records: [], enums: [], traits: [] });
  for (const { area, records, enums, traits } of typesByArea.values()) {
    files.set(
      `types/${area.slug}.mdx`,
      typesPage(area, records, enums, traits, functionsByArea.get(area.label)?.items ?? [], inventory, index),
    );
  }

  const functionCategories = [...functionsByArea.values()]
    .sort((a, b) => byAreaOrder(a.area.label, b.area.label))
    .map(({ area, items }) => ({
      type: 'category',
      label: area.label,
      items: [...items].sort((a, b) => a.name.localeCompare(b.name)).map((fn) => docId(`functions/${fn.rustName}.mdx`)),
    }));
  const typePages = [...typesByArea.values()]
    .sort((a, b) => byAreaOrder(a.area.label, b.area.label))
    .map(({ area }) => docId(`types/${area.slug}.mdx`));
  files.set(
    'sidebar.ts',
    [
      `// Generated by scripts/reference/sdk-pages.ts from the one-core ${inventory.source.tag} SDK inventory. Do not edit.`,
      "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';",
      '',
      `const sidebar: SidebarsConfig = ${JSON.stringify({ functions: functionCategories, types: typePages }, null, 2)};`,
      '',
      '/** The function pages, one category per area. */',
      'export const functions = sidebar.functions;',
      '/** The type pages, one per area. */',
      'export const types = sidebar.types;',
      '',
    ].join('\n'),
  );
  return { files, functions: inventory.functions.length, typePages: typesByArea.size };
}

export function readSummaries(root: string): Record<string, string> {
  const parsed = YAML.parse(fs.readFileSync(path.join(root, SUMMARIES_FILE), 'utf8')) as Record<string, string> | null;
  return parsed ?? {};
}

/** Writes the pages and the sidebar slice to SDK_GENERATED_DIR, replacing what was there. */
export function writeSdkReference(root: string, inventory: SdkInventory): SdkReference {
  const reference = renderSdkReference(inventory, readSummaries(root));
  const dir = path.join(root, SDK_GENERATED_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of reference.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return reference;
}
