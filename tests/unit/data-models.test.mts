/** Data model pages (scripts/reference/data-models.ts) on a small spec, and on the real specs. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import {
  planModelPages,
  renderModelPage,
  typeText,
  withAbsoluteLinks,
  dataModelsLine,
  type OpenApiSpec,
} from '../../scripts/reference/data-models.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function widgetSpec(): OpenApiSpec {
  return {
    info: { title: 'Widget API' },
    'x-tagGroups': [
      { name: 'Widgets', tags: ['Widget'] },
      { name: 'System', tags: ['Health'] },
    ],
    paths: {
      '/api/widget/v1': {
        post: {
          operationId: 'post_widget',
          summary: 'Create a widget',
          tags: ['Widget'],
          requestBody: json(ref('CreateWidgetRequest')),
          responses: { '201': json(ref('Id')), '400': json(ref('Error')) },
        },
        get: {
          operationId: 'list_widgets',
          summary: 'List widgets',
          tags: ['Widget'],
          responses: { '200': json({ type: 'array', items: ref('Widget') }), '400': json(ref('Error')) },
        },
      },
      '/health': {
        get: {
          operationId: 'health',
          summary: 'Health',
          tags: ['Health'],
          responses: { '200': json(ref('Id')), '500': json(ref('Error')) },
        },
      },
    },
    components: {
      schemas: {
        CreateWidgetRequest: {
          type: 'object',
          description: 'What a new widget is made of. Sizes are in `{mm}`.',
          required: ['name'],
          properties: {
            name: { type: 'string', description: 'Shown to users | in lists.' },
            colour: ref('Colour'),
            parts: {
              type: 'array',
              items: { type: 'object', required: ['sku'], properties: { sku: { type: 'string' } } },
            },
            labels: { type: 'object', additionalProperties: { type: 'string' } },
            expires: { type: 'string', format: 'date-time', nullable: true },
          },
        },
        Widget: {
          allOf: [
            ref('CreateWidgetRequest'),
            { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
          ],
        },
        Colour: { type: 'string', enum: ['RED', 'BLUE'] },
        Id: { type: 'object', properties: { id: { type: 'string' } } },
        Error: { type: 'object', properties: { code: { type: 'string' }, cause: ref('Cause') } },
        Cause: { type: 'object', properties: { message: { type: 'string' } } },
      },
    },
  };
}

describe('data model pages', () => {
  it('puts each model on the page of the group whose operations use it most, through other models too', () => {
    const plan = planModelPages('widget', widgetSpec());
    assert.deepEqual(
      plan.pages.map((p) => [p.route, p.models]),
      [['/reference/widget/models/widgets', ['Cause', 'Colour', 'CreateWidgetRequest', 'Error', 'Id', 'Widget']]],
    );
    assert.deepEqual(
      plan.usedBy.get('Error')?.map((op) => op.route),
      ['/reference/widget/list-widgets', '/reference/widget/post-widget', '/reference/widget/health'],
    );
    assert.deepEqual(plan.partOf.get('CreateWidgetRequest'), ['Widget']);
    assert.deepEqual(plan.operationModels.get('/reference/widget/list-widgets'), ['Widget', 'Error']);
  });

  it('writes types in words with models linked, on the page and from elsewhere', () => {
    const plan = planModelPages('widget', widgetSpec());
    const page = plan.pages[0];
    assert.equal(typeText({ type: 'array', items: ref('Colour') }, plan, page), 'array of [`Colour`](#Colour)');
    assert.equal(typeText(ref('Colour'), plan), '[`Colour`](/reference/widget/models/widgets#Colour)');
    assert.equal(
      typeText({ type: 'string', format: 'date-time', nullable: true }, plan),
      'string (date-time), or null',
    );
    assert.equal(
      typeText({ type: 'object', additionalProperties: { type: 'string' } }, plan),
      'map of string to string',
    );
    assert.equal(typeText({ type: 'string', enum: ['A', 'B'] }, plan), 'string: `A`, `B`');
  });

  it('renders each model with an anchor, its fields, nested fields, enum values, its users and its parents, as valid MDX text', () => {
    const spec = widgetSpec();
    const plan = planModelPages('widget', spec);
    const mdx = renderModelPage(spec, plan, plan.pages[0]);
    assert.match(mdx, /^## `CreateWidgetRequest` \{\/\* #CreateWidgetRequest \*\/\}$/m);
    assert.match(mdx, /What a new widget is made of\. Sizes are in `\{mm\}`\./, 'braces inside code stay');
    assert.match(mdx, /\| `name` \| string \| required \| Shown to users \\\| in lists\. \|/);
    assert.match(mdx, /\| `parts\[\]\.sku` \| string \| required \|/);
    assert.match(mdx, /\| `colour` \| \[`Colour`\]\(#Colour\) \| optional \|/);
    assert.match(mdx, /A string, one of: `RED`, `BLUE`\./);
    assert.match(mdx, /Every field of \[`CreateWidgetRequest`\]\(#CreateWidgetRequest\), and:/);
    assert.match(mdx, /\*\*Used by:\*\* \[Create a widget\]\(\/reference\/widget\/post-widget\)\./);
    assert.match(mdx, /\*\*Part of:\*\* \[`Error`\]\(#Error\)\./);
  });

  it("makes the spec's links relative to operation pages absolute, and leaves other links alone", () => {
    assert.equal(
      withAbsoluteLinks(
        'See [accept](issuance-accept), [keys](/keys), [RFC](https://example.org/x) and [below](#cause).',
        'core',
      ),
      'See [accept](/reference/core/issuance-accept), [keys](/keys), [RFC](https://example.org/x) and [below](#cause).',
    );
  });

  it('writes the "Data models" line of an operation page, none when it names no model', () => {
    const plan = planModelPages('widget', widgetSpec());
    assert.equal(
      dataModelsLine(['CreateWidgetRequest', 'Error'], plan),
      '**Data models:** [`CreateWidgetRequest`](/reference/widget/models/widgets#CreateWidgetRequest), [`Error`](/reference/widget/models/widgets#Error)',
    );
    assert.equal(dataModelsLine([], plan), null);
  });

  it('names the model when an operation or a model names one the spec lacks, or no operation uses a model', () => {
    const missing = widgetSpec();
    missing.components!.schemas!.Cause = { type: 'object', properties: { inner: ref('Nowhere') } };
    assert.throws(
      () => planModelPages('widget', missing),
      /the model Cause names the model Nowhere, which the spec does not define/,
    );
    const unused = widgetSpec();
    unused.components!.schemas!.Leftover = { type: 'object', properties: {} };
    assert.throws(() => planModelPages('widget', unused), /no operation uses Leftover/);
  });

  it('places every model of the real specs on a page, each page within its group', () => {
    for (const [api, { spec: file }] of Object.entries(API_SPECS)) {
      const spec = YAML.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as OpenApiSpec;
      const plan = planModelPages(api, spec);
      assert.equal(
        plan.pageOf.size,
        Object.keys(spec.components?.schemas ?? {}).length,
        `${api}: every model is on a page`,
      );
      assert.ok(plan.pages.length <= (spec['x-tagGroups']?.length ?? 0) + 1, `${api}: one page per group at most`);
      for (const page of plan.pages) assert.doesNotThrow(() => renderModelPage(spec, plan, page));
    }
  });
});
