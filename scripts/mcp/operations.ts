/**
 * The API tools: the operations of the Core, Desk and Bridge specs, read
 * from the site (each spec is served at the path it has in the repository,
 * /openapi/<api>.yaml), listed one line each, and one operation as the same
 * Markdown its page's twin starts with (src/plugins/llms/openapi-to-markdown.ts).
 */
import YAML from 'yaml';
import { API_SPECS } from '../../config/openapi.ts';
import {
  listOperations,
  operationToMarkdown,
  type OpenApiDocument,
  type OperationEntry,
} from '../../src/plugins/llms/openapi-to-markdown.ts';
import type { DocsSource } from './source.ts';

export type ApiName = keyof typeof API_SPECS;
export const API_NAMES = Object.keys(API_SPECS) as [ApiName, ...ApiName[]];

type Spec = OpenApiDocument & { tags?: Array<{ name: string; 'x-displayName'?: string }> };

interface LoadedApi {
  name: ApiName;
  spec: Spec;
  entries: OperationEntry[];
}

export class ApiOperations {
  private loading = new Map<ApiName, Promise<LoadedApi>>();

  constructor(private readonly source: DocsSource) {}

  private load(name: ApiName): Promise<LoadedApi> {
    let loading = this.loading.get(name);
    if (!loading) {
      const file = API_SPECS[name].spec;
      loading = this.source
        .read(file)
        .then((text) => {
          if (text === null) throw new Error(`${this.source.label} has no ${file}`);
          const spec = YAML.parse(text) as Spec;
          return { name, spec, entries: listOperations(spec) };
        })
        .catch((error) => {
          this.loading.delete(name); // the next call tries again
          throw error;
        });
      this.loading.set(name, loading);
    }
    return loading;
  }

  private pageUrl(api: ApiName, entry: OperationEntry): string {
    return new URL(`reference/${api}/${entry.slug}`, this.source.siteRoot).href;
  }

  /** One line per operation (and webhook event) of each API asked for, narrowed to those with every word of `filter`. */
  async list(apis: ApiName[], filter: string | undefined): Promise<string> {
    const words = (filter ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const sections: string[] = [];
    let total = 0;
    for (const loaded of await Promise.all(apis.map((name) => this.load(name)))) {
      const tagNames = new Map((loaded.spec.tags ?? []).map((t) => [t.name, t['x-displayName'] ?? t.name]));
      const lines = loaded.entries
        .map((entry) => ({ entry, tags: (entry.operation.tags ?? []).map((t) => tagNames.get(t) ?? t) }))
        .filter(({ entry, tags }) => {
          const text = [
            entry.method,
            entry.path,
            entry.operation.summary,
            entry.operation.operationId,
            entry.slug,
            ...tags,
          ]
            .join(' ')
            .toLowerCase();
          return words.every((word) => text.includes(word));
        })
        .map(({ entry, tags }) => operationLine(entry, tags));
      total += lines.length;
      const label = API_SPECS[loaded.name].label;
      const events = loaded.entries.filter((entry) => entry.event).length;
      const everything = `${loaded.entries.length - events} operations${events ? ` and ${events} webhook events` : ''}`;
      const count = words.length ? `${lines.length} of ${everything} match "${filter}"` : everything;
      sections.push([`## ${label} (api: ${loaded.name}): ${count}`, ...lines].join('\n'));
    }
    const hint =
      total > 0
        ? 'Get one with get_api_operation (api and operationId).'
        : 'Nothing matches; try fewer words, or none to list everything.';
    return `${sections.join('\n\n')}\n\n${hint}`;
  }

  /** The operation as Markdown, found by operationId, page slug or URL, or `METHOD /path`, in one API or in all. */
  async get(operation: string, api: ApiName | undefined): Promise<string> {
    const wanted = operation.trim();
    const pageMatch = /\/reference\/([a-z]+)\/([a-z0-9-]+)(?:\.md)?(?:[?#].*)?$/i.exec(wanted);
    const apis = api
      ? [api]
      : pageMatch && API_NAMES.includes(pageMatch[1] as ApiName)
        ? [pageMatch[1] as ApiName]
        : API_NAMES;
    const found: Array<{ loaded: LoadedApi; entry: OperationEntry }> = [];
    for (const loaded of await Promise.all(apis.map((name) => this.load(name)))) {
      const entry = loaded.entries.find((e) => matches(e, wanted, pageMatch?.[2]));
      if (entry) found.push({ loaded, entry });
    }
    if (found.length > 1) {
      const names = found.map(({ loaded, entry }) => `${loaded.name}: ${describe(entry)}`).join('; ');
      throw new Error(`"${wanted}" names an operation in more than one API (${names}). Give api as well.`);
    }
    if (found.length === 0) {
      const where = apis.length === 1 ? `the ${API_SPECS[apis[0]].label}` : 'any API';
      throw new Error(
        `No operation "${wanted}" in ${where}. Give an operationId (get_credential_list), a page slug or URL ` +
          '(/reference/core/get-credential-list), or a method and path (GET /api/credential/v1); ' +
          'list_api_operations with a filter finds it.',
      );
    }
    const { loaded, entry } = found[0];
    const url = this.pageUrl(loaded.name, entry);
    const spec = new URL(API_SPECS[loaded.name].spec, this.source.siteRoot).href;
    return `${operationToMarkdown(loaded.spec, entry, { url })}\nReference page: ${url}\nFrom the ${API_SPECS[loaded.name].label} spec: ${spec}\n`;
  }
}

function matches(entry: OperationEntry, wanted: string, pageSlug: string | undefined): boolean {
  if (pageSlug !== undefined) return entry.slug === pageSlug.toLowerCase();
  if (entry.operation.operationId === wanted || entry.slug === wanted.toLowerCase()) return true;
  const methodPath = /^([a-z]+)\s+(\S+)$/i.exec(wanted);
  if (methodPath) return entry.method === methodPath[1].toLowerCase() && entry.path === methodPath[2];
  return entry.event !== undefined && entry.event === wanted;
}

function describe(entry: OperationEntry): string {
  if (entry.event) return `webhook event ${entry.event} (${entry.operation.operationId ?? entry.slug})`;
  return `${entry.method.toUpperCase()} ${entry.path} (${entry.operation.operationId ?? entry.slug})`;
}

function operationLine(entry: OperationEntry, tags: string[]): string {
  const summary = entry.operation.summary?.replace(/\s+/g, ' ').trim();
  const flags = [tags.length ? tags.join(', ') : null, entry.operation.deprecated ? 'deprecated' : null]
    .filter(Boolean)
    .join('; ');
  return `- ${describe(entry)}${summary ? `: ${summary}` : ''}${flags ? ` [${flags}]` : ''}`;
}
