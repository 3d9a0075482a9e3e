import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Step } from './context.ts';
import { API_NAMES, type ApiName } from '../../../config/apis.ts';
import { API_SPECS } from '../../../config/openapi.ts';
import { OLDER_API_VERSIONS } from '../../../config/api-versions.ts';
import { unchangedOperations } from '../../reference/api-changelog/diff.ts';
import {
  DUPLICATES_FILE,
  generationDir,
  infoPageSlug,
  moveVersionedPages,
  publishedSpecFile,
  versionedDocsDir,
  versionedSidebars,
  versionIndexPage,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
} from '../versions.ts';

/**
 * The older versions (config/api-versions.ts), whose pages the generator wrote with their notice
 * (../markdown-generators.ts): they move to the versioned docs with their sidebar slice and a front
 * page, and the older pages of operations unchanged since (canonical to the current page) are listed
 * for the sitemap to leave out (../versions.ts).
 */
export const olderVersions: Step = {
  name: 'older-versions',
  what: 'move the older versions’ pages to the versioned docs, with their sidebars and front pages',
  async run(ctx) {
    if (!OLDER_API_VERSIONS.length) return 'no older versions';
    const readYaml = (file: string) => YAML.parse(fs.readFileSync(path.join(ctx.root, file), 'utf8'));
    const labels = [ctx.current, ...OLDER_API_VERSIONS.map((v) => v.label)];
    const duplicates: string[] = [];
    for (const version of OLDER_API_VERSIONS) {
      const newer = labels[labels.indexOf(version.label) - 1];
      const slices: Record<string, unknown[]> = {};
      const infoSlugs = {} as Record<ApiName, string>;
      for (const api of API_NAMES) {
        const dir = path.join(ctx.root, generationDir(version.label, api));
        infoSlugs[api] = infoPageSlug(dir);
        for (const { older } of unchangedOperations(
          readYaml(publishedSpecFile(version.label, api)),
          readYaml(API_SPECS[api].spec),
        )) {
          if (fs.existsSync(path.join(dir, `${older.slug}.api.mdx`)))
            duplicates.push(`/reference/${version.label}/${api}/${older.slug}`);
        }
        slices[api] = await moveVersionedPages(ctx.root, version.label, api);
      }
      fs.mkdirSync(path.join(ctx.root, VERSIONED_SIDEBARS_DIR), { recursive: true });
      fs.writeFileSync(
        path.join(ctx.root, VERSIONED_SIDEBARS_DIR, `version-${version.label}-sidebars.json`),
        `${JSON.stringify(versionedSidebars(slices, infoSlugs), null, 2)}\n`,
      );
      fs.writeFileSync(
        path.join(ctx.root, versionedDocsDir(version.label), 'index.mdx'),
        versionIndexPage(version.label, newer, version.inferred ?? [], infoSlugs),
      );
    }
    fs.writeFileSync(path.join(ctx.root, DUPLICATES_FILE), `${JSON.stringify(duplicates.sort(), null, 2)}\n`);
    fs.writeFileSync(
      path.join(ctx.root, VERSIONS_FILE),
      `${JSON.stringify(
        OLDER_API_VERSIONS.map((v) => v.label),
        null,
        2,
      )}\n`,
    );
    fs.rmSync(path.join(ctx.root, 'reference/_versions'), { recursive: true, force: true });
    return `older versions: ${OLDER_API_VERSIONS.map((v) => `${v.label} (${versionedDocsDir(v.label)})`).join(', ')}; ${duplicates.length} operation pages unchanged in the current version, canonical there`;
  },
};
