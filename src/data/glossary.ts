/**
 * The glossary: one list read by the /glossary page (through GlossaryList)
 * and, at build time, by the remark plugin that gives every <Term id> its
 * definition. Keep it in alphabetical order of `term`; the page groups by
 * first letter. `link` is a site route (optionally with an anchor) of the
 * page that explains the term; tests/unit/glossary.test.mts checks it exists.
 */
export interface GlossaryTerm {
  /** Anchor on /glossary and the value of <Term id>: lowercase kebab case. */
  readonly id: string;
  /** The term as readers meet it in the guides. */
  readonly term: string;
  /** Other spellings or expansions, shown next to the term. */
  readonly aliases?: readonly string[];
  /** One or two sentences, plain text (it also becomes a tooltip). */
  readonly definition: string;
  /** Route of the page that explains the term. */
  readonly link: string;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    id: 'access-certificate',
    term: 'Access certificate',
    aliases: ['WRPAC'],
    definition:
      'An X.509 certificate that identifies a wallet-relying party to EUDI wallets when it requests a presentation. Without a trusted one, an EUDI wallet refuses to talk to the verifier.',
    link: '/eidas',
  },
  {
    id: 'bbs-plus',
    term: 'BBS+',
    aliases: ['BBS'],
    definition:
      'A pairing-based signature scheme that lets a holder derive a proof revealing only some signed claims, with proofs that cannot be linked to each other. Procivis One uses it in the JSON_LD_BBSPLUS format.',
    link: '/concepts/credential-models',
  },
  {
    id: 'bitstring-status-list',
    term: 'Bitstring Status List',
    aliases: ['BITSTRINGSTATUSLIST'],
    definition:
      'The W3C revocation method for W3C-model credentials: a published, compressed list of bits in which each credential owns one position telling whether it is revoked or suspended.',
    link: '/issue/manage-status',
  },
  {
    id: 'ble',
    term: 'BLE',
    aliases: ['Bluetooth Low Energy'],
    definition:
      'The short-range radio transport used for proximity presentation of mdocs under ISO/IEC 18013-5, when wallet and verifier exchange data without the internet.',
    link: '/verify/mdoc-offline',
  },
  {
    id: 'cbor',
    term: 'CBOR',
    aliases: ['Concise Binary Object Representation'],
    definition:
      'A compact binary data format (RFC 8949). ISO mdoc credentials encode their data and their mobile security object in CBOR.',
    link: '/concepts/credential-models',
  },
  {
    id: 'certificate',
    term: 'Certificate',
    definition:
      'An X.509 certificate held by Core for one of its keys. A certificate identifier lets Core sign credentials and requests under that certificate, as mdoc issuers and EUDI relying parties must.',
    link: '/certificates',
  },
  {
    id: 'claim',
    term: 'Claim',
    definition:
      'One attribute inside a credential, such as a name or a birth date. The credential schema declares the claims, their data types and whether they are required.',
    link: '/credential-schemas',
  },
  {
    id: 'cose',
    term: 'COSE',
    aliases: ['CBOR Object Signing and Encryption'],
    definition:
      'The signing and encryption structures for CBOR data (RFC 9052). The issuer signature of an mdoc is a COSE signature over its mobile security object.',
    link: '/concepts/credential-models',
  },
  {
    id: 'credential',
    term: 'Credential',
    definition:
      'A set of claims about a subject, signed by an issuer and held in a wallet. In Core a credential is also a resource with a state such as OFFERED, ACCEPTED, SUSPENDED or REVOKED.',
    link: '/concepts/decentralized-identity',
  },
  {
    id: 'credential-offer',
    term: 'Credential offer',
    definition:
      'The OID4VCI message, usually shown as a QR code or deep link, that tells a wallet where to fetch a credential and how to authorise the request.',
    link: '/concepts/oid4vci',
  },
  {
    id: 'credential-schema',
    term: 'Credential schema',
    definition:
      'The template Core issues credentials from: the claims, the credential format, the revocation method and the layout. Every credential is created from one.',
    link: '/credential-schemas',
  },
  {
    id: 'crl',
    term: 'CRL',
    aliases: ['Certificate revocation list'],
    definition:
      'A signed list of revoked X.509 certificates published by a certificate authority. Core publishes CRLs for the certificates it signs as a CA and checks them when validating certificate chains.',
    link: '/certificates',
  },
  {
    id: 'dcql',
    term: 'DCQL',
    aliases: ['Digital Credentials Query Language'],
    definition:
      'The JSON query language of OpenID4VP 1.0 in which a verifier states which credentials and which claims it wants. It replaces presentation definitions from the earlier drafts.',
    link: '/verify',
  },
  {
    id: 'desk',
    term: 'Desk',
    aliases: ['Procivis One Desk'],
    definition:
      'The web application for people who issue and verify credentials by hand: it manages schemas, identifiers, credentials and proof requests on top of Core.',
    link: '/components/desk-issuer',
  },
  {
    id: 'did',
    term: 'DID',
    aliases: ['Decentralized identifier'],
    definition:
      'A W3C identifier such as did:web:example.com that resolves to a DID document listing public keys. Issuers, verifiers and holders can use one to sign and to be recognised.',
    link: '/concepts/dids',
  },
  {
    id: 'did-document',
    term: 'DID document',
    definition:
      'The JSON document a DID resolves to. It lists the verification methods (public keys) of the DID and what each may be used for.',
    link: '/concepts/dids',
  },
  {
    id: 'did-jwk',
    term: 'did:jwk',
    definition:
      'A DID method that encodes one public key, as a JSON Web Key, directly in the identifier, so resolving it needs no network.',
    link: '/dids',
  },
  {
    id: 'did-key',
    term: 'did:key',
    definition:
      'A DID method whose identifier is a multibase-encoded public key. It resolves offline and cannot rotate keys.',
    link: '/dids',
  },
  {
    id: 'did-web',
    term: 'did:web',
    definition:
      'A DID method that resolves by fetching the DID document over HTTPS from the domain named in the identifier, which ties the identifier to the domain owner.',
    link: '/dids',
  },
  {
    id: 'did-webvh',
    term: 'did:webvh',
    aliases: ['did:tdw'],
    definition:
      'A did:web variant with a verifiable history: the domain publishes a signed log of every DID document version. The Swiss swiyu ecosystem uses it; did:tdw is its earlier name.',
    link: '/dids',
  },
  {
    id: 'document-signer-certificate',
    term: 'Document signer certificate',
    aliases: ['DSC'],
    definition:
      'The certificate whose key signs mdoc credentials. An IACA issues it, and verifiers check the chain from the DSC up to the IACA.',
    link: '/configure/iso-mdoc',
  },
  {
    id: 'eaa',
    term: 'EAA',
    aliases: ['Electronic attestation of attributes'],
    definition:
      'The eIDAS 2.0 term for a digital credential. Qualified ones (QEAA) and public-sector ones have higher legal standing than other EAAs.',
    link: '/eidas',
  },
  {
    id: 'eidas',
    term: 'eIDAS 2.0',
    aliases: ['eIDAS'],
    definition:
      'The EU regulation on electronic identification and trust services, amended in 2024, which obliges member states to offer EUDI wallets and sets rules for attestations and relying parties.',
    link: '/eidas',
  },
  {
    id: 'eudi-wallet',
    term: 'EUDI Wallet',
    aliases: ['European Digital Identity Wallet'],
    definition:
      'The wallet every EU member state must offer under eIDAS 2.0, holding the PID and other attestations. Its technical rules come from the Architecture and Reference Framework and profiles such as HAIP.',
    link: '/interop/eudi',
  },
  {
    id: 'haip',
    term: 'HAIP',
    aliases: ['High Assurance Interoperability Profile'],
    definition:
      'The OpenID profile of OID4VCI and OID4VP that fixes formats, algorithms and client authentication for high-assurance use such as the EUDI Wallet. Core offers it as OPENID4VCI_FINAL1_HAIP and OPENID4VP_FINAL1_HAIP.',
    link: '/interop/eudi',
  },
  {
    id: 'history',
    term: 'History',
    definition:
      'The audit log Core keeps per organisation: each entry records an action on an entity, such as a credential being issued or a notification being delivered.',
    link: '/history',
  },
  {
    id: 'holder',
    term: 'Holder',
    definition:
      'The party that receives credentials into a wallet and presents them to verifiers, usually the person the credentials are about.',
    link: '/hold',
  },
  {
    id: 'holder-binding',
    term: 'Holder binding',
    aliases: ['Key binding'],
    definition:
      'Tying a credential to a key the holder controls, so that only the wallet holding that key can present it; the holder proves possession with a signature at presentation time.',
    link: '/concepts/credential-models',
  },
  {
    id: 'iaca',
    term: 'IACA',
    aliases: ['Issuing Authority Certificate Authority'],
    definition:
      'The root certificate authority of an mdoc issuer under ISO/IEC 18013-5. Verifiers trust mdocs whose document signer certificate chains up to a known IACA.',
    link: '/certificates',
  },
  {
    id: 'identifier',
    term: 'Identifier',
    definition:
      'How Core names an issuer, verifier or holder: a DID, a certificate, a certificate authority or a bare key. Credentials and proof requests are created for an identifier.',
    link: '/identifiers',
  },
  {
    id: 'iso-18013-5',
    term: 'ISO/IEC 18013-5',
    aliases: ['ISO 18013-5'],
    definition:
      'The ISO standard for mobile driving licences that defines the mdoc data model and proximity presentation over BLE, NFC and QR engagement.',
    link: '/verify/mdoc-offline',
  },
  {
    id: 'issuer',
    term: 'Issuer',
    definition:
      'The party that signs and hands out credentials, for example an authority or an employer. Verifiers check its signature and whether it is trusted.',
    link: '/issue',
  },
  {
    id: 'json-ld',
    term: 'JSON-LD',
    definition:
      'JSON with linked-data contexts that give every property a global meaning. W3C credentials in the JSON_LD_CLASSIC and JSON_LD_BBSPLUS formats use it.',
    link: '/concepts/credential-models',
  },
  {
    id: 'jwt',
    term: 'JWT',
    aliases: ['JSON Web Token'],
    definition:
      'A signed, base64url-encoded JSON token (RFC 7519). Core issues JWT-secured W3C credentials, and SD-JWT builds on it.',
    link: '/concepts/credential-models',
  },
  {
    id: 'key',
    term: 'Key',
    definition:
      'A key pair Core creates in one of its key storages and uses to sign credentials, presentations or certificates. Identifiers point to keys.',
    link: '/keys',
  },
  {
    id: 'key-storage',
    term: 'Key storage',
    definition:
      'Where a private key lives: encrypted in Core\u2019s database, in a hardware-backed store such as a phone\u2019s secure element, or in a cloud key vault.',
    link: '/keys',
  },
  {
    id: 'lote',
    term: 'LoTE',
    aliases: ['List of Trusted Entities', 'ETSI TS 119 602'],
    definition:
      'The ETSI TS 119 602 format for trust lists in the EUDI ecosystem. Core can publish such lists and subscribe to them (type ETSI_LOTE).',
    link: '/trust',
  },
  {
    id: 'lvvc',
    term: 'LVVC',
    aliases: ['Linked Validity Verifiable Credential'],
    definition:
      'A former Procivis revocation method in which a short-lived companion credential vouched for the validity of the main one. Core removed it in release 1.72.',
    link: '/configure/lvvc',
  },
  {
    id: 'mdl',
    term: 'mDL',
    aliases: ['Mobile driving licence'],
    definition: 'A driving licence issued as an mdoc under ISO/IEC 18013-5, with the doctype org.iso.18013.5.1.mDL.',
    link: '/quick/mdoc',
  },
  {
    id: 'mdoc',
    term: 'mdoc',
    aliases: ['ISO mdoc', 'MDOC'],
    definition:
      'The ISO/IEC 18013-5 credential format: claims in CBOR, grouped by namespace, protected by an issuer-signed mobile security object. Core calls the format MDOC.',
    link: '/concepts/credential-models',
  },
  {
    id: 'ml-dsa',
    term: 'ML-DSA',
    aliases: ['CRYSTALS-Dilithium'],
    definition:
      'The post-quantum signature algorithm standardised in NIST FIPS 204. Core supports it as a key algorithm.',
    link: '/keys',
  },
  {
    id: 'mqtt',
    term: 'MQTT',
    definition:
      'A publish-subscribe messaging protocol. Procivis One can use an MQTT broker as the transport for proximity presentations when a direct Bluetooth link is unreliable.',
    link: '/configure/mqtt',
  },
  {
    id: 'mso',
    term: 'MSO',
    aliases: ['Mobile security object'],
    definition:
      'The issuer-signed part of an mdoc: digests of every claim, the device key the mdoc is bound to and a validity period. The verifier checks each released claim against it.',
    link: '/concepts/credential-models',
  },
  {
    id: 'nfc',
    term: 'NFC',
    aliases: ['Near-field communication'],
    definition:
      'A very short-range radio link. Under ISO/IEC 18013-5 a wallet and a reader can use it to start a proximity presentation by a tap.',
    link: '/verify/mdoc-offline',
  },
  {
    id: 'oid4vci',
    term: 'OID4VCI',
    aliases: ['OpenID for Verifiable Credential Issuance'],
    definition:
      'The OpenID protocol by which a wallet obtains a credential from an issuer, built on OAuth 2.0. Core speaks draft 13 and the 1.0 final version.',
    link: '/concepts/oid4vci',
  },
  {
    id: 'oid4vp',
    term: 'OID4VP',
    aliases: ['OpenID for Verifiable Presentations'],
    definition:
      'The OpenID protocol by which a verifier requests a presentation and a wallet answers it. Core supports drafts 20 and 25 and the 1.0 final version.',
    link: '/verify',
  },
  {
    id: 'openid-bridge',
    term: 'OpenID Bridge',
    definition:
      'The Procivis One service that lets an ordinary OpenID Connect login, for example in Keycloak, be satisfied by presenting a credential from a wallet.',
    link: '/openid-bridge',
  },
  {
    id: 'organisation',
    term: 'Organisation',
    definition:
      'The tenant unit in Core: schemas, identifiers, credentials and proof requests belong to exactly one organisation.',
    link: '/organizations',
  },
  {
    id: 'pid',
    term: 'PID',
    aliases: ['Person identification data'],
    definition:
      'The core identity attestation of an EUDI Wallet, issued by a member state\u2019s PID provider in mdoc and SD-JWT VC form.',
    link: '/interop/eudi',
  },
  {
    id: 'pre-authorized-code',
    term: 'Pre-authorized code flow',
    definition:
      'The OID4VCI flow in which the issuer has already authorised the holder, so the credential offer carries a code the wallet exchanges for a token, optionally protected by a transaction code.',
    link: '/concepts/oid4vci',
  },
  {
    id: 'profile',
    term: 'Profile',
    definition:
      'A framework, such as a national e-ID ecosystem, that narrows the Desk to the formats, protocols and algorithms it allows; credentials and proof requests created under it are tagged with it.',
    link: '/profiles',
  },
  {
    id: 'proof-request',
    term: 'Proof request',
    aliases: ['Proof'],
    definition:
      'A verifier\u2019s request for a presentation, created from a proof schema. In Core it is a resource with a state such as REQUESTED, ACCEPTED or REJECTED.',
    link: '/verify',
  },
  {
    id: 'proof-schema',
    term: 'Proof schema',
    definition:
      'The template of a proof request: which credential schemas and which of their claims a verifier asks for, and which are required.',
    link: '/proof-schemas',
  },
  {
    id: 'qeaa',
    term: 'QEAA',
    aliases: ['Qualified electronic attestation of attributes'],
    definition:
      'An EAA issued by a qualified trust service provider under eIDAS 2.0, with the legal weight of a paper original.',
    link: '/eidas',
  },
  {
    id: 'registration-certificate',
    term: 'Registration certificate',
    definition:
      'An EUDI attestation, issued by a registrar, that lists what a relying party is registered to ask for, so the wallet can show the user whether a request stays within it.',
    link: '/eidas',
  },
  {
    id: 'relying-party',
    term: 'Relying party',
    aliases: ['RP', 'Wallet-relying party'],
    definition:
      'A service that relies on credentials presented from a wallet; in the EUDI ecosystem relying parties register and receive an access certificate.',
    link: '/eidas',
  },
  {
    id: 'revocation',
    term: 'Revocation',
    definition:
      'Ending a credential\u2019s validity permanently. Core publishes the change through the credential\u2019s revocation method, and verifiers see it on their next status check.',
    link: '/issue/manage-status',
  },
  {
    id: 'revocation-method',
    term: 'Revocation method',
    definition:
      'How a credential\u2019s status is published, chosen in its credential schema: for example a Bitstring Status List, a Token Status List or none.',
    link: '/issue/manage-status',
  },
  {
    id: 'sd-jwt',
    term: 'SD-JWT',
    aliases: ['Selective Disclosure JWT'],
    definition:
      'A JWT in which each claim is replaced by a salted digest and disclosed separately, so the holder can reveal only some claims (RFC 9901).',
    link: '/concepts/credential-models',
  },
  {
    id: 'sd-jwt-vc',
    term: 'SD-JWT VC',
    aliases: ['SD_JWT_VC'],
    definition:
      'The IETF credential format built on SD-JWT, with a vct type and key binding; the EUDI Wallet and swiyu use it. Core calls the format SD_JWT_VC.',
    link: '/concepts/credential-models',
  },
  {
    id: 'selective-disclosure',
    term: 'Selective disclosure',
    definition:
      'Presenting only the claims a verifier needs from a credential instead of all of them. SD-JWT, mdoc and BBS+ credentials support it.',
    link: '/concepts/credential-models',
  },
  {
    id: 'status-list',
    term: 'Status list',
    definition:
      'A published list, signed by the issuer, in which each credential has a position holding its revocation or suspension status; verifiers fetch the list instead of asking about one credential.',
    link: '/issue/manage-status',
  },
  {
    id: 'suspension',
    term: 'Suspension',
    definition:
      'Making a credential temporarily invalid, until it is reactivated or an optional end date passes. Only schemas created with allowSuspension allow it.',
    link: '/issue/manage-status',
  },
  {
    id: 'swiyu',
    term: 'swiyu',
    definition:
      'The Swiss government\u2019s trust infrastructure and wallet for the Swiss e-ID, based on SD-JWT VC, did:webvh and OID4VCI/OID4VP profiles.',
    link: '/interop/swiyu',
  },
  {
    id: 'token-status-list',
    term: 'Token Status List',
    aliases: ['TOKENSTATUSLIST'],
    definition:
      'The IETF status list format, published as a signed token. Core offers it as the TOKENSTATUSLIST revocation method for SD-JWT VC credentials.',
    link: '/issue/manage-status',
  },
  {
    id: 'transaction-code',
    term: 'Transaction code',
    aliases: ['tx_code'],
    definition:
      'A short secret, such as a PIN sent by e-mail or SMS, that the holder must type in the pre-authorized code flow so that a stolen offer alone is not enough.',
    link: '/concepts/oid4vci',
  },
  {
    id: 'trust-anchor',
    term: 'Trust anchor',
    definition:
      'In the Procivis One trust registry, a published list that an ecosystem operator maintains; wallets and verifiers that subscribe to it trust the entities it contains.',
    link: '/trust',
  },
  {
    id: 'trust-collection',
    term: 'Trust collection',
    definition: 'A group of trust lists a wallet or verifier relies on, which Core downloads and keeps up to date.',
    link: '/trust',
  },
  {
    id: 'trust-entity',
    term: 'Trust entity',
    definition:
      'One entry on a trust anchor: an identifier (a DID or certificate) with a name and role, such as issuer or verifier.',
    link: '/trust',
  },
  {
    id: 'trust-list',
    term: 'Trust list',
    definition:
      'A signed list of recognised issuers, verifiers or providers published by an ecosystem operator, so that participants can decide whom to trust.',
    link: '/trust',
  },
  {
    id: 'vc',
    term: 'VC',
    aliases: ['Verifiable credential'],
    definition:
      'A tamper-evident credential whose issuer and integrity a verifier can check cryptographically. The term comes from the W3C data model but is used for every format.',
    link: '/concepts/decentralized-identity',
  },
  {
    id: 'vc-barcode',
    term: 'VC Barcode',
    aliases: ['VC Barcodes'],
    definition:
      'A W3C approach that puts a signed credential into the barcode printed on a physical document. Core no longer supports it since release 1.72.',
    link: '/verify/vc-barcodes',
  },
  {
    id: 'vcdm',
    term: 'W3C VCDM',
    aliases: ['Verifiable Credentials Data Model'],
    definition:
      'The W3C data model for credentials and presentations (versions 1.1 and 2.0), used by the JWT, SD_JWT and JSON-LD formats in Core.',
    link: '/concepts/credential-models',
  },
  {
    id: 'verifier',
    term: 'Verifier',
    definition:
      'The party that requests a presentation and checks it: the signatures, the holder binding, the status and whether the issuer is trusted.',
    link: '/verify',
  },
  {
    id: 'vp',
    term: 'VP',
    aliases: ['Verifiable presentation'],
    definition:
      'What a wallet sends to a verifier: one or more credentials, or only the disclosed parts of them, together with proof that the holder controls the bound key.',
    link: '/hold/submit-presentation',
  },
  {
    id: 'wallet-provider',
    term: 'Wallet provider',
    definition:
      'The organisation that publishes a wallet and vouches for its installations by issuing wallet instance and wallet unit attestations. Core can play this role.',
    link: '/wallet-unit-attestation',
  },
  {
    id: 'wallet-unit',
    term: 'Wallet unit',
    aliases: ['Wallet instance'],
    definition: 'One installation of a wallet on one device for one user, registered with its wallet provider.',
    link: '/wallet-unit-attestation',
  },
  {
    id: 'webhook',
    term: 'Webhook',
    definition:
      'An HTTP POST that Core sends to a URL you give when creating a credential or proof request, each time the resource reaches certain states. The body carries no signature, so read the state back from Core.',
    link: '/webhooks',
  },
  {
    id: 'wia',
    term: 'WIA',
    aliases: ['Wallet Instance Attestation', 'Wallet App Attestation'],
    definition:
      'A short-lived attestation from the wallet provider that an app installation is a genuine, integrity-checked instance of its wallet.',
    link: '/wallet-unit-attestation',
  },
  {
    id: 'wrpr',
    term: 'WRPR',
    aliases: ['Wallet-Relying Party Registry'],
    definition:
      'The Procivis One registry service where wallet-relying parties are registered with what they are entitled to request in the EUDI ecosystem.',
    link: '/system-design',
  },
  {
    id: 'wua',
    term: 'WUA',
    aliases: ['Wallet Unit Attestation'],
    definition:
      'An attestation from the wallet provider stating the security level of the storage holding a wallet unit\u2019s keys; issuers can require one before issuing.',
    link: '/wallet-unit-attestation',
  },
  {
    id: 'x509',
    term: 'X.509',
    definition:
      'The certificate standard of the web PKI. Core uses X.509 certificates for mdoc issuers, EUDI relying parties and certificate identifiers.',
    link: '/certificates',
  },
];

/** Definition of each term by id, for the remark plugin. */
export function definitionsById(terms: readonly GlossaryTerm[] = glossary): ReadonlyMap<string, string> {
  return new Map(terms.map((t) => [t.id, t.definition]));
}
