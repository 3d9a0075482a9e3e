/**
 * Drift guard for /permissions (docs/permissions.mdx and the list it imports,
 * docs/_generated/permissions.mdx, written by `npm run gen:api`):
 *   - every permission an operation of openapi/{core,desk,bridge}.yaml lists
 *     in `x-permissions` has its `### NAME` entry (explicit id `#NAME`) in the generated
 *     list, and the list has no entry for a permission no spec lists (a stale
 *     list means gen:api did not run after a spec changed);
 *   - the page imports the generated list and renders it;
 *   - every example role on the page (a `json` or `yaml` block with a
 *     `permissions` array) names only permissions some spec lists.
 *
 * Run with the other guards by `npm run check:drift` (scripts/guards/run.mts).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  PERMISSION_APIS,
  PERMISSIONS_PARTIAL,
  specOperations,
  type PermissionSpecs,
} from '../reference/permissions.ts';
import { lineAt, parseGuide, type Guide } from './guides.ts';
import type { Problem } from './problem.ts';

export const PERMISSIONS_PAGE = 'docs/permissions.mdx';

export interface PermissionsPageInput {
  specs: PermissionSpecs;
  /** The page as written. */
  page: Guide;
  /** The generated list, or null when it was not generated. */
  generated: { file: string; text: string } | null;
}

const ENTRY = /^###\s+([A-Z][A-Z0-9_]*)\s+\{\/\*\s*#([A-Z][A-Z0-9_]*)\s*\*\/\}\s*$/gm;

/** Which specs list each permission, for messages that say where a name comes from. */
function listedBy(specs: PermissionSpecs): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const op of specOperations(specs)) {
    for (const permission of op.permissions) {
      const files = by.get(permission) ?? [];
      const file = `openapi/${op.api}.yaml`;
      if (!files.includes(file)) files.push(file);
      by.set(permission, files);
    }
  }
  return by;
}

function checkGeneratedList(generated: PermissionsPageInput['generated'], listed: Map<string, string[]>): Problem[] {
  if (!generated) {
    return [{ file: PERMISSIONS_PARTIAL, line: 1, message: 'the permission list is missing: run `npm run gen:api`' }];
  }
  const problems: Problem[] = [];
  const entries = new Map<string, number>();
  for (const m of generated.text.matchAll(ENTRY)) {
    const line = lineAt(generated.text, m.index!);
    if (m[1] !== m[2]) {
      problems.push({
        file: generated.file,
        line,
        message: `entry ${m[1]} has the anchor #${m[2]}; the anchor must be the permission's name`,
      });
    }
    entries.set(m[1], line);
    if (!listed.has(m[1])) {
      problems.push({
        file: generated.file,
        line,
        message: `${m[1]} has an entry but no spec lists it: run \`npm run gen:api\``,
      });
    }
  }
  for (const [permission, files] of listed) {
    if (!entries.has(permission)) {
      problems.push({
        file: generated.file,
        line: 1,
        message: `${permission} (listed in ${files.join(', ')}) has no entry: run \`npm run gen:api\``,
      });
    }
  }
  return problems;
}

function checkImport(page: Guide): Problem[] {
  const partial = path.posix.basename(PERMISSIONS_PARTIAL);
  const imported = page.text.match(
    new RegExp(`^import\\s+(\\w+)\\s+from\\s+['"]\\./_generated/${partial.replace('.', '\\.')}['"];?\\s*$`, 'm'),
  );
  if (!imported) {
    return [
      { file: page.file, line: 1, message: `the page does not import the generated list (./_generated/${partial})` },
    ];
  }
  if (!new RegExp(`^<${imported[1]}\\s*/>\\s*$`, 'm').test(page.text)) {
    return [
      {
        file: page.file,
        line: lineAt(page.text, imported.index!),
        message: `the page imports ${imported[1]} but does not render it (<${imported[1]} />)`,
      },
    ];
  }
  return [];
}

/** The example roles: `json`/`yaml` blocks whose value has a `permissions` array. */
function checkRoles(page: Guide, listed: Map<string, string[]>): Problem[] {
  const problems: Problem[] = [];
  let roles = 0;
  for (const block of page.blocks) {
    if (!['json', 'yaml', 'yml'].includes(block.lang)) continue;
    let value: unknown;
    try {
      value = block.lang === 'json' ? JSON.parse(block.body) : YAML.parse(block.body);
    } catch {
      continue; // the JSON example guard reports blocks that do not parse
    }
    const permissions = (value as { permissions?: unknown } | null)?.permissions;
    if (!Array.isArray(permissions)) continue;
    roles += 1;
    const bodyLines = block.body.split('\n');
    for (const entry of permissions) {
      const name = String(entry);
      if (listed.has(name)) continue;
      const offset = bodyLines.findIndex((l) => new RegExp(`(^|[\\s"'\\[,-])${name}([\\s"',\\]]|$)`).test(l));
      problems.push({
        file: page.file,
        line: block.line + Math.max(offset, 0),
        message: `example role names ${name}, which no operation of openapi/{core,desk,bridge}.yaml lists`,
      });
    }
  }
  if (!roles)
    problems.push({
      file: page.file,
      line: 1,
      message: 'no example role found (a json or yaml block with a `permissions` list)',
    });
  return problems;
}

export function checkPermissionsPage({ specs, page, generated }: PermissionsPageInput): Problem[] {
  const listed = listedBy(specs);
  return [...checkGeneratedList(generated, listed), ...checkImport(page), ...checkRoles(page, listed)];
}

export function runPermissionsPage(root: string): Problem[] {
  const specs = Object.fromEntries(
    PERMISSION_APIS.map((api) => [api, YAML.parse(fs.readFileSync(path.join(root, `openapi/${api}.yaml`), 'utf8'))]),
  ) as PermissionSpecs;
  const page = parseGuide(PERMISSIONS_PAGE, fs.readFileSync(path.join(root, PERMISSIONS_PAGE), 'utf8'));
  const generatedPath = path.join(root, PERMISSIONS_PARTIAL);
  const generated = fs.existsSync(generatedPath)
    ? { file: PERMISSIONS_PARTIAL, text: fs.readFileSync(generatedPath, 'utf8') }
    : null;
  return checkPermissionsPage({ specs, page, generated });
}
