import { API_NAMES } from '../../../config/apis.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { StepError } from './context.ts';
import { OLDER_API_VERSIONS } from '../../../config/api-versions.ts';
import { versionedDocsDir } from '../versions.ts';
import { moveJsonProps, PROPS_DIR } from '../json-props.ts';
import { pluginPageData } from '../../../config/openapi.ts';

/**
 * Once every step that edits the pages' text has run, each operation page's data
 * (parameters, body, responses) moves to a module it imports, which the bundler parses
 * far faster than MDX (../json-props.ts).
 */
export const jsonProps: Step = {
  name: 'json-props',
  what: 'move each operation page’s data out of its MDX into a module it imports',
  run(ctx) {
    if (pluginPageData)
      return 'left to the plugin (DOCS_API_PAGE_DATA=plugin: its externalJsonProps wrote the data to .json files)';
    const apis = API_NAMES;
    const dirs = [
      ...apis.map((api) => path.join(ctx.root, 'reference', api)),
      ...OLDER_API_VERSIONS.flatMap((version) =>
        apis.map((api) => path.join(ctx.root, versionedDocsDir(version.label), api)),
      ),
    ];
    const moved = dirs.filter((dir) => fs.existsSync(dir)).reduce((n, dir) => n + moveJsonProps(dir), 0);
    // The pages would still build, but MDX would parse their data again (the build's slowest step).
    if (moved === 0)
      throw new StepError(
        'no operation page had JSON attribute values to move: has the generator’s output format changed? (scripts/openapi/json-props.ts)',
      );
    return `data of ${moved} operation pages in modules (${PROPS_DIR}/)`;
  },
};
