/**
 * The request samples of an API operation page, as Markdown for its twin.
 * The built page carries them in the request panel's column (one tab per
 * language, rendered by src/theme/SkeletonLoader), outside the content that
 * the twin is otherwise written from: they are taken from there, so the twin
 * shows exactly the samples of the page.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Root } from 'mdast';
import { clean, codeBlockLanguage, htmlToMarkdown, treeToMarkdown } from './html-to-markdown';

const SAMPLES = 'section[aria-label="Request samples"]';
const SAMPLES_START = /<section\b[^>]*\baria-label=["']?Request samples/;

/**
 * `## Request samples` with each language's label and code block, or '' when the page has none.
 *
 * The section is looked for anywhere in the page, not in the request panel's column: React
 * (19.2) writes a finished Suspense boundary larger than 500 bytes at the end of a large page,
 * in a hidden element that an inline script moves into place, and the panel's preview is one.
 * Only the HTML from the section on is parsed: before it come the sidebar and the schemas.
 */
export function requestSamplesMarkdown(pageHtml: string, url: string): string {
  const start = pageHtml.search(SAMPLES_START);
  if (start === -1) return '';
  const $ = load(pageHtml.slice(start));
  // The slice starts with the section: it is the body's first element.
  const first = $.root().children('html').children('body').children().first();
  const section = first.is(SAMPLES) ? first : $(SAMPLES).first();
  if (!section.length) return '';
  const tabs = codeTabs($, section);
  if (tabs) return treeToMarkdown(samplesTree(tabs)).trim();
  const { markdown } = htmlToMarkdown(
    `<div class="theme-doc-markdown"><h1>Request samples</h1>${section.html() ?? ''}</div>`,
    { url },
  );
  return markdown.replace(/^# /, '## ').trim();
}

interface CodeTab {
  label: string;
  lang: string | null;
  code: string;
}

/**
 * The samples as the panel always renders them, one tab per language, each a
 * code block and nothing else; null for anything else, which the general
 * conversion takes. Read straight from the blocks' lines, without the general
 * conversion's two more parses of the section, the samples of all operation
 * pages take a third of the time (same Markdown, compared page by page).
 */
function codeTabs($: CheerioAPI, section: Cheerio<Element>): CodeTab[] | null {
  const containers = section.children();
  if (containers.length !== 1 || !containers.hasClass('tabs-container')) return null;
  const labels = containers
    .children('[role="tablist"]')
    .children('[role="tab"]')
    .toArray()
    .map((tab) => clean($(tab).text()));
  const panels = containers.children().not('[role="tablist"]').children('[role="tabpanel"]').toArray();
  if (panels.length === 0 || panels.length !== labels.length) return null;
  const tabs: CodeTab[] = [];
  for (const [i, panel] of panels.entries()) {
    const block = $(panel).children().not('[data-tab-label]');
    // A block with a title has it beside its content: one child means no title.
    if (block.length !== 1 || !block.hasClass('theme-code-block') || block.children().length !== 1) return null;
    const lines = block.children().children('pre').children('code').first().children('.token-line');
    if (!lines.length) return null;
    tabs.push({
      label: labels[i],
      lang: codeBlockLanguage(block) ?? null,
      code: lines
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
        .replace(/\n+$/, ''),
    });
  }
  return tabs;
}

/** `## Request samples`, then each language's label in bold and its code block. */
function samplesTree(tabs: CodeTab[]): Root {
  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Request samples' }] },
      ...tabs.flatMap(({ label, lang, code }) => [
        {
          type: 'paragraph' as const,
          children: [{ type: 'strong' as const, children: [{ type: 'text' as const, value: label }] }],
        },
        { type: 'code' as const, lang, meta: null, value: code },
      ]),
    ],
  };
}

/** The operation's Markdown with the samples before its responses (at the end when it lists none). */
export function withRequestSamples(markdown: string, samples: string): string {
  if (!samples) return markdown;
  const responses = markdown.indexOf('\n## Responses\n');
  if (responses === -1) return `${markdown.trimEnd()}\n\n${samples}\n`;
  return `${markdown.slice(0, responses)}\n${samples}\n${markdown.slice(responses)}`;
}
