/**
 * Text from a source (a doc comment, an OpenAPI description) written into a
 * generated MDX page, where `{ } < >` would be read as code or JSX.
 */

/** Inline code that holds any text (a longer fence when the text has backticks). */
export function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Markdown as MDX: `{ } < >` outside inline code are escaped, headings become
 * bold lines (the page owns its heading levels).
 */
export function docsToMdx(markdown: string): string {
  return markdown
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('')
    .replace(/^#{1,6}\s+(.+)$/gm, '**$1**');
}

/** Text for a table cell: one line, pipes escaped. */
export function cell(markdown: string): string {
  return docsToMdx(markdown)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}
