import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspect } from '../../src/inspector/registry.ts';
import type { Inspection } from '../../src/inspector/types.ts';
import { FIELD_LABELS } from '../../src/inspector/fields.ts';
import { glossary } from '../../src/data/glossary.ts';
import { NOW, certificate, joseKeyPair, seconds, signJwt } from '../support/inspector-vectors.mts';

const check = (inspection: Inspection, name: RegExp) => {
  const found = inspection.checks.find((entry) => name.test(entry.name));
  assert.ok(found, `no check ${name} in ${inspection.checks.map((entry) => entry.name).join(' | ')}`);
  return found;
};

const credentialSubject = { id: 'did:example:holder', givenName: 'Erika', familyName: 'Mustermann' };

describe('credential inspector: JWT VC', async () => {
  const issuer = await joseKeyPair();
  const vc = {
    '@context': ['https://www.w3.org/2018/credentials/v1'],
    type: ['VerifiableCredential', 'IdentityCredential'],
    credentialSubject,
    credentialStatus: {
      id: 'https://issuer.example.com/status/3#94567',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '94567',
      statusListCredential: 'https://issuer.example.com/status/3',
    },
  };
  const payload = {
    iss: 'https://issuer.example.com',
    sub: 'did:example:holder',
    nbf: seconds(NOW) - 3600,
    exp: seconds(NOW) + 86400,
    vc,
  };

  it('decodes the vc claim, verifies with the jwk header and reads the status entry', async () => {
    const jwt = await signJwt(payload, { typ: 'JWT', jwk: issuer.publicJwk }, issuer.privateJwk);
    const inspection = await inspect(jwt, NOW);
    assert.equal(inspection.kind, 'jwt-vc');
    assert.deepEqual(inspection.problems, []);
    assert.ok(
      inspection.parts.some(
        (part) => part.title === 'Claims about the subject' && part.fields.some((field) => field.value === 'Erika'),
      ),
    );
    assert.equal(check(inspection, /signature/).status, 'passed');
    assert.equal(check(inspection, /validity/).status, 'passed');
    assert.match(
      check(inspection, /status/i).detail,
      /needs the network.*BitstringStatusListEntry \(revocation\): entry 94567 of https:\/\/issuer\.example\.com\/status\/3/,
    );
  });

  it('fails the signature signed by another key, and the validity window before nbf', async () => {
    const other = await joseKeyPair();
    const forged = await signJwt({ ...payload, nbf: seconds(NOW) + 600 }, { jwk: issuer.publicJwk }, other.privateJwk);
    const inspection = await inspect(forged, NOW);
    assert.equal(check(inspection, /signature/).status, 'failed');
    const validity = check(inspection, /validity/);
    assert.equal(validity.status, 'failed');
    assert.match(validity.detail, /^Not valid before .* \(nbf\), 10 minutes from now/);
  });

  it('reads the key of a did:jwk issuer from the kid, where the key is in the value itself', async () => {
    const did = `did:jwk:${Buffer.from(JSON.stringify(issuer.publicJwk)).toString('base64url')}`;
    const jwt = await signJwt({ ...payload, iss: did }, { kid: `${did}#0` }, issuer.privateJwk);
    assert.match(check(await inspect(jwt, NOW), /signature/).detail, /did:jwk/);
  });

  it('reads an enveloping VCDM 2.0 credential (typ vc+jwt) and its validFrom/validUntil', async () => {
    const credential = {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential'],
      issuer: 'https://issuer.example.com',
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2026-03-01T00:00:00Z',
      credentialSubject,
    };
    const jwt = await signJwt(credential, { typ: 'vc+jwt', jwk: issuer.publicJwk }, issuer.privateJwk);
    const inspection = await inspect(jwt, NOW);
    assert.equal(inspection.kind, 'jwt-vc');
    const validity = check(inspection, /validity/);
    assert.equal(validity.status, 'failed');
    assert.match(validity.detail, /Expired at 2026-03-01T00:00:00\.000Z \(validUntil\)/);
  });
});

describe('credential inspector: JSON-LD VC', () => {
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    type: ['VerifiableCredential'],
    issuer: 'did:example:issuer',
    validFrom: '2026-01-01T00:00:00Z',
    credentialSubject,
    proof: {
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      verificationMethod: 'did:example:issuer#key-1',
      proofPurpose: 'assertionMethod',
      created: '2026-01-01T00:00:00Z',
      proofValue: 'z3FXQjecWufY46yg5abdVZsXqLhxhueuSoZgNSARiKBk9czhSePTFehP8c3PGfb6a22gkfUKKiSvHqVVtR8nrzmLw',
    },
  };

  it('shows the proof and says why its signature cannot be checked here', async () => {
    const inspection = await inspect(JSON.stringify(credential, null, 2), NOW);
    assert.equal(inspection.kind, 'json-ld-vc');
    assert.ok(
      inspection.parts.some(
        (part) => part.title === 'Proof' && part.fields.some((field) => field.key === 'proof.cryptosuite'),
      ),
    );
    const proof = check(inspection, /proof/);
    assert.equal(proof.status, 'not-possible');
    assert.match(proof.detail, /JSON-LD contexts.*did:example:issuer#key-1/);
    assert.equal(check(inspection, /validity/).status, 'passed');
  });

  it('flags a credential without a proof, and an expired one', async () => {
    const { proof: _proof, ...unsigned } = credential;
    const inspection = await inspect(JSON.stringify({ ...unsigned, validUntil: '2026-02-01T00:00:00Z' }), NOW);
    assert.match(inspection.problems[0].message, /no proof member/);
    assert.equal(check(inspection, /validity/).status, 'failed');
  });

  it('reports broken JSON with the character where it breaks', async () => {
    const text = '{"@context": ["https://www.w3.org/ns/credentials/v2"], "type": ["VerifiableCredential"],}';
    const inspection = await inspect(text, NOW);
    assert.equal(inspection.kind, 'json');
    // the closing brace after a trailing comma
    assert.equal(inspection.problems[0].position?.offset, text.indexOf(',}') + 1);
    assert.match(inspection.problems[0].message, new RegExp(`not valid JSON at character ${text.indexOf(',}') + 2}`));
  });
});

describe('credential inspector: OpenID4VCI credential offer', () => {
  const offer = {
    credential_issuer: 'https://issuer.example.com/ssi/openid4vci/final-1.0/5b0b2c4e',
    credential_configuration_ids: ['identity_credential'],
    grants: {
      'urn:ietf:params:oauth:grant-type:pre-authorized_code': {
        'pre-authorized_code': 'oaKazRN8I0IbtZ0C7JuMn5',
        tx_code: { input_mode: 'numeric', length: 6, description: 'Enter the code sent by e-mail' },
      },
    },
  };
  const byValue = `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(offer))}`;

  it('decodes an offer by value: issuer, configurations, pre-authorized code, tx_code, with the Core answers for a transaction code', async () => {
    const inspection = await inspect(byValue, NOW);
    assert.equal(inspection.kind, 'openid4vci-offer');
    assert.deepEqual(inspection.scannableUrls, [byValue]);
    const grant = inspection.parts.find((part) => part.title === 'Grant: pre-authorized code');
    assert.deepEqual(
      grant?.fields.map((field) => [field.key, field.value]),
      [
        ['pre-authorized_code', 'oaKazRN8I0IbtZ0C7JuMn5'],
        ['tx_code.input_mode', 'numeric'],
        ['tx_code.length', 6],
        ['tx_code.description', 'Enter the code sent by e-mail'],
      ],
    );
    assert.equal(check(inspection, /what a wallet needs/).status, 'passed');
    assert.deepEqual(
      inspection.coreAnswers.map((answer) => answer.errorCode),
      ['BR_0169', 'BR_0170'],
    );
    assert.equal(inspection.coreAnswers[0].href, '/reference/errors#BR_0169');
  });

  it('fails an offer without an https issuer or offered configurations, and a bad tx_code', async () => {
    const broken = {
      credential_issuer: 'issuer.example.com',
      grants: {
        'urn:ietf:params:oauth:grant-type:pre-authorized_code': {
          'pre-authorized_code': 'x',
          tx_code: { input_mode: 'letters', length: 0 },
        },
      },
    };
    const inspection = await inspect(
      `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(broken))}`,
      NOW,
    );
    const needs = check(inspection, /what a wallet needs/);
    assert.equal(needs.status, 'failed');
    assert.match(needs.detail, /credential_issuer is "issuer\.example\.com", expected an https URL/);
    assert.match(needs.detail, /credential_configuration_ids is missing/);
    assert.match(needs.detail, /tx_code\.input_mode is "letters"/);
    assert.match(needs.detail, /tx_code\.length is 0/);
  });

  it('shows an offer by reference without fetching it', async () => {
    const url =
      'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fissuer.example.com%2Fssi%2Fopenid4vci%2Ffinal-1.0%2F5b0b%2Foffer%2F0f7a';
    const inspection = await inspect(url, NOW);
    assert.equal(inspection.label, 'OpenID4VCI credential offer, by reference');
    assert.equal(
      inspection.parts[0].fields[0].value,
      'https://issuer.example.com/ssi/openid4vci/final-1.0/5b0b/offer/0f7a',
    );
    assert.match(
      check(inspection, /can be read/).detail,
      /^Not fetched: the offer is at https:\/\/issuer\.example\.com\/.*nothing leaves this page/,
    );
    assert.match(inspection.coreAnswers[0].summary, /PENDING.*invalid_request/);
  });

  it('rebuilds a scannable URL from an offer pasted as JSON', async () => {
    const inspection = await inspect(JSON.stringify(offer), NOW);
    assert.deepEqual(inspection.scannableUrls, [byValue]);
  });

  it('reports a credential_offer that is not JSON, and an offer URL without parameters', async () => {
    const broken = await inspect('openid-credential-offer://?credential_offer=%7B%22credential_issuer%22%3A', NOW);
    assert.equal(broken.problems[0].part, 'credential_offer parameter');
    assert.match(
      broken.problems[0].message,
      /not valid JSON at character 22 of the decoded parameter: Unexpected end of JSON input/,
    );
    const empty = await inspect('openid-credential-offer://', NOW);
    assert.match(empty.problems[0].message, /neither a credential_offer nor a credential_offer_uri/);
  });
});

describe('credential inspector: OpenID4VP request', async () => {
  const verifier = await joseKeyPair();
  const dcql = {
    credentials: [
      {
        id: 'pid',
        format: 'dc+sd-jwt',
        meta: { vct_values: ['urn:eudi:pid:1'] },
        claims: [{ path: ['given_name'] }, { path: ['address', 'locality'] }],
      },
    ],
  };
  const requestPayload = {
    client_id: 'x509_san_dns:verifier.example.com',
    response_type: 'vp_token',
    response_mode: 'direct_post',
    response_uri: 'https://verifier.example.com/response',
    nonce: 'n-0S6_WzA2Mj',
    dcql_query: dcql,
    iat: seconds(NOW) - 30,
    exp: seconds(NOW) + 300,
  };

  it('decodes a request object by value: the DCQL query, the x5c-signed signature and the matching client_id', async () => {
    const cert = await certificate(new Date('2026-01-01'), new Date('2027-01-01'), 'CN=verifier.example.com');
    const jwt = await signJwt(requestPayload, { typ: 'oauth-authz-req+jwt', x5c: [cert.der] }, cert.privateJwk);
    const url = `openid4vp://?client_id=${encodeURIComponent(requestPayload.client_id)}&request=${jwt}`;
    const inspection = await inspect(url, NOW);
    assert.equal(inspection.kind, 'openid4vp-request');
    assert.deepEqual(inspection.problems, []);
    const asked = inspection.parts.find((part) => part.title === 'Asked for: pid');
    assert.deepEqual(
      asked?.fields.filter((field) => field.key.startsWith('claims')).map((field) => field.value),
      ['given_name', 'address › locality'],
    );
    assert.equal(check(inspection, /DCQL/).status, 'passed');
    assert.equal(check(inspection, /verifier's signature/).status, 'passed');
    assert.equal(check(inspection, /client_id/).status, 'passed');
    assert.equal(check(inspection, /validity/).status, 'passed');
    assert.deepEqual(inspection.scannableUrls, [url]);
  });

  it('fails a request whose URL and request object name different verifiers, or whose DCQL query has no credentials', async () => {
    const jwt = await signJwt(
      { ...requestPayload, dcql_query: { credentials: [] } },
      { jwk: verifier.publicJwk },
      verifier.privateJwk,
    );
    const inspection = await inspect(
      `openid4vp://?client_id=redirect_uri%3Ahttps%3A%2F%2Fother.example.com&request=${jwt}`,
      NOW,
    );
    assert.equal(check(inspection, /client_id/).status, 'failed');
    assert.equal(check(inspection, /DCQL/).status, 'failed');
  });

  it('shows a request by reference without fetching it', async () => {
    const inspection = await inspect(
      'openid4vp://?client_id=x509_san_dns%3Averifier.example.com&request_uri=https%3A%2F%2Fverifier.example.com%2Fr%2F1&request_uri_method=post',
      NOW,
    );
    assert.equal(inspection.label, 'OpenID4VP request, by reference');
    assert.match(
      check(inspection, /can be read/).detail,
      /Not fetched: the request object is at https:\/\/verifier\.example\.com\/r\/1 \(the wallet fetches it with a POST request\)/,
    );
  });

  it('reads a request object pasted on its own and rebuilds a scannable URL', async () => {
    const jwt = await signJwt(requestPayload, { jwk: verifier.publicJwk }, verifier.privateJwk);
    const inspection = await inspect(jwt, NOW);
    assert.equal(inspection.label, 'OpenID4VP request object (JWT)');
    assert.deepEqual(inspection.scannableUrls, [
      `openid4vp://?client_id=x509_san_dns%3Averifier.example.com&request=${jwt}`,
    ]);
  });

  it('reports a request without client_id or any request, and DCQL in the URL that is not JSON', async () => {
    const bare = await inspect('openid4vp://?nonce=abc', NOW);
    assert.deepEqual(
      bare.problems.map((problem) => problem.part),
      ['Query', 'Query'],
    );
    const broken = await inspect('openid4vp://?client_id=x&dcql_query=%7Bcredentials', NOW);
    assert.equal(broken.problems[0].part, 'dcql_query parameter');
  });
});

describe('credential inspector: values it does not read', () => {
  it('says what a value looks like and what the page reads', async () => {
    assert.match((await inspect('   ', NOW)).problems[0].message, /^Nothing to inspect/);
    assert.match((await inspect('hello world', NOW)).problems[0].message, /^Not recognised: expected an SD-JWT/);
    assert.match((await inspect('{"a": 1}', NOW)).problems[0].message, /This is JSON, but neither/);
    assert.match(
      (await inspect('https://example.com/page', NOW)).problems[0].message,
      /A https: URL without the parameters/,
    );
    const twoParts = await inspect('eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0', NOW);
    assert.equal(twoParts.kind, 'unrecognised');
  });

  it('reports a JWT with an unreadable part, naming the part and its position', async () => {
    const inspection = await inspect('eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0!.c2ln', NOW);
    assert.equal(inspection.kind, 'jwt');
    assert.deepEqual(inspection.problems[0].position, { unit: 'character', offset: 36 });
    const broken = await inspect('eyJhbGciOiJFUzI1NiJ9.bm90IGpzb24.c2ln', NOW);
    assert.equal(broken.kind, 'jwt');
    assert.equal(broken.problems[0].part, 'JWT payload');
    assert.equal(broken.problems[0].position?.offset, 21);
  });

  it('turns an inspector that throws into a problem, never a crash', async () => {
    const inspection = await inspect('x', NOW, [
      async () => {
        throw new Error('boom');
      },
    ]);
    assert.match(inspection.problems[0].message, /The inspector failed on this value: boom/);
  });

  it('makes no network request while inspecting', async () => {
    const original = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = (async () => {
      calls += 1;
      throw new Error('no network in the inspector');
    }) as typeof fetch;
    try {
      await inspect(
        'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fissuer.example.com%2Foffer%2F1',
        NOW,
      );
      await inspect('openid4vp://?client_id=x&request_uri=https%3A%2F%2Fverifier.example.com%2Fr%2F1', NOW);
      await inspect(
        '{"@context":["https://www.w3.org/ns/credentials/v2"],"type":["VerifiableCredential"],"proof":{"type":"DataIntegrityProof"}}',
        NOW,
      );
    } finally {
      globalThis.fetch = original;
    }
    assert.equal(calls, 0);
  });

  it('links every labelled field to a glossary entry that exists', () => {
    const ids = new Set(glossary.map((term) => term.id));
    for (const [key, { href }] of Object.entries(FIELD_LABELS)) {
      if (!href) continue;
      const [, id] = /^\/glossary#(.+)$/.exec(href) ?? [];
      assert.ok(id && ids.has(id), `${key}: ${href} is not a glossary entry`);
    }
  });
});
