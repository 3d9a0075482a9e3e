/**
 * Old addresses that still reach readers through bookmarks and links.
 * Each `from` becomes a small page that forwards to `to`
 * (@docusaurus/plugin-client-redirects); every `to` must be a page that exists.
 */
import { OLDER_API_VERSIONS, versionHomeRoute, versionRoute } from './api-versions';
import { sdkRedirects } from './sdk-redirects';

export interface Redirect {
  from: string | string[];
  to: string;
}

export const redirects: Redirect[] = [
  { from: ['/trial/intro', '/trial/getting_started'], to: '/trial' },
  { from: '/trial/issuing_credential', to: '/use/issue-credential' },
  { from: ['/trial/generate_key', '/trial/creating_did'], to: '/use/create-identifier' },
  { from: '/trial/credential_schema', to: '/use/credential-schema' },
  { from: '/trial/proof_schema', to: '/use/proof-schema' },
  { from: '/trial/requesting_proof', to: '/use/request-proof' },
  { from: '/trial/suspending_revoking', to: '/use/suspend' },
  { from: '/trial/import_schema', to: '/use/import-schema' },
  { from: '/guides/api/overview', to: '/reference/apis' },
  { from: ['/sdk', '/sdk/overview'], to: '/reference/sdk' },
  { from: '/product/supported_tech', to: '/standards' },
  // Addresses of the real documentation that one-core's source and readers' bookmarks link to (config/addresses-in-use.ts).
  { from: '/api/caching', to: '/configure/caching' },
  { from: '/api/configuration', to: '/reference/api/configuration' },
  { from: '/api/resources/credential_schemas', to: '/credential-schemas' },
  { from: '/api/resources/keys', to: '/keys' },
  { from: '/api/resources/dids', to: '/dids' },
  { from: '/reference/core/procivis-one-core-api', to: '/reference/core/core-api' },
  { from: '/issue_first_credential', to: '/get-started/issue' },
  { from: '/configure/core-reference', to: '/reference/configuration/core' },
  { from: '/configure/wallet-unit-attestation', to: '/wallet-unit-attestation' },
  // Newer addresses of the real site and its review builds (search corpus of stored pages); each
  // lands on the page of ours that covers the topic (config/addresses-in-use.ts lists the sources).
  { from: '/architecture', to: '/configure/architecture' },
  { from: ['/iam/auth', '/iam/integration-patterns', '/iam/token-structures', '/iam/okta'], to: '/deploy/auth' },
  { from: '/iam/keycloak', to: '/configure/keycloak' },
  { from: '/desk/map-iam-role', to: '/deploy/role-mapping' },
  { from: '/desk/verify-sd-jwt-vc-eudi', to: '/components/desk-verifier' },
  { from: '/verify_a_presentation', to: '/verify' },
  { from: '/trust/subscribing', to: '/trust' },
  { from: '/configure/verifier-provider', to: '/components/verifier-app' },
  { from: '/openid-bridge/login-with-vc', to: '/openid-bridge' },
  { from: '/reference/next/apis', to: '/reference/apis' },
  // The SDK function reference: /sdk/<function> and /sdk/wallet_workflow (config/sdk-redirects.ts).
  ...sdkRedirects(),
  // An older version's front page moved from its route to <route>/overview (config/api-versions.ts).
  ...OLDER_API_VERSIONS.map((version) => ({ from: versionRoute(version.label), to: versionHomeRoute(version.label) })),
];

/** Every (from, to) pair, one per old address. */
export function redirectPairs(list: Redirect[] = redirects): Array<{ from: string; to: string }> {
  return list.flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((f) => ({ from: f, to })));
}
