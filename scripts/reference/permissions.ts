/**
 * The permissions reference (/permissions), built from the `x-permissions`
 * lists of the three specs in openapi/. Pure: parsed specs in, MDX text out.
 * The `permissions` step of `npm run gen:api` (scripts/openapi/steps/permissions.ts) writes the result to PERMISSIONS_PARTIAL,
 * which docs/permissions.mdx imports, and uses `linkRequiredPermissions` to
 * point each operation page's "Required permission" line at its entry.
 */
import kebabCase from 'lodash/kebabCase';
import { API_NAMES, byApi, type ApiName } from '../../config/apis.ts';
import { headingWithId } from './heading-id.ts';

export const PERMISSIONS_ROUTE = '/permissions';
/** Written by `npm run gen:api`, gitignored, imported by docs/permissions.mdx. */
export const PERMISSIONS_PARTIAL = 'docs/_generated/permissions.mdx';

export const PERMISSION_APIS = API_NAMES;
export type PermissionApi = ApiName;

const API_TITLE = byApi((api) => api.label);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The part of an OpenAPI document this module reads. */
export interface SpecDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

export type PermissionSpecs = Record<PermissionApi, SpecDocument>;

export interface SpecOperation {
  api: PermissionApi;
  method: string;
  path: string;
  summary: string;
  /** `/reference/<api>/<slug>`: the slug is the kebab-case operationId, as the page generator names it. */
  page: string;
  /** The operation's `x-permissions`, in spec order; empty when it needs none. */
  permissions: string[];
}

export function specOperations(specs: PermissionSpecs): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const api of PERMISSION_APIS) {
    for (const [pathName, item] of Object.entries(specs[api].paths ?? {})) {
      for (const [method, value] of Object.entries(item ?? {})) {
        const op = value as { operationId?: unknown; summary?: unknown; 'x-permissions'?: unknown } | null;
        if (!HTTP_METHODS.includes(method) || typeof op?.operationId !== 'string') continue;
        const listed = op['x-permissions'];
        operations.push({
          api,
          method: method.toUpperCase(),
          path: pathName,
          summary: typeof op.summary === 'string' ? op.summary : op.operationId,
          page: `/reference/${api}/${kebabCase(op.operationId)}`,
          permissions: Array.isArray(listed) ? listed.map(String) : [],
        });
      }
    }
  }
  return operations;
}

/** Every permission some operation of some spec lists, sorted. */
export function specPermissions(specs: PermissionSpecs): string[] {
  return [...new Set(specOperations(specs).flatMap((op) => op.permissions))].sort();
}

/**
 * Actions as they end the names Core uses (`<OBJECT>_<ACTION>`), longest
 * first so that `KEY_GENERATE_CSR` splits as KEY + GENERATE_CSR.
 */
const ACTIONS = [
  'GENERATE_CSR',
  'REACTIVATE',
  'DEACTIVATE',
  'REGISTER',
  'SUSPEND',
  'RESOLVE',
  'REVOKE',
  'CREATE',
  'DELETE',
  'DETAIL',
  'ISSUE',
  'SHARE',
  'EDIT',
  'LIST',
  'SIGN',
];

/** Splits a permission into object and action; a name that ends in no known action keeps its first word as the object. */
export function splitPermission(name: string): { object: string; action: string } {
  const action = ACTIONS.find((a) => name.endsWith(`_${a}`) && name.length > a.length + 1);
  if (action) return { object: name.slice(0, -(action.length + 1)), action };
  const [object, ...rest] = name.split('_');
  return { object, action: rest.join('_') };
}

const WORD_LABEL: Record<string, string> = { DID: 'DID', IAM: 'IAM', STS: 'STS', X509: 'X.509', OPENID: 'OpenID' };

/** `CREDENTIAL_SCHEMA` → "Credential schema", `STS_IAM_ROLE` → "STS IAM role". */
export function objectLabel(object: string): string {
  const words = object.split('_').map((w) => WORD_LABEL[w] ?? w.toLowerCase());
  return words.map((w, i) => (i === 0 && w === w.toLowerCase() ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
}

/** Summaries are plain text in the specs; braces and angle brackets would be JSX in MDX. */
const mdxText = (text: string) =>
  text
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const byPlace = (a: SpecOperation, b: SpecOperation) =>
  a.path.localeCompare(b.path) ||
  HTTP_METHODS.indexOf(a.method.toLowerCase()) - HTTP_METHODS.indexOf(b.method.toLowerCase());

function operationLine(op: SpecOperation, alternatives: string[] = []): string {
  const also = alternatives.length ? ` (alternative: ${alternatives.map((p) => `[\`${p}\`](#${p})`).join(', ')})` : '';
  return `- [\`${op.method} ${op.path}\`](${op.page}): ${mdxText(op.summary)}${also}`;
}

function operationsByApi(operations: SpecOperation[], line: (op: SpecOperation) => string): string[] {
  const out: string[] = [];
  for (const api of PERMISSION_APIS) {
    const ofApi = operations.filter((op) => op.api === api).sort(byPlace);
    if (!ofApi.length) continue;
    out.push(`${API_TITLE[api]}:`, '', ...ofApi.map(line), '');
  }
  return out;
}

/** The generated part of /permissions: one `##` per object, one `###` (anchor = name) per permission. */
export function renderPermissionsMdx(specs: PermissionSpecs): string {
  const operations = specOperations(specs);
  const permissions = specPermissions(specs);
  const objects = [...new Set(permissions.map((p) => splitPermission(p).object))].sort();
  const out: string[] = [
    '{/* Generated by scripts/reference/permissions.ts from openapi/*.yaml (npm run gen:api). Do not edit. */}',
    '',
  ];
  for (const object of objects) {
    out.push(`## ${objectLabel(object)}`, '');
    for (const permission of permissions.filter((p) => splitPermission(p).object === object)) {
      const needing = operations.filter((op) => op.permissions.includes(permission));
      out.push(headingWithId(3, permission, permission), '');
      out.push(
        ...operationsByApi(needing, (op) =>
          operationLine(
            op,
            op.permissions.filter((p) => p !== permission),
          ),
        ),
      );
    }
  }
  const open = operations.filter((op) => op.permissions.length === 0);
  out.push(headingWithId(2, 'Operations that need no permission', 'no-permission'), '');
  out.push(
    'These operations list no permission. Each page says what, if anything, it checks instead: some are ' +
      'public, some accept any valid token, and some are authorised by a signature in the request.',
    '',
  );
  out.push(...operationsByApi(open, (op) => operationLine(op)));
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * Turns each known permission named on a generated page's `**Required permission:**`
 * line into a link to its entry on /permissions. Names that are not in `known`
 * stay plain, so no link points at a missing anchor; running twice changes nothing.
 */
export function linkRequiredPermissions(mdx: string, known: ReadonlySet<string>): string {
  return mdx.replace(
    /^(\s*\*\*Required permissions?:\*\*)(.*)$/gm,
    (_line, label: string, rest: string) =>
      label +
      rest.replace(/(?<!\[)`([A-Z][A-Z0-9_]*)`/g, (code, name: string) =>
        known.has(name) ? `[${code}](${PERMISSIONS_ROUTE}#${name})` : code,
      ),
  );
}
