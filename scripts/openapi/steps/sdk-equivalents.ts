import type { Step } from './context.ts';
import { readCurrentSpec } from './context.ts';
import type { SdkInventory } from '../../inventory/sdk.ts';
import type { SdkRestInventory } from '../../inventory/sdk-rest.ts';
import { readInventory } from '../../inventory/release.ts';
import { addSdkEquivalents } from '../../reference/sdk-equivalents.ts';

/**
 * REST ↔ SDK: each Core operation page names the SDK function that calls the same Core service
 * method (or why none does), and the SDK call for its request samples; each SDK function page its
 * REST operations (scripts/reference/sdk-equivalents.ts; an operation or function the inventory
 * lacks stops here).
 */
export const sdkEquivalents: Step = {
  name: 'sdk-equivalents',
  what: 'link the Core operation pages and the SDK function pages both ways',
  run(ctx) {
    const written = addSdkEquivalents(
      ctx.root,
      'core',
      readCurrentSpec(ctx, 'core'),
      readInventory<SdkRestInventory>(ctx.root, 'sdk-rest'),
      readInventory<SdkInventory>(ctx.root, 'sdk'),
    );
    return `REST ↔ SDK: ${written.withSdk} of ${written.operationPages} Core operation pages name an SDK function, ${written.withRest} of ${written.functionPages} SDK function pages a REST operation`;
  },
};
