/**
 * The ranking rules for tasks and sections (src/search/rank.ts, queryPlan.ts,
 * indexOptions.ts), on a small index shaped like the site's: a Core and a
 * Desk operation, guides, a table of actions, an SDK enum, an error page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planQuery } from '../../src/search/queryPlan.ts';
import { oneOperationFirst } from '../../src/search/rank.ts';
import { buildEmbeddedIndex } from '../../src/search/buildIndex.ts';
import { searchIndex } from '../../src/search/embeddedBackend.ts';
import type { DocSearchRecord, RecordType } from '../../src/search/record.ts';
import { pageKindOf, type PageKind } from '../../src/search/pageKind.ts';
import { synonymSets } from '../../scripts/search/schema.ts';

type Level = string | null;
/** A page: its title, then records as [type, heading trail below the title, content]. */
function page(path: string, title: string, records: Array<[RecordType, Level[], string | null]>): DocSearchRecord[] {
  const all: Array<[RecordType, Level[], string | null]> = [['lvl1', [], null], ...records];
  return all.map(([type, headings, content], i) => ({
    id: `${path}:${i}`,
    content,
    url: `https://docs.example${path}${headings.length ? `#s${headings.length}-${i}` : ''}`,
    url_without_anchor: `https://docs.example${path}`,
    anchor: null,
    type,
    language: 'en',
    docusaurus_tag: 'default',
    version: 'current',
    item_priority: 1,
    page_kind: pageKindOf(`https://docs.example${path}`),
    'hierarchy.lvl0': 'Docs',
    'hierarchy.lvl1': title,
    'hierarchy.lvl2': headings[0] ?? null,
    'hierarchy.lvl3': headings[1] ?? null,
    'hierarchy.lvl4': null,
    'hierarchy.lvl5': null,
    'hierarchy.lvl6': null,
  }));
}

const operation = (path: string, title: string, endpoint: string, summary: string) =>
  page(path, title, [
    ['content', [], endpoint],
    ['content', [], summary],
    ['lvl2', ['Responses'], null],
    ['content', ['Responses'], 'The credential, with its new state.'],
  ]);

const records = [
  ...operation(
    '/reference/core/revoke-credential',
    'Revoke a credential',
    'POST /api/credential/v1/{id}/revoke · revoke_credential',
    'Revokes an issued credential: its status list entry is set.',
  ),
  ...operation(
    '/reference/desk/revoke-credential',
    'Revoke a credential',
    'POST /api/desk/v1/credentials/{id}/revoke · revoke_credential_desk',
    'Revokes a credential issued through the Desk.',
  ),
  ...operation(
    '/reference/core/suspend-credential',
    'Suspend a credential',
    'POST /api/credential/v1/{id}/suspend · suspend_credential',
    'Suspends a credential; unlike revoke, it can be reactivated.',
  ),
  ...page('/issue/manage-status', 'Manage credential status', [
    ['content', [], 'Issuers change the status of a credential they issued: suspend, reactivate or revoke it.'],
    ['lvl2', ['Revoke a credential'], null],
    [
      'content',
      ['Revoke a credential'],
      'To revoke a credential, call the revoke operation with its ID. A revoked credential stays revoked.',
    ],
    ['lvl2', ['Suspend a credential'], null],
    ['content', ['Suspend a credential'], 'A suspended credential can be reactivated later.'],
  ]),
  ...page('/components/desk-issuer', 'Desk for issuers', [
    ['lvl2', ['Actions'], null],
    ['content', ['Actions'], 'Revoke · POST /api/credential/v1/{id}/revoke · CREDENTIAL_REVOKE'],
    ['content', ['Actions'], 'Suspend · POST /api/credential/v1/{id}/suspend · CREDENTIAL_SUSPEND'],
    ['content', ['Actions'], 'Credential · the credential to act on, revoke or suspend'],
  ]),
  ...page('/reference/sdk/api/types/credential', 'Credentials: SDK types', [
    ['lvl2', ['CredentialState'], null],
    ['content', ['CredentialState'], 'Revoked · CredentialState.REVOKED · .revoked · the credential was revoked'],
  ]),
  ...page('/reference/errors', 'Error codes', [
    ['lvl2', ['Credential status'], null],
    ['lvl3', ['Credential status', 'BR_0197'], null],
    [
      'content',
      ['Credential status', 'BR_0197'],
      'BR_0197 · 400 · Credential role must be Holder for revocation check',
    ],
    [
      'content',
      ['Credential status', 'BR_0197'],
      'Only credentials held by this wallet are checked: BR_0197 names any other.',
    ],
    ['lvl3', ['Credential status', 'BR_0198'], null],
    [
      'content',
      ['Credential status', 'BR_0198'],
      'BR_0198 · 400 · Revocation not supported; see BR_0197 for holder checks',
    ],
  ]),
];
const index = buildEmbeddedIndex(records);
const search = (q: string, extra: Record<string, unknown> = {}) =>
  searchIndex(index, { collection: 'docs', q, per_page: 10, group_limit: 3, ...extra });
const routes = (q: string) => search(q).grouped_hits.map((g) => new URL(g.group_key[0]).pathname);

describe('tasks: an action on a resource', () => {
  it('tells a task from a thing named by words, an identifier or an operation', () => {
    for (const q of [
      'revoke credential',
      'revoke a credential',
      'create proof request',
      'list credentials',
      'subscribe to a trust list',
    ])
      assert.equal(planQuery(q).action, true, q);
    for (const q of [
      'trust list',
      'revoke',
      'credential',
      'offer expired',
      'POST /api/credential/v1',
      'revoke_credential',
      'wallet unit attestation',
    ])
      assert.equal(planQuery(q).action, false, q);
  });

  it('puts the Core operation titled by the task first and its guide among the first three', () => {
    const got = routes('revoke credential');
    assert.equal(got[0], '/reference/core/revoke-credential');
    assert.ok(got.slice(0, 3).includes('/issue/manage-status'), got.join(', '));
  });

  it('puts Core before Desk, and Desk out of the first three places of a task', () => {
    const got = routes('revoke a credential');
    assert.ok(got.indexOf('/reference/core/revoke-credential') < got.indexOf('/reference/desk/revoke-credential'));
    assert.ok(!got.slice(0, 3).includes('/reference/desk/revoke-credential'), got.join(', '));
  });

  it('ranks page titles and headings above table rows and enum values', () => {
    const got = routes('revoke credential');
    const rows = Math.min(got.indexOf('/components/desk-issuer'), got.indexOf('/reference/sdk/api/types/credential'));
    assert.ok(got.indexOf('/issue/manage-status') < rows, got.join(', '));
  });

  it('keeps one operation among the first three places, the best Core one', () => {
    const kinds = (list: PageKind[]) => oneOperationFirst(list.map((kind, i) => ({ kind, i }))).map((p) => p.i);
    assert.deepEqual(kinds(['desk', 'core', 'core', 'guide', 'guide']), [1, 3, 4, 0, 2]);
    assert.deepEqual(
      kinds(['guide', 'desk', 'guide', 'bridge']),
      [0, 1, 2, 3],
      'no Core operation near: the first operation stays',
    );
    assert.deepEqual(kinds(['guide', 'guide', 'guide', 'core']), [0, 1, 2, 3]);
  });
});

describe('one hit per section', () => {
  it('shows a heading, its table row and its sentences as one hit', () => {
    const [errors] = search('BR_0197').grouped_hits;
    assert.equal(new URL(errors.group_key[0]).pathname, '/reference/errors');
    const sections = errors.hits.map((h) => h.document['hierarchy.lvl3']);
    assert.deepEqual(
      sections,
      ['BR_0197', 'BR_0198'],
      'one hit for the section of BR_0197, one for the section that mentions it',
    );
  });
});

describe('a word the reader may still be typing', () => {
  const keycloakSections = [
    'Realm',
    'Client',
    'Roles',
    'Users',
    'Mappers',
    'Tokens',
    'Groups',
    'Scopes',
    'Flows',
    'Themes',
    'Events',
    'Sessions',
  ].flatMap((name): Array<[RecordType, Level[], string | null]> => [
    ['lvl2', [`Keycloak ${name.toLowerCase()}`], null],
    [
      'content',
      [`Keycloak ${name.toLowerCase()}`],
      `Create the Keycloak ${name.toLowerCase()} in the Keycloak admin console.`,
    ],
  ]);
  const keyRecords = [
    ...page('/keys', 'Signing material', [
      ['content', [], 'Each key signs for one identifier, in the storage you pick. Create one per algorithm.'],
    ]),
    ...page('/configure/keycloak', 'Keycloak', keycloakSections),
    ...page('/configure/signing', 'Signing', [
      ['content', [], 'Which key signs a credential: its issuer identifier key.'],
    ]),
    ...page('/configure/keystore', 'Keystore', [
      ['content', [], 'The keystore signs with a keystore entry; keystore signs keystore data.'],
    ]),
  ];
  const keyIndex = buildEmbeddedIndex(keyRecords);
  const keyRoutes = (q: string) =>
    searchIndex(keyIndex, { collection: 'docs', q, per_page: 10, group_limit: 3 }).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    );

  it('does not count a title that only begins with the resource ("Keycloak" for "key") as naming the task', () => {
    const got = keyRoutes('create key');
    assert.equal(got[0], '/keys', got.join(', '));
  });

  it('weighs a prefix match of the last word below the whole word ("keystore" for "key")', () => {
    const got = keyRoutes('create key');
    assert.ok(got.indexOf('/configure/signing') < got.indexOf('/configure/keystore'), got.join(', '));
  });
});

describe("a task's action in the docs' other words for it", () => {
  const actionIndex = buildEmbeddedIndex([
    ...page('/search-credentials', 'Search credentials', [
      ['content', [], 'Filter the credentials of an organisation by state, schema or role.'],
    ]),
    ...page('/hold/wallet', 'Wallet', [['content', [], 'The wallet shows the credentials it holds, in a list.']]),
    ...operation(
      '/reference/core/share-credential',
      'Share a credential',
      'POST /api/credential/v1/{id}/share · share_credential',
      'Creates the offer a holder scans.',
    ),
    ...page('/use/issue-credential', 'Issue a credential', [
      ['content', [], 'Issue a credential: create it, then offer it to the holder.'],
      ['lvl2', ['Issue a credential with the Core'], null],
      ['content', ['Issue a credential with the Core'], 'The Core issues the credential once the holder accepts it.'],
      ['lvl2', ['Issue a credential with the Desk'], null],
      ['content', ['Issue a credential with the Desk'], 'The Desk issues the credential from a form.'],
    ]),
    ...page('/hold/share', 'Share a credential', [
      ['content', [], 'A holder can pass a credential on to another wallet.'],
    ]),
    ...page('/trust', 'Trust lists', [['content', [], 'A trust list names the trusted issuers.']]),
  ]);
  const actionRoutes = (q: string) =>
    searchIndex(actionIndex, { collection: 'docs', q, per_page: 10, group_limit: 3 }).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    );

  it('searches the action of a task, and only of a task, in its other words', () => {
    assert.deepEqual(planQuery('list credentials').concepts[0], ['list', 'search']);
    assert.deepEqual(planQuery('trust list').concepts, [['trust'], ['list']]);
    assert.equal(actionRoutes('list credentials')[0], '/search-credentials');
  });

  it("ranks the page in the reader's word above the one in another word for it", () => {
    const got = actionRoutes('share credential');
    assert.ok(got.indexOf('/hold/share') < got.indexOf('/use/issue-credential'), got.join(', '));
  });

  it("gives the third of a task's first places to the Core operation titled by its action when guides fill them", () => {
    const order = (list: Array<{ kind: PageKind; namesAction?: boolean }>) =>
      oneOperationFirst(list.map((p, i) => ({ ...p, covered: 2, i }))).map((p) => p.i);
    assert.deepEqual(
      order([
        { kind: 'guide' },
        { kind: 'guide' },
        { kind: 'guide' },
        { kind: 'guide' },
        { kind: 'core', namesAction: true },
      ]),
      [0, 1, 4, 2, 3],
    );
    assert.deepEqual(
      order([{ kind: 'guide' }, { kind: 'guide' }, { kind: 'guide' }, { kind: 'core' }]),
      [0, 1, 2, 3],
      'an operation not titled by the action stays',
    );
  });
});

describe("a task's guide and the SDK's types", () => {
  const sdkIndex = buildEmbeddedIndex([
    ...page('/reference/sdk/api/types/trust-anchor', 'Trust anchor: SDK types', [
      ['lvl2', ['CreateTrustAnchorRequest'], null],
      ['content', ['CreateTrustAnchorRequest'], 'name · string · the trust anchor to create'],
    ]),
    ...page('/trust/procivis', 'Procivis trust management', [
      ['lvl2', ['Set up a trust anchor'], null],
      ['content', ['Set up a trust anchor'], 'Create a trust anchor, then add trust entities to it.'],
    ]),
  ]);
  it('ranks the guide above the SDK type page that names the resource', () => {
    const got = searchIndex(sdkIndex, {
      collection: 'docs',
      q: 'create trust anchor',
      per_page: 10,
      group_limit: 3,
    }).grouped_hits.map((g) => new URL(g.group_key[0]).pathname);
    assert.deepEqual(got, ['/trust/procivis', '/reference/sdk/api/types/trust-anchor']);
  });
});

describe('a task named in the words of another API or of a heading', () => {
  it('searches a phrase in any of its forms, plurals included ("history entries" is Core\'s "history events")', () => {
    const [action, resource] = planQuery('list history entries').concepts;
    assert.deepEqual(action, ['list', 'search']);
    assert.deepEqual(
      resource,
      ['history event', 'history entry', 'history entries'],
      'each form once as the index folds it ("entries" is not "entry")',
    );
    assert.deepEqual(planQuery('history events').concepts, [resource]);
  });

  it('publishes the same groups to Typesense, plurals spelled out (it does not fold them)', () => {
    const sets = synonymSets();
    assert.deepEqual(sets.find((set) => set.synonyms.includes('history entries'))?.synonyms, [
      'history event',
      'history entry',
      'history events',
      'history entries',
    ]);
    assert.deepEqual(sets.find((set) => set.id === 'site-subscribe')?.synonyms, [
      'subscribe',
      'subscribes',
      'subscribed',
      'subscribing',
    ]);
  });

  const historyIndex = buildEmbeddedIndex([
    ...operation(
      '/reference/core/get-history-list',
      'List history events',
      'GET /api/history/v1 · get_history_list',
      'Returns a page of history events.',
    ),
    ...operation(
      '/reference/bridge/bridge-list-history',
      'List history entries',
      'GET /api/bridge/v1/history · bridge_list_history',
      'Returns a page of history entries.',
    ),
    ...page('/permissions', 'Permissions', [
      ['content', [], 'HISTORY_LIST · GET /api/history/v1 · List history entries'],
    ]),
  ]);
  it("finds Core's operation in its own words, before the Bridge's", () => {
    const got = searchIndex(historyIndex, {
      collection: 'docs',
      q: 'list history entries',
      per_page: 10,
      group_limit: 3,
    }).grouped_hits.map((g) => new URL(g.group_key[0]).pathname);
    assert.equal(got[0], '/reference/core/get-history-list', got.join(', '));
  });

  const subscribeIndex = buildEmbeddedIndex([
    ...operation(
      '/reference/core/get-trust-list-subscription-entries',
      'List trust list subscription entries',
      'GET /api/trust-collection/v1/{id}/trust-list · get_trust_list_subscription_entries',
      'Returns a page of the trust list subscriptions of a trust collection, with the state of each trust list subscription.',
    ),
    ...operation(
      '/reference/core/post-trust-list-subscription',
      'Create a trust list subscription',
      'POST /api/trust-collection/v1/{id}/trust-list · post_trust_list_subscription',
      'Subscribes a trust collection to a published trust list.',
    ),
    ...page('/trust', 'Trust management', [
      ['lvl2', ['Subscribing'], null],
      ['content', ['Subscribing'], 'Wallets subscribe a trust collection to each trust list they rely on.'],
    ]),
    ...page('/trust/lists', 'Trust lists', [
      ['content', [], 'A trust list names trusted entities; wallets that subscribe to a trust list refresh it daily.'],
    ]),
    ...page('/trust/operators', 'Trust list operators', [
      ['content', [], 'Operators publish a trust list that wallets subscribe to.'],
    ]),
  ]);
  it('puts the operation that does the action in the reader\'s word ("Subscribes") first among those that name its noun', () => {
    const got = searchIndex(subscribeIndex, {
      collection: 'docs',
      q: 'subscribe to a trust list',
      per_page: 10,
      group_limit: 3,
    }).grouped_hits.map((g) => new URL(g.group_key[0]).pathname);
    assert.ok(got.slice(0, 3).includes('/reference/core/post-trust-list-subscription'), got.join(', '));
    assert.ok(
      got.indexOf('/reference/core/post-trust-list-subscription') <
        got.indexOf('/reference/core/get-trust-list-subscription-entries'),
      got.join(', '),
    );
  });

  const rejectIndex = buildEmbeddedIndex([
    ...operation(
      '/reference/core/presentation-reject',
      'Reject presentation',
      'POST /api/interaction/v1/presentation-reject · presentation_reject',
      'Declines the presentation request; the proof becomes REJECTED.',
    ),
    ...page('/verify/manage-proofs', 'Manage proof requests', [
      [
        'content',
        [],
        'A verifier creates a proof request and shares it. The proof request stays pending until the holder answers.',
      ],
      ['lvl2', ['Holder answers'], null],
      ['content', ['Holder answers'], 'If the holder declines the proof request, the verifier is not told.'],
    ]),
    ...page('/hold/submit-presentation', 'Submit a presentation', [
      ['content', [], 'Handle a proof request in a wallet, then submit the presentation.'],
      ['lvl2', ['Respond to the request'], null],
      ['lvl3', ['Respond to the request', 'Submit'], null],
      ['content', ['Respond to the request', 'Submit'], 'Submit the selected credentials; the proof becomes ACCEPTED.'],
      ['lvl3', ['Respond to the request', 'Reject'], null],
      [
        'content',
        ['Respond to the request', 'Reject'],
        "To decline, call the reject operation; the holder's proof becomes REJECTED.",
      ],
    ]),
    ...page('/proof-schemas', 'Proof schemas', [
      ['lvl2', ['Create a proof schema'], null],
      [
        'content',
        ['Create a proof schema'],
        'A proof request takes its questions from a proof schema. The request rejects unknown fields.',
      ],
    ]),
    ...page('/reference/errors', 'Error codes', [
      ['lvl2', ['Proof requests'], null],
      ['content', ['Proof requests'], 'BR_0020 · The proof request names no proof schema.'],
      ['lvl2', ['Interactions'], null],
      ['content', ['Interactions'], 'BR_0013 · Reject is only possible for a pending interaction.'],
    ]),
  ]);
  const rejectRoutes = (q: string) =>
    searchIndex(rejectIndex, { collection: 'docs', q, per_page: 10, group_limit: 3 }).grouped_hits.map(
      (g) => new URL(g.group_key[0]).pathname,
    );

  it("counts a task's words in one section: a table that holds them in different rows does not answer it", () => {
    const got = rejectRoutes('reject proof request');
    assert.ok(!got.slice(0, 3).includes('/reference/errors'), got.join(', '));
  });

  it('puts the guide with a section headed by the action ("Reject") among the first three', () => {
    const got = rejectRoutes('reject proof request');
    assert.ok(got.slice(0, 3).includes('/hold/submit-presentation'), got.join(', '));
    assert.ok(got.slice(0, 3).includes('/reference/core/presentation-reject'), got.join(', '));
  });
});
