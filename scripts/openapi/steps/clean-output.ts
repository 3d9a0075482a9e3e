import { API_NAMES } from '../../../config/apis.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { DUPLICATES_FILE, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../versions.ts';

/** Removes the previous output, so a removed operation (or version) leaves no page behind. */
export const cleanOutput: Step = {
  name: 'clean-output',
  what: 'remove the pages, versioned docs and sidebars of the previous run',
  run(ctx) {
    const generated = [
      ...API_NAMES.map((api) => `reference/${api}`),
      'reference/_versions',
      VERSIONED_DOCS_DIR,
      VERSIONED_SIDEBARS_DIR,
      VERSIONS_FILE,
      DUPLICATES_FILE,
    ];
    for (const entry of generated) fs.rmSync(path.join(ctx.root, entry), { recursive: true, force: true });
  },
};
