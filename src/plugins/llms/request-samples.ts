/**
 * The request samples of an API operation page, as Markdown for its twin.
 * The built page carries them in the request panel's column (one tab per
 * language, rendered by src/theme/SkeletonLoader), outside the content that
 * the twin is otherwise written from: they are taken from there, so the twin
 * shows exactly the samples of the page.
 */
import { load } from 'cheerio';
import { htmlToMarkdown } from './html-to-markdown';

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
  const section = load(pageHtml.slice(start))(SAMPLES).first();
  if (!section.length) return '';
  const { markdown } = htmlToMarkdown(`<div class="theme-doc-markdown"><h1>Request samples</h1>${section.html() ?? ''}</div>`, { url });
  return markdown.replace(/^# /, '## ').trim();
}

/** The operation's Markdown with the samples before its responses (at the end when it lists none). */
export function withRequestSamples(markdown: string, samples: string): string {
  if (!samples) return markdown;
  const responses = markdown.indexOf('\n## Responses\n');
  if (responses === -1) return `${markdown.trimEnd()}\n\n${samples}\n`;
  return `${markdown.slice(0, responses)}\n${samples}\n${markdown.slice(responses)}`;
}
