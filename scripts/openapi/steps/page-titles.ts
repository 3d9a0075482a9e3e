import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { generatedDirs } from './context.ts';
import { API_SPECS } from '../../../config/openapi.ts';
import { withApiTitle } from '../page-titles.ts';

/** Each operation and tag page's <title> names its API (and version); its heading stays the short name (../page-titles.ts). */
export const pageTitles: Step = {
  name: 'page-titles',
  what: 'name the API (and version) in the <title> of each operation and tag page',
  run(ctx) {
    let titled = 0;
    for (const { dir, version, api } of generatedDirs(ctx)) {
      const older = version === ctx.current ? undefined : version;
      for (const file of fs.readdirSync(dir).filter((f) => /\.(api|tag)\.mdx$/.test(f))) {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        let updated: string;
        try {
          updated = withApiTitle(source, file.endsWith('.api.mdx') ? 'api' : 'tag', API_SPECS[api].label, older);
        } catch (error) {
          throw new Error(`${path.relative(ctx.root, path.join(dir, file))}: ${(error as Error).message}`);
        }
        if (updated !== source) {
          fs.writeFileSync(path.join(dir, file), updated);
          titled += 1;
        }
      }
    }
    return `API named in the title of ${titled} pages`;
  },
};
