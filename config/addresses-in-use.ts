/**
 * Addresses of the documentation that readers already follow: links in the
 * public one-core source (operation descriptions and doc comments), and the
 * real site's pages that third parties and bookmarks point to. Each must land
 * on a page that holds its content, by its own route or by a redirect in
 * config/redirects.ts, and its fragment must exist there
 * (tests/e2e/addresses-in-use.test.mts walks this list in the built site).
 */
export interface AddressInUse {
  /** Path with optional fragment, relative to the site root. */
  address: string;
  /** Where readers meet it. */
  source: string;
}

const CORE = 'one-core v1.74.2';

export const addressesInUse: AddressInUse[] = [
  // Related guides named in Core's operation descriptions (apps/core-server/src/endpoint/*/controller.rs, src/openapi/mod.rs).
  { address: '/configure/caching', source: `${CORE} endpoint/cache/controller.rs` },
  { address: '/configure/caching#cached-entities', source: `${CORE} endpoint/credential/controller.rs` },
  { address: '/api/caching', source: `${CORE} lib/one-core/src/provider/caching_loader/mod.rs` },
  { address: '/api/configuration', source: `${CORE} endpoint/config/controller.rs` },
  { address: '/issue', source: `${CORE} endpoint/credential/controller.rs` },
  { address: '/issue/manage-status', source: `${CORE} endpoint/credential/controller.rs` },
  { address: '/credential-schemas', source: `${CORE} endpoint/credential_schema/controller.rs` },
  { address: '/dids#keys-object', source: `${CORE} endpoint/did/dto.rs` },
  { address: '/history', source: `${CORE} endpoint/history/controller.rs` },
  { address: '/keys', source: `${CORE} endpoint/key/controller.rs` },
  { address: '/verify', source: `${CORE} endpoint/proof/controller.rs` },
  { address: '/verify/manage-proofs', source: `${CORE} endpoint/proof/controller.rs` },
  { address: '/proof-schemas', source: `${CORE} endpoint/proof_schema/controller.rs` },
  { address: '/hold', source: `${CORE} src/openapi/mod.rs` },
  { address: '/reference/configuration/core#regular-tasks', source: `${CORE} endpoint/task/controller.rs` },
  // Capability tables named in provider traits' doc comments.
  {
    address: '/api/resources/credential_schemas#credential-format-capabilities',
    source: `${CORE} lib/one-core/src/provider/credential_formatter/mod.rs`,
  },
  {
    address: '/api/resources/keys#key-storage-capabilities',
    source: `${CORE} lib/one-core/src/provider/key_storage/mod.rs`,
  },
  {
    address: '/api/resources/dids#did-method-capabilities',
    source: `${CORE} lib/one-core/src/provider/did_method/mod.rs`,
  },
  { address: '/trust/etsi/scheme-operators', source: `${CORE} endpoint/trust_list_publication/dto.rs` },
  // The real documentation's pages (bookmarks, third-party READMEs and code).
  {
    address: '/reference/desk/list-identifiers',
    source: 'docs.procivis.ch Desk API page, linked from third-party code',
  },
  { address: '/reference/desk/create-credential-schema', source: 'docs.procivis.ch Desk API page' },
  { address: '/reference/core/procivis-one-core-api', source: 'docs.procivis.ch Core API introduction' },
  { address: '/issue_first_credential', source: 'docs.procivis.ch first-credential tutorial' },
  { address: '/configure/core-reference', source: 'docs.procivis.ch Core configuration reference' },
  { address: '/configure/wallet-unit-attestation', source: 'docs.procivis.ch wallet unit attestation configuration' },
  { address: '/configure/wallet-provider', source: 'docs.procivis.ch wallet provider configuration' },
  { address: '/concepts/wallet-provider', source: 'docs.procivis.ch wallet provider concept' },
  { address: '/concepts/wallet-relying-party-registration', source: 'docs.procivis.ch relying-party registration' },
  // Pages of the real site and its review builds found in the stored copies (the search tool's
  // pages corpus); the source is the stored page's address.
  { address: '/trust/procivis', source: 'https://docs.procivis.ch/trust/procivis' },
  { address: '/deploy/auth', source: 'https://docs.procivis.ch/deploy/auth' },
  { address: '/permissions', source: 'https://docs.procivis.ch/permissions' },
  { address: '/identifiers', source: 'https://docs.procivis.ch/identifiers' },
  { address: '/certificates', source: 'https://fix-links.docs.review.dev.procivis-one.com/certificates' },
  { address: '/openid-bridge/integrate', source: 'https://docs.procivis.ch/openid-bridge/integrate' },
  { address: '/configure/iso-offline', source: 'https://docs.procivis.ch/configure/iso-offline' },
  { address: '/verify/mdoc-offline', source: 'https://docs.procivis.ch/verify/mdoc-offline' },
  { address: '/hold/iso-offline', source: 'https://docs.procivis.ch/hold/iso-offline' },
  { address: '/interop/swiyu', source: 'https://docs.procivis.ch/interop/swiyu' },
  { address: '/standards', source: 'https://one-10207-releasenotes-1-80.docs.review.dev.procivis-one.com/standards' },
  { address: '/sdk/wallet_workflow', source: 'https://docs.procivis.ch/sdk/wallet_workflow' },
  {
    address: '/reference/sdk/wallet-workflow',
    source: 'https://auto-merge-75488.docs.review.dev.procivis-one.com/reference/sdk/wallet-workflow',
  },
  {
    address: '/reference/bridge/openid-bridge-api',
    source: 'https://one-9806-releasenotes-1-78.docs.review.dev.procivis-one.com/reference/bridge/openid-bridge-api',
  },
  {
    address: '/trust/etsi/scheme-operators',
    source: 'https://one-8998-new-trust.docs.review.dev.procivis-one.com/trust/etsi/scheme-operators',
  },
  { address: '/architecture', source: 'https://one-9619-arch-update.docs.review.dev.procivis-one.com/architecture' },
  { address: '/iam/auth', source: 'https://one-8630-apis-framing.docs.review.dev.procivis-one.com/iam/auth' },
  {
    address: '/iam/integration-patterns',
    source: 'https://one-8630-apis-framing.docs.review.dev.procivis-one.com/iam/integration-patterns',
  },
  {
    address: '/iam/token-structures',
    source: 'https://one-8630-apis-framing.docs.review.dev.procivis-one.com/iam/token-structures',
  },
  { address: '/iam/okta', source: 'https://docs.procivis.ch/iam/okta' },
  { address: '/iam/keycloak', source: 'https://one-9228-keycloak-guide.docs.review.dev.procivis-one.com/iam/keycloak' },
  {
    address: '/desk/map-iam-role',
    source: 'https://one-8803-tech-user-delegation.docs.review.dev.procivis-one.com/desk/map-iam-role',
  },
  { address: '/desk/verify-sd-jwt-vc-eudi', source: 'https://docs.procivis.ch/desk/verify-sd-jwt-vc-eudi' },
  { address: '/verify_a_presentation', source: 'https://docs.procivis.ch/verify_a_presentation' },
  {
    address: '/trust/subscribing',
    source: 'https://one-10351-lotl-subscribing.docs.review.dev.procivis-one.com/trust/subscribing',
  },
  {
    address: '/concepts/trust/etsi',
    source: 'https://one-8998-new-trust.docs.review.dev.procivis-one.com/concepts/trust/etsi',
  },
  {
    address: '/configure/x509-signing',
    source: 'https://auto-merge-93975.docs.review.dev.procivis-one.com/configure/x509-signing',
  },
  {
    address: '/configure/verifier-provider',
    source: 'https://one-9152-trust-sync.docs.review.dev.procivis-one.com/configure/verifier-provider',
  },
  {
    address: '/openid-bridge/login-with-vc',
    source: 'https://one-8630-apis-framing.docs.review.dev.procivis-one.com/openid-bridge/login-with-vc',
  },
  {
    address: '/reference/next/apis',
    source: 'https://one-8630-apis-framing.docs.review.dev.procivis-one.com/reference/next/apis',
  },
];
