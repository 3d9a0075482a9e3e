import fs from 'node:fs';
import path from 'node:path';
import { API_VERSIONS, CURRENT_API_VERSION, OLDER_API_VERSIONS } from './api-versions';

/**
 * The versioning options of the reference docs instance. The current version is
 * labelled with its Core release and keeps /reference; each older one gets its
 * path, and no theme banner: its pages carry their own notice, which links to the
 * same operation in the current version (scripts/openapi/versions.ts), where the
 * theme's banner could only link to the version's first page.
 */
export function referenceVersionOptions(siteDir: string) {
  const versionsFile = path.join(siteDir, 'reference_versions.json');
  // `npm run gen:api` loads this config to generate the pages, before the versioned folders exist
  if (process.env.DOCS_GENERATING_API === '1')
    return { lastVersion: 'current', versions: { current: { label: CURRENT_API_VERSION.label, path: '' } } };
  if (OLDER_API_VERSIONS.length && !fs.existsSync(versionsFile)) {
    throw new Error(
      `reference_versions.json is missing: run \`npm run gen:api\` (it generates the older versions of the reference: ${OLDER_API_VERSIONS.map((v) => v.label).join(', ')})`,
    );
  }
  return {
    lastVersion: 'current',
    versions: Object.fromEntries(
      API_VERSIONS.map((version) =>
        version === CURRENT_API_VERSION
          ? ['current', { label: version.label, path: '', badge: true, banner: 'none' as const }]
          : [version.label, { label: version.label, path: version.label, badge: true, banner: 'none' as const }],
      ),
    ),
  };
}

/** Routes of older reference pages that duplicate a current page (written by `npm run gen:api`). */
export function duplicateReferencePages(siteDir: string): string[] {
  const file = path.join(siteDir, 'reference_versioned_duplicates.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}
