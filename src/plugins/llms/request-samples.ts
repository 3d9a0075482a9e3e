/**
 * The request samples of an API operation page, as Markdown for its twin.
 * The built page carries them in the request panel's column (one tab per
 * language, rendered by src/theme/SkeletonLoader), outside the content that
 * the twin is otherwise written from: they are taken from there, so the twin
 * shows exactly the samples of the page.
 */
import { load } from 'cheerio';
import { htmlToMarkdown } from './html-to-markdown';

const SAMPLES = '.openapi-right-panel__container section[aria-label="Request samples"]';

/** `## Request samples` with each language's label and code block, or '' when the page has none. */
export function requestSamplesMarkdown(pageHtml: string, url: string): string {
  const section = load(pageHtml)(SAMPLES).first();
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
