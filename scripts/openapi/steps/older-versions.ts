import { API_NAMES } from '../../../config/apis.ts';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Step } from './context.ts';
import { API_SPECS } from '../../../config/openapi.ts';
import { OLDER_API_VERSIONS, type ApiName } from '../../../config/api-versions.ts';
import { normalizedSiteLocation } from '../../../config/site-location.ts';
import { changelogRoute } from '../../reference/api-changelog/routes.ts';
import { unchangedOperations } from '../../reference/api-changelog/diff.ts';
import {
  canonicalHead,
  DUPLICATES_FILE,
  generationDir,
  infoPageSlug,
  moveVersionedPages,
  oldVersionNotice,
  operationSlugs,
  publishedSpecFile,
  versionedDocsDir,
  versionedSidebars,
  versionIndexPage,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
  withNotice,
} from '../versions.ts';

/**
 * The older versions (config/api-versions.ts): every page says it is old and links the same
 * page of the current version (or the changelog); an operation unchanged since names the
 * current page as canonical; then the pages move to the versioned docs with their sidebar
 * slice and a front page (../versions.ts).
 */
export const olderVersions: Step = {
  name: 'older-versions',
  what: 'mark the older versions’ pages and move them to the versioned docs',
  async run(ctx) {
    if (!OLDER_API_VERSIONS.length) return 'no older versions';
    const apis = API_NAMES;
    const readYaml = (file: string) => YAML.parse(fs.readFileSync(path.join(ctx.root, file), 'utf8'));
    const currentSlugs = Object.fromEntries(
      apis.map((api) => [api, operationSlugs(fs.readFileSync(path.join(ctx.root, API_SPECS[api].spec), 'utf8'))]),
    ) as Record<ApiName, Set<string>>;
    const labels = [ctx.current, ...OLDER_API_VERSIONS.map((v) => v.label)];
    const { url, baseUrl } = normalizedSiteLocation();
    const duplicates: string[] = [];
    for (const version of OLDER_API_VERSIONS) {
      const newer = labels[labels.indexOf(version.label) - 1];
      const slices: Record<string, unknown[]> = {};
      const infoSlugs = {} as Record<ApiName, string>;
      for (const api of apis) {
        const dir = path.join(ctx.root, generationDir(version.label, api));
        infoSlugs[api] = infoPageSlug(dir);
        // older pages of operations the current version has unchanged point search engines at the current page
        const unchanged = new Map(
          unchangedOperations(readYaml(publishedSpecFile(version.label, api)), readYaml(API_SPECS[api].spec)).map(
            ({ older, newer }) => [older.slug, newer.slug],
          ),
        );
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
          const slug = file.replace(/\.(api|tag|info|schema|event)\.mdx$/, '').replace(/\.mdx$/, '');
          // tag and info pages exist in both versions under the same slug when the tag or API does
          const inCurrent = file.endsWith('.api.mdx')
            ? currentSlugs[api].has(slug)
            : fs.existsSync(path.join(ctx.root, 'reference', api, file));
          const source = fs.readFileSync(path.join(dir, file), 'utf8');
          const currentSlug = file.endsWith('.api.mdx') ? unchanged.get(slug) : undefined;
          const head = currentSlug ? canonicalHead(`${url}${baseUrl}reference/${api}/${currentSlug}`) : '';
          if (currentSlug) duplicates.push(`/reference/${version.label}/${api}/${slug}`);
          fs.writeFileSync(
            path.join(dir, file),
            withNotice(
              source,
              head + oldVersionNotice(version.label, api, slug, inCurrent, changelogRoute(api, version.label, newer)),
            ),
          );
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
    fs.writeFileSync(path.join(ctx.root, DUPLICATES_FILE), `${JSON.stringify(duplicates, null, 2)}\n`);
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
