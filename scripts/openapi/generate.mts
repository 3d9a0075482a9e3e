/**
 * `npm run gen:api` (run by `npm start` and `npm run build`): generates the API reference
 * pages, the SDK reference, the changelog and the generated partials from the specs in
 * openapi/ and the inventories, as the list of named steps in ./steps/index.ts (README.md
 * in this folder describes each). A failing step stops the run with its message.
 *
 * Flags: `--skip-lint` leaves the spec lint out.
 */
import path from 'node:path';
import { versionSpecs } from '../../config/api-versions.ts';
import type { GenerationContext } from './steps/context.ts';
import { STEPS } from './steps/index.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function main(): Promise<void> {
  const specs = versionSpecs(root);
  const ctx: GenerationContext = { root, specs, current: specs[0].version, flags: new Set(process.argv.slice(2)) };
  for (const step of STEPS) {
    let report: string | string[] | void;
    try {
      report = await step.run(ctx);
    } catch (error) {
      console.error(`✖ ${step.name}: ${(error as Error).message}`);
      process.exit(1);
    }
    for (const line of [report ?? []].flat()) console.log(`✔ ${line}`);
  }
}

await main();
