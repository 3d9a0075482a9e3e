/**
 * Typesense mode end to end, short of a real Typesense server: a small built
 * site with the pages of one task ("revoke credential": the Core operation,
 * its main guide, another guide, and a tutorial whose table of rows holds the
 * same words and comes first in the index), published by `npm run
 * search:index`'s publish() with its default curations (generated from this
 * checkout's spec and guides), then searched through the site's own client
 * with the request the DocSearch modal sends.
 *
 * What this proves: the generated curation set is accepted, linked and
 * applied as Typesense applies curations (the stand-in models Typesense's
 * rule matching, the order of rules, a group per pinned position and
 * `filter_curated_hits`), and the client shows a pinned page once. What it
 * cannot prove: how Typesense ranks the rest of the hits; the stand-in keeps
 * the documents' order and nothing of Typesense's text match.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchSettings, typesenseThemeConfig } from '../../config/search.ts';
import type { Curation } from '../../scripts/search/curations.ts';
import { publish, siteCurations } from '../../scripts/search/publish.ts';
import { readSiteRecords } from '../../scripts/search/site-records.ts';
import { readTaskPins, type TaskPin } from '../../scripts/search/task-curations.ts';
import { createSiteSearchClient } from '../../src/search/client.ts';
import { MODAL_LAYOUT } from '../../src/search/modalLayout.ts';
import { FIXTURE_SITE, revokeCredentialPages, writeFixtureBuild } from '../support/search-fixture.mts';
import { ROOT } from '../support/site.mts';
import { type TypesenseStandIn } from '../support/typesense-stand-in.mts';
import { useBothGenerations } from '../support/typesense-publishing.mts';

const ADMIN_KEY = 'admin-key-7c2e19d4';
const SEARCH_KEY = 'search-only-key-44a1';
const ALIAS = 'docs';
const QUERY = 'revoke credential';
const OPERATION = '/reference/core/revoke-credential';

let pin: TaskPin;
let siteDefault: Curation[];
let buildDir: string;
const servers = useBothGenerations(ADMIN_KEY, { [SEARCH_KEY]: ['documents:search'] });

before(async () => {
  pin = readTaskPins(ROOT).find((candidate) => candidate.operation === OPERATION)!;
  assert.ok(pin?.guide, `a task pin with a main guide for ${OPERATION}`);
  assert.ok(revokeCredentialPages(pin.guide).some((page) => page.route === OPERATION));
  const pages = revokeCredentialPages(pin.guide);
  buildDir = await writeFixtureBuild(FIXTURE_SITE, pages);
  siteDefault = siteCurations(await readSiteRecords(buildDir, FIXTURE_SITE, ROOT), FIXTURE_SITE, ROOT);
});
after(() => fs.rm(path.dirname(buildDir), { recursive: true, force: true }));

/**
 * Publishes the fixture with the curations publish() makes by default
 * (made once here: reading the spec takes seconds), or with `curations`;
 * `'default'` leaves them to publish() itself.
 */
async function publishTo(server: TypesenseStandIn, curations: readonly Curation[] | 'default' = siteDefault) {
  return publish({
    buildDir,
    site: FIXTURE_SITE,
    siteDir: ROOT,
    target: { nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }], adminKey: ADMIN_KEY, alias: ALIAS },
    timeoutSeconds: 5,
    numRetries: 0,
    retryIntervalSeconds: 0,
    ...(curations === 'default' ? {} : { curations }),
  });
}

/** The modal's search through the site's client, configured as the build configures it: the pages of its hits, in order. */
async function modalPages(server: TypesenseStandIn, q: string): Promise<string[]> {
  const settings = searchSettings({
    TYPESENSE_HOST: `127.0.0.1:${server.port}`,
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_SEARCH_API_KEY: SEARCH_KEY,
  });
  const client = createSiteSearchClient({
    backend: 'typesense',
    shardsUrl: '',
    typesenseServerConfig: typesenseThemeConfig(settings).typesenseServerConfig,
  });
  const { results } = await client.search([{ collection: ALIAS, q, per_page: 10, ...MODAL_LAYOUT }]);
  return results[0].hits.map((hit) => new URL(String(hit.url)).pathname);
}

/** One search as the client sent it, answered as Typesense's raw JSON (hits keep their `curated` mark). */
async function rawSearch(server: TypesenseStandIn, search: Record<string, unknown>) {
  const answer = await fetch(`http://127.0.0.1:${server.port}/multi_search`, {
    method: 'POST',
    headers: { 'X-TYPESENSE-API-KEY': SEARCH_KEY },
    body: JSON.stringify({ searches: [search] }),
  }).then((response) => response.json());
  return answer.results[0];
}

const unique = (pages: string[]) => pages.filter((page, i) => pages.indexOf(page) === i);

for (const version of ['30', '29'] as const) {
  describe(`Typesense ${version}: the modal's answer to "${QUERY}"`, () => {
    it('has the Core operation first and its main guide second, each page once', async () => {
      const server = servers[version];
      const result = await publishTo(server, 'default');
      assert.equal(result.curations, siteDefault.length, 'publish() makes the task curations by default');
      assert.ok(result.curations > 0);
      const pages = await modalPages(server, QUERY);
      assert.deepEqual(unique(pages).slice(0, 2), [OPERATION, pin.guide!.route], pages.join(', '));
      assert.equal(pages.filter((page) => page === OPERATION).length, 1, `one hit for ${OPERATION}: ${pages}`);
      assert.ok(pages.includes('/tutorial/desk'), 'the other matches stay, below');

      // The ranking parameters of typesenseQuery.ts reach the server with the query as typed.
      const [search] = JSON.parse(server.callsTo('POST', /^\/multi_search$/).at(-1)!.body).searches;
      assert.equal(search.q, QUERY);
      assert.equal(search.group_by, 'url_without_anchor');
      assert.equal(search.query_by.split(',')[0], 'hierarchy.lvl1');
      assert.equal(search.query_by_weights.split(',')[0], '8');
      assert.equal(search.prioritize_exact_match, true);
    });

    it('the best-guide search filtered to guides gets the guide, not the pinned operation', async () => {
      const server = servers[version];
      await publishTo(server);
      await modalPages(server, QUERY);
      const body = JSON.parse(server.callsTo('POST', /^\/multi_search$/).at(-1)!.body);
      assert.equal(body.searches.length, 2, 'the page search and the best-guide search');
      const answer = await rawSearch(server, body.searches[1]);
      const [group] = answer.grouped_hits;
      assert.equal(new URL(group.group_key[0]).pathname, pin.guide!.route);
    });

    it('without the curations a guide or the tutorial row leads (what the curation changes)', async () => {
      const server = servers[version];
      await publishTo(server, []);
      const pages = await modalPages(server, QUERY);
      assert.notEqual(pages[0], OPERATION, pages.join(', '));
      assert.ok(pages.includes('/tutorial/desk'));
    });

    it('an identifier query gets no curation; the task query does', async () => {
      const server = servers[version];
      await publishTo(server);
      const curated = async (q: string) => {
        await modalPages(server, q);
        const [search] = JSON.parse(server.callsTo('POST', /^\/multi_search$/).at(-1)!.body).searches;
        const answer = await rawSearch(server, search);
        return answer.grouped_hits.flatMap((group: { hits: Array<{ curated?: boolean }> }) =>
          group.hits.filter((hit) => hit.curated),
        ).length;
      };
      assert.equal(await curated(QUERY), 2);
      for (const q of ['POST /api/credential/v1/{id}/revoke', 'revoke_credential', 'CREDENTIAL_REVOKE', 'revoke'])
        assert.equal(await curated(q), 0, q);
    });
  });
}
