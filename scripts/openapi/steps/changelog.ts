import path from 'node:path';
import type { Step } from './context.ts';
import { stampLastUpdate } from './context.ts';
import { writeChangelogPages } from '../../reference/api-changelog/write.ts';

/** The API changelog: one page per API and pair of neighbouring versions, dated by that API's specs. */
export const changelog: Step = {
  name: 'changelog',
  what: 'write the API changelog pages',
  run(ctx) {
    const written = writeChangelogPages(ctx.root, ctx.specs);
    // a changelog page changes when a spec of its API does
    for (const { file } of written) {
      const api = path.basename(file).split('-')[0];
      stampLastUpdate(
        ctx.root,
        path.join(ctx.root, file),
        ctx.specs.filter((spec) => spec.api === api).map((spec) => spec.source),
      );
    }
    if (written.length)
      return `API changelog: ${written.map((w) => `${w.file}${w.empty ? ' (no changes)' : ''}`).join(', ')}`;
  },
};
