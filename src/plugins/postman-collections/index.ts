import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import YAML from 'yaml';
import { fitCollection, type PostmanSpec } from './collection';
import { convertSpec } from './convert';

/** A type, not an interface: Docusaurus' plugin option type needs an index signature. */
export type PostmanCollectionsOptions = {
  /** Each spec (relative to the site folder, and served at the same path) and the route of its reference pages. */
  apis: Array<{ spec: string; route: string }>;
};

/** `openapi/core.yaml` -> `openapi/core.postman_collection.json`: the collection is served next to its spec. */
export function collectionPath(spec: string): string {
  return spec.replace(/\.ya?ml$/, '.postman_collection.json');
}

/**
 * After the build: a Postman collection (v2.1) of every API, written next to
 * its spec in the build output, so readers import it instead of setting up
 * auth and base URLs by hand. Nothing of it reaches the browser.
 */
export default function postmanCollectionsPlugin(context: LoadContext, options: PostmanCollectionsOptions): Plugin {
  return {
    name: 'postman-collections',
    async postBuild({ outDir, siteConfig }) {
      const started = Date.now();
      const siteRoot = new URL(siteConfig.baseUrl, siteConfig.url).href;
      const written: string[] = [];
      for (const api of options.apis) {
        const specText = await fs.readFile(path.join(context.siteDir, api.spec), 'utf8');
        let collection;
        try {
          const converted = await convertSpec(specText);
          collection = fitCollection(converted, YAML.parse(specText) as PostmanSpec, {
            referenceUrl: new URL(api.route.replace(/^\//, ''), siteRoot).href,
          });
        } catch (error) {
          throw new Error(
            `[postman-collections] ${api.spec}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        const file = path.join(outDir, collectionPath(api.spec));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify(collection));
        written.push(collectionPath(api.spec));
      }
      console.log(`[postman-collections] ${written.join(', ')} in ${Date.now() - started} ms`);
    },
  };
}
