/** The Postman collections the build writes next to the specs, and where the site offers them. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import { listOperations, type OpenApiDocument } from '../../src/plugins/llms/openapi-to-markdown.ts';
import type { PostmanCollection, PostmanItem } from '../../src/plugins/postman-collections/convert.ts';
import { collectionPath } from '../../src/plugins/postman-collections/index.ts';
import { BUILD_DIR, useSite } from '../support/site.mts';

const site = useSite();
const requestsOf = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));

describe('Postman collections in the build', () => {
  const reader = site.tab();
  for (const [api, { spec }] of Object.entries(API_SPECS)) {
    it(`${collectionPath(spec)}: parses, has baseUrl, token and bearer auth, and one request per operation`, () => {
      const file = path.join(BUILD_DIR, collectionPath(spec));
      assert.ok(fs.existsSync(file), `${file} exists`);
      const collection = JSON.parse(fs.readFileSync(file, 'utf8')) as PostmanCollection;
      assert.equal(collection.info.schema, 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
      const variables = new Map(collection.variable!.map((v) => [v.key, v.value]));
      assert.match(variables.get('baseUrl') ?? '', /^https?:\/\//, api);
      assert.equal(variables.get('token'), '', api);
      assert.deepEqual(collection.auth, {
        type: 'bearer',
        bearer: [{ key: 'token', value: '{{token}}', type: 'string' }],
      });
      const operations = listOperations(
        YAML.parse(fs.readFileSync(path.join(BUILD_DIR, spec), 'utf8')) as OpenApiDocument,
      ).filter((e) => !e.event);
      assert.equal(requestsOf(collection.item).length, operations.length, api);
    });
  }

  it("are offered next to the spec download on each API's introduction and on /reference/apis", async () => {
    for (const [route, api] of [
      ['/reference/core/core-api', 'core'],
      ['/reference/desk/desk-api', 'desk'],
      ['/reference/bridge/openid-bridge-api', 'bridge'],
    ] as const) {
      const { page } = await reader.open(route);
      const href = `/${collectionPath(API_SPECS[api].spec)}`;
      assert.equal(await page.getByRole('link', { name: 'Postman collection' }).getAttribute('href'), href, route);
      const response = await page.request.get(site.url() + href);
      assert.equal(response.status(), 200);
      assert.equal(
        JSON.parse(await response.text()).info.name,
        YAML.parse(fs.readFileSync(path.join(BUILD_DIR, API_SPECS[api].spec), 'utf8')).info.title,
      );
    }
    const { page } = await reader.open('/reference/apis');
    for (const [api, name] of [
      ['core', 'Core'],
      ['desk', 'Desk'],
      ['bridge', 'OpenID Bridge'],
    ] as const) {
      const link = page.locator(`article a[href="/${collectionPath(API_SPECS[api].spec)}"]`);
      assert.equal((await link.textContent())?.trim(), name);
    }
  });
});
