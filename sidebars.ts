import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];
type Category = Extract<Extract<SidebarItems, unknown[]>[number], { type: 'category' }>;

/** A category whose label opens `index` (its landing page) and lists `items`. */
function section(label: string, index: string | null, items: Category['items']): Category {
  return {
    type: 'category',
    label,
    link: index ? { type: 'doc', id: index } : { type: 'generated-index', title: label },
    items,
  };
}

/** The guides, in the order a newcomer reads them. */
const sidebars: SidebarsConfig = {
  guides: [
    section('Get started', 'get-started/index', [
      'get-started/issue',
      'get-started/verify',
      'trial',
      'quick-setup',
      'implementation-paths',
    ]),
    section('Concepts', null, [
      'procivis-one',
      'system-design',
      'concepts/credential-models',
      'concepts/decentralized-identity',
      'concepts/dids',
      'concepts/oid4vci',
      'concepts/wallet-provider',
      'concepts/wallet-relying-party-registration',
      'concepts/trust/etsi',
      'glossary',
    ]),
    section('Components', null, [
      'components/desk-issuer',
      'components/desk-verifier',
      'components/organizational-wallet',
      'components/wallet-app',
      'components/verifier-app',
    ]),
    section('Integrate', 'integrate', ['webhooks']),
    section('Issue', 'issue/index', ['issue/manage-status', 'guides/lvvc']),
    section('Hold (wallets)', 'hold/index', [
      'hold/receive-credential',
      'hold/submit-presentation',
      'hold/manage-credentials-requests',
      'hold/iso-offline',
    ]),
    section('Verify', 'verify/index', ['verify/manage-proofs', 'verify/mdoc-offline', 'verify/vc-barcodes']),
    section('Use the Desk', 'use/index', [
      'use/create-identifier',
      'use/credential-schema',
      'use/import-schema',
      'use/issue-credential',
      'use/proof-schema',
      'use/request-proof',
      'use/suspend',
      'use/add-id-trust-list',
    ]),
    section('Platform objects', null, [
      'identifiers',
      'dids',
      'keys',
      'certificates',
      'credential-schemas',
      'proof-schemas',
      'history',
      'search-credentials',
      'profiles',
      section('Organizations', 'organizations/index', ['organizations/tutorial']),
      'wallet-unit-attestation',
    ]),
    section('Trust', 'trust/index', ['trust/procivis', 'trust/etsi/scheme-operators']),
    section('Deploy', 'deploy/index', [
      'deploy/auth',
      'deploy/role-mapping',
      'permissions',
      'quick/mdoc',
      'ops/setup-first-admin',
    ]),
    section('Configure', 'configure/index', [
      'configure/architecture',
      'configure/core',
      'configure/oid4vc',
      'configure/iso-mdoc',
      'configure/iso-offline',
      'configure/mqtt',
      'configure/caching',
      'configure/keycloak',
      'configure/lvvc',
      'configure/wallet-provider',
      'configure/x509-signing',
      'guides/configuration/configuration/datatypes',
    ]),
    section('OpenID Bridge', 'openid-bridge/index', [
      'openid-bridge/integrate',
      'openid-bridge/keycloak',
      'openid-bridge/manage-providers',
    ]),
    section('Interoperability', null, ['interop/eudi', 'interop/swiyu']),
    section('Standards and compliance', null, ['standards', 'eidas']),
    section('Release notes', 'release-notes', ['changelog']),
  ],
};

export default sidebars;
