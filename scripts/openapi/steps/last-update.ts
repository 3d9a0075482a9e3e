import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { generatedDirs } from './context.ts';
import { lastCommitDate } from '../../../config/git-history.ts';

/**
 * "Last updated" of the API pages is the last commit of their spec: reference/<api>/ is not
 * committed, so git knows nothing about the pages themselves. Without git history (an archive)
 * the pages carry no date and show none.
 */
export const lastUpdate: Step = {
  name: 'last-update',
  what: 'date every API page by the last commit of its spec',
  run(ctx) {
    let dated = 0;
    for (const { dir, version, api } of generatedDirs(ctx)) {
      const spec = ctx.specs.find((s) => s.version === version && s.api === api)!;
      const specUpdated = lastCommitDate(ctx.root, spec.source);
      if (!specUpdated) continue;
      for (const file of fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.mdx'))) {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const stamped = source.replace(
          /^(---\n[\s\S]*?\n)---\n/,
          `$1last_update:\n  date: ${specUpdated.toISOString()}\n---\n`,
        );
        if (stamped !== source) {
          fs.writeFileSync(path.join(dir, file), stamped);
          dated += 1;
        }
      }
    }
    return dated ? `${dated} API pages dated by their spec` : 'no git history: API pages left undated';
  },
};
