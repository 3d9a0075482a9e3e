/**
 * The Core release the guides and the Core spec describe, and where the
 * inventories read from its source are kept. Moving the docs to a new
 * release: `npm run inventory -- --repo <one-core> --tag <new tag>`, change
 * CORE_RELEASE, then fix what `npm test` reports.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CORE_RELEASE = 'v1.74.2';

export const INVENTORY_DIR = `inventory/one-core-${CORE_RELEASE}`;

export type InventoryName = 'operations' | 'config' | 'errors' | 'permissions' | 'sdk' | 'sdk-rest' | 'claims';

/** Path of one inventory file, relative to the repo root. */
export function inventoryFile(name: InventoryName, release = CORE_RELEASE): string {
  return `inventory/one-core-${release}/${name}.json`;
}

/** One inventory of a release (default the current one), parsed. */
export function readInventory<T>(root: string, name: InventoryName, release = CORE_RELEASE): T {
  const file = inventoryFile(name, release);
  if (!fs.existsSync(path.join(root, file))) {
    throw new Error(
      `${file} does not exist: run \`npm run inventory -- --repo <one-core> --tag ${release} --only ${name}\``,
    );
  }
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}
