/**
 * A description that Markdown renders as one paragraph of text, inline code
 * and at most a leading bold label, as its parts; null when Markdown could
 * make anything else of it.
 *
 * Most descriptions in the specs are one sentence, often naming a value in
 * backticks, and the theme's own lines (`**Possible values:** [`A`, `B`]`)
 * are a bold label and code. Rendering each with react-markdown (parse, GFM,
 * raw HTML through parse5) was a large share of the time to render the API pages;
 * for these, the parts written as elements are the same HTML. The test is
 * deliberately narrow, and anything else goes to react-markdown as before:
 * - one line, with no block marker at its start (list, heading, quote,
 *   thematic break, code fence);
 * - outside code, none of the characters that start other inline syntax in
 *   CommonMark or GFM (emphasis, links, images, HTML, entities, escapes,
 *   tables, strikethrough, footnotes, autolinks, the theme's `:::`
 *   admonitions);
 * - code spans delimited by single backticks, as CommonMark reads them (one
 *   space stripped from each side when both sides have one);
 * - a bold label only as `**Words:**` at the start, followed by a space.
 */
import React from 'react';

export type ParagraphPart = { text: string } | { code: string } | { strong: string };

// eslint-disable-next-line no-control-regex -- control characters (line breaks among them) send the text to react-markdown
const TEXT_SYNTAX = /[\\*_<>#|~!&@{}=^$\u0000-\u001f\u007f]|\]\(|\]:|\[\^|:\/\/|:::|www\./i;
const BLOCK_START = /^(?:\d+[.)]|[-+#>]|`{3}|~{3})/;
const LEADING_LABEL = /^\*\*([A-Za-z][A-Za-z ]*[A-Za-z:])\*\*(?= |$)/;

/** CommonMark's code span content: one space stripped from each side when both have one and it is not all spaces. */
function codeContent(raw: string): string {
  return raw.startsWith(' ') && raw.endsWith(' ') && raw.trim() !== '' ? raw.slice(1, -1) : raw;
}

export function plainParagraph(source: string): ParagraphPart[] | null {
  const text = source.trim();
  if (text === '' || text.includes('\n') || text.includes('``') || BLOCK_START.test(text)) return null;
  const parts: ParagraphPart[] = [];
  const label = LEADING_LABEL.exec(text);
  if (label) parts.push({ strong: label[1] });
  const segments = text.slice(label ? label[0].length : 0).split('`');
  // An even number of segments: a backtick without its closing one.
  if (segments.length % 2 === 0) return null;
  for (const [i, segment] of segments.entries()) {
    if (i % 2 === 1) {
      if (segment === '') return null;
      parts.push({ code: codeContent(segment) });
    } else if (TEXT_SYNTAX.test(segment)) {
      return null;
    } else if (segment !== '') {
      parts.push({ text: segment });
    }
  }
  return parts;
}

/** The parts as react-markdown writes them (the theme renders inline code as a plain <code>). */
function PlainParagraph({ parts }: { parts: ParagraphPart[] }): React.JSX.Element {
  const children = parts.map((part) =>
    'text' in part ? part.text : 'code' in part ? <code>{part.code}</code> : <strong>{part.strong}</strong>,
  );
  return React.createElement('p', null, ...children);
}

/** The source written as a plain paragraph, or null when it needs the Markdown renderer. */
export function renderPlainParagraph(source: string): React.JSX.Element | null {
  const parts = plainParagraph(source);
  return parts && <PlainParagraph parts={parts} />;
}
