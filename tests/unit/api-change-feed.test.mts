/** The API-change feeds (src/plugins/api-change-feed/feed.ts), read back with rss-parser, a parser independent of the `feed` library that writes them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Parser from 'rss-parser';
import { entriesBetween } from '../../scripts/reference/api-changelog/entries.ts';
import { renderApiChangeFeeds, type ApiChangeFeedSite } from '../../src/plugins/api-change-feed/feed.ts';

const ok = { '200': { description: 'ok' } };
const older = {
  openapi: '3.0.3',
  info: { title: 'Widgets', version: '1' },
  paths: {
    '/widget': {
      get: { operationId: 'list_widgets', summary: 'List widgets', 'x-permissions': ['WIDGET_LIST'], responses: ok },
    },
    '/gadget': { delete: { operationId: 'delete_gadget', summary: 'Delete a <gadget>', responses: ok } },
  },
};
const newer = structuredClone(older) as any;
delete newer.paths['/gadget'];
newer.paths['/widget'].get['x-permissions'] = ['WIDGET_READ'];
newer.paths['/part'] = { post: { operationId: 'post_part', summary: 'Create a part', responses: ok } };

const site: ApiChangeFeedSite = {
  title: 'Procivis One API changes',
  description: 'Changes',
  pageUrl: 'https://docs.example/reference/changelog/core-1.0-to-2.0',
  rssUrl: 'https://docs.example/reference/changelog/rss.xml',
  atomUrl: 'https://docs.example/reference/changelog/atom.xml',
  favicon: 'https://docs.example/img/favicon.svg',
  copyright: '© 2026 Procivis AG',
  absolute: (route) => `https://docs.example${route}`,
  apiLabel: () => 'Core API',
  released: (version) => new Date(version === '2.0' ? '2026-03-31T00:00:00Z' : '2026-01-30T00:00:00Z'),
};

describe('API-change feeds', () => {
  const entries = entriesBetween(
    'core',
    { version: '1.0', spec: older, inferred: false },
    { version: '2.0', spec: newer, inferred: false },
  );
  const { rss, atom } = renderApiChangeFeeds(site, entries);

  for (const [name, text] of [
    ['RSS', rss],
    ['Atom', atom],
  ] as const) {
    it(`${name}: one item per entry, breaking ones titled so, linking the entry and dated by the release`, async () => {
      const feed = await new Parser().parseString(text);
      assert.equal(feed.title, 'Procivis One API changes');
      assert.deepEqual(
        feed.items.map((item) => [item.title, item.link, item.isoDate]),
        [
          [
            'Breaking: Core API 1.0 → 2.0: Delete a <gadget> (DELETE /gadget) removed',
            'https://docs.example/reference/changelog/core-1.0-to-2.0#removed-delete-gadget',
            '2026-03-31T00:00:00.000Z',
          ],
          [
            'Breaking: Core API 1.0 → 2.0: List widgets (GET /widget) changed',
            'https://docs.example/reference/changelog/core-1.0-to-2.0#breaking-list-widgets',
            '2026-03-31T00:00:00.000Z',
          ],
          [
            'Core API 1.0 → 2.0: Create a part (POST /part) added',
            'https://docs.example/reference/changelog/core-1.0-to-2.0#added-post-part',
            '2026-03-31T00:00:00.000Z',
          ],
        ],
      );
      // the change list, as HTML: RSS's <content:encoded>; rss-parser gives Atom's <summary> as the content, so that is read from the document
      const html =
        name === 'RSS' ? String(feed.items[1]['content:encoded' as keyof (typeof feed.items)[number]] ?? '') : text;
      assert.match(
        html,
        /<li><strong>Breaking:<\/strong> Required permission <code>WIDGET_LIST<\/code> became <code>WIDGET_READ<\/code>\.<\/li>/,
      );
    });
  }

  it('has no feed without entries', () => {
    assert.throws(() => renderApiChangeFeeds(site, []), /no entries/);
  });
});
