/**
 * The page generators of docusaurus-plugin-openapi-docs (its `markdownGenerators` option,
 * config/openapi.ts): each wraps the plugin's own generator and adds this site's parts from
 * what the `page-additions` step worked out (./page-additions.ts), so no step rewrites the
 * generated MDX to add them:
 * - on every operation page, each permission of its "Required permission" line links its
 *   entry on /permissions;
 * - on each operation page of the current version, the "Related guides", "Data models" and
 *   "Mobile SDK" lines after its description, and its "History" after the responses;
 * - on every page of an older version, the notice that it is old (and, for an operation
 *   unchanged since, the current page as canonical).
 * The plugin's generators are not exported from its entry point; `lib/markdown` is where its
 * README's `markdownGenerators` option takes them from.
 */
import path from 'node:path';
import {
  createApiPageMD as pluginApiPage,
  createInfoPageMD as pluginInfoPage,
  createTagPageMD as pluginTagPage,
} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type { ApiName } from '../../config/apis.ts';
import { linkRequiredPermissions } from '../reference/permissions.ts';
import { canonicalHead, oldVersionNotice } from './notices.ts';
import { readPageAdditions, type PageAdditions } from './page-additions.ts';

/** The parts of the plugin's page data read here (its own types are not published in lib/). */
interface PageData {
  id: string;
  type: 'api' | 'info' | 'tag' | 'schema';
  api?: { description?: string; method?: string };
}
type Generator = (page: PageData) => string;

const ROOT = path.resolve(__dirname, '../..');

function noticeFor(additions: PageAdditions, key: string, api: ApiName, page: PageData): string {
  const older = additions.pages[key]?.older;
  if (!older) return '';
  const isOperation = page.type === 'api';
  const inCurrent = (isOperation ? older.currentOperations : older.currentPages).includes(page.id);
  const canonical = isOperation ? older.canonical[page.id] : undefined;
  return (
    (canonical ? canonicalHead(canonical) : '') +
    oldVersionNotice(older.version, api, page.id, inCurrent, older.changelogRoute)
  );
}

/** The generators for one entry of the plugin's config: `key` is `<api>` or `<api>@<version>`. */
export function markdownGenerators(key: string, api: ApiName) {
  return generatorsWith(key, api, () => readPageAdditions(ROOT));
}

/** The generators with the additions from `additions` (read when the first page is generated). */
export function generatorsWith(key: string, api: ApiName, additions: () => PageAdditions) {
  const withNotice =
    (generate: Generator): Generator =>
    (page) =>
      noticeFor(additions(), key, api, page) + generate(page);
  return {
    createApiPageMD: withNotice((page) => {
      const all = additions();
      const added = all.pages[key]?.operations?.[page.id];
      const description = [
        linkRequiredPermissions(page.api?.description ?? '', new Set(all.permissions)),
        all.pages[key]?.relatedGuides?.[page.id],
        ...(added?.lines ?? []),
      ]
        .filter(Boolean)
        .join('\n\n');
      const mdx = (pluginApiPage as Generator)({ ...page, api: { ...page.api, description } });
      return added?.history ? `${mdx.trimEnd()}\n\n${added.history.trimEnd()}` : mdx;
    }),
    createInfoPageMD: withNotice(pluginInfoPage as Generator),
    createTagPageMD: withNotice(pluginTagPage as Generator),
  };
}
