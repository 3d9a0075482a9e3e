/**
 * The curations generated for the hosted Typesense search
 * (scripts/search/task-curations.ts), from this checkout's Core spec and
 * guides: which task queries of the relevance set
 * (tests/fixtures/search-relevance.json) they answer with the Core operation
 * first and the main guide second, that no other query triggers one, and
 * that the items are what Typesense's curation parser accepts.
 *
 * Which rule a query triggers is decided here as Typesense decides it (both
 * normalized; `contains`: the rule's words in a row in the query; the first
 * rule in id order wins), on the items as they are published.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  readTaskOperations,
  readTaskPins,
  taskCurations,
  taskPhrases,
  taskPins as taskPinsOf,
  typesenseNormalized,
  type TaskPin,
} from '../../scripts/search/task-curations.ts';
import type { Curation } from '../../scripts/search/curations.ts';
import type { DocSearchRecord } from '../../src/search/record.ts';
import { curationError } from '../support/typesense-stand-in.mts';
import { ROOT } from '../support/site.mts';

interface RelevanceQuery {
  kind: string;
  q: string;
  expect: string[];
  first3?: Array<string | string[]>;
}
const RELEVANCE: RelevanceQuery[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/fixtures/search-relevance.json'), 'utf8'),
).queries;
const TASKS_WITH_FIRST3 = RELEVANCE.filter((query) => query.first3);

const SITE = 'https://docs.example.org';

/** A page record and one heading record per route, as the build would make them. */
function recordsFor(pins: readonly TaskPin[]): DocSearchRecord[] {
  const record = (route: string, type: 'lvl1' | 'lvl2', heading: string | null, position: number) =>
    ({
      id: `${SITE}${route}${heading ? `#h${position}` : ''}:${position}`,
      'hierarchy.lvl0': 'Docs',
      'hierarchy.lvl1': route,
      'hierarchy.lvl2': heading,
      'hierarchy.lvl3': null,
      'hierarchy.lvl4': null,
      'hierarchy.lvl5': null,
      'hierarchy.lvl6': null,
      content: null,
      url: `${SITE}${route}${heading ? `#h${position}` : ''}`,
      url_without_anchor: `${SITE}${route}`,
      anchor: heading ? `h${position}` : null,
      type,
      language: 'en',
      docusaurus_tag: 'default',
      version: 'current',
      item_priority: 1,
      page_kind: route.startsWith('/reference/core/') ? 'core' : 'guide',
    }) satisfies DocSearchRecord;
  const routes = new Set(pins.flatMap((pin) => [pin.operation, ...(pin.guide ? [pin.guide.route] : [])]));
  const headings = pins.flatMap((pin) => (pin.guide?.heading ? [[pin.guide.route, pin.guide.heading] as const] : []));
  return [
    ...[...routes].map((route) => record(route, 'lvl1', null, 0)),
    ...headings.map(([route, heading], i) => record(route, 'lvl2', heading, i + 1)),
  ];
}

/** The curation Typesense applies to `q`: the first item, in id order, whose rule the query matches. */
function triggered(curations: readonly Curation[], q: string): Curation | undefined {
  const query = ` ${typesenseNormalized(q)} `;
  return [...curations]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .find((item) => {
      const rule = item.rule as { query?: string; match?: string };
      const phrase = typesenseNormalized(rule.query ?? '');
      return rule.match === 'exact' ? query === ` ${phrase} ` : query.includes(` ${phrase} `);
    });
}

const routeOfId = (id: string) => new URL(id.replace(/:\d+$/, '')).pathname;
const anyOf = (expected: string | string[]) => [expected].flat();

let pins: TaskPin[];
let curations: Curation[];
before(() => {
  pins = readTaskPins(ROOT);
  const records = recordsFor(pins);
  const made = taskCurations(pins, records, '/');
  assert.deepEqual(made.missing, []);
  curations = made.curations;
});

describe('task curations: which queries they answer', () => {
  it('answers the task queries of the relevance set with the Core operation first and the main guide second', () => {
    const failures: string[] = [];
    const answered: string[] = [];
    for (const query of TASKS_WITH_FIRST3) {
      const [operation, guide] = query.first3!;
      const item = triggered(curations, query.q);
      const pinned = (item?.includes ?? []).map((include) => `${include.position}:${routeOfId(include.id)}`);
      const ok =
        pinned.length === 2 &&
        anyOf(operation).some((route) => pinned[0] === `1:${route}`) &&
        anyOf(guide ?? []).some((route) => pinned[1] === `2:${route}`);
      if (ok) answered.push(query.q);
      else failures.push(`${query.q}: pins ${pinned.join(', ') || 'nothing'}, wants ${JSON.stringify(query.first3)}`);
    }
    assert.deepEqual(failures, []);
    assert.ok(answered.length >= 20, `the relevance set has ${answered.length} task queries with first3`);
    console.log(`curations answer ${answered.length} of ${TASKS_WITH_FIRST3.length} task queries`);
  });

  it('a task query without first3 that a rule answers gets one of its expected pages among the two pinned', () => {
    const wrong = RELEVANCE.filter((query) => query.kind === 'task' && !query.first3).flatMap((query) => {
      const item = triggered(curations, query.q);
      if (!item) return [];
      const pinned = (item.includes ?? []).map((include) => routeOfId(include.id));
      return pinned.some((route) => query.expect.includes(route)) ? [] : [`${query.q}: pins ${pinned.join(', ')}`];
    });
    assert.deepEqual(wrong, []);
  });

  it('no query that is not a task (identifiers, method and path, operationIds, concepts, typos) triggers one', () => {
    const others = RELEVANCE.filter((query) => query.kind !== 'task');
    assert.ok(others.some((query) => query.kind === 'identifier') && others.some((query) => query.kind === 'api'));
    const triggeredBy = others.flatMap((query) => {
      const item = triggered(curations, query.q);
      return item ? [`${query.q} (${query.kind}): ${item.id}`] : [];
    });
    assert.deepEqual(triggeredBy, []);
  });

  it('a longer phrase is tried before a shorter one it holds', () => {
    assert.match(triggered(curations, 'delete credential schema')!.id, /--delete-credential-schema$/);
    assert.match(triggered(curations, 'delete credential')!.id, /--delete-credential$/);
    assert.match(triggered(curations, 'how do I delete a credential schema')!.id, /--delete-credential-schema$/);
  });
});

describe('task curations: how they are made', () => {
  it("phrases: the summary with and without its small words, articles, plurals, synonym forms and the reader's action words", () => {
    const phrases = (summary: string) => taskPhrases(summary).map((phrase) => phrase.text);
    const revoke = phrases('Revoke a credential');
    for (const phrase of ['revoke a credential', 'revoke credential', 'revoke the credential', 'revoke credentials'])
      assert.ok(revoke.includes(phrase), phrase);
    assert.ok(phrases('Create an organization').includes('create organisation'), 'synonym group');
    assert.ok(phrases('Delete a policy').includes('delete policies'), 'plural of -y');
    assert.ok(phrases('List history events').includes('list history entries'), 'phrase synonym, plural');
    assert.ok(phrases('Create a trust list subscription').includes('subscribe to a trust list'), 'action noun');
    assert.ok(phrases('Decline a request').includes('reject a request'), 'the reader says reject');
    assert.ok(phrases('Issue a credential').includes('share a credential'), 'the reader says share');
    assert.ok(phrases('Accept issuance').includes('accept credential offer'), "the reader's name of the resource");
    assert.ok(phrases('Reject presentation').includes('reject a proof request'), "the reader's name of the resource");
    assert.ok(!phrases('Submit a presentation (v1)').includes('submit a proof request v1'), 'only a whole resource');
    const reactivate = taskPhrases('Reactivate a credential', ['suspended']).map((phrase) => phrase.text);
    assert.ok(reactivate.includes('reactivate a suspended credential'), 'the state it leaves');
    assert.deepEqual(phrases('Credential schemas'), [], 'no action: no phrase');
    assert.deepEqual(phrases('Revoke'), [], 'an action on nothing: no phrase');
  });

  it('a phrase two current operations claim equally goes to neither; a deprecated operation yields to a current one', () => {
    const operation = (route: string, summary: string, deprecated = false) => ({
      route,
      summary,
      deprecated,
      fromStates: [],
    });
    const sections = [{ route: '/keys', title: 'Keys', heading: 'Create a key', links: new Set(['/a', '/b', '/c']) }];
    const made = readTaskOperations(ROOT);
    assert.ok(made.length > 100, 'Core has its operations');
    assert.deepEqual(made.find((op) => op.route === '/reference/core/reactivate-credential')?.fromStates, [
      'suspended',
    ]);
    const both = [operation('/a', 'Create a key'), operation('/b', 'Create a key')];
    assert.deepEqual(
      taskPinsOf(both, sections).flatMap((pin) => pin.phrases),
      [],
    );
    const old = [operation('/a', 'Create a key', true), operation('/c', 'Create a key')];
    assert.deepEqual(
      taskPinsOf(old, sections).map((pin) => pin.operation),
      ['/c'],
    );
  });

  it("the items are what Typesense's curation parser accepts, ids unique and safe in a URL path", () => {
    assert.ok(curations.length > 0);
    const problems = curations.flatMap((item) => {
      const error = curationError(item as unknown as Record<string, unknown>);
      return error ? [`${item.id}: ${error}`] : [];
    });
    assert.deepEqual(problems, []);
    assert.equal(new Set(curations.map((item) => item.id)).size, curations.length);
    for (const item of curations) {
      assert.match(item.id, /^[a-z0-9-]+$/);
      const rule = item.rule as { query: string; match: string };
      assert.equal(rule.match, 'contains');
      assert.equal(rule.query, typesenseNormalized(rule.query), 'published as Typesense normalizes it');
      assert.deepEqual(
        item.includes?.map((include) => include.position),
        item.includes?.length === 2 ? [1, 2] : [1],
      );
      assert.equal(item.remove_matched_tokens, false, 'the query is searched whole');
      assert.equal(item.filter_curated_hits, true, 'a filtered search is not given pages outside its filter');
    }
  });

  it('the stand-in refuses what Typesense refuses', () => {
    const good = { id: 'x', rule: { query: 'a b', match: 'contains' }, includes: [{ id: '1', position: 1 }] };
    assert.equal(curationError(good), undefined);
    assert.match(curationError({ ...good, rule: undefined }) ?? '', /Missing `rule`/);
    assert.match(curationError({ ...good, rule: { query: 'a' } }) ?? '', /either a `tags` or a `query` and `match`/);
    assert.match(curationError({ ...good, rule: { query: 'a', match: 'prefix' } }) ?? '', /`exact` or `contains`/);
    assert.match(curationError({ ...good, includes: [{ id: 1, position: 1 }] }) ?? '', /`id` must be a string/);
    assert.match(curationError({ ...good, includes: [{ id: '1', position: '1' }] }) ?? '', /must be an integer/);
    assert.match(curationError({ ...good, filter_curated_hits: 'yes' }) ?? '', /must be a boolean/);
    assert.match(curationError({ id: 'x', rule: good.rule }) ?? '', /Must contain one of/);
  });
});
