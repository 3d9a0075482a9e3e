/**
 * The operationId of every generated API operation page, keyed by the page's
 * route (`/reference/core/post-credential` -> `post_credential`). The built
 * HTML does not show operationIds, yet readers who work from the spec or a
 * generated client search by them; the search record of the operation's
 * method and path carries it. docusaurus-plugin-openapi-docs names each page
 * after the kebab case of its operationId, which is what is inverted here.
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import { parse } from 'yaml';
import { APIS } from '../../../config/apis';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function readOperationIds(siteDir: string): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const api of APIS) {
    const file = path.join(siteDir, api.spec);
    if (!fs.existsSync(file)) continue;
    let spec: { paths?: Record<string, Record<string, { operationId?: string }>> };
    try {
      spec = parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(siteDir, file)}: not valid YAML (${(error as Error).message})`);
    }
    for (const operations of Object.values(spec.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        if (!METHODS.includes(method) || !operation?.operationId) continue;
        byRoute.set(`${api.route}/${kebabCase(operation.operationId)}`, operation.operationId);
      }
    }
  }
  return byRoute;
}
