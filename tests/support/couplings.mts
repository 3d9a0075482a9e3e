/**
 * Finds the site code's couplings to what a package or Docusaurus does not
 * promise to keep: imports of a package's internal files, Docusaurus'
 * generated files and bundler globals, private fields, and swizzles the
 * theme marks unsafe. Read from the syntax tree (TypeScript's parser), so
 * comments do not count. tests/unit/performance-couplings.test.mts compares
 * what it finds with the inventory in src/performance/README.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface Coupling {
  /** Repository path of the file, with `/`. */
  file: string;
  /** What it relies on, as the inventory names it. */
  target: string;
}

/** Path segments of a package that hold its build output, not its public entry points. */
const INTERNAL_SEGMENT = /^(lib|dist|src|internal|cjs|esm|build)$/;

/** The package name of a bare module specifier, and the rest (`@a/b/lib/x` → `@a/b`, `lib/x`). */
function splitSpecifier(specifier: string): { name: string; subpath: string } | null {
  if (
    /^(\.|\/|@site\/|@theme|@generated\/|@docusaurus\/(?:[A-Z]|router|useGlobalData|plugin-content-docs\/client))/.test(
      specifier,
    )
  )
    return null;
  if (/^[a-z]+:/.test(specifier)) return null; // node:fs
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, nameParts).join('/'), subpath: parts.slice(nameParts).join('/') };
}

/** A module specifier that reaches into a package's internal files: `pkg/lib/...`, `pkg/internal`. */
export function isInternalSpecifier(specifier: string): boolean {
  const split = splitSpecifier(specifier.replace(/\?.*$/, ''));
  if (!split || !split.subpath) return false;
  return split.subpath.split('/').some((segment) => INTERNAL_SEGMENT.test(segment));
}

/**
 * Underscore-prefixed fields that are public: the hit format of DocSearch and
 * Typesense (`_highlightResult`, `_snippetResult`, `_grouped_hits`),
 * Postman's collection format (`_postman_id`), and the claims SD-JWT
 * (RFC 9901) defines (`_sd`, `_sd_alg`), which the credential inspector reads.
 */
export const PUBLIC_UNDERSCORE_FIELDS = new Set([
  '_highlightResult',
  '_snippetResult',
  '_grouped_hits',
  '_postman_id',
  '_sd',
  '_sd_alg',
]);

/** A regular expression's source as the path it matches (`[\\/]\.docusaurus[\\/]routes\.js$` → `/.docusaurus/routes.js`). */
function regexAsPath(source: string): string {
  return source
    .replace(/\[\\\\\/\]|\[\\\/\\\\\]|\[\/\\\\\]/g, '/')
    .replace(/\\\\/g, '')
    .replace(/\\(.)/g, '$1');
}

/** `.docusaurus/<file>` mentions in a text (a path, a pattern, a message). */
function generatedFiles(text: string): string[] {
  return [...text.matchAll(/\.docusaurus\/([\w.-]+)/g)].map((match) => `.docusaurus/${match[1]}`);
}

/** Installed packages named as a directory in a path pattern (`/typesense-docsearch-react/`), with what follows. */
function packagePaths(text: string, isPackage: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\/((?:@[\w.-]+\/)?[\w.-]+)\/((?:[\w.-]+\/)*)/g)) {
    const [, name, rest] = match;
    if (!isPackage(name) || name === 'node_modules') continue;
    found.push(`${name}/${rest.split('/').filter(Boolean).slice(0, 2).join('/')}`.replace(/\/$/, '/'));
  }
  return found;
}

export interface ScanOptions {
  /** Whether a name is an installed package (for patterns that match a package's files by path). */
  isPackage?: (name: string) => boolean;
}

/** The couplings in one file's source. */
export function scanSource(file: string, source: string, options: ScanOptions = {}): Coupling[] {
  const isPackage = options.isPackage ?? (() => false);
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.(c|m)?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const targets = new Set<string>();
  const specifier = (text: string) => {
    if (text.startsWith('@generated/')) targets.add(text.replace(/\?.*$/, ''));
    else if (isInternalSpecifier(text)) targets.add(text);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifier((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      specifier(node.argument.literal.text);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sourceFile);
      const [first] = node.arguments;
      if (
        (callee === 'require' || node.expression.kind === ts.SyntaxKind.ImportKeyword || /\.resolve$/.test(callee)) &&
        first &&
        ts.isStringLiteralLike(first)
      )
        specifier(first.text);
      // A package's build output reached by path: path.join(packageDir, 'lib', ...).
      if (
        /^path\.(join|resolve)$/.test(callee) &&
        node.arguments.some((arg) => ts.isStringLiteralLike(arg) && arg.text === 'lib')
      )
        targets.add("path.join(<package>, 'lib', …)");
    } else if (ts.isRegularExpressionLiteral(node)) {
      const asPath = regexAsPath(node.text.slice(1, node.text.lastIndexOf('/')));
      for (const target of [...generatedFiles(asPath), ...packagePaths(asPath, isPackage)]) targets.add(target);
    } else if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const target of generatedFiles(node.text)) targets.add(target);
      // Code written into a generated module (a loader's output) imports too.
      for (const match of node.text.matchAll(/\b(?:from|import\()\s*'([^']+)'/g)) specifier(match[1]);
    } else if (ts.isIdentifier(node) && node.text === '__webpack_require__') targets.add('__webpack_require__');
    else if (ts.isPropertyAccessExpression(node)) {
      if (node.getText(sourceFile) === 'window.docusaurus') targets.add('window.docusaurus');
      const name = node.name.text;
      if (name.startsWith('_') && !name.startsWith('__') && !PUBLIC_UNDERSCORE_FIELDS.has(name))
        targets.add(`private field ${name}`);
    } else if (
      (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) &&
      ts.isIdentifier(node.name) &&
      node.name.text.startsWith('_') &&
      !node.name.text.startsWith('__') &&
      !PUBLIC_UNDERSCORE_FIELDS.has(node.name.text)
    )
      targets.add(`private field ${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...targets].sort().map((target) => ({ file, target }));
}

/** Source files (`.ts`, `.tsx`, `.mts`, `.cjs`, `.js`) under `dirs` and the named files, as repository paths. */
export function siteSourceFiles(root: string, dirs: string[], files: string[]): string[] {
  const found: string[] = [...files];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(tsx?|mts|cjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/** Whether a package of that name is installed, at the top or inside another package (one level down). */
export function installedPackage(root: string): (name: string) => boolean {
  const modules = path.join(root, 'node_modules');
  const nested = fs
    .readdirSync(modules)
    .flatMap((entry) =>
      entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((sub) => `${entry}/${sub}`) : [entry],
    )
    .map((entry) => path.join(modules, entry, 'node_modules'))
    .filter((dir) => fs.existsSync(dir));
  return (name) => [modules, ...nested].some((dir) => fs.existsSync(path.join(dir, name, 'package.json')));
}

export function scanFiles(root: string, files: string[]): Coupling[] {
  const isPackage = installedPackage(root);
  return files.flatMap((file) => scanSource(file, fs.readFileSync(path.join(root, file), 'utf8'), { isPackage }));
}

/** A theme as swizzling sees it: its components and its swizzle config. */
export interface SwizzleTheme {
  name: string;
  components: Set<string>;
  /** `getSwizzleConfig().components`, or none (then every action is unsafe, as `docusaurus swizzle` treats it). */
  config: Record<string, { actions?: Partial<Record<'eject' | 'wrap', string>> }>;
}

/** Component names of a theme directory, as `docusaurus swizzle --list` names them (`CodeBlock/Content`). */
export function componentNames(themeDir: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (/\.(js|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        names.add(`${prefix}${entry.name.replace(/\.(js|tsx?)$/, '')}`.replace(/\/index$/, ''));
    }
  };
  walk(themeDir, '');
  return names;
}

/** The installed themes, in the order the site config loads them (a later one's component replaces an earlier one's). */
export function loadSwizzleThemes(root: string, packages: string[]): SwizzleTheme[] {
  const require = createRequire(path.join(root, 'package.json'));
  return packages.map((name) => {
    // From the entry point up to the package's folder (not every package exports its package.json).
    let dir = path.dirname(require.resolve(name));
    while (
      !fs.existsSync(path.join(dir, 'package.json')) ||
      JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name
    )
      dir = path.dirname(dir);
    const themeModule = require(name) as { getSwizzleConfig?: () => { components: SwizzleTheme['config'] } };
    return {
      name,
      components: componentNames(path.join(dir, 'lib', 'theme')),
      config: themeModule.getSwizzleConfig?.().components ?? {},
    };
  });
}

/**
 * The site's swizzles (files under `src/theme/` named like a theme's
 * component) that the theme marks other than safe: a wrapper (it imports
 * `@theme-original/<name>`) by its `wrap` status, anything else by `eject`.
 */
export function unsafeSwizzles(
  files: Array<{ file: string; source: string }>,
  themes: SwizzleTheme[],
  themeDir = 'src/theme',
): Coupling[] {
  const found: Coupling[] = [];
  for (const { file, source } of files) {
    if (!file.startsWith(`${themeDir}/`) || !/\.tsx?$/.test(file)) continue;
    const name = file
      .slice(themeDir.length + 1)
      .replace(/\.tsx?$/, '')
      .replace(/\/index$/, '');
    const provider = [...themes].reverse().find((theme) => theme.components.has(name));
    if (!provider) continue;
    const action =
      source.includes(`'@theme-original/${name}'`) || source.includes(`'@theme-init/${name}'`) ? 'wrap' : 'eject';
    const status = provider.config[name]?.actions?.[action] ?? 'unsafe';
    if (status !== 'safe') found.push({ file, target: `swizzle ${action} ${name} (${status} in ${provider.name})` });
  }
  return found;
}
