/**
 * Remark plugin: inline code that is exactly a Core error code (`BR_0218`)
 * becomes a link to its entry on the error-code reference
 * (/reference/errors#BR_0218), so every page that names a code links to it
 * without hand edits. Registered for both docs instances in
 * docusaurus.config.ts. Whether the code exists is the error-code guard's job
 * (scripts/guards/error-codes.ts), so every match is linked here.
 *
 * Left alone: code already inside a link (the writer chose the target), code
 * in headings (a link inside a heading would nest anchors in the table of
 * contents), fenced code blocks (not inline code), and the errors page itself
 * with its generated partial, where the code is the entry.
 */
import type { InlineCode, Link, Nodes, Parent, Root } from 'mdast';

export const ERROR_CODE = /^BR_\d{4}$/;

export interface RemarkErrorLinksOptions {
  /** Route of the error-code reference. */
  errorsRoute?: string;
  /** Source files that are the reference itself, matched against the file path. */
  skipFiles?: RegExp;
}

const DEFAULT_ROUTE = '/reference/errors';
const DEFAULT_SKIP = /(^|[\\/])reference[\\/](errors\.mdx?|_generated[\\/]error-codes\.mdx)$/;

/** Node types whose inline code must not be wrapped in a new link. */
const NO_LINK_INSIDE = new Set(['link', 'linkReference', 'heading']);

function isParent(node: Nodes): node is Parent & Nodes {
  return Array.isArray((node as Parent).children);
}

/** A JSX `<a>` written in MDX counts as a link too. */
function isJsxLink(node: Nodes): boolean {
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'a';
}

function linkCodes(parent: Parent, route: string): void {
  parent.children = parent.children.map((child) => {
    const node = child as Nodes;
    if (node.type === 'inlineCode' && ERROR_CODE.test(node.value)) {
      const link: Link = {
        type: 'link',
        url: `${route}#${node.value}`,
        children: [{ type: 'inlineCode', value: node.value } satisfies InlineCode],
      };
      if (node.position) link.position = node.position;
      return link;
    }
    if (isParent(node) && !NO_LINK_INSIDE.has(node.type) && !isJsxLink(node)) linkCodes(node, route);
    return child;
  }) as Parent['children'];
}

export function remarkErrorLinks(options: RemarkErrorLinksOptions = {}) {
  const route = options.errorsRoute ?? DEFAULT_ROUTE;
  const skip = options.skipFiles ?? DEFAULT_SKIP;
  return (tree: Root, file: { path?: string }): void => {
    if (file.path && skip.test(file.path)) return;
    linkCodes(tree, route);
  };
}

export default remarkErrorLinks;
