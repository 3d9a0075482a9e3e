import type { PluginConfig } from '@docusaurus/types';

type OpenApiPluginOptions = Extract<PluginConfig, [unknown, unknown]>[1];

/**
 * The three API references, generated from the specs in openapi/ into
 * reference/<api>/ (build output, see scripts/openapi/generate.mts) and
 * served under /reference/<api>/<operation slug>.
 */
export const API_SPECS = {
  core: { spec: 'openapi/core.yaml', label: 'Core API' },
  desk: { spec: 'openapi/desk.yaml', label: 'Desk API' },
  bridge: { spec: 'openapi/bridge.yaml', label: 'OpenID Bridge API' },
} as const;

/** The docs instance that holds the generated pages (and the only one using the API item component). */
export const REFERENCE_DOCS_ID = 'reference';

export const openApiPluginOptions: OpenApiPluginOptions = {
  id: 'openapi',
  docsPluginId: REFERENCE_DOCS_ID,
  config: Object.fromEntries(
    Object.entries(API_SPECS).map(([name, { spec }]) => [
      name,
      {
        specPath: spec,
        outputDir: `reference/${name}`,
        downloadUrl: `/${spec}`,
        showSchemas: false,
        sidebarOptions: { groupPathsBy: 'tagGroup', categoryLinkSource: 'tag', sidebarCollapsed: true },
      },
    ]),
  ),
};
