/** The API changelog (scripts/reference/api-changelog): the diff of two specs and its page. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { diffSpecs, isEmptyDiff, unchangedOperations } from '../../scripts/reference/api-changelog/diff.ts';
import { renderChangelogPage } from '../../scripts/reference/api-changelog/render.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const OLDER = {
  openapi: '3.0.3',
  info: { title: 'Widgets', version: '1.0.0' },
  paths: {
    '/widget/{id}': {
      get: {
        operationId: 'get_widget',
        summary: 'Retrieve a widget',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } },
          },
        },
      },
    },
    '/widget': {
      post: {
        operationId: 'post_widget',
        summary: 'Create a widget',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/WidgetCreate' } } },
        },
        responses: { '201': { description: 'created' } },
      },
    },
    '/gadget': {
      delete: {
        operationId: 'delete_gadget',
        summary: 'Delete a gadget',
        responses: { '204': { description: 'gone' } },
      },
    },
  },
  components: {
    schemas: {
      Widget: {
        type: 'object',
        required: ['id', 'kind', 'owner'],
        properties: {
          id: { type: 'string' },
          kind: { $ref: '#/components/schemas/Kind' },
          owner: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, email: { type: 'string' } },
          },
          legacyCode: { type: 'string' },
        },
      },
      WidgetCreate: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, colour: { type: 'string' }, size: { type: 'integer' } },
      },
      Kind: { type: 'string', enum: ['SMALL', 'LARGE'] },
    },
  },
};

/** The newer version: every kind of change once. */
function newer() {
  const spec = structuredClone(OLDER) as any;
  // a new operation, and one gone
  spec.paths['/widget/{widgetId}/part'] = {
    get: { operationId: 'get_widget_part', summary: 'List parts', responses: { '200': { description: 'ok' } } },
  };
  delete spec.paths['/gadget'];
  // renamed path parameter only: the same route
  spec.paths['/widget/{widgetId}'] = spec.paths['/widget/{id}'];
  delete spec.paths['/widget/{id}'];
  spec.paths['/widget/{widgetId}'].get.parameters[0].name = 'widgetId';
  spec.paths['/widget/{widgetId}'].get.parameters.push({
    name: 'expand',
    in: 'query',
    required: true,
    schema: { type: 'string' },
  });
  spec.components.schemas.Kind.enum.push('HUGE');
  delete spec.components.schemas.Widget.properties.legacyCode;
  spec.components.schemas.Widget.properties.label = { type: 'string' };
  spec.components.schemas.Widget.required = ['id', 'kind'];
  spec.components.schemas.WidgetCreate.required = ['name', 'colour'];
  spec.components.schemas.WidgetCreate.properties.size = { type: 'string' };
  spec.components.schemas.WidgetCreate.properties.tags = { type: 'array', items: { type: 'string' } };
  spec.paths['/widget'].post.deprecated = true;
  return spec;
}

describe('diffSpecs', () => {
  it('finds nothing between a spec and itself, the real Core spec included', () => {
    assert.ok(isEmptyDiff(diffSpecs(OLDER, structuredClone(OLDER))));
    const core = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/core.yaml'), 'utf8'));
    assert.deepEqual(diffSpecs(core, YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/core.yaml'), 'utf8'))), {
      added: [],
      removed: [],
      changed: [],
    });
  });

  const diff = diffSpecs(OLDER, newer());
  const messages = (slug: string) =>
    diff.changed.filter((c) => c.operation.slug === slug).map((c) => `${c.breaking ? '!' : ' '} ${c.message}`);

  it('lists added and removed operations, and a renamed path parameter as the same route', () => {
    assert.deepEqual(
      diff.added.map((op) => `${op.method} ${op.path} ${op.slug}`),
      ['GET /widget/{widgetId}/part get-widget-part'],
    );
    assert.deepEqual(
      diff.removed.map((op) => `${op.method} ${op.path} ${op.slug}`),
      ['DELETE /gadget delete-gadget'],
    );
  });

  it('tells each change of an operation once, breaking or not as a client of the older version sees it', () => {
    assert.deepEqual(messages('get-widget').sort(), [
      '  Response field `label` added.',
      '! Query parameter `expand` added, required.',
      '! Response field `kind`: new value `HUGE`.',
      '! Response field `legacyCode` removed.',
      '! Response field `owner` may now be missing.',
    ]);
    assert.deepEqual(messages('post-widget').sort(), [
      '  Deprecated.',
      '  Request field `tags` added, optional.',
      '! Request field `colour` is now required.',
      '! Request field `size`: type integer became string.',
    ]);
  });

  it('names the operations the newer version has unchanged, with their newer slug', () => {
    const spec = newer();
    spec.paths['/widget'].post.operationId = 'create_widget';
    delete spec.paths['/widget'].post.deprecated;
    spec.components.schemas.WidgetCreate = structuredClone(OLDER.components.schemas.WidgetCreate);
    assert.deepEqual(
      unchangedOperations(OLDER, spec).map(({ older, newer: now }) => `${older.slug} -> ${now.slug}`),
      ['post-widget -> create-widget'],
    );
    assert.deepEqual(unchangedOperations(OLDER, OLDER).length, 3);
  });

  it('puts breaking changes first', () => {
    const firstOther = diff.changed.findIndex((c) => !c.breaking);
    assert.ok(firstOther > 0);
    assert.ok(diff.changed.slice(firstOther).every((c) => !c.breaking));
  });
});

describe('renderChangelogPage', () => {
  const versionRoute = (v: string) => (v === '2.0' ? '/reference' : `/reference/${v}`);
  const page = (diff = diffSpecs(OLDER, newer()), inferred = false) =>
    renderChangelogPage({ api: 'core', apiLabel: 'Core API', from: '1.0', to: '2.0', versionRoute, diff, inferred });

  it('lists breaking changes first and links each operation to the version that has it', () => {
    const mdx = page();
    const order = [
      '## Breaking changes',
      '### Removed operations',
      '### Changed operations',
      '## Added operations',
      '## Other changes',
    ].map((h) => mdx.indexOf(`\n${h}\n`));
    assert.ok(
      order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])),
      order.join(', '),
    );
    // each entry starts with its anchor, which the operation pages' history and the API-change feed link to
    const anchor = (id: string) => `<Link id="${id}" style=\\{\\{ scrollMarginTop: '[^']+' \\}\\} />`;
    assert.match(
      mdx,
      new RegExp(
        `- ${anchor('removed-delete-gadget')}\\[DELETE \`/gadget\`\\]\\(/reference/1\\.0/core/delete-gadget\\) \\(Delete a gadget\\)`,
      ),
    );
    assert.match(
      mdx,
      new RegExp(
        `- ${anchor('added-get-widget-part')}\\[GET \`/widget/\\{widgetId\\}/part\`\\]\\(/reference/core/get-widget-part\\)`,
      ),
    );
    assert.match(
      mdx,
      new RegExp(
        `- ${anchor('breaking-get-widget')}\\[GET \`/widget/\\{widgetId\\}\`\\]\\(/reference/core/get-widget\\) \\(Retrieve a widget\\)\n  - Query parameter \`expand\` added, required\\.`,
      ),
    );
    assert.match(mdx, new RegExp(`- ${anchor('changed-get-widget')}\\[GET`));
    assert.match(mdx, /^import Link from '@docusaurus\/Link';$/m);
    assert.match(mdx, /^title: "Core API changes from Core 1\.0 to 2\.0"$/m);
  });

  it('says so when there is no change, and why when the older spec is inferred', () => {
    const same = diffSpecs(OLDER, OLDER);
    assert.match(
      page(same),
      /No changes: the two OpenAPI documents describe the same operations, parameters and fields\./,
    );
    assert.doesNotMatch(page(same), /## Breaking changes/);
    assert.match(page(same, true), /No changes: the Core API has no public source to read its Core 1\.0 release from/);
  });

  it('escapes summaries MDX would read as JSX', () => {
    const spec = structuredClone(OLDER) as any;
    spec.paths['/gadget'].delete.summary = 'Delete a {gadget} <now>';
    const mdx = renderChangelogPage({
      api: 'core',
      apiLabel: 'Core API',
      from: '1.0',
      to: '2.0',
      versionRoute,
      diff: diffSpecs(spec, newer()),
      inferred: false,
    });
    assert.match(mdx, /Delete a &#123;gadget&#125; &#60;now&#62;/);
  });
});
