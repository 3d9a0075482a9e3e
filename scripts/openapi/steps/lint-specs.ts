import type { Step } from './context.ts';
import { StepError } from './context.ts';
import { lintAll, lintRuns } from '../lint.ts';
import { validateAll } from '../validate.ts';

/**
 * Lints every spec with Redocly, the versions side by side, and validates each with
 * swagger-parser, a standard OpenAPI validator: a bad spec stops here, naming the file
 * and the JSON path of each problem. `--skip-lint` leaves it out.
 */
export const lintSpecs: Step = {
  name: 'lint-specs',
  what: 'lint (Redocly) and validate (swagger-parser) every version of every spec',
  async run(ctx) {
    if (ctx.flags.has('--skip-lint')) return 'skipped (--skip-lint)';
    const runs = lintRuns(ctx.specs);
    const files = runs.flatMap((lintRun) => lintRun.files);
    // Redocly runs in child processes, so the validator's work on this thread goes alongside it.
    const [results, validations] = await Promise.all([lintAll(ctx.root, runs), validateAll(ctx.root, files)]);
    for (const result of results) {
      if (!result.ok) {
        process.stderr.write(result.output);
        throw new StepError(result.message);
      }
    }
    const invalid = validations.find((validation) => !validation.ok);
    if (invalid && !invalid.ok) throw new StepError(invalid.message);
    return runs.map(
      (lintRun) => `version ${lintRun.version}: ${lintRun.files.join(', ')}: valid (Redocly, swagger-parser)`,
    );
  },
};
