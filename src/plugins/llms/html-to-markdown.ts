/**
 * Turns the built HTML of one page into clean Markdown.
 *
 * The built page is what readers see, so MDX components arrive already
 * rendered. Two steps:
 *   1. cheerio rewrites the site's components into plain HTML that has a
 *      Markdown equivalent: code blocks (Prism lines) into <pre><code
 *      class="language-x">, tabs into a bold label followed by the tab's
 *      content, admonitions into block quotes, doc cards into link lists,
 *      Mermaid diagrams (kept in the HTML by src/theme/Mermaid) into
 *      ```mermaid blocks; chrome (anchors, buttons, breadcrumbs) is removed
 *      and links are made absolute;
 *   2. unified turns that HTML into Markdown (rehype-parse, rehype-remark,
 *      remark-gfm for tables, remark-stringify).
 *
 * Pure: no file system, no globals.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Element as HastElement, Nodes as HastNodes } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, { type Options as RehypeRemarkOptions } from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';

export interface HtmlToMarkdownOptions {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  url: string;
  /** Suffix the site appends to every <title> (` | Site`), removed from the fallback title. */
  siteTitle?: string;
}

export interface PageMarkdown {
  /** The page title: its first <h1>, else its <title> without the site suffix. */
  title: string;
  /** The page's meta description ('' when it has none). */
  description: string;
  /** The page as Markdown, starting with `# title`, ending with one newline. */
  markdown: string;
}

/** Containers that hold a page's content, most specific first. */
const CONTENT_ROOTS = [
  '.theme-doc-markdown',
  '[class*="generatedIndexPage"]',
  'main article',
  '#__docusaurus_skipToContent_fallback',
  'main',
  'body',
];

/** Site chrome inside content containers that has no place in the Markdown. */
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'a.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '[data-llms-ignore]',
  // Glossary definitions shown on hover (src/components/Term): the glossary page has them.
  '[role="tooltip"]',
].join(',');

const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  // `***`, so a rule never reads as the `---` page separator of llms-full.txt.
  rule: '*',
  listItemIndent: 'one',
  resourceLink: true,
};

export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions): PageMarkdown {
  const $ = load(html);
  const description = descriptionOf($);
  const root = findRoot($);

  root.find(CHROME).remove();
  removeComments(root);
  rewriteMermaid($, root);
  rewriteCodeBlocks($, root);
  separateSpans($, root);
  rewriteTabs($, root);
  rewriteAdmonitions($, root);
  rewriteDocCards($, root);
  rewriteBlockLinks($, root);
  rewriteDetails($, root);
  rewriteLinkRows($, root);
  absolutizeUrls($, root, options.url);

  const title = pageTitle($, root, options.siteTitle);
  // The title leads the Markdown, wherever the page put its <h1>.
  const h1 = root.find('h1').first();
  if (h1.length) h1.remove();
  root.prepend(`<h1>${escapeHtml(title)}</h1>`);

  return { title, description, markdown: fragmentToMarkdown(root.html() ?? '') };
}

/** The meta description of a page ('' when it has none), without parsing the whole page. */
export function pageDescription(html: string): string {
  const tag = /<meta\b[^>]*\bname=["']?description\b[^>]*>/i.exec(html)?.[0];
  return tag ? descriptionOf(load(tag)) : '';
}

function descriptionOf($: CheerioAPI): string {
  return ($('meta[name="description"]').attr('content') ?? '').trim();
}

/** Converts an HTML fragment (already free of site components) to Markdown. */
export function fragmentToMarkdown(html: string): string {
  return tidy(String(processor().processSync(html)));
}

/** Writes a Markdown tree as fragmentToMarkdown writes the tree it converts from HTML. */
export function treeToMarkdown(tree: MdastRoot): string {
  return tidy(processor().stringify(tree));
}

let frozen: ReturnType<typeof createProcessor> | undefined;
/** One processor for all pages: building it is the costly part. */
function processor() {
  frozen ??= createProcessor();
  return frozen;
}

function createProcessor() {
  return unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeRemark, { handlers: HANDLERS })
    .use(remarkGfm)
    .use(remarkStringify, STRINGIFY)
    .freeze();
}

const HANDLERS: NonNullable<RehypeRemarkOptions['handlers']> = {
  pre(state, node) {
    const code = findElement(node, 'code') ?? node;
    const classes = [...classList(code), ...classList(node)];
    const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) || null;
    const meta = typeof node.properties?.dataMeta === 'string' ? node.properties.dataMeta : null;
    const result: Code = { type: 'code', lang, meta, value: textOf(code).replace(/\n+$/, '') };
    state.patch(node, result);
    return result;
  },
};

function findRoot($: CheerioAPI): Cheerio<Element> {
  for (const selector of CONTENT_ROOTS) {
    const found = $(selector).first();
    if (found.length) return found as Cheerio<Element>;
  }
  return $.root().children().first() as Cheerio<Element>;
}

function pageTitle($: CheerioAPI, root: Cheerio<Element>, siteTitle?: string): string {
  const h1 = clean(root.find('h1').first().text());
  if (h1) return h1;
  const title = clean($('title').first().text());
  const suffix = siteTitle ? ` | ${siteTitle}` : '';
  return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Comments are React's text separators (`<!-- -->`), never content. */
function removeComments(root: Cheerio<Element>): void {
  root
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
}

/** Mermaid renders only in the browser; src/theme/Mermaid keeps its source in an attribute. */
function rewriteMermaid($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('[data-mermaid-source]').each((_, el) => {
    const source = $(el).attr('data-mermaid-source') ?? '';
    $(el).replaceWith(codeBlock('mermaid', source));
  });
}

/**
 * Docusaurus code blocks: a container with `language-x`, an optional title
 * and Prism's lines (one `.token-line` each, ended by <br>).
 */
function rewriteCodeBlocks($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('.theme-code-block').each((_, el) => {
    const block = $(el);
    const lang = codeBlockLanguage(block);
    const title = clean(block.find('[class*="codeBlockTitle"]').first().text());
    const code = block.find('code').first();
    const lines = code.find('.token-line');
    const text = lines.length
      ? lines
          .map((__, line) => $(line).text())
          .get()
          .join('\n')
      : code.text();
    block.replaceWith(codeBlock(lang, text, title ? `title="${title.replace(/"/g, "'")}"` : undefined));
  });
}

/** Tabs: every tab's label as a bold line, followed by its panel (all of them, not only the selected one). */
function rewriteTabs($: CheerioAPI, root: Cheerio<Element>): void {
  // Innermost first, so nested tabs are flat by the time their parent is rewritten.
  const containers = root.find('.tabs-container').toArray().reverse();
  for (const el of containers) {
    const container = $(el);
    const labels = container
      .children('[role="tablist"]')
      .children('[role="tab"]')
      .map((_, tab) => clean($(tab).text()))
      .get();
    const panels = container.children().not('[role="tablist"]').children('[role="tabpanel"]').toArray();
    const parts = panels.map(
      (panel, i) => `<p><strong>${escapeHtml(labels[i] ?? `Tab ${i + 1}`)}</strong></p>${$(panel).html() ?? ''}`,
    );
    container.replaceWith(parts.join('\n'));
  }
}

/** Admonitions become block quotes that start with their type and title in bold. */
function rewriteAdmonitions($: CheerioAPI, root: Cheerio<Element>): void {
  const admonitions = root.find('.theme-admonition').toArray().reverse();
  for (const el of admonitions) {
    const box = $(el);
    const type = /theme-admonition-([a-z]+)/.exec(box.attr('class') ?? '')?.[1] ?? 'note';
    const heading = clean(box.children('[class*="admonitionHeading"]').text());
    const content = box.children('[class*="admonitionContent"]');
    const label = admonitionLabel(type, heading);
    box.replaceWith(
      `<blockquote><p><strong>${escapeHtml(label)}</strong></p>${(content.length ? content : box).html() ?? ''}</blockquote>`,
    );
  }
}

/** `Warning` for a plain `:::warning`, `Warning: Title` for one with its own title. */
export function admonitionLabel(type: string, heading: string): string {
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  if (!heading) return capital(type);
  if (ADMONITION_TYPES.includes(heading.toLowerCase())) return capital(heading);
  return `${capital(type)}: ${heading}`;
}

/** Doc cards (category pages, DocCardList, API tag pages) become a list of links with their descriptions. */
function rewriteDocCards($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('section').each((_, el) => {
    const section = $(el);
    const cards = section.find('a.card');
    if (!cards.length || !section.find('[class*="docCardListItem"]').length) return;
    const items = cards.map((__, card) => `<li>${cardLine($, $(card))}</li>`).get();
    section.replaceWith(`<ul>${items.join('')}</ul>`);
  });
  // A single DocCard outside a list.
  root.find('[class*="docCardListItem"] a.card').each((_, card) => {
    $(card).replaceWith(`<p>${cardLine($, $(card))}</p>`);
  });
}

function cardLine($: CheerioAPI, card: Cheerio<Element>): string {
  const heading = card.find('h2, h3').first();
  // The heading's title attribute holds the name without the card's emoji.
  const name = clean(heading.attr('title') ?? heading.text().replace(/^[^\p{L}\p{N}]+/u, ''));
  const text = clean(card.find('p').first().attr('title') ?? card.find('p').first().text());
  const method = /\bapi-method\b/.test(card.attr('class') ?? '')
    ? /\b(get|post|put|patch|delete|head|options)\b/.exec(card.attr('class') ?? '')?.[1]
    : undefined;
  const link = `<a href="${escapeHtml(card.attr('href') ?? '')}">${escapeHtml(name)}</a>`;
  return `${method ? `<code>${method.toUpperCase()}</code> ` : ''}${link}${text ? `: ${inlineCode(escapeHtml(text))}` : ''}`;
}

/** Card descriptions are plain text cut from Markdown: keep their `code` spans as code. */
function inlineCode(html: string): string {
  return html.replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * A link wrapped around blocks (a card of the home page) cannot be a Markdown
 * link: it becomes the link on its heading, followed by the remaining text.
 */
function rewriteBlockLinks($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('a').each((_, el) => {
    const link = $(el);
    if (!link.children('h1, h2, h3, h4, h5, h6, p, div, ul, ol').length) return;
    const heading = link.children('h1, h2, h3, h4, h5, h6').first();
    const name = clean(heading.length ? heading.text() : link.children().first().text());
    const rest = link.clone();
    if (heading.length) rest.children('h1, h2, h3, h4, h5, h6').first().remove();
    else rest.children().first().remove();
    const text = clean(
      rest
        .children()
        .map((__, child) => $(child).text())
        .get()
        .join(' ') || rest.text(),
    );
    const line = `<a href="${escapeHtml(link.attr('href') ?? '')}">${escapeHtml(name)}</a>${text ? `: ${escapeHtml(text)}` : ''}`;
    // Alone in a list item it stays a tight list item; elsewhere it is a paragraph.
    const alone = link.parent().is('li') && link.siblings().length === 0;
    link.replaceWith(alone ? line : `<p>${line}</p>`);
  });
}

/** A row of links with nothing between them (a group of buttons) becomes a list. */
function rewriteLinkRows($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('div').each((_, el) => {
    const row = $(el);
    const children = row.children();
    if (children.length < 2 || children.filter('a').length !== children.length) return;
    if (
      row
        .contents()
        .toArray()
        .some((node) => node.type === 'text' && clean($(node).text()) !== '')
    )
      return;
    row.replaceWith(
      `<ul>${children
        .map((__, a) => `<li>${$.html(a)}</li>`)
        .get()
        .join('')}</ul>`,
    );
  });
}

/**
 * Spans that a layout sets apart (a label and its detail) touch in the HTML;
 * a space keeps their words apart in the text.
 */
function separateSpans($: CheerioAPI, root: Cheerio<Element>): void {
  root.find('span').each((_, el) => {
    if ($(el).closest('pre, code').length) return;
    const previous = el.prev;
    const touches = previous?.type === 'tag' || (previous?.type === 'text' && /\S$/.test(previous.data));
    if (touches) $(el).before(' ');
  });
}

/** <details>: the summary as a bold line, then the content. */
function rewriteDetails($: CheerioAPI, root: Cheerio<Element>): void {
  for (const el of root.find('details').toArray().reverse()) {
    const details = $(el);
    const summary = details.children('summary').first();
    const label = clean(summary.text());
    summary.remove();
    details.replaceWith(`${label ? `<p><strong>${escapeHtml(label)}</strong></p>` : ''}${details.html() ?? ''}`);
  }
}

function absolutizeUrls($: CheerioAPI, root: Cheerio<Element>, base: string): void {
  const resolve = (value: string | undefined) => {
    if (!value) return value;
    try {
      return new URL(value.replace(/^pathname:\/\//, ''), base).href;
    } catch {
      return value;
    }
  };
  root.find('a[href]').each((_, el) => {
    $(el).attr('href', resolve($(el).attr('href')));
  });
  root.find('img[src]').each((_, el) => {
    $(el).attr('src', resolve($(el).attr('src')));
  });
}

function codeBlock(lang: string | undefined, text: string, meta?: string): string {
  const cls = lang ? ` class="language-${escapeHtml(lang)}"` : '';
  const dataMeta = meta ? ` data-meta="${escapeHtml(meta)}"` : '';
  return `<pre${dataMeta}><code${cls}>${escapeHtml(text)}</code></pre>`;
}

function languageOf(className: string | undefined): string | undefined {
  return /(?:^|\s)language-([\w+#.-]+)/.exec(className ?? '')?.[1];
}

/** A Docusaurus code block's language: on its container, else on its <pre>. */
export function codeBlockLanguage(block: Cheerio<Element>): string | undefined {
  return languageOf(block.attr('class')) ?? languageOf(block.find('pre').attr('class'));
}

function findElement(node: HastElement, tagName: string): HastElement | undefined {
  for (const child of node.children) {
    if (child.type === 'element') {
      if (child.tagName === tagName) return child;
      const found = findElement(child, tagName);
      if (found) return found;
    }
  }
  return undefined;
}

function classList(node: HastElement): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as HastNodes[]).map(textOf).join('');
  return '';
}

/** Collapses whitespace, as a browser shows text. */
export function clean(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** No leading or trailing blank lines, one newline at the end. */
function tidy(markdown: string): string {
  return `${markdown.trim()}\n`;
}
