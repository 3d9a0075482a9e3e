/**
 * The SDK-sample guard against the v1.74.2 SDK inventory: seeded wrong calls,
 * records and enum uses in TypeScript, Kotlin and Swift samples are reported
 * with file and line; right samples are not.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseGuide } from '../../scripts/guards/guides.ts';
import { formatProblem } from '../../scripts/guards/problem.ts';
import { checkSdkSamples, loadSdkInventory, maskCode } from '../../scripts/guards/sdk-samples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const inventory = loadSdkInventory(root);
const fence = '```';

function run(lang: string, lines: string[], prefix: string[] = ['# Sample', '']): string[] {
  // the block's first code line is at prefix.length + 2
  const text = [...prefix, `${fence}${lang} title="Sample"`, ...lines, fence, ''].join('\n');
  return checkSdkSamples([parseGuide('docs/sdk-seeded.mdx', text)], { inventory }).map(formatProblem);
}

function expectProblems(problems: string[], expected: RegExp[]) {
  for (const re of expected)
    assert.ok(
      problems.some((p) => re.test(p)),
      `${re} not in\n${problems.join('\n')}`,
    );
  assert.equal(problems.length, expected.length, problems.join('\n'));
}

describe('sdk-samples guard', () => {
  it('reports a method the SDK does not have, and a wrong argument count', () => {
    const problems = run('ts', [
      'const list = await core.getCredentials({ organisationId });', // 4
      'await core.holderRejectProof(interactionId, true);', // 5
      'const proof = await core.getProof(proofId);', // 6
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:4: TypeScript: OneCore has no method `getCredentials` \(did you mean `getCredential`\?\)/,
      /^docs\/sdk-seeded\.mdx:5: TypeScript: `holderRejectProof` takes 1 argument \(interactionId\), the sample passes 2/,
    ]);
  });

  it("accepts the React Native module's own names in TypeScript only", () => {
    assert.deepEqual(run('ts', ['const version = await core.getVersion();']), []);
    expectProblems(run('kotlin', ['val version = core.getVersion()']), [
      /^docs\/sdk-seeded\.mdx:4: Kotlin: OneCore has no method `getVersion` \(did you mean `version`\?\)/,
    ]);
  });

  it('reads error cases as the binding generates them (Swift keeps the Rust case names of errors)', () => {
    assert.deepEqual(
      run('swift', [
        'do { try await core.deleteCredential(credentialId: id) } catch OneCoreError.Response(let data) { print(data.code) }',
      ]),
      [],
    );
    expectProblems(
      run('swift', [
        'do { try await core.deleteCredential(credentialId: id) } catch OneCoreError.response(let data) { print(data.code) }',
      ]),
      [/^docs\/sdk-seeded\.mdx:4: Swift: `OneCoreError` has no case `response` \(did you mean `Response`\?\)/],
    );
  });

  it('counts optional parameters as required arguments (no default in the binding)', () => {
    const kotlin = run('kotlin', ['val results = core.checkRevocation(listOf(credentialId))']);
    expectProblems(kotlin, [
      /^docs\/sdk-seeded\.mdx:4: Kotlin: `checkRevocation` takes 2 arguments \(credentialIds, forceRefresh\), the sample passes 1/,
    ]);
    const swift = run('swift', ['let results = try await core.checkRevocation(credentialIds: [credentialId])']);
    expectProblems(swift, [/^docs\/sdk-seeded\.mdx:4: Swift: `checkRevocation` takes 2 arguments/]);
    const ts = run('ts', ['const results = await core.checkRevocation([credentialId]);']);
    expectProblems(ts, [/^docs\/sdk-seeded\.mdx:4: TypeScript: `checkRevocation` takes 2 arguments/]);
    assert.deepEqual(run('ts', ['const results = await core.checkRevocation([credentialId], undefined);']), []);
  });

  it('follows the SDK object under the name a sample gives it', () => {
    const problems = run('kotlin', [
      'val wallet = uniffiInitializeCore(dataDir, InitParams(configJson = null, nativeSecureElement = null, remoteSecureElement = null, bleCentral = null, blePeripheral = null, nfcHce = null, nfcScanner = null))', // 4
      'val proof = wallet.getProofs(proofId)', // 5
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:5: Kotlin: OneCore has no method `getProofs` \(did you mean `getProof`\?\)/,
    ]);
  });

  it('reports unknown and missing record fields in TypeScript object literals', () => {
    const problems = run('ts', [
      'const registration = await core.holderRegisterWalletUnit({', // 4
      '  organisationId,', // 5
      "  keyType: 'ECDSA',", // 6
      '  trustedRpRequired: false,', // 7
      '});', // 8
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:5: TypeScript: `HolderRegisterWalletUnitRequest` is missing required field `walletProvider`/,
      /^docs\/sdk-seeded\.mdx:7: TypeScript: `HolderRegisterWalletUnitRequest` has no field `trustedRpRequired`/,
    ]);
  });

  it('reports an unknown field and a missing field in Kotlin record construction', () => {
    const problems = run('kotlin', [
      'val registration = core.holderRegisterWalletUnit(', // 4
      '    HolderRegisterWalletUnitRequest(', // 5
      '        organisationId = organisationId,', // 6
      '        walletProvider = WalletProvider(url = providerUrl, type = WalletProviderType.PROCIVIS_ONE),', // 7
      '        keyType = "ECDSA",', // 8
      '        trustedRpRequired = false,', // 9
      '    )', // 10
      ')', // 11
      'val keyId = core.generateKey(GenerateKeyRequest(organisationId = organisationId, keyType = "ECDSA"))', // 12
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:9: Kotlin: `HolderRegisterWalletUnitRequest` has no field `trustedRpRequired`/,
      /^docs\/sdk-seeded\.mdx:12: Kotlin: `GenerateKeyRequest` is missing fields `keyParams`, `name`, `storageType`, `storageParams`/,
    ]);
  });

  it('reports a Swift enum pattern with the wrong number of associated values', () => {
    const problems = run('swift', [
      'let invitation = try await core.handleInvitation(', // 4
      '    request: HandleInvitationRequest(url: scannedUrl, organisationId: organisationId, transport: nil, redirectUri: nil)', // 5
      ')', // 6
      'if case let .credentialIssuance(interactionId, _, _, txCode, _, _, _) = invitation {', // 7
      '    print(interactionId)', // 8
      '}', // 9
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:7: Swift: `HandleInvitationResponse\.credentialIssuance` has 6 associated values .*the pattern binds 7/,
    ]);
  });

  it('reports unknown enum cases, missing Swift labels and unknown fields on SDK results', () => {
    const kotlin = run('kotlin', [
      'var proof = core.getProof(proofId)', // 4
      'while (proof.state == ProofState.PENDINGG) { proof = core.getProof(proofId) }', // 5
      'when (invitation) {', // 6
      '    is HandleInvitationResponse.CredentialOffer -> accept()', // 7
      '    else -> Unit', // 8
      '}', // 9
      'show(proof.proofInput)', // 10
    ]);
    expectProblems(kotlin, [
      /^docs\/sdk-seeded\.mdx:5: Kotlin: `ProofState` has no case `PENDINGG` \(did you mean `PENDING`\?\)/,
      /^docs\/sdk-seeded\.mdx:7: Kotlin: `HandleInvitationResponse` has no case `CredentialOffer`/,
      /^docs\/sdk-seeded\.mdx:10: Kotlin: `ProofDetail` has no field `proofInput` \(did you mean `proofInputs`\?\)/,
    ]);
    const swift = run('swift', [
      'var proof = try await core.getProof(proposal.proofId)', // 4
      'let results = try await core.checkRevocation(credentialIds: [id], refresh: true)', // 5
      'guard proof.state == .requestedd else { return }', // 6
    ]);
    expectProblems(swift, [
      /^docs\/sdk-seeded\.mdx:4: Swift: `getProof`: argument 1 needs the label `proofId:`/,
      /^docs\/sdk-seeded\.mdx:5: Swift: `checkRevocation`: argument 2 is labelled `refresh:`, the parameter is `forceRefresh`/,
      /^docs\/sdk-seeded\.mdx:6: Swift: `ProofState` has no case `\.requestedd` \(did you mean `requested`\?\)/,
    ]);
  });

  it('checks TypeScript tagged unions and enums, and fields reached through loops over maps', () => {
    const problems = run('ts', [
      'const invitation = await core.handleInvitation({ url, organisationId, transport: undefined, redirectUri: undefined });', // 4
      "if (invitation.type_ === 'CREDENTIAL_OFFER') {", // 5
      '  const definition = await core.getPresentationDefinitionV2(invitation.proofId);', // 6
      '  for (const [queryId, query] of Object.entries(definition.credentialQueries)) {', // 7
      '    const match = query.credentialOrFailureHint;', // 8
      "    if (match.type_ === 'APPLICABLE_CREDENTIAL') console.log(queryId, query.multipleAllowed);", // 9
      '  }', // 10
      '}', // 11
      'const ok = invitation.type_ === HandleInvitationResponse.ProofRequest;', // 12
      'const done = proof.state === ProofState.Accepted;', // 13
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:5: TypeScript: `HandleInvitationResponse` has no variant `CREDENTIAL_OFFER`/,
      /^docs\/sdk-seeded\.mdx:9: TypeScript: `ApplicableCredentialOrFailureHint` has no variant `APPLICABLE_CREDENTIAL` \(did you mean `APPLICABLE_CREDENTIALS`\?\)/,
      /^docs\/sdk-seeded\.mdx:9: TypeScript: `CredentialQuery` has no field `multipleAllowed`/,
      /^docs\/sdk-seeded\.mdx:12: TypeScript: `HandleInvitationResponse` is a union tagged by `type_`/,
      /^docs\/sdk-seeded\.mdx:13: TypeScript: `ProofState` has no case `Accepted` \(did you mean `ACCEPTED`\?\)/,
    ]);
  });

  it('reports Rust type names and types the SDK does not define', () => {
    const problems = run('kotlin', [
      'val scan = ScanToVerifyRequestBindingDto(credential = content, barcode = mrz, barcodeType = ScanToVerifyBarcodeTypeBindingEnum.MRZ)', // 4
      'val request = KeyRequestBindingDTO(organisationId = org, keyType = "EDDSA", keyParams = emptyMap(), name = "k", storageType = "INTERNAL", storageParams = emptyMap())', // 5
    ]);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:4: Kotlin: no SDK record `ScanToVerifyRequestBindingDto`/,
      /^docs\/sdk-seeded\.mdx:4: Kotlin: no SDK enum `ScanToVerifyBarcodeTypeBindingEnum`/,
      /^docs\/sdk-seeded\.mdx:5: Kotlin: `KeyRequestBindingDTO` is the Rust name; the SDK type is `GenerateKeyRequest`/,
    ]);
  });

  it('accepts correct samples in all three languages and ignores strings and comments', () => {
    assert.deepEqual(
      run('ts', [
        'const invitation = await core.handleInvitation({ url: scannedUrl, organisationId });',
        "if (invitation.type_ === 'CREDENTIAL_ISSUANCE') {",
        '  const credentialId = await core.holderAcceptCredential({ interactionId: invitation.interactionId, txCode });',
        '  const credential = await core.getCredential(credentialId);',
        '  // core.getCredentials(credentialId) in a comment is fine',
        "  console.log('core.getCredentials(x) in a string is fine', credential.state);",
        '}',
        'const results = await core.checkRevocation([credentialId], true);',
        'for (const result of results) { if (!result.success) console.warn(result.reason); }',
        "const { proofId, interactionId, url } = await core.proposeProof({ protocol: 'ISO_MDL', organisationId, engagement: ['QR_CODE'] });",
      ]),
      [],
    );
    assert.deepEqual(
      run('kotlin', [
        'val invitation = core.handleInvitation(HandleInvitationRequest(url = scannedUrl, organisationId = organisationId, transport = null, redirectUri = null))',
        'when (invitation) {',
        '    is HandleInvitationResponse.CredentialIssuance -> {',
        '        val txCode = invitation.txCode?.let { promptForCode(it) }',
        '        core.holderAcceptCredential(HolderAcceptCredentialRequest(interactionId = invitation.interactionId, didId = null, identifierId = null, keyId = null, txCode = null, holderWalletUnitId = null))',
        '    }',
        '    is HandleInvitationResponse.ProofRequest -> showProofRequest(invitation.proofId)',
        '    else -> Unit',
        '}',
        'var proof = core.getProof(proofId)',
        'check(proof.state == ProofState.REQUESTED) { "Exchange ended in ${proof.state}" }',
      ]),
      [],
    );
    assert.deepEqual(
      run('swift', [
        'let definition = try await core.getPresentationDefinitionV2(proofId: proofId)',
        'var submission: [String: [PresentationSubmitV2CredentialRequest]] = [:]',
        'for (queryId, query) in definition.credentialQueries {',
        '    if case let .applicableCredentials(credentials) = query.credentialOrFailureHint, let first = credentials.first {',
        '        submission[queryId] = [PresentationSubmitV2CredentialRequest(credentialId: first.id, userSelections: [])]',
        '    }',
        '}',
        'try await core.holderSubmitProofV2(interactionId: interactionId, submission: submission)',
        'var proof = try await core.getProof(proofId: proofId)',
        'while proof.state == .pending { proof = try await core.getProof(proofId: proofId) }',
      ]),
      [],
    );
  });

  it('checks calls written in the prose', () => {
    const text = [
      'Call `getConfig()` first.',
      'Then call `core.getProofs(proofId)`.',
      'Or `listCredential(query)`, or the browser `fetch(url)`.',
    ].join('\n');
    const problems = checkSdkSamples([parseGuide('docs/sdk-seeded.mdx', text)], { inventory }).map(formatProblem);
    expectProblems(problems, [
      /^docs\/sdk-seeded\.mdx:2: OneCore has no method `getProofs` \(did you mean `getProof`\?\)/,
      /^docs\/sdk-seeded\.mdx:3: OneCore has no method `listCredential` \(did you mean `listCredentials`\?\)/,
    ]);
  });

  it('masks strings and comments without moving lines', () => {
    const masked = maskCode('a("x\\"y") // core.f()\n/* b\n c */ d', 'kotlin');
    assert.equal(masked.split('\n').length, 3);
    assert.doesNotMatch(masked, /core\.f|x\\"y/);
  });
});
