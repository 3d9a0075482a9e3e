/**
 * The REST API and the mobile SDK, each page naming the other: every Core
 * operation page gets a "Mobile SDK" line (the function that calls the same
 * Core service method, linked to its page, or why none does), and every SDK
 * function page a "REST API" line (the operations, linked, or why none).
 * Both come from the inventory that pairs them by the service method they
 * call (inventory/one-core-<tag>/sdk-rest.json, scripts/inventory/sdk-rest.ts).
 *
 * An operation page with an SDK equivalent also carries the SDK call, in each
 * platform's language, in its front matter (`sdk_equivalent`), where the
 * request samples (src/components/ApiCodeSamples) read it: the same call the
 * SDK page shows, from the binding's signature.
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import type { SdkRestInventory } from '../inventory/sdk-rest.ts';
import type { SdkFunction, SdkInventory } from '../inventory/sdk.ts';
import { code } from './mdx-text.ts';
import { example, FUNCTIONS_PATH, SDK_GENERATED_DIR, typeIndex } from './sdk-pages.ts';
import type { Language } from './sdk-names.ts';
import { SDK_EQUIVALENT_KEY, type SdkEquivalent } from '../../src/components/ApiCodeSamples/sdkEquivalent.ts';

type SdkEquivalentFrontMatter = SdkEquivalent;

interface SpecOperation {
  slug: string;
  title: string;
}

type Spec = { paths?: Record<string, Record<string, { operationId?: string; summary?: string } | unknown>> };

/** `METHOD /path` with path parameters unnamed: the spec and the router name them differently. */
export const routeKey = (operation: string) =>
  operation.replace(/^(\w+) /, (_, m: string) => `${m.toUpperCase()} `).replace(/\{[^}]+\}/g, '{}');

/** The spec's operations by route key: their page slug (from the operationId, as the generator names pages) and title. */
export function specOperations(spec: Spec): Map<string, SpecOperation> {
  const operations = new Map<string, SpecOperation>();
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, value] of Object.entries(item ?? {})) {
      const operation = value as { operationId?: string; summary?: string };
      if (!operation || typeof operation !== 'object' || typeof operation.operationId !== 'string') continue;
      operations.set(routeKey(`${method} ${route}`), {
        slug: kebabCase(operation.operationId),
        title: operation.summary ?? operation.operationId,
      });
    }
  }
  return operations;
}

const functionRoute = (rustName: string) => `${FUNCTIONS_PATH}/${rustName}`;
const escapeLinkText = (text: string) => text.replace(/[[\]\\<>{}*_`]/g, (c) => `\\${c}`);

/** The "Mobile SDK" line of an operation page. */
export function operationLine(
  entry: SdkRestInventory['operations'][number],
  functions: Map<string, SdkFunction>,
): string {
  if (!entry.sdk.length)
    return `**Mobile SDK:** no function does this: ${entry.none?.reason ?? 'the mobile SDK calls none of the Core methods it calls'}.`;
  const links = entry.sdk.map((rust) => `[${code(functions.get(rust)?.name ?? rust)}](${functionRoute(rust)})`);
  const verb = links.length === 1 ? 'calls' : 'call';
  return `**Mobile SDK:** ${links.join(' and ')} ${verb} the same Core method (${entry.calls.map(code).join(', ')}).`;
}

/** The "REST API" line of an SDK function page. */
export function functionLine(
  entry: SdkRestInventory['functions'][number],
  pages: Map<string, SpecOperation>,
  api: string,
): string {
  if (!entry.operations.length)
    return `**REST API:** no operation does this: ${entry.none?.reason ?? 'the REST API calls none of the Core methods it calls'}.`;
  const named = entry.operations.map((operation) => {
    const page = pages.get(routeKey(operation));
    return page
      ? `[${escapeLinkText(page.title)}](/reference/${api}/${page.slug}) (${code(operation)})`
      : `${code(operation)} (no page in this reference)`;
  });
  return `**REST API:** ${named.join(' and ')} ${named.length === 1 ? 'calls' : 'call'} the same Core method (${entry.calls.map(code).join(', ')}).`;
}

/** The call of `fn` in each language, as its SDK page's example writes it. */
export function sdkSamples(fn: SdkFunction, inventory: SdkInventory): Partial<Record<Language, string>> {
  const index = typeIndex(inventory);
  const samples: Partial<Record<Language, string>> = {};
  for (const lang of ['ts', 'kotlin', 'swift'] as const) {
    const sample = example(fn, lang, index);
    if (sample) samples[lang] = sample;
  }
  return samples;
}

/** The operation's SDK equivalent for the request samples (the first function, when several call the method). */
export function frontMatterValue(
  entry: SdkRestInventory['operations'][number],
  functions: Map<string, SdkFunction>,
  inventory: SdkInventory,
): SdkEquivalentFrontMatter | null {
  const fn = entry.sdk.map((rust) => functions.get(rust)).find(Boolean);
  if (!fn) return null;
  return { function: fn.name, route: functionRoute(fn.rustName), samples: sdkSamples(fn, inventory) };
}

function withFrontMatter(source: string, value: SdkEquivalentFrontMatter): string {
  // JSON is YAML: one line, no quoting rules of its own to get wrong.
  return source.replace(/^(---\n[\s\S]*?\n)---\n/, `$1${SDK_EQUIVALENT_KEY}: ${JSON.stringify(value)}\n---\n`);
}

export interface WrittenEquivalents {
  operationPages: number;
  withSdk: number;
  functionPages: number;
  withRest: number;
}

/**
 * The "Mobile SDK" line of each operation page of `api`, by page slug, which the API page
 * generator puts after the operation's description (scripts/openapi/markdown-generators.ts).
 * An operation of the spec that the inventory does not know stops here: the inventory is
 * from another release.
 */
export function operationLines(
  spec: Spec,
  mapping: SdkRestInventory,
  sdk: SdkInventory,
  api: string,
): Map<string, string> {
  const functions = new Map(sdk.functions.map((fn) => [fn.rustName, fn]));
  const byRoute = new Map(mapping.operations.map((entry) => [routeKey(entry.operation), entry]));
  const lines = new Map<string, string>();
  const problems: string[] = [];
  for (const [route, page] of specOperations(spec)) {
    const entry = byRoute.get(route);
    if (entry) lines.set(page.slug, operationLine(entry, functions));
    else
      problems.push(
        `${route} (reference/${api}/${page.slug}.api.mdx) is not in the SDK-REST inventory of Core ${mapping.source.tag}`,
      );
  }
  if (problems.length)
    throw new Error(
      `SDK equivalents cannot be written (run \`npm run inventory -- --repo <one-core> --only sdk-rest\`):\n  - ${problems.join('\n  - ')}`,
    );
  return lines;
}

/**
 * Gives each operation page of `api` under reference/ its SDK call for the request samples (front
 * matter), and each SDK function page its "REST API" line. An SDK page with no entry in the
 * inventory stops here: the inventory is from another release.
 */
export function addSdkEquivalents(
  root: string,
  api: string,
  spec: Spec,
  mapping: SdkRestInventory,
  sdk: SdkInventory,
): WrittenEquivalents {
  const functions = new Map(sdk.functions.map((fn) => [fn.rustName, fn]));
  const pages = specOperations(spec);
  const byRoute = new Map(mapping.operations.map((entry) => [routeKey(entry.operation), entry]));
  const problems: string[] = [];
  const written: WrittenEquivalents = { operationPages: 0, withSdk: 0, functionPages: 0, withRest: 0 };
  for (const [route, page] of pages) {
    const file = path.join(root, 'reference', api, `${page.slug}.api.mdx`);
    if (!fs.existsSync(file)) continue;
    const entry = byRoute.get(route);
    // an operation the inventory lacks stopped `operationLines` already, before the pages were generated
    if (!entry) continue;
    const value = frontMatterValue(entry, functions, sdk);
    if (value) {
      fs.writeFileSync(file, withFrontMatter(fs.readFileSync(file, 'utf8'), value));
      written.withSdk += 1;
    }
    written.operationPages += 1;
  }
  const byFunction = new Map(mapping.functions.map((entry) => [entry.function, entry]));
  for (const fn of sdk.functions) {
    const file = path.join(root, SDK_GENERATED_DIR, 'functions', `${fn.rustName}.mdx`);
    const entry = byFunction.get(fn.rustName);
    if (!entry) {
      problems.push(`the SDK function ${fn.rustName} is not in the SDK-REST inventory of Core ${mapping.source.tag}`);
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    const facts = source.match(/^- \*\*Calling style:\*\*.*$/m);
    if (!facts) {
      problems.push(
        `${SDK_GENERATED_DIR}/functions/${fn.rustName}.mdx has no "Calling style" line to put the REST API line after`,
      );
      continue;
    }
    const at = facts.index! + facts[0].length;
    fs.writeFileSync(file, `${source.slice(0, at)}\n- ${functionLine(entry, pages, api)}${source.slice(at)}`);
    written.functionPages += 1;
    if (entry.operations.length) written.withRest += 1;
  }
  if (problems.length)
    throw new Error(
      `SDK equivalents cannot be written (run \`npm run inventory -- --repo <one-core> --only sdk-rest\`):\n  - ${problems.join('\n  - ')}`,
    );
  return written;
}
