/**
 * The text of an element as a reader sees it: words that the page shows apart
 * stay apart. Cheerio's `.text()` glues the text of neighbouring elements, so
 * a table row `<td>BITSTRINGSTATUSLIST</td><td>Yes</td>` or an OpenAPI schema
 * line `<span>object[]</span><span>required</span>` became one word that no
 * query finds. Here every element that the browser lays out as its own box,
 * or that the OpenAPI theme renders as a separate label, is a word boundary;
 * phrasing elements inside a sentence (links, emphasis, glossary terms) are
 * not, so `<a>DID</a>s` stays `DIDs`.
 */
import type { AnyNode, Element } from 'domhandler';

/** Inline elements that can sit inside a word. */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'span',
]);

/** Spans the OpenAPI theme uses as separate labels (type, "required", enum values). */
const LABEL_CLASS = /(^|\s)(openapi|badge)/;

/** Zero-width characters, private-use icon glyphs, emoji and their joiners: never part of a word a reader types. */
const GLYPHS = /[\u200b-\u200d\u2060\uE000-\uF8FF]|\ufe0e|\ufe0f|\p{Extended_Pictographic}|\p{Emoji_Modifier}/gu;

export function cleanText(value: string): string {
  return value.replace(GLYPHS, '').replace(/\s+/g, ' ').trim();
}

function separates(element: Element, inPre: boolean): boolean {
  if (inPre) return element.tagName === 'br';
  const tag = element.tagName.toLowerCase();
  if (tag === 'code') return true; // `a`/`b` reads as two identifiers
  if (!PHRASING.has(tag)) return true;
  return tag === 'span' && LABEL_CLASS.test(element.attribs.class ?? '');
}

function collect(node: AnyNode, out: string[], inPre: boolean): void {
  if (node.type === 'text') {
    out.push((node as unknown as { data: string }).data);
    return;
  }
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return;
  const pre = inPre || tag === 'pre';
  const boundary = separates(element, inPre);
  if (boundary) out.push(' ');
  for (const child of element.children) collect(child, out, pre);
  if (boundary) out.push(' ');
}

/** The visible text of `nodes`, with a space wherever the page separates words. */
export function readableText(nodes: ArrayLike<AnyNode>): string {
  const out: string[] = [];
  for (let i = 0; i < nodes.length; i += 1) collect(nodes[i], out, false);
  return cleanText(out.join(''));
}
