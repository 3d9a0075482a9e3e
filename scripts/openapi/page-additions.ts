/**
 * What the API page generator adds to the pages it writes (./markdown-generators.ts), worked
 * out before it runs by the `page-additions` step and kept in one file it reads: the lines
 * after each current operation's description (related guides, data models, Mobile SDK), the
 * history after its responses, the permissions /permissions lists (to link them), and for the
 * older versions what their notices need.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PAGE_ADDITIONS_FILE = 'reference/_generated/page-additions.json';

export interface OperationAdditions {
  /** Markdown paragraphs after the description and its "Related guides" line, in order. */
  lines: string[];
  /** The "History" section after the responses (none for a webhook). */
  history?: string;
}

export interface OlderVersionNotices {
  version: string;
  changelogRoute: string;
  /** Operation slugs of the current version of the API. */
  currentOperations: string[];
  /** Tag and info page slugs of the current version of the API. */
  currentPages: string[];
  /** Slug of an older operation page unchanged since → absolute URL of its current page (canonical). */
  canonical: Record<string, string>;
}

export interface PageAdditions {
  /** Permissions that /permissions lists: a page's "Required permission" names link there. */
  permissions: string[];
  /** By the generator's config key: `<api>` for the current version, `<api>@<version>` for an older one. */
  pages: Record<
    string,
    {
      /** The "Related guides" line of each page guides link to (operations and webhooks), by slug. */
      relatedGuides?: Record<string, string>;
      operations?: Record<string, OperationAdditions>;
      older?: OlderVersionNotices;
    }
  >;
}

export function writePageAdditions(root: string, additions: PageAdditions): void {
  const file = path.join(root, PAGE_ADDITIONS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(additions));
}

let cached: { file: string; additions: PageAdditions } | undefined;

/** The additions the `page-additions` step wrote; without them the generator would write the pages bare, so it stops. */
export function readPageAdditions(root: string): PageAdditions {
  const file = path.join(root, PAGE_ADDITIONS_FILE);
  if (cached?.file === file) return cached.additions;
  if (!fs.existsSync(file))
    throw new Error(`${PAGE_ADDITIONS_FILE} not found: generate the API pages with \`npm run gen:api\``);
  cached = { file, additions: JSON.parse(fs.readFileSync(file, 'utf8')) as PageAdditions };
  return cached.additions;
}
