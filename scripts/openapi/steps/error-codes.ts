import type { Step } from './context.ts';
import type { ErrorInventory } from '../../inventory/errors.ts';
import { readInventory } from '../../inventory/release.ts';
import { GENERATED_PARTIAL, writeErrorCodesPage } from '../../reference/error-codes.ts';

/**
 * The error-code list of /reference/errors, from the inventory of Core's codes and
 * reference/error-guidance.yaml (a code in no area, or guidance for a code Core lacks, stops here).
 */
export const errorCodes: Step = {
  name: 'error-codes',
  what: 'write the error-code list from the inventory and the guidance',
  run(ctx) {
    const written = writeErrorCodesPage(ctx.root, readInventory<ErrorInventory>(ctx.root, 'errors'));
    return `${GENERATED_PARTIAL}: ${written.codes} error codes in ${written.areas} areas, ${written.withGuidance} with guidance`;
  },
};
