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
  { address: '/api/resources/credential_schemas#credential-format-capabilities', source: `${CORE} lib/one-core/src/provider/credential_formatter/mod.rs` },
  { address: '/api/resources/keys#key-storage-capabilities', source: `${CORE} lib/one-core/src/provider/key_storage/mod.rs` },
  { address: '/api/resources/dids#did-method-capabilities', source: `${CORE} lib/one-core/src/provider/did_method/mod.rs` },
  { address: '/trust/etsi/scheme-operators', source: `${CORE} endpoint/trust_list_publication/dto.rs` },
  // The real documentation's pages (bookmarks, third-party READMEs and code).
  { address: '/reference/desk/list-identifiers', source: 'docs.procivis.ch Desk API page, linked from third-party code' },
  { address: '/reference/desk/create-credential-schema', source: 'docs.procivis.ch Desk API page' },
  { address: '/reference/core/procivis-one-core-api', source: 'docs.procivis.ch Core API introduction' },
  { address: '/issue_first_credential', source: 'docs.procivis.ch first-credential tutorial' },
  { address: '/configure/core-reference', source: 'docs.procivis.ch Core configuration reference' },
  { address: '/configure/wallet-unit-attestation', source: 'docs.procivis.ch wallet unit attestation configuration' },
  { address: '/configure/wallet-provider', source: 'docs.procivis.ch wallet provider configuration' },
  { address: '/concepts/wallet-provider', source: 'docs.procivis.ch wallet provider concept' },
  { address: '/concepts/wallet-relying-party-registration', source: 'docs.procivis.ch relying-party registration' },
];
