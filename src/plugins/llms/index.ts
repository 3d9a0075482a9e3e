import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import YAML from 'yaml';
import { htmlToMarkdown, pageDescription } from './html-to-markdown';
import {
  groupPages,
  renderLlmsFull,
  renderLlmsTxt,
  sidebarSections,
  type DocFacts,
  type LlmsPage,
  type SectionSpec,
  type SidebarItem,
  type SidebarSectionsOptions,
} from './llms-txt';
import { listOperations, operationToMarkdown, type OpenApiDocument, type OperationEntry } from './openapi-to-markdown';
import { LLMS_FULL_TXT, LLMS_TXT, markdownPath } from './paths';
import { requestSamplesMarkdown, withRequestSamples } from './request-samples';
import { publicPages } from '../public-pages/publicPages';
import { privateRoutePatterns } from '../../../config/public-pages';
import {
  agentSkillsIndex,
  checkSkillMetadata,
  legacySkillsIndex,
  renderSkillMd,
  ROOT_SKILL_FILE,
  SKILL_FILE,
  WELL_KNOWN_INDEXES,
  type SkillOperation,
  type SkillTask,
} from './skill-md';

/** A type, not an interface: Docusaurus' plugin option type needs an index signature. */
export type LlmsPluginOptions = {
  /** `# title` of llms.txt and llms-full.txt. */
  title: string;
  /** The one-paragraph `> summary`. */
  summary: string;
  /** Markdown between the summary and the sections. */
  details?: string;
  /** Section for indexable pages that no sidebar lists (the home page); it comes first. */
  otherPagesTitle: string;
  /** The sidebars that make the sections, in order. */
  sections: Array<SidebarSectionsOptions & { docsPluginId: string; sidebar: string }>;
  /** OpenAPI specs whose operation pages are written from the spec, not from their HTML; `label` names the API in skill.md. */
  apis: Array<{ spec: string; route: string; label?: string }>;
  /**
   * Older versions of the reference: their pages get Markdown twins too, but llms.txt lists
   * only each version's landing page, in a last section, so an assistant reads the current API.
   * `root` is the version's route, `landing` its front page (which may lie under the root).
   */
  olderVersions?: { title: string; versions: Array<{ root: string; landing: string }> };
  /** The agent skill (skill-md.ts), made from the same sections and pages. */
  skill?: SkillOptions;
};

export type SkillOptions = {
  /** Agent Skills `name` (lower-case, hyphens), also its folder under /.well-known. */
  name: string;
  /** What the skill is for and when an agent should use it (at most 1024 characters). */
  description: string;
  /** Titles of the llms.txt sections that are tasks, in order; a title no section has fails the build. */
  tasks: string[];
  /** Pages that list operations or codes for the whole site (the permissions reference): their links make no task's lists. */
  referencePages: string[];
  /** Routes of the permissions and error-code references. */
  permissionsRoute: string;
  errorsRoute: string;
};

interface LoadedDocs {
  loadedVersions: Array<{
    docs: Array<{ id: string; permalink: string; title: string }>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
}

/**
 * After the build: a Markdown twin (`<route>.md`) of every public page of the
 * build (src/plugins/public-pages), then llms.txt and llms-full.txt. See README.md in this folder.
 */
export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  return {
    name: 'llms',
    async postBuild({ outDir, siteConfig, plugins, routes, routesBuildMetadata }) {
      if (siteConfig.noIndex) return;
      const started = Date.now();
      const { baseUrl } = siteConfig;

      const docs = new Map<string, Map<string, DocFacts>>();
      const sidebars = new Map<string, Record<string, SidebarItem[]>>();
      for (const plugin of plugins) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const id = (plugin.options as { id?: string }).id ?? 'default';
        const version = (plugin.content as LoadedDocs).loadedVersions[0];
        docs.set(id, new Map(version.docs.map((d) => [d.id, { permalink: d.permalink, title: d.title }])));
        sidebars.set(id, version.sidebars);
      }
      const specs: SectionSpec[] = options.sections.flatMap((section) => {
        const sidebar = sidebars.get(section.docsPluginId)?.[section.sidebar];
        if (!sidebar)
          throw new Error(`[llms] no sidebar "${section.sidebar}" in docs plugin "${section.docsPluginId}"`);
        return sidebarSections(sidebar, docs.get(section.docsPluginId)!, section);
      });

      const operations = new Map<string, { spec: OpenApiDocument; entry: OperationEntry; label?: string }>();
      for (const api of options.apis) {
        const spec = YAML.parse(await fs.readFile(path.join(context.siteDir, api.spec), 'utf8')) as OpenApiDocument;
        for (const entry of listOperations(spec))
          operations.set(`${api.route}/${entry.slug}`, { spec, entry, label: api.label });
      }

      const pages: Array<LlmsPage & { markdown: string }> = [];
      for (const routePath of publicPages({ routes, routesBuildMetadata }, privateRoutePatterns(context.siteDir))) {
        const url = new URL(routePath, siteConfig.url).href;
        const pagePath = new URL(url).pathname;
        const route = `/${pagePath.slice(baseUrl.length)}`;
        const html = await fs.readFile(
          path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`),
          'utf8',
        );
        const operation = operations.get(route);
        // API operation pages come from the spec; every other page from its HTML.
        const { title, description, markdown } = operation
          ? operationPage(operation.spec, operation.entry, url, html)
          : htmlToMarkdown(html, { url, siteTitle: siteConfig.title });
        const file = markdownPath(route).slice(1);
        await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await fs.writeFile(path.join(outDir, file), markdown);
        pages.push({
          path: pagePath,
          url,
          markdownUrl: new URL(markdownPath(pagePath), url).href,
          title,
          description,
          markdown,
        });
      }

      const older = options.olderVersions;
      const ofOlderVersion = (page: LlmsPage) =>
        older?.versions.some(
          ({ root }) =>
            page.path === `${baseUrl}${root.slice(1)}` || page.path.startsWith(`${baseUrl}${root.slice(1)}/`),
        ) ?? false;
      const sections = groupPages(
        specs,
        pages.filter((page) => !ofOlderVersion(page)),
        options.otherPagesTitle,
      );
      if (older) {
        const landings = pages.filter((page) =>
          older.versions.some(({ landing }) => page.path === `${baseUrl}${landing.slice(1)}`),
        );
        if (landings.length) sections.push({ title: older.title, pages: landings });
      }
      const siteRoot = new URL(baseUrl, siteConfig.url).href;
      const details = [
        options.details?.trim(),
        `Every page listed here is Markdown: the web page is at the same address without \`.md\`. ` +
          `All pages in one file: [${LLMS_FULL_TXT}](${siteRoot}${LLMS_FULL_TXT}).`,
      ]
        .filter(Boolean)
        .join('\n\n');
      await fs.writeFile(
        path.join(outDir, LLMS_TXT),
        renderLlmsTxt({ title: options.title, summary: options.summary, details, sections }),
      );
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_TXT),
        renderLlmsFull({
          title: options.title,
          summary: options.summary,
          pages: sections.flatMap((s) => s.pages).map((p) => ({ url: p.url, markdown: p.markdown })),
        }),
      );
      if (options.skill) {
        await writeSkill(outDir, options.skill, {
          title: options.title,
          summary: options.summary,
          siteRoot,
          baseUrl,
          sections,
          operations,
        });
      }
      console.log(
        `[llms] ${pages.length} Markdown pages, ${LLMS_TXT} and ${LLMS_FULL_TXT}${options.skill ? ` and ${ROOT_SKILL_FILE}` : ''} in ${Date.now() - started} ms`,
      );
    },
  };
}

interface SkillFacts {
  title: string;
  summary: string;
  siteRoot: string;
  baseUrl: string;
  sections: Array<{ title: string; pages: Array<LlmsPage & { markdown: string }> }>;
  operations: Map<string, { spec: OpenApiDocument; entry: OperationEntry; label?: string }>;
}

/**
 * skill.md and its two discovery indexes. Each task is an llms.txt section:
 * its pages, the operations those pages link (read from their Markdown), and
 * the error codes they link on the error-code reference.
 */
async function writeSkill(outDir: string, skill: SkillOptions, facts: SkillFacts): Promise<void> {
  checkSkillMetadata(skill.name, skill.description);
  const { siteRoot, baseUrl } = facts;
  const routeOf = (url: string) => {
    const { origin, pathname, hash } = new URL(url);
    if (`${origin}/` !== new URL('/', siteRoot).href || !pathname.startsWith(baseUrl)) return null;
    return { route: `/${pathname.slice(baseUrl.length)}`.replace(/\.md$/, ''), hash: hash.slice(1) };
  };
  const referenceRoutes = new Set(skill.referencePages);
  const tasks: SkillTask[] = skill.tasks.map((title) => {
    const section = facts.sections.find((candidate) => candidate.title === title);
    if (!section)
      throw new Error(
        `[llms] skill task "${title}" is no section of llms.txt: sections are ${facts.sections.map((s) => `"${s.title}"`).join(', ')}`,
      );
    const operations = new Map<string, SkillOperation>();
    const codes = new Map<string, string>();
    for (const page of section.pages) {
      if (referenceRoutes.has(routeOf(page.url)?.route ?? '')) continue;
      for (const [, url] of page.markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
        const target = routeOf(url);
        if (!target) continue;
        const operation = facts.operations.get(target.route);
        if (operation && !operations.has(target.route)) {
          const { entry, label } = operation;
          const listed = (entry.operation as { 'x-permissions'?: unknown })['x-permissions'];
          operations.set(target.route, {
            api: label ?? operation.spec.info?.title ?? '',
            method: entry.method.toUpperCase(),
            path: entry.path,
            summary:
              entry.operation.summary ?? entry.operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`,
            url: new URL(target.route.slice(1), siteRoot).href,
            permissions: Array.isArray(listed) ? listed.map(String) : [],
            deprecated: entry.operation.deprecated === true,
          });
        }
        if (target.route === skill.errorsRoute && /^BR_\d{4}$/.test(target.hash)) codes.set(target.hash, url);
      }
    }
    return {
      title,
      pages: section.pages,
      operations: [...operations.values()],
      errorCodes: [...codes].sort(([a], [b]) => a.localeCompare(b)).map(([code, url]) => ({ code, url })),
    };
  });
  const markdown = renderSkillMd({
    name: skill.name,
    description: skill.description,
    title: facts.title,
    summary: facts.summary,
    links: {
      llmsTxt: `${siteRoot}${LLMS_TXT}`,
      llmsFull: `${siteRoot}${LLMS_FULL_TXT}`,
      permissions: new URL(markdownPath(skill.permissionsRoute).slice(1), siteRoot).href,
      errors: new URL(markdownPath(skill.errorsRoute).slice(1), siteRoot).href,
    },
    tasks,
  });
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await fs.writeFile(path.join(outDir, file), text);
  };
  await write(ROOT_SKILL_FILE, markdown);
  await write(`${WELL_KNOWN_INDEXES.current}/${skill.name}/${SKILL_FILE}`, markdown);
  await write(
    `${WELL_KNOWN_INDEXES.current}/index.json`,
    `${JSON.stringify(agentSkillsIndex(skill.name, skill.description, markdown), null, 2)}\n`,
  );
  await write(`${WELL_KNOWN_INDEXES.legacy}/${skill.name}/${SKILL_FILE}`, markdown);
  await write(
    `${WELL_KNOWN_INDEXES.legacy}/index.json`,
    `${JSON.stringify(legacySkillsIndex(skill.name, skill.description), null, 2)}\n`,
  );
}

function operationPage(spec: OpenApiDocument, entry: OperationEntry, url: string, html: string) {
  // The request samples are in the page's HTML, not in the spec.
  const markdown = withRequestSamples(operationToMarkdown(spec, entry, { url }), requestSamplesMarkdown(html, url));
  return { title: /^# (.*)$/m.exec(markdown)![1], description: pageDescription(html), markdown };
}
