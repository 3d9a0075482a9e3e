/**
 * Remark plugin: gives every `<Term id="…">` in an MDX file the definition of
 * its glossary entry as a `definition` prop, at build time. The tooltip text
 * is then in the server-rendered HTML of the page that uses the term, and the
 * glossary itself never ships in any page's JavaScript.
 *
 * An id missing from src/data/glossary.ts fails the build, naming the file,
 * because a <Term> without a definition would link to an anchor that does
 * not exist.
 */
import { definitionsById, glossary, type GlossaryTerm } from '../../data/glossary.ts';

/** The parts of an mdast MDX JSX element this plugin reads and writes. */
interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: unknown;
}
interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: Array<JsxAttribute | { type: string }>;
  children?: TreeNode[];
  position?: { start?: { line?: number } };
}
interface FileLike {
  path?: string;
  history?: string[];
}

export interface RemarkGlossaryTermsOptions {
  /** Terms to resolve ids against; the site glossary unless a test passes its own. */
  terms?: readonly GlossaryTerm[];
}

const COMPONENT = 'Term';

function isJsxElement(node: TreeNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function attribute(node: TreeNode, name: string): JsxAttribute | undefined {
  return node.attributes?.find(
    (a): a is JsxAttribute => a.type === 'mdxJsxAttribute' && (a as JsxAttribute).name === name,
  );
}

/** Depth-first walk; a local one, so the plugin needs no unist dependency. */
function walk(node: TreeNode, visit: (n: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export function remarkGlossaryTerms(options: RemarkGlossaryTermsOptions = {}) {
  const definitions = definitionsById(options.terms ?? glossary);
  return (tree: TreeNode, file: FileLike): void => {
    const where = file.path ?? file.history?.at(-1) ?? '<unknown file>';
    walk(tree, (node) => {
      if (!isJsxElement(node) || node.name !== COMPONENT) return;
      const id = attribute(node, 'id')?.value;
      const line = node.position?.start?.line;
      const at = line ? `${where}:${line}` : where;
      if (typeof id !== 'string') {
        throw new Error(`<Term> needs a literal id="…" naming a glossary entry (${at})`);
      }
      const definition = definitions.get(id);
      if (definition === undefined) {
        throw new Error(`<Term id="${id}"> is not in src/data/glossary.ts (${at})`);
      }
      // An explicit definition in the page would drift from the glossary.
      const attributes = (node.attributes ?? []).filter(
        (a) => !(a.type === 'mdxJsxAttribute' && (a as JsxAttribute).name === 'definition'),
      );
      attributes.push({ type: 'mdxJsxAttribute', name: 'definition', value: definition });
      node.attributes = attributes;
    });
  };
}

export default remarkGlossaryTerms;
