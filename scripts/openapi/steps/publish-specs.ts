import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { publishedSpecFile, publishedSpecText } from '../versions.ts';

/**
 * Publishes every version's specs as static files: the downloads (/openapi/<api>.yaml, and
 * /openapi/<version>/<api>.yaml for the older versions), and what the older versions' pages
 * are generated from (scripts/openapi/versions.ts).
 */
export const publishSpecs: Step = {
  name: 'publish-specs',
  what: 'publish every version of every spec under static/openapi/',
  run(ctx) {
    fs.rmSync(path.join(ctx.root, 'static/openapi'), { recursive: true, force: true });
    for (const spec of ctx.specs) {
      const file = path.join(ctx.root, publishedSpecFile(spec.version, spec.api));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, publishedSpecText(ctx.root, spec));
    }
    return `${ctx.specs.length} specs in static/openapi/`;
  },
};
