/**
 * The older versions of the API reference (config/api-versions.ts), as
 * `npm run gen:api` builds them: the spec each one is generated from, where
 * its pages go, and the notice on every page that the version is old.
 *
 * The pages of an older version are generated at build time from its spec,
 * like the current ones, into the docs plugin's versioned folders
 * (reference_versioned_docs/version-<label>/, reference_versioned_sidebars/,
 * reference_versions.json), none of which is committed: the specs stay the
 * single source of truth, and a change to a spec cannot leave a stale copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { kebabCase } from 'lodash';
import { parseDocument } from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { CURRENT_API_VERSION, VERSION_HOME_SLUG, type ApiName, type VersionSpec } from '../../config/api-versions.ts';
import { changelogRoute } from '../reference/api-changelog/routes.ts';

/** Where the published spec of a version is served from (and generated from): `/openapi/<label>/<api>.yaml`. */
export const publishedSpecFile = (version: string, api: ApiName) =>
  version === CURRENT_API_VERSION.label ? `static/openapi/${api}.yaml` : `static/openapi/${version}/${api}.yaml`;

/**
 * The generator writes into the docs plugin's own folder (it derives the doc ids and the
 * links to the API's info page from that); `_` keeps Docusaurus from reading the folder
 * before the pages are moved to the versioned docs.
 */
export const generationDir = (version: string, api: ApiName) => `reference/_versions/${version}/${api}`;
export const VERSIONED_DOCS_DIR = 'reference_versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'reference_versioned_sidebars';
export const VERSIONS_FILE = 'reference_versions.json';
export const versionedDocsDir = (version: string) => `${VERSIONED_DOCS_DIR}/version-${version}`;

/**
 * The text of a version's spec as published. An inferred spec is the current
 * one with a second paragraph in `info.description` saying so, and
 * `x-inferred-from` naming the version it was taken from.
 */
export function publishedSpecText(root: string, spec: VersionSpec): string {
  const text = fs.readFileSync(path.join(root, spec.source), 'utf8');
  if (!spec.inferred) return text;
  const doc = parseDocument(text);
  const description = String(doc.getIn(['info', 'description']) ?? '');
  const label = API_SPECS[spec.api].label;
  const note =
    `**Inferred version.** ${label} has no public source to read its ${spec.version} release from, so this ` +
    `${spec.version} reference repeats the ${label} of Core ${CURRENT_API_VERSION.label}: ` +
    'operations that changed in between are not marked.';
  // after the first paragraph, which stays the API's summary (the meta description of its info page)
  const [first, ...rest] = description.split(/\n\s*\n/);
  doc.setIn(['info', 'description'], [first, note, ...rest].join('\n\n'));
  doc.setIn(['info', 'x-inferred-from'], CURRENT_API_VERSION.label);
  return doc.toString({ lineWidth: 0 });
}

/** `operationId`s of a spec text, as page slugs (the generator's kebab case). */
export function operationSlugs(specText: string): Set<string> {
  const spec = parseDocument(specText).toJS({ maxAliasCount: -1 }) as {
    paths?: Record<string, Record<string, { operationId?: string }>>;
  };
  const slugs = new Set<string>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (operation && typeof operation === 'object' && typeof operation.operationId === 'string')
        slugs.add(kebabCase(operation.operationId));
    }
  }
  return slugs;
}

export { canonicalHead, oldVersionNotice } from './notices.ts';

/**
 * Moves a version's generated pages from the generation folder to the versioned
 * docs and mends what the generator derived from the folder: the link to the
 * API's info page (security schemes) and the doc ids of the sidebar slice.
 * Returns the sidebar slice with ids relative to the version (`core/<slug>`).
 */
export async function moveVersionedPages(root: string, version: string, api: ApiName): Promise<unknown[]> {
  const from = path.join(root, generationDir(version, api));
  const to = path.join(root, versionedDocsDir(version), api);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
  const generatedPrefix = `_versions/${version}/`;
  for (const file of fs.readdirSync(to).filter((f) => f.endsWith('.mdx'))) {
    const source = fs.readFileSync(path.join(to, file), 'utf8');
    const mended = source.replaceAll(`reference/${generatedPrefix}${api}/`, `reference/${version}/${api}/`);
    if (mended !== source) fs.writeFileSync(path.join(to, file), mended);
  }
  const sidebarFile = path.join(to, 'sidebar.ts');
  const text = fs.readFileSync(sidebarFile, 'utf8');
  // the slice is `const sidebar: SidebarsConfig = {...}; export default sidebar.apisidebar;` with JSON-like data
  const json = /=\s*(\{[\s\S]*\});\s*\n\s*export default sidebar\.apisidebar;/.exec(text)?.[1];
  if (!json)
    throw new Error(
      `${path.relative(root, sidebarFile)}: the generator's sidebar slice no longer has the expected shape`,
    );
  const slice = (new Function(`return (${json});`)() as { apisidebar: unknown[] }).apisidebar;
  fs.rmSync(sidebarFile);
  return JSON.parse(JSON.stringify(slice).replaceAll(`"${generatedPrefix}`, '"'));
}

/** The slug of an API's info page in a folder of generated pages (`<slug>.info.mdx`, from the spec's title). */
export function infoPageSlug(dir: string): string {
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.info.mdx'));
  if (!file) throw new Error(`${dir}: the generator wrote no info page (*.info.mdx)`);
  return file.replace(/\.info\.mdx$/, '');
}

/** The API sidebar of an older version: its landing page, then the three generated slices. */
export function versionedSidebars(
  slices: Record<string, unknown[]>,
  infoSlugs: Record<ApiName, string>,
): { api: unknown[] } {
  return {
    api: [
      'index',
      ...(Object.keys(API_SPECS) as ApiName[]).map((api) => ({
        type: 'category',
        label: API_SPECS[api].label,
        link: { type: 'doc', id: `${api}/${infoSlugs[api]}` },
        items: slices[api] ?? [],
      })),
    ],
  };
}

/**
 * The landing page of an older version (/reference/<label>): what it covers, where
 * its specs are, and what changed up to the next version.
 */
export function versionIndexPage(
  version: string,
  newer: string,
  inferred: readonly ApiName[],
  infoSlugs: Record<ApiName, string>,
): string {
  const apis = (Object.keys(API_SPECS) as ApiName[]).map((api) => {
    const label = API_SPECS[api].label;
    const source = inferred.includes(api)
      ? `Inferred: no public source to read it from, so it repeats the ${CURRENT_API_VERSION.label} reference`
      : 'Checked against the one-core source at the release tag';
    return `| [${label}](/reference/${version}/${api}/${infoSlugs[api]}) | [${api}.yaml](pathname:///openapi/${version}/${api}.yaml) | ${source} | [${version} to ${newer}](${changelogRoute(api, version, newer)}) |`;
  });
  return `---
slug: /${VERSION_HOME_SLUG}
title: API reference for Core ${version}
description: The Core, Desk and OpenID Bridge APIs as Procivis One Core ${version} serves them, with their OpenAPI documents and what changed up to Core ${newer}.
sidebar_label: Core ${version}
---

:::caution[Core ${version}: an older version]

This is the API reference of Core ${version}. The [current reference](/reference/apis) describes Core ${CURRENT_API_VERSION.label}.

:::

Use this version of the reference when your integration talks to a Core ${version} deployment. Every
operation page describes the request and response as that release reads and writes them, and
links to the same operation in the current version where it still exists. The changelogs list
what changed up to Core ${newer}, breaking changes first, so you can plan an upgrade.

| API | OpenAPI document | Source | Changes |
| --- | --- | --- | --- |
${apis.join('\n')}

The conventions that all three APIs share (authentication, paging, sorting, filtering and the
shape of errors) are the same in both versions: read them on [APIs and conventions](/reference/apis).
`;
}

/** Routes of older pages that duplicate a current one (unchanged operations): left out of the sitemap. */
export const DUPLICATES_FILE = 'reference_versioned_duplicates.json';
