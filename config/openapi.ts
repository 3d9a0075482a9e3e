import type { PluginConfig } from '@docusaurus/types';
import { OLDER_API_VERSIONS } from './api-versions';
import { APIS, API_NAMES, byApi } from './apis';
import { markdownGenerators } from '../scripts/openapi/markdown-generators';

type OpenApiPluginOptions = Extract<PluginConfig, [unknown, unknown]>[1];

/**
 * The spec and label of each API reference (config/apis.ts), generated from the specs in
 * openapi/ into reference/<api>/ (build output, `npm run gen:api`) and served under
 * /reference/<api>/<operation slug>.
 */
export const API_SPECS = byApi(({ spec, label }) => ({ spec, label }));

/** The docs instance that holds the generated pages (and the only one using the API item component). */
export const REFERENCE_DOCS_ID = 'reference';

const sidebarOptions = { groupPathsBy: 'tagGroup', categoryLinkSource: 'tag', sidebarCollapsed: true } as const;

/**
 * Which mechanism moves the operation pages' data out of their MDX (scripts/openapi/README.md, "Page
 * data"): this site's `json-props` step, or with `DOCS_API_PAGE_DATA=plugin` the plugin's own
 * `externalJsonProps`, for measuring one beside the other.
 */
export const pluginPageData = process.env.DOCS_API_PAGE_DATA === 'plugin';
const pageData = { externalJsonProps: pluginPageData } as const;

/**
 * Older versions of the reference (config/api-versions.ts) are generated from the
 * specs `npm run gen:api` publishes for them (`static/openapi/<version>/<api>.yaml`,
 * served at `/openapi/<version>/<api>.yaml`), into a folder the generator then moves
 * to the versioned docs (scripts/openapi/versions.ts). Their config keys are
 * `<api>@<version>`.
 */
export function versionedOpenApiConfig(versions: readonly string[]) {
  return Object.fromEntries(
    versions.flatMap((version) =>
      API_NAMES.map((name) => [
        `${name}@${version}`,
        {
          specPath: `static/openapi/${version}/${name}.yaml`,
          outputDir: `reference/_versions/${version}/${name}`,
          downloadUrl: `/openapi/${version}/${name}.yaml`,
          showSchemas: false,
          sidebarOptions,
          ...pageData,
          markdownGenerators: markdownGenerators(`${name}@${version}`, name),
        },
      ]),
    ),
  );
}

export const openApiPluginOptions: OpenApiPluginOptions = {
  id: 'openapi',
  docsPluginId: REFERENCE_DOCS_ID,
  config: {
    ...Object.fromEntries(
      APIS.map(({ name, spec }) => [
        name,
        {
          specPath: spec,
          outputDir: `reference/${name}`,
          downloadUrl: `/${spec}`,
          showSchemas: false,
          sidebarOptions,
          ...pageData,
          // this site's additions to the pages (scripts/openapi/markdown-generators.ts)
          markdownGenerators: markdownGenerators(name, name),
        },
      ]),
    ),
    ...versionedOpenApiConfig(OLDER_API_VERSIONS.map((version) => version.label)),
  },
};
