/**
 * The SDK function reference (scripts/reference/sdk-pages.ts): every binding
 * function gets a page with its description, per-platform signature and an
 * example that the SDK drift guard accepts; types link to their sections;
 * the redirects cover the real site's /sdk/<function> addresses; doc
 * comments are read from the binding source.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { sdkRedirects } from '../../config/sdk-redirects.ts';
import { readInventory } from '../../scripts/inventory/release.ts';
import { docCommentBefore } from '../../scripts/inventory/rust-lexer.ts';
import { extractSdk, type SdkInventory } from '../../scripts/inventory/sdk.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';
import { checkSdkSamples } from '../../scripts/guards/sdk-samples.ts';
import { className, heckWords, parseType, renderType } from '../../scripts/reference/sdk-names.ts';
import {
  readSummaries,
  renderSdkReference,
  SdkReferenceError,
  signature,
  summaryProblems,
} from '../../scripts/reference/sdk-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const inventory = readInventory<SdkInventory>(ROOT, 'sdk');
const summaries = readSummaries(ROOT);
const reference = renderSdkReference(inventory, summaries);
const fn = (rustName: string) => inventory.functions.find((f) => f.rustName === rustName)!;
const page = (rustName: string) => reference.files.get(`functions/${rustName}.mdx`)!;

describe('SDK names', () => {
  it('splits words as heck does, so class names match the generated bindings', () => {
    assert.deepEqual(heckWords('OpenID4VCITxCode'), ['Open', 'ID4VCI', 'Tx', 'Code']);
    assert.equal(className('OpenID4VCITxCode'), 'OpenId4vciTxCode');
    assert.equal(className('NFCScanRequest'), 'NfcScanRequest');
    assert.equal(className('ResolvedJsonLDContext'), 'ResolvedJsonLdContext');
    assert.equal(className('CredentialDetail'), 'CredentialDetail');
  });

  it('renders types per language', () => {
    const t = parseType('Option<HashMap<String, Vec<u32>>>');
    assert.equal(renderType(t, 'kotlin'), 'Map<String, List<UInt>>?');
    assert.equal(renderType(t, 'swift'), '[String: [UInt32]]?');
    assert.equal(renderType(t, 'ts'), 'Record<string, Array<number>> | undefined');
  });

  it('writes signatures as UniFFI and the React Native package declare them', () => {
    const check = fn('check_revocation');
    assert.equal(
      signature(check, 'ts'),
      'checkRevocation(credentialIds: Array<string>, forceRefresh: boolean | undefined): Promise<Array<CredentialRevocationCheckResponse>>',
    );
    assert.equal(
      signature(check, 'kotlin'),
      '@Throws(OneCoreException::class)\nsuspend fun checkRevocation(credentialIds: List<String>, forceRefresh: Boolean?): List<CredentialRevocationCheckResponse>',
    );
    assert.equal(
      signature(check, 'swift'),
      'func checkRevocation(credentialIds: [String], forceRefresh: Bool?) async throws -> [CredentialRevocationCheckResponse]',
    );
    assert.equal(signature(fn('version'), 'ts'), 'getVersion(): Promise<Version>');
    assert.equal(signature(fn('version'), 'swift'), 'func version() -> Version');
  });
});

describe('SDK function pages', () => {
  it('has one page per binding function, named after the snake_case Rust name', () => {
    assert.equal(reference.functions, inventory.functions.length);
    for (const f of inventory.functions) {
      const text = page(f.rustName);
      assert.ok(text, `no page for ${f.rustName}`);
      for (const heading of ['## Signature', '## Parameters', '## Returns', '## Errors', '## Example'])
        assert.ok(text.includes(heading), `${f.rustName}: ${heading}`);
    }
  });

  it('describes each function from its doc comment or the summaries file', () => {
    assert.ok(page('handle_invitation').includes('handles the interaction once the wallet connects'));
    assert.ok(page('generate_key').includes(summaries.generate_key.split('\n')[0].slice(0, 40)));
  });

  it('links parameter and return types to their sections on the type pages', () => {
    const text = page('handle_invitation');
    assert.ok(
      text.includes('[`HandleInvitationRequest`](/reference/sdk/api/types/interaction#HandleInvitationRequest)'),
    );
    const types = reference.files.get('types/interaction.mdx')!;
    assert.ok(types.includes('## HandleInvitationRequest {/* #HandleInvitationRequest */}'));
    // Every link to a type page names a section that page has.
    for (const [file, text] of reference.files) {
      for (const m of text.matchAll(/\]\(\/reference\/sdk\/api\/types\/([a-z-]+)#(\w+)\)/g)) {
        const target = reference.files.get(`types/${m[1]}.mdx`);
        assert.ok(target?.includes(`{/* #${m[2]} */}`), `${file} links to ${m[1]}#${m[2]}, which does not exist`);
      }
    }
  });

  it('compiles every page as MDX', async () => {
    for (const [file, text] of reference.files) {
      if (!file.endsWith('.mdx')) continue;
      await assert.doesNotReject(compile(text.replace(/^---[\s\S]*?---\n/, ''), { remarkPlugins: [remarkGfm] }), file);
    }
  });

  it('gives examples that the SDK drift guard accepts, and the guard reads them', () => {
    const guides = [...reference.files]
      .filter(([file]) => file.endsWith('.mdx'))
      .map(([file, text]) => parseGuide(`reference/sdk/api/${file}`, text));
    assert.deepEqual(checkSdkSamples(guides, { inventory }), []);
    const broken = parseGuide('broken.mdx', page('handle_invitation').replace('organisationId = organisationId,', ''));
    assert.ok(checkSdkSamples([broken], { inventory }).some((p) => /missing field.*organisationId/.test(p.message)));
  });

  it('stops, naming the function, when a function has no description', () => {
    const { generate_key: _dropped, ...rest } = summaries;
    assert.deepEqual(summaryProblems(inventory, rest), [
      'generate_key has no doc comment in the binding and no entry in reference/sdk/function-summaries.yaml',
    ]);
    assert.throws(() => renderSdkReference(inventory, { ...summaries, no_such_fn: 'x' }), SdkReferenceError);
  });

  it('groups the sidebar by area and lists every page once', () => {
    const sidebar = reference.files.get('sidebar.ts')!;
    for (const f of inventory.functions)
      assert.equal(sidebar.split(`"sdk/api/functions/${f.rustName}"`).length, 2, f.rustName);
    assert.match(sidebar, /"label": "Invitations and issuance"/);
  });
});

describe('SDK redirects', () => {
  it("forwards the real site's /sdk/<function> addresses to the function pages", () => {
    const pairs = new Map(sdkRedirects(inventory).map((r) => [r.from as string, r.to]));
    assert.equal(pairs.get('/sdk/handle_invitation'), '/reference/sdk/api/functions/handle_invitation');
    assert.equal(pairs.get('/sdk/get_credential_schema'), '/reference/sdk/api/functions/get_credential_schema');
    assert.equal(pairs.get('/sdk/create_proof_schema'), '/reference/sdk/api/functions/create_proof_schema');
    assert.equal(pairs.get('/sdk/wallet_workflow'), '/reference/sdk/wallet-workflow');
    assert.equal(pairs.size, inventory.functions.length + 1);
  });
});

describe('doc comments in the SDK inventory', () => {
  const source = [
    'use x;',
    '',
    '#[uniffi::export]',
    'impl OneCore {',
    '    /// Finds a thing.',
    '    ///',
    '    /// Uses `a < b`.',
    '    #[uniffi::method(',
    '        default(limit)',
    '    )]',
    '    pub async fn find(&self, limit: Option<u32>) -> Result<String, BindingError> { todo!() }',
    '}',
    '',
    '/// A thing.',
    '#[derive(uniffi::Record)]',
    'pub struct Thing {',
    '    /// Its name.',
    '    pub name: String,',
    '    // not a doc comment',
    '    pub size: u32,',
    '}',
    '',
    '#[derive(uniffi::Enum)]',
    'pub enum Kind {',
    '    /// The first kind.',
    '    First,',
    '    Second { /// Why.',
    '        reason: String },',
    '}',
  ].join('\n');

  it('reads the comment above an item, past attributes that span lines', () => {
    assert.equal(docCommentBefore(source, source.indexOf('fn find')), 'Finds a thing.\n\nUses `a < b`.');
    assert.equal(docCommentBefore(source, source.indexOf('struct Thing')), 'A thing.');
    assert.equal(docCommentBefore(source, source.indexOf('pub size')), null);
  });

  it('records docs on functions, records, fields and variants, and nowhere else', () => {
    const files: Record<string, string> = { 'platforms/uniffi/src/binding/thing.rs': source };
    const sdk = extractSdk({ tag: 'v0', list: () => Object.keys(files), read: (f: string) => files[f] });
    assert.equal(sdk.functions[0].docs, 'Finds a thing.\n\nUses `a < b`.');
    const thing = sdk.records.find((r) => r.name === 'Thing')!;
    assert.equal(thing.docs, 'A thing.');
    assert.equal(thing.fields[0].docs, 'Its name.');
    assert.equal('docs' in thing.fields[1], false);
    const kind = sdk.enums.find((e) => e.name === 'Kind')!;
    assert.equal(kind.variants[0].docs, 'The first kind.');
    assert.equal('docs' in kind.variants[1], false);
  });
});
