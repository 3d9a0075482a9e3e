import type { LlmsPluginOptions } from '../src/plugins/llms/index';
import { REFERENCE_DOCS_ID } from './openapi';
import { PRODUCT_FULL_NAME, SITE_TITLE } from './site';
import { OLDER_API_VERSIONS, versionHomeRoute, versionRoute } from './api-versions';
import { PERMISSIONS_ROUTE } from '../scripts/reference/permissions.ts';
import { APIS, API_NAMES } from './apis';

/**
 * What /llms.txt says about the site and how it groups the pages
 * (src/plugins/llms): the guides' top-level categories, then the reference
 * area in the order of its sidebars.
 */
export const llmsPluginOptions: LlmsPluginOptions = {
  title: SITE_TITLE,
  summary:
    `${PRODUCT_FULL_NAME} is a platform that issues, holds and verifies digital credentials with open standards ` +
    '(OID4VCI, OID4VP, ISO mdoc, SD-JWT VC, W3C VC, DIDs, X.509, trust lists). This documentation has guides for ' +
    'developers, integrators and operators, and the reference of the Core, Desk and OpenID Bridge REST APIs, ' +
    'the configuration and the mobile SDK.',
  otherPagesTitle: 'Start here',
  sections: [
    { docsPluginId: 'default', sidebar: 'guides' },
    { docsPluginId: REFERENCE_DOCS_ID, sidebar: 'api', looseDocsTitle: 'API overview' },
    { docsPluginId: REFERENCE_DOCS_ID, sidebar: 'configuration', title: 'Configuration' },
    { docsPluginId: REFERENCE_DOCS_ID, sidebar: 'sdk', title: 'SDK' },
  ],
  apis: [
    ...APIS.map(({ spec, label, route }) => ({ spec, label, route })),
    // older versions' operation twins come from the specs gen:api publishes for them
    ...OLDER_API_VERSIONS.flatMap((version) =>
      API_NAMES.map((name) => ({
        spec: `static/openapi/${version.label}/${name}.yaml`,
        route: `${versionRoute(version.label)}/${name}`,
      })),
    ),
  ],
  olderVersions: {
    title: 'Older API versions',
    versions: OLDER_API_VERSIONS.map((version) => ({
      root: versionRoute(version.label),
      landing: versionHomeRoute(version.label),
    })),
  },
  // /skill.md and /.well-known/agent-skills (src/plugins/llms/skill-md.ts): the guide
  // sections an agent does work in, each with its pages, operations, permissions and error codes.
  skill: {
    name: 'procivis-one',
    description:
      `Build on and operate ${PRODUCT_FULL_NAME}, the platform that issues, holds and verifies digital credentials ` +
      '(OID4VCI, OID4VP, ISO mdoc, SD-JWT VC). Use it to find, for a task such as issuing a credential, requesting a proof, ' +
      'running a wallet or setting up trust, the guide to follow, the Core, Desk or OpenID Bridge API operations to call, ' +
      'the permission each operation needs and what an error code in a failed response means.',
    tasks: [
      'Get started',
      'Integrate',
      'Issue',
      'Hold (wallets)',
      'Verify',
      'Use the Desk',
      'Platform objects',
      'Trust',
      'Deploy',
      'Configure',
      'OpenID Bridge',
      'Interoperability',
    ],
    referencePages: [PERMISSIONS_ROUTE],
    permissionsRoute: PERMISSIONS_ROUTE,
    errorsRoute: '/reference/errors',
  },
};
