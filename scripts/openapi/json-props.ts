/**
 * Moves the data of the generated API pages out of their MDX into modules
 * the page imports (`_props/<page>.js` next to it).
 *
 * The generator writes each operation's parameters, request body and
 * responses as JSON inside JSX attributes (`responses={{...}}`). MDX parses
 * every attribute value as JavaScript, with acorn, and turns it into an
 * ESTree, on the build's one JavaScript thread: for the operation pages that
 * was most of their compile time (bench-results/HISTORY.md). The module
 * holds the data as one string given to `JSON.parse`, a single token for the
 * bundler's parser (SWC, in Rust). As `.json` modules the build was as fast,
 * but Rspack kept every parsed document until the end, which raised the
 * build's peak memory. The page renders the same values.
 *
 * Only attributes whose value is valid JSON move; anything else (a
 * JavaScript expression, a string) stays as written.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PROPS_DIR = '_props';
/** The name the page imports its data as. */
const BINDING = 'jsonProps';

/** An attribute on a line of its own, as the generator writes them: `  name={value}`. */
const ATTRIBUTE_LINE = /^(\s+[A-Za-z_][\w-]*)=\{([[{].*)\}$/gm;

export interface ExtractedProps {
  mdx: string;
  /** The moved values, in the order of the page; empty when nothing moved (the MDX is then unchanged). */
  values: unknown[];
}

/** The page with its JSON attribute values replaced by `jsonProps[i]`, imported from `importPath`. */
export function extractJsonProps(source: string, importPath: string): ExtractedProps {
  const values: unknown[] = [];
  const body = source.replace(ATTRIBUTE_LINE, (line, name: string, literal: string) => {
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      return line;
    }
    return `${name}={${BINDING}[${values.push(value) - 1}]}`;
  });
  if (values.length === 0) return { mdx: source, values };
  const statement = `import ${BINDING} from ${JSON.stringify(importPath)};\n`;
  // With the page's other imports (one ESM block), or after the front matter when it has none.
  const firstImport = body.search(/^import /m);
  if (firstImport >= 0) return { mdx: body.slice(0, firstImport) + statement + body.slice(firstImport), values };
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(body)?.[0] ?? '';
  return { mdx: `${frontMatter}\n${statement}\n${body.slice(frontMatter.length)}`, values };
}

/** The module a page imports its values from. */
export function propsModule(values: unknown[]): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(values))});\n`;
}

/** Moves the JSON attribute values of every operation page (`*.api.mdx`) in `dir`; returns how many pages changed. */
export function moveJsonProps(dir: string): number {
  let changed = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
    const page = path.join(dir, file);
    const moduleFile = `${file.replace(/\.mdx$/, '')}.js`;
    const { mdx, values } = extractJsonProps(fs.readFileSync(page, 'utf8'), `./${PROPS_DIR}/${moduleFile}`);
    if (values.length === 0) continue;
    fs.mkdirSync(path.join(dir, PROPS_DIR), { recursive: true });
    fs.writeFileSync(path.join(dir, PROPS_DIR, moduleFile), propsModule(values));
    fs.writeFileSync(page, mdx);
    changed += 1;
  }
  return changed;
}
