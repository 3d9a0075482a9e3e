/**
 * `npm run inventory -- --repo <one-core> [--tag v1.74.2] [--only config,sdk]`:
 * reads the public procivis/one-core source at a release (a git directory,
 * read at the tag, or a checkout already at it) and writes the inventories
 * the drift guards check the docs against, each stamped with the tag, to
 * inventory/one-core-<tag>/ (sdk-rest: which SDK function and REST operation call the same
 * Core service method, ./sdk-rest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extractClaimsInventory } from './claims.ts';
import { extractConfig } from './config.ts';
import { extractErrors } from './errors.ts';
import { extractPermissions } from './permissions.ts';
import { CORE_RELEASE, inventoryFile, type InventoryName } from './release.ts';
import { extractOperations } from './rest.ts';
import { extractSdk } from './sdk.ts';
import { extractSdkRest } from './sdk-rest.ts';
import { openSource, type OneCoreSource } from './source.ts';

const EXTRACTORS: Record<
  InventoryName,
  { extract: (source: OneCoreSource) => object; summary: (inventory: never) => string }
> = {
  operations: {
    extract: extractOperations,
    summary: (i: ReturnType<typeof extractOperations>) =>
      `${i.operations.length} operations, ${Object.keys(i.schemas).length} schemas`,
  },
  config: {
    extract: extractConfig,
    summary: (i: ReturnType<typeof extractConfig>) => `${i.sections.length} sections, ${i.keys.length} keys`,
  },
  errors: {
    extract: extractErrors,
    summary: (i: ReturnType<typeof extractErrors>) => `${i.errors.length} error codes`,
  },
  permissions: {
    extract: extractPermissions,
    summary: (i: ReturnType<typeof extractPermissions>) => `${i.permissions.length} permissions`,
  },
  claims: {
    extract: (source) => extractClaimsInventory(source, root),
    summary: (i: ReturnType<typeof extractClaimsInventory>) =>
      `${Object.keys(i.files).length} cited files, ${Object.values(i.files).reduce((n, f) => n + Object.keys(f.ranges).length, 0)} cited ranges, ${i.missing.length} missing`,
  },
  sdk: {
    extract: extractSdk,
    summary: (i: ReturnType<typeof extractSdk>) =>
      `${i.functions.length} functions, ${i.records.length} records, ${i.enums.length} enums`,
  },
  'sdk-rest': {
    extract: extractSdkRest,
    summary: (i: ReturnType<typeof extractSdkRest>) =>
      `${i.operations.filter((o) => o.sdk.length).length} of ${i.operations.length} operations with an SDK function, ${i.functions.filter((f) => f.operations.length).length} of ${i.functions.length} functions with a REST operation`,
  },
};

const { values } = parseArgs({
  options: { repo: { type: 'string' }, tag: { type: 'string', default: CORE_RELEASE }, only: { type: 'string' } },
});
if (!values.repo) {
  console.error(
    'usage: npm run inventory -- --repo <one-core git directory or checkout> [--tag <release>] [--only operations,config,errors,permissions,sdk,sdk-rest,claims]',
  );
  process.exit(2);
}
const names = (values.only?.split(',') ?? Object.keys(EXTRACTORS)) as InventoryName[];
const unknown = names.filter((name) => !(name in EXTRACTORS));
if (unknown.length) {
  console.error(`unknown inventory: ${unknown.join(', ')} (known: ${Object.keys(EXTRACTORS).join(', ')})`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
const source = openSource(values.repo, values.tag!);
for (const name of names) {
  const { extract, summary } = EXTRACTORS[name];
  const inventory = extract(source);
  const file = path.join(root, inventoryFile(name, values.tag));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(inventory, null, 2)}\n`);
  console.log(`✔ ${path.relative(root, file)}: ${summary(inventory as never)}`);
}
