import fs from 'node:fs';
import path from 'node:path';
import { SCALE_TEST_ENV, scaleTestVersions } from './scale-test-versions';
import { API_NAMES, apiNamed, type ApiName } from './apis';

export { API_NAMES, type ApiName };
/** The current spec of an API. */
const currentSpecFile = (api: ApiName) => apiNamed(api).spec;

/**
 * The versions of the API reference, newest first. The label is the Core
 * release (not the site's package version): the first entry is served at
 * /reference, every other one at /reference/<label>.
 *
 * An older version has its own spec of each API in `openapi/versions/<label>/`,
 * or, for an API without public source (Desk, Bridge), names it in `inferred`:
 * its spec is then the current one, published with a note in its `info` that
 * the version is inferred (scripts/openapi/versions.ts).
 */
export interface ApiVersion {
  label: string;
  /** The one-core tag the Core spec of this version is checked against. */
  coreRelease: string;
  /**
   * The day of that release: the date of the tag's commit in one-core (`git log -1 --format=%cs <tag>`).
   * The API-change feed dates a version's changes by it; a scale-test version, which changes nothing, has none.
   */
  released?: string;
  inferred?: ApiName[];
  /** A scale-test version (config/scale-test-versions.ts): the label of the real version whose specs it repeats. */
  specsOf?: string;
}

const RELEASED_API_VERSIONS: readonly ApiVersion[] = [
  { label: '1.74', coreRelease: 'v1.74.2', released: '2026-03-31' },
  { label: '1.70', coreRelease: 'v1.70.0', released: '2026-01-30', inferred: ['desk', 'bridge'] },
];

/** The released versions, then the bench's synthetic ones when it asks for them (never in a real build). */
export const API_VERSIONS: readonly ApiVersion[] = [
  ...RELEASED_API_VERSIONS,
  ...scaleTestVersions(process.env[SCALE_TEST_ENV], RELEASED_API_VERSIONS.at(-1)!).map((version) => ({
    ...version,
    inferred: RELEASED_API_VERSIONS.at(-1)!.inferred,
  })),
];

export const CURRENT_API_VERSION = API_VERSIONS[0];
export const OLDER_API_VERSIONS = API_VERSIONS.slice(1);

/** Where an older version's own spec of an API lives. */
export const versionSpecFile = (label: string, api: ApiName) => `openapi/versions/${label}/${api}.yaml`;

/** Route of a version's reference: `/reference` for the current one, `/reference/<label>` otherwise. */
export const versionRoute = (label: string) =>
  label === CURRENT_API_VERSION.label ? '/reference' : `/reference/${label}`;

/**
 * Slug of an older version's front page inside its route. The page cannot sit at the route itself:
 * `/reference/1.70` would be written as `reference/1.70.html`, and static servers that take `.70`
 * for a file extension never look for that file (serve-handler 6.1.7 with clean URLs answers 404).
 */
export const VERSION_HOME_SLUG = 'overview';

/** A version's front page: `/reference` for the current one, `/reference/<label>/overview` otherwise. */
export const versionHomeRoute = (label: string) =>
  label === CURRENT_API_VERSION.label ? '/reference' : `${versionRoute(label)}/${VERSION_HOME_SLUG}`;

/** The spec an API of a version is written in, and whether it is inferred from the current one. */
export interface VersionSpec {
  version: string;
  api: ApiName;
  /** Committed source file, relative to the repo root. */
  source: string;
  inferred: boolean;
}

/**
 * Every version's spec of every API. A version listed here without the spec
 * it needs stops the caller with a message naming the version and the file.
 */
export function versionSpecs(root: string, versions: readonly ApiVersion[] = API_VERSIONS): VersionSpec[] {
  const labels = new Set<string>();
  const specs: VersionSpec[] = [];
  for (const [index, version] of versions.entries()) {
    if (!/^\d+\.\d+$/.test(version.label))
      throw new Error(
        `config/api-versions.ts: version label "${version.label}" is not <major>.<minor> (the Core release)`,
      );
    if (labels.has(version.label)) throw new Error(`config/api-versions.ts: version ${version.label} is listed twice`);
    labels.add(version.label);
    for (const api of API_NAMES) {
      if (index === 0) {
        specs.push({ version: version.label, api, source: currentSpecFile(api), inferred: false });
        continue;
      }
      const inferred = version.inferred?.includes(api) ?? false;
      const source = inferred ? currentSpecFile(api) : versionSpecFile(version.specsOf ?? version.label, api);
      if (!inferred && !fs.existsSync(path.join(root, source))) {
        throw new Error(
          `config/api-versions.ts lists version ${version.label}, but its ${apiNamed(api).label} spec ${source} does not exist: add the spec, or name "${api}" in the version's \`inferred\` list`,
        );
      }
      specs.push({ version: version.label, api, source, inferred });
    }
  }
  return specs;
}
