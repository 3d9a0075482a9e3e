import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { stampLastUpdate } from './context.ts';
import type { SdkInventory } from '../../inventory/sdk.ts';
import { inventoryFile, readInventory } from '../../inventory/release.ts';
import { SDK_GENERATED_DIR, writeSdkReference } from '../../reference/sdk-pages.ts';

/**
 * The SDK reference: a page per binding function, the type pages and their sidebar slice,
 * from the SDK inventory and reference/sdk/function-summaries.yaml (scripts/reference/sdk-pages.ts;
 * a function with no description stops here).
 */
export const sdkReference: Step = {
  name: 'sdk-reference',
  what: 'write the SDK reference pages from the SDK inventory',
  run(ctx) {
    const sdk = writeSdkReference(ctx.root, readInventory<SdkInventory>(ctx.root, 'sdk'));
    // the SDK pages are written from the SDK inventory and the function summaries
    for (const file of fs
      .readdirSync(path.join(ctx.root, SDK_GENERATED_DIR), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.mdx'))) {
      stampLastUpdate(ctx.root, path.join(ctx.root, SDK_GENERATED_DIR, file), [
        inventoryFile('sdk'),
        'reference/sdk/function-summaries.yaml',
      ]);
    }
    return `${SDK_GENERATED_DIR}: ${sdk.functions} SDK function pages, ${sdk.typePages} type pages`;
  },
};
