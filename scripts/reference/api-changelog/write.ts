/**
 * Writes the API changelog pages (`npm run gen:api`): for each API and each pair
 * of neighbouring versions of config/api-versions.ts, the diff of the two
 * published specs, as reference/changelog/<api>-<older>-to-<newer>.mdx.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { API_SPECS } from '../../../config/openapi.ts';
import { API_VERSIONS, versionRoute, type ApiName, type VersionSpec } from '../../../config/api-versions.ts';
import { publishedSpecFile } from '../../openapi/versions.ts';
import { diffSpecs, isEmptyDiff } from './diff.ts';
import { renderChangelogPage } from './render.ts';
import { CHANGELOG_DIR, changelogSlug } from './routes.ts';

export function writeChangelogPages(root: string, specs: VersionSpec[]): Array<{ file: string; empty: boolean }> {
  const dir = path.join(root, CHANGELOG_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const written: Array<{ file: string; empty: boolean }> = [];
  const parse = (version: string, api: ApiName) =>
    YAML.parse(fs.readFileSync(path.join(root, publishedSpecFile(version, api)), 'utf8'));
  for (let i = 1; i < API_VERSIONS.length; i += 1) {
    const to = API_VERSIONS[i - 1].label;
    const from = API_VERSIONS[i].label;
    for (const [index, api] of (Object.keys(API_SPECS) as ApiName[]).entries()) {
      const diff = diffSpecs(parse(from, api), parse(to, api));
      const inferred = specs.some((s) => s.version === from && s.api === api && s.inferred);
      const file = `${CHANGELOG_DIR}/${changelogSlug(api, from, to)}.mdx`;
      fs.writeFileSync(
        path.join(root, file),
        renderChangelogPage({
          api,
          apiLabel: API_SPECS[api].label,
          from,
          to,
          versionRoute,
          diff,
          inferred,
          position: (i - 1) * 10 + index + 1,
        }),
      );
      written.push({ file, empty: isEmptyDiff(diff) });
    }
  }
  return written;
}
