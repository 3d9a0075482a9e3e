/** Each operation's history (scripts/reference/api-changelog/history.ts) and its section on the page (scripts/reference/operation-history.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffSpecs } from '../../scripts/reference/api-changelog/diff.ts';
import { entriesBetween, type ApiSpecVersion } from '../../scripts/reference/api-changelog/entries.ts';
import { operationHistories } from '../../scripts/reference/api-changelog/history.ts';
import { renderHistory } from '../../scripts/reference/operation-history.ts';

const ok = {
  '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } },
};

/** Release 1: one operation. Release 2: a second one, a field and a permission. Release 3: the first is deprecated for the second. */
function releases(): ApiSpecVersion[] {
  const one: any = {
    openapi: '3.0.3',
    info: { title: 'Widgets', version: '1' },
    paths: {
      '/widget/{id}': {
        get: {
          operationId: 'get_widget',
          summary: 'Retrieve a widget',
          'x-permissions': ['WIDGET_READ'],
          responses: ok,
        },
      },
    },
    components: {
      schemas: {
        Widget: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string' }, legacy: { type: 'string' } },
        },
      },
    },
  };
  const two = structuredClone(one);
  two.paths['/thing/{thingId}'] = { get: { operationId: 'get_thing', summary: 'Retrieve a thing', responses: ok } };
  two.paths['/widget/{id}'].get['x-permissions'] = ['WIDGET_DETAIL'];
  delete two.components.schemas.Widget.properties.legacy;
  two.components.schemas.Widget.properties.label = { type: 'string' };
  const three = structuredClone(two);
  three.paths['/widget/{widgetId}'] = three.paths['/widget/{id}'];
  delete three.paths['/widget/{id}'];
  three.paths['/widget/{widgetId}'].get.deprecated = true;
  three.paths['/widget/{widgetId}'].get.description =
    'Returns a widget.\n\nDeprecated: use [Retrieve a thing](get-thing) instead.\n';
  return [
    { version: '3.0', spec: three, inferred: false },
    { version: '2.0', spec: two, inferred: false },
    { version: '1.0', spec: one, inferred: false },
  ];
}

describe('permission changes', () => {
  it('are breaking when a permission that let a caller in no longer does, not when one more is accepted', () => {
    const [, two, one] = releases();
    const changes = diffSpecs(one.spec, two.spec).changed.filter((c) => c.kind === 'permission-changed');
    assert.deepEqual(
      changes.map((c) => [c.breaking, c.message]),
      [[true, 'Required permission `WIDGET_READ` became `WIDGET_DETAIL`.']],
    );
    const wider = structuredClone(one.spec);
    wider.paths['/widget/{id}'].get['x-permissions'] = ['WIDGET_READ', 'WIDGET_DETAIL'];
    assert.deepEqual(
      diffSpecs(one.spec, wider).changed.map((c) => [c.kind, c.breaking]),
      [['permission-changed', false]],
    );
    const reordered = structuredClone(wider);
    reordered.paths['/widget/{id}'].get['x-permissions'].reverse();
    assert.deepEqual(diffSpecs(wider, reordered).changed, []);
  });
});

describe('operationHistories', () => {
  const histories = operationHistories('core', releases());

  it('dates an operation by the release that added it, linking its entry on that changelog page', () => {
    const thing = histories.get('get-thing')!;
    assert.equal(thing.added?.to, '2.0');
    assert.equal(thing.added?.href, '/reference/changelog/core-1.0-to-2.0#added-get-thing');
    assert.deepEqual(thing.changes, []);
    assert.equal(thing.deprecated, undefined);
  });

  it('follows an operation across a renamed path parameter back to the oldest release, with each later change and its entries', () => {
    const widget = histories.get('get-widget')!;
    assert.equal(widget.added, undefined);
    assert.equal(widget.oldestKnown, '1.0');
    assert.equal(widget.oldestCovered, true);
    assert.deepEqual(
      widget.changes.map((release) => [
        release.version,
        release.entries.map((e) => e.href),
        release.entries.flatMap((e) => e.changes.map((c) => `${c.breaking ? '!' : ' '} ${c.message}`)),
      ]),
      [
        [
          '2.0',
          [
            '/reference/changelog/core-1.0-to-2.0#breaking-get-widget',
            '/reference/changelog/core-1.0-to-2.0#changed-get-widget',
          ],
          [
            '! Required permission `WIDGET_READ` became `WIDGET_DETAIL`.',
            '! Response field `legacy` removed.',
            '  Response field `label` added.',
          ],
        ],
        ['3.0', ['/reference/changelog/core-2.0-to-3.0#changed-get-widget'], ['  Deprecated.']],
      ],
    );
  });

  it('names the release that deprecated an operation and the operations its deprecation note links', () => {
    const { deprecated } = histories.get('get-widget')!;
    assert.equal(deprecated?.since, '3.0');
    assert.equal(deprecated?.notIn, '2.0');
    assert.equal(deprecated?.sinceOldest, false);
    assert.deepEqual(
      deprecated?.replacements.map((op) => op.slug),
      ['get-thing'],
    );
  });

  it('says nothing replaces a deprecated operation whose note links none, and stops at a note linking no operation', () => {
    const versions = releases();
    versions[0].spec.paths['/widget/{widgetId}'].get.description = 'Deprecated.';
    assert.deepEqual(operationHistories('core', versions).get('get-widget')?.deprecated?.replacements, []);
    versions[0].spec.paths['/widget/{widgetId}'].get.description = 'Deprecated: use [Gadgets](get-gadget).';
    assert.throws(
      () => operationHistories('core', versions),
      /core GET \/widget\/\{widgetId\}: the deprecation note links "get-gadget", which is not an operation of the spec/,
    );
  });

  it('stops at a release whose spec is inferred: nothing older is known', () => {
    const versions = releases();
    versions[1].inferred = true;
    const widget = operationHistories('core', versions).get('get-widget')!;
    assert.equal(widget.oldestKnown, '3.0');
    assert.equal(widget.oldestCovered, false);
    assert.deepEqual(widget.changes, []);
    assert.equal(widget.deprecated?.since, undefined);
    assert.deepEqual(entriesBetween('core', versions[1], versions[0]), []);
  });
});

describe('the History section', () => {
  const histories = operationHistories('core', releases());

  it('lists each release with its changelog links, marks breaking changes and names the replacement', () => {
    const section = renderHistory(histories.get('get-widget')!, 'core', 'Core API');
    assert.equal(
      section,
      [
        '## History',
        '',
        '- **Core 1.0:** present in the oldest release this reference covers.',
        '- **Core 2.0:** changed since Core 1.0 (changelog: [breaking changes](/reference/changelog/core-1.0-to-2.0#breaking-get-widget), [other changes](/reference/changelog/core-1.0-to-2.0#changed-get-widget)):',
        '  - **Breaking:** Required permission `WIDGET_READ` became `WIDGET_DETAIL`.',
        '  - **Breaking:** Response field `legacy` removed.',
        '  - Response field `label` added.',
        '- **Core 3.0:** changed since Core 2.0 (changelog: [other changes](/reference/changelog/core-2.0-to-3.0#changed-get-widget)):',
        '  - Deprecated.',
        '- **Deprecated** in Core 3.0, not yet in Core 2.0: replaced by [Retrieve a thing](/reference/core/get-thing).',
        '',
      ].join('\n'),
    );
    assert.match(
      renderHistory(histories.get('get-thing')!, 'core', 'Core API'),
      /^- \*\*Core 2\.0:\*\* added since Core 1\.0 \(changelog: \[added operations\]\(\/reference\/changelog\/core-1\.0-to-2\.0#added-get-thing\)\)\.$/m,
    );
  });

  it('says when an API has no public source for older releases', () => {
    const versions = releases();
    versions[1].inferred = true;
    const section = renderHistory(operationHistories('desk', versions).get('get-widget')!, 'desk', 'Desk API');
    assert.match(
      section,
      /- \*\*Core 3\.0:\*\* in the Desk API\. The Desk API has no public source for older releases/,
    );
    assert.match(
      section,
      /- \*\*Deprecated\*\* \(since when is not known: the API has no public source for older releases\): replaced by/,
    );
  });
});
