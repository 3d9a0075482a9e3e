/**
 * The text of a description that Markdown renders as one paragraph holding
 * exactly that text, or null when Markdown could make anything else of it.
 *
 * Most descriptions in the specs are one plain sentence. Rendering each with
 * react-markdown (parse, GFM, raw HTML through parse5) was a fifth of the
 * time to render the API pages; for these, `<p>{text}</p>` is the same HTML.
 * The test is deliberately narrow: one line, none of the characters that
 * start inline syntax in CommonMark or GFM (emphasis, code, links, images,
 * HTML, entities, escapes, tables, strikethrough, autolinks, the theme's
 * `:::` admonitions) and no block marker at its start (list, heading, quote,
 * thematic break). Anything else goes to react-markdown as before.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>#|~!&:@{}=^$\u0000-\u001f\u007f]/;
const BLOCK_START = /^(?:\d+[.)]|[-+])/;

export function plainParagraph(source: string): string | null {
  const text = source.trim();
  if (text === '' || INLINE_SYNTAX.test(text) || BLOCK_START.test(text) || /www\./i.test(text)) return null;
  return text;
}
