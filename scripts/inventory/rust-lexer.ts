/**
 * Just enough of Rust's lexical structure for the inventory extractors:
 * literals (so that brackets and `//` inside strings are not read as code),
 * comments, bracket groups, top-level lists and outer attributes. Every
 * extractor reads the one-core source through these.
 */

/** Offset just past a string / char literal starting at `i`, or -1 if none starts there. */
export function skipLiteral(text: string, i: number): number {
  const c = text[i];
  const raw = /^b?r(#*)"/.exec(text.slice(i, i + 40));
  if (raw && (i === 0 || !/\w/.test(text[i - 1]))) {
    const close = `"${raw[1]}`;
    const end = text.indexOf(close, i + raw[0].length);
    return end < 0 ? text.length : end + close.length;
  }
  if (c === '"' || (c === 'b' && text[i + 1] === '"' && (i === 0 || !/\w/.test(text[i - 1])))) {
    let j = c === 'b' ? i + 2 : i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === "'") {
    const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'/.exec(text.slice(i, i + 12));
    if (m) return i + m[0].length;
  }
  return -1;
}

/**
 * The text with every comment (doc comments and nested block comments
 * included) blanked out by spaces, line breaks kept, so offsets and line
 * numbers stay those of the file. Literals are kept as they are.
 */
export function stripComments(text: string): string {
  const out = text.split('');
  let i = 0;
  while (i < text.length) {
    const lit = skipLiteral(text, i);
    if (lit > 0) {
      i = lit;
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
    } else if (text.startsWith('/*', i)) {
      let depth = 0;
      do {
        if (text.startsWith('/*', i)) depth += 1;
        else if (text.startsWith('*/', i)) depth -= 1;
        const width = text.startsWith('/*', i) || text.startsWith('*/', i) ? 2 : 1;
        for (let k = i; k < i + width; k += 1) if (text[k] !== '\n') out[k] = ' ';
        i += width;
      } while (i < text.length && depth > 0);
    } else {
      i += 1;
    }
  }
  return out.join('');
}

const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Offset just past the (), [] or {} group that opens at `open`; literals are skipped. */
export function matchBracket(text: string, open: number): number {
  const stack: string[] = [];
  let j = open;
  while (j < text.length) {
    const lit = skipLiteral(text, j);
    if (lit > 0) {
      j = lit;
      continue;
    }
    const c = text[j];
    if (CLOSE[c]) stack.push(CLOSE[c]);
    else if (c === ')' || c === ']' || c === '}') {
      stack.pop();
      if (stack.length === 0) return j + 1;
    }
    j += 1;
  }
  return text.length;
}

/** Parts of `text` split on `sep` at nesting depth 0 (brackets and generics), outside literals; trimmed, empty ones dropped. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const lit = skipLiteral(text, i);
    if (lit > 0) {
      i = lit;
      continue;
    }
    const c = text[i];
    if (c === '(' || c === '[' || c === '{' || c === '<') depth += 1;
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && text[i - 1] !== '-' && text[i - 1] !== '='))
      depth -= 1;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The leading outer `#[...]` attributes of an item or field (their inner text), and the rest; inner `#![...]` attributes are skipped. */
export function takeAttributes(text: string): { attrs: string[]; rest: string } {
  const attrs: string[] = [];
  let rest = text.trimStart();
  while (rest.startsWith('#[') || rest.startsWith('#![')) {
    const open = rest.indexOf('[');
    const end = matchBracket(rest, open);
    if (!rest.startsWith('#!')) attrs.push(rest.slice(open + 1, end - 1).trim());
    rest = rest.slice(end).trimStart();
  }
  return { attrs, rest };
}

/**
 * The `///` doc comment written above the item, field or variant whose text
 * starts at `offset` (its attributes may stand between them, and ordinary
 * `//` comments are passed over), with the markers and the one space after
 * them removed; null when there is none. Only an item that starts its line
 * (after `pub`, `async` and the like) has one: in `enum E { A, B }` the
 * comment above belongs to `E`.
 */
export function docCommentBefore(text: string, offset: number): string | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  if (!/^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?$/.test(text.slice(lineStart, offset))) return null;
  const docs: string[] = [];
  let end = lineStart - 1;
  let inAttribute = false;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end).trim();
    end = start - 1;
    if (inAttribute) {
      if (line.startsWith('#[')) inAttribute = false;
      continue;
    }
    if (line.startsWith('///') && !line.startsWith('////')) docs.unshift(line.slice(3).replace(/^ /, ''));
    else if (line.startsWith('#[')) inAttribute = !line.endsWith(']');
    else if (line.startsWith('//')) continue;
    else if (line.endsWith(']') || line.endsWith(')]')) inAttribute = true;
    else break;
  }
  while (docs.length && docs[docs.length - 1].trim() === '') docs.pop();
  while (docs.length && docs[0].trim() === '') docs.shift();
  return docs.length ? docs.join('\n').replace(/[ \t]+$/gm, '') : null;
}
