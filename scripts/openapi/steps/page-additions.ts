import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import YAML from 'yaml';
import type { Step } from './context.ts';
import { readCurrentSpec } from './context.ts';
import { apiNamed, API_NAMES } from '../../../config/apis.ts';
import { OLDER_API_VERSIONS } from '../../../config/api-versions.ts';
import { normalizedSiteLocation } from '../../../config/site-location.ts';
import { loadGuides } from '../../guards/guides.ts';
import { relatedGuides, relatedGuidesLine } from '../../reference/related-guides.ts';
import { dataModelsLine, planModelPages, type OpenApiSpec } from '../../reference/data-models.ts';
import { operationLines } from '../../reference/sdk-equivalents.ts';
import type { SdkInventory } from '../../inventory/sdk.ts';
import type { SdkRestInventory } from '../../inventory/sdk-rest.ts';
import { readInventory } from '../../inventory/release.ts';
import { publishedSpecVersions } from '../../reference/api-changelog/entries.ts';
import { operationHistories } from '../../reference/api-changelog/history.ts';
import { changelogRoute } from '../../reference/api-changelog/routes.ts';
import { unchangedOperations } from '../../reference/api-changelog/diff.ts';
import { renderHistory } from '../../reference/operation-history.ts';
import { specPermissions, type PermissionSpecs } from '../../reference/permissions.ts';
import { operationSlugs, publishedSpecFile } from '../versions.ts';
import { writePageAdditions, type OperationAdditions, type PageAdditions } from '../page-additions.ts';

interface SpecTags {
  info: { title: string };
  tags?: Array<{ name: string }>;
}

/** Slugs of the tag and info pages the generator writes for a spec (its kebab case of their names). */
function tagAndInfoSlugs(spec: SpecTags): string[] {
  return [
    kebabCase(spec.info.title.replace(' ', '-').toLowerCase()),
    ...(spec.tags ?? []).map((tag) => kebabCase(tag.name)),
  ];
}

/**
 * Works out what the page generator adds to the pages (../markdown-generators.ts): the lines after
 * each current operation's description, its history, the permissions to link, and the older
 * versions' notices. A guide linking no operation, a model no spec defines, an operation the
 * SDK-REST inventory lacks or one without history stops here, before any page is written.
 */
export const pageAdditions: Step = {
  name: 'page-additions',
  what: 'work out the lines, histories and notices the page generator adds to the pages',
  run(ctx) {
    const specs = Object.fromEntries(API_NAMES.map((api) => [api, readCurrentSpec(ctx, api)])) as Record<
      string,
      unknown
    >;
    const guides = relatedGuides(loadGuides(ctx.root, ['docs']));
    const sdk = readInventory<SdkInventory>(ctx.root, 'sdk');
    const sdkRest = readInventory<SdkRestInventory>(ctx.root, 'sdk-rest');
    const additions: PageAdditions = { permissions: specPermissions(specs as PermissionSpecs), pages: {} };
    const counts: string[] = [];
    for (const api of API_NAMES) {
      const { label, route } = apiNamed(api);
      const spec = specs[api] as OpenApiSpec;
      const plan = planModelPages(api, spec);
      const sdkLines = api === 'core' ? operationLines(spec as never, sdkRest, sdk, api) : new Map<string, string>();
      const histories = operationHistories(api, publishedSpecVersions(ctx.root, api));
      const operations: Record<string, OperationAdditions> = {};
      for (const slug of operationSlugs(fs.readFileSync(path.join(ctx.root, apiNamed(api).spec), 'utf8'))) {
        const pageRoute = `${route}/${slug}`;
        const history = histories.get(slug);
        if (!history) throw new Error(`operation history: ${pageRoute} has no history in the ${label} specs`);
        operations[slug] = {
          lines: [dataModelsLine(plan.operationModels.get(pageRoute) ?? [], plan), sdkLines.get(slug) ?? null].filter(
            (line): line is string => line !== null,
          ),
          history: renderHistory(history, api, label),
        };
      }
      // every page guides link, webhooks too (their pages are not operations of the spec's paths)
      const relatedGuides = Object.fromEntries(
        [...guides]
          .filter(([linked]) => linked.startsWith(`${route}/`))
          .map(([linked, links]) => [linked.slice(route.length + 1), relatedGuidesLine(links)!]),
      );
      additions.pages[api] = { relatedGuides, operations };
      counts.push(`${api} ${Object.keys(operations).length}`);
    }

    const labels = [ctx.current, ...OLDER_API_VERSIONS.map((v) => v.label)];
    const { url, baseUrl } = normalizedSiteLocation();
    const readYaml = (file: string) => YAML.parse(fs.readFileSync(path.join(ctx.root, file), 'utf8'));
    for (const version of OLDER_API_VERSIONS) {
      const newer = labels[labels.indexOf(version.label) - 1];
      for (const api of API_NAMES) {
        const current = specs[api] as SpecTags;
        // older pages of operations the current version has unchanged point search engines at the current page
        const canonical = Object.fromEntries(
          unchangedOperations(readYaml(publishedSpecFile(version.label, api)), specs[api] as never).map(
            ({ older, newer: now }) => [older.slug, `${url}${baseUrl}reference/${api}/${now.slug}`],
          ),
        );
        additions.pages[`${api}@${version.label}`] = {
          older: {
            version: version.label,
            changelogRoute: changelogRoute(api, version.label, newer),
            currentOperations: Object.keys(additions.pages[api].operations ?? {}),
            currentPages: tagAndInfoSlugs(current),
            canonical,
          },
        };
      }
    }
    writePageAdditions(ctx.root, additions);
    return `page additions: related guides, data models, Mobile SDK lines and history for ${counts.join(', ')} operations; notices for ${OLDER_API_VERSIONS.length} older versions`;
  },
};
