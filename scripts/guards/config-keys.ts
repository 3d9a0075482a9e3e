/**
 * Drift guard: every Core configuration key a guide shows exists in the
 * configuration inventory (`inventory/one-core-<release>/config.json`).
 *
 * Checked:
 *  - YAML blocks whose top-level keys include a Core configuration section
 *    (docker-compose files, Kubernetes manifests, BFF or Bridge settings have
 *    none and are skipped): every mapping key, instance names of sections
 *    keyed by a fixed enum, `type` values, enum-valued settings, and provider
 *    params against the params the entry's provider type reads;
 *  - environment-variable forms `ONE_section__...` anywhere in code blocks and
 *    in inline code of the prose;
 *  - dotted keys in inline code of the prose (`app.auth.mode`,
 *    `format.MDOC.params.public.leeway`): fixed `app` keys, and paths of three
 *    or more segments into a per-instance section.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import type { ConfigInventory, ConfigKey, ConfigSection } from '../inventory/config.ts';
import { readInventory } from '../inventory/release.ts';
import { lineAt, loadGuides, prose, type Guide } from './guides.ts';
import type { Problem } from './problem.ts';

export function loadConfigInventory(root: string): ConfigInventory {
  return readInventory<ConfigInventory>(root, 'config');
}

export function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** The closest candidate, when it is close enough to be a plausible typo or rename. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    if (c === word) continue;
    const cl = c.toLowerCase();
    let score = levenshtein(lower, cl);
    if (cl.includes(lower) || lower.includes(cl)) score = Math.min(score, Math.abs(cl.length - lower.length) / 2 + 0.5);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best !== null && bestScore <= limit ? best : null;
}

const didYouMean = (s: string | null) => (s ? ` (did you mean \`${s}\`?)` : '');

interface Lookup {
  ok: boolean;
  key?: ConfigKey;
  /** Generic path that was looked up. */
  generic: string[];
  message?: string;
  section?: ConfigSection;
}

export class ConfigIndex {
  readonly keys = new Map<string, ConfigKey>();
  readonly sections = new Map<string, ConfigSection>();
  /** parent generic path → child segment names */
  readonly children = new Map<string, Set<string>>();

  constructor(readonly inventory: ConfigInventory) {
    for (const s of inventory.sections) this.sections.set(s.name, s);
    for (const k of inventory.keys) {
      this.keys.set(k.path, k);
      const segs = k.path.split('.');
      const parent = segs.slice(0, -1).join('.');
      if (!this.children.has(parent)) this.children.set(parent, new Set());
      this.children.get(parent)!.add(segs[segs.length - 1]);
    }
  }

  /** Core sections (the ones some Rust type reads). */
  coreSections(): string[] {
    return [...this.sections.values()].filter((s) => s.readBy !== 'none').map((s) => s.name);
  }

  /** Resolve concrete path segments to an inventory key. */
  lookup(segments: string[]): Lookup {
    const [sectionName] = segments;
    const section = this.sections.get(sectionName);
    if (!section || section.readBy === 'none') {
      return {
        ok: false,
        generic: segments,
        message: `unknown configuration section \`${sectionName}\`${didYouMean(closest(sectionName, this.coreSections()))}`,
      };
    }
    const generic = [...segments];
    if (section.shape === 'instances' && generic.length >= 2) {
      const instance = generic[1];
      if (section.instanceKeys && !section.instanceKeys.includes(instance)) {
        return {
          ok: false,
          generic,
          section,
          message: `\`${sectionName}.${instance}\`: \`${sectionName}\` entries are keyed by ${section.instanceKeys.map((k) => `\`${k}\``).join(', ')}${didYouMean(closest(instance, section.instanceKeys))}`,
        };
      }
      generic[1] = '<instance>';
    }
    if (generic[2] === 'params' && generic.length >= 4) {
      if (generic[3] !== 'public' && generic[3] !== 'private') {
        return {
          ok: false,
          generic,
          section,
          message: `\`${segments.slice(0, 4).join('.')}\`: params take \`public\` and \`private\` objects${didYouMean(closest(generic[3], ['public', 'private']))}`,
        };
      }
      generic[3] = '<visibility>';
    }
    for (let i = 1; i <= generic.length; i += 1) {
      const prefix = generic.slice(0, i).join('.');
      const key = this.keys.get(prefix);
      if (!key) {
        const parent = generic.slice(0, i - 1).join('.');
        const siblings = this.children.get(parent) ?? new Set<string>();
        const shown = segments.slice(0, i).join('.');
        return {
          ok: false,
          generic,
          section,
          message: `unknown configuration key \`${shown}\`${didYouMean(closest(generic[i - 1], siblings))}`,
        };
      }
      if (key.open && i < generic.length) return { ok: true, key, generic, section };
    }
    return { ok: true, key: this.keys.get(generic.join('.')), generic, section };
  }

  /**
   * Required keys a new instance leaves out: entry keys (such as `type`, `display`) and, for a
   * declared provider type whose params struct is known, the params that type cannot do without.
   */
  missingRequired(section: ConfigSection, entry: YAMLMap, declared: string | null): string[] {
    const has = (map: unknown, key: string) =>
      isMap(map) && (map as YAMLMap).items.some((p) => isScalar(p.key) && p.key.value === key);
    const get = (map: unknown, key: string) =>
      isMap(map) ? (map as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === key)?.value : undefined;
    const missing: string[] = [];
    const prefix = `${section.name}.<instance>.`;
    for (const key of this.inventory.keys) {
      if (!key.path.startsWith(prefix)) continue;
      const rel = key.path.slice(prefix.length).split('.');
      if (rel.length === 1) {
        if (key.required === true && !has(entry, rel[0])) missing.push(rel[0]);
        continue;
      }
      // direct provider params (params.<visibility>.x) of the declared type
      if (rel.length !== 3 || rel[0] !== 'params' || !declared || !section.typesWithParamsStruct.includes(declared))
        continue;
      const perType = key.perType?.[declared];
      const required = perType ? perType.required : key.providerTypes.includes(declared) && key.required === true;
      if (required !== true) continue;
      const params = get(entry, 'params');
      if (!has(get(params, 'public'), rel[2]) && !has(get(params, 'private'), rel[2]))
        missing.push(`params.*.${rel[2]}`);
    }
    return missing;
  }

  /** Provider type of an entry: its own `type`, the type the shipped YAML gives that instance, or the instance name. */
  entryType(section: ConfigSection, instance: string, declared: string | null): string | null {
    if (declared) return declared;
    if (section.yamlInstances[instance]) return section.yamlInstances[instance];
    if (section.types?.includes(instance)) return instance;
    return null;
  }
}

export interface ConfigKeysOptions {
  inventory: ConfigInventory;
}

const NON_CORE_TOP = new Set([
  'services',
  'apiVersion',
  'kind',
  'metadata',
  'spec',
  'volumes',
  'networks',
  'version',
  'jobs',
  'on',
  'bridge',
  'core',
  'spring',
  'server',
  'keycloak',
]);

/** YAML block is Core configuration: a top-level key is a Core section and none marks another format. */
export function isCoreConfigBlock(top: string[], index: ConfigIndex): boolean {
  const sections = new Set(index.coreSections());
  if (!top.some((k) => sections.has(k))) return false;
  return !top.some((k) => NON_CORE_TOP.has(k));
}

function checkYamlBlock(guide: Guide, body: string, startLine: number, index: ConfigIndex, problems: Problem[]): void {
  const lineCounter = new LineCounter();
  const doc = parseDocument(body, { lineCounter });
  if (doc.errors.length || !isMap(doc.contents)) return;
  const root = doc.contents as YAMLMap;
  const top = root.items.map((p) => String(isScalar(p.key) ? p.key.value : p.key));
  if (!isCoreConfigBlock(top, index)) return;
  const lineOf = (node: Node | null | undefined) =>
    startLine + (node?.range ? lineCounter.linePos(node.range[0]).line - 1 : 0);
  const report = (node: Node | null | undefined, message: string) =>
    problems.push({ file: guide.file, line: lineOf(node), message });

  // `entryType` is the provider type of the entry being walked: it decides which params apply.
  const walk = (map: YAMLMap, segments: string[], entryType: string | null) => {
    for (const pair of map.items) {
      const keyNode = pair.key as Node;
      const name = String(isScalar(keyNode) ? keyNode.value : keyNode);
      const path = [...segments, name];
      const found = index.lookup(path);
      if (!found.ok) {
        report(keyNode, found.message!);
        continue;
      }
      const key = found.key;
      const value = pair.value as Node | null;
      const section = found.section;
      // enum-valued settings (a single value, or a list of them)
      const scalars = isScalar(value) ? [value] : isSeq(value) ? value.items.filter((item) => isScalar(item)) : [];
      for (const item of key?.values ? scalars : []) {
        if (typeof item.value !== 'string' || key!.values!.includes(item.value)) continue;
        report(
          item,
          `\`${path.join('.')}\`: \`${item.value}\` is not one of ${key!.values!.map((v) => `\`${v}\``).join(', ')}${didYouMean(closest(item.value, key!.values!))}`,
        );
      }
      // provider params of a type that does not read them
      if (
        key &&
        section &&
        entryType &&
        !key.yamlOnly &&
        key.providerTypes.length &&
        found.generic[3] === '<visibility>' &&
        found.generic.length === 5 &&
        section.typesWithParamsStruct.includes(entryType) &&
        !key.providerTypes.includes(entryType)
      ) {
        report(
          keyNode,
          `\`${path.join('.')}\`: type \`${entryType}\` has no parameter \`${name}\` (it belongs to ${key.providerTypes.map((t) => `\`${t}\``).join(', ')})`,
        );
      }
      if (key?.open) continue;
      if (isMap(value)) {
        let childType = entryType;
        if (section && section.shape === 'instances' && path.length === 2) {
          const typeNode = (value as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === 'type');
          const declared =
            typeNode && isScalar(typeNode.value) && typeof typeNode.value.value === 'string'
              ? typeNode.value.value
              : null;
          childType = index.entryType(section, name, declared);
          // An instance the shipped configuration does not define must be complete on its own.
          if (!(name in section.yamlInstances) && !section.instanceKeys) {
            const missing = index.missingRequired(section, value as YAMLMap, declared);
            if (missing.length)
              report(
                keyNode,
                `new instance \`${path.join('.')}\` lacks required key${missing.length === 1 ? '' : 's'} ${missing.map((m) => `\`${m}\``).join(', ')} (Core rejects the configuration without ${missing.length === 1 ? 'it' : 'them'})`,
              );
          }
        }
        walk(value as YAMLMap, path, childType);
      }
    }
  };
  walk(root, [], null);
}

const ENV = /\bONE_([A-Za-z][A-Za-z0-9]*(?:__[A-Za-z0-9_<>-]+?)*)(?=[=\s"'`:,)}\]]|$)/g;

function checkEnv(guide: Guide, text: string, baseLine: number, index: ConfigIndex, problems: Problem[]): void {
  for (const m of text.matchAll(ENV)) {
    const name = m[1];
    if (!name.includes('__')) {
      // Without a separator: `ONE_DESK_URL`-style names belong to other software; a camelCase
      // name such as `ONE_appServerPort` is a Core key written without its `__`.
      if (/^[a-z]/.test(name) && !index.sections.has(name)) {
        problems.push({
          file: guide.file,
          line: baseLine + lineAt(text, m.index!) - 1,
          message: `\`ONE_${name}\`: Core reads variables as \`ONE_<section>__<key>\` with \`__\` between levels`,
        });
      }
      continue;
    }
    const segments = name.split('__');
    // placeholders such as `<NAME>` stand for any instance
    if (segments.some((s) => s === '' || /[<>]/.test(s))) continue;
    const found = index.lookup(segments);
    if (!found.ok) {
      problems.push({
        file: guide.file,
        line: baseLine + lineAt(text, m.index!) - 1,
        message: `environment variable \`ONE_${name}\`: ${found.message!.replace(/`([^`]+)`/, (_, p: string) => `\`${p}\``)}`,
      });
    }
  }
}

/** Words that mark a sentence as saying what does NOT work. */
const NEGATED =
  /\b(does not|doesn't|do not|don't|is not|isn't|are not|aren't|never|not read|ignored|ignores|wrong|incorrect|instead of)\b/i;

/** The sentence of the prose around an inline-code span (without the span itself). */
function sentenceAround(text: string, start: number, length: number): string {
  const before = text.slice(Math.max(0, start - 300), start);
  const after = text.slice(start + length, start + length + 300);
  const head = before.split(/[.!?]\s|\n\s*\n/).pop() ?? '';
  const tail = after.split(/[.!?](\s|$)|\n\s*\n/)[0] ?? '';
  return `${head} ${tail}`;
}

/**
 * A block whose title names Core releases, none of them the inventoried one
 * (`title="conf/core.yml (Core 1.71 and earlier)"`), documents another release.
 */
export function documentsOtherRelease(meta: string, tag: string): boolean {
  const versions = [...meta.matchAll(/\b(?:Core\s+|v)(\d+\.\d+)(?:\.\d+)?\b/gi)].map((m) => m[1]);
  if (!versions.length) return false;
  const current = /(\d+\.\d+)/.exec(tag)?.[1];
  return !versions.includes(current ?? '');
}

export function checkConfigKeys(guides: Guide[], options: ConfigKeysOptions): Problem[] {
  const index = new ConfigIndex(options.inventory);
  const problems: Problem[] = [];
  for (const guide of guides) {
    for (const block of guide.blocks) {
      if (documentsOtherRelease(block.meta, options.inventory.source.tag)) continue;
      if (/^ya?ml$/i.test(block.lang)) checkYamlBlock(guide, block.body, block.line, index, problems);
      checkEnv(guide, block.body, block.line, index, problems);
    }
    // inline code in the prose: `ONE_app__serverPort`, and dotted keys such as
    // `app.auth.mode` or `keyStorage.INTERNAL.params.private.encryption`
    const text = prose(guide);
    const sections = new Set(index.coreSections());
    for (const m of text.matchAll(/`([^`\n]+)`/g)) {
      const code = m[1];
      const line = lineAt(text, m.index!);
      if (code.includes('ONE_')) {
        // A sentence may name a wrong form on purpose ("`ONE_APP__X` does not set ...").
        if (!NEGATED.test(sentenceAround(text, m.index!, m[0].length))) checkEnv(guide, code, line, index, problems);
        continue;
      }
      if (!/^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/.test(code)) continue;
      const segments = code.split('.');
      // Two-segment names in per-instance sections are ambiguous (`did.json`, translation ids such
      // as `format.jwt`), so only fixed `app` keys and paths into an entry are checked.
      if (!sections.has(segments[0]) || (segments[0] !== 'app' && segments.length < 3)) continue;
      const found = index.lookup(segments);
      if (!found.ok) problems.push({ file: guide.file, line, message: found.message! });
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export function runConfigKeys(root: string): Problem[] {
  return checkConfigKeys(loadGuides(root), { inventory: loadConfigInventory(root) });
}
