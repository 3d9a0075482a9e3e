import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Step } from './context.ts';
import { StepError } from './context.ts';

/**
 * Generates the MDX pages and sidebar slices of every API and version with
 * docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs all`, config/openapi.ts).
 * Its output is shown only when it fails.
 */
export const generatePages: Step = {
  name: 'generate-pages',
  what: 'generate the MDX pages and sidebar slices (docusaurus-plugin-openapi-docs)',
  run(ctx) {
    let log: string;
    try {
      log = execFileSync(
        path.join(ctx.root, 'node_modules/.bin/docusaurus'),
        ['gen-api-docs', 'all', '--plugin-id', 'openapi'],
        {
          cwd: ctx.root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NO_UPDATE_NOTIFIER: '1', DOCS_GENERATING_API: '1' },
        },
      );
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
      throw new StepError('API page generation failed (see above)');
    }
    const files = log.match(/Successfully created/g)?.length ?? 0;
    const sources = [...new Set(ctx.specs.map((spec) => spec.source))];
    return `${files} API reference files generated from ${sources.join(', ')}`;
  },
};
