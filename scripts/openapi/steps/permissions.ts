import { API_NAMES } from '../../../config/apis.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { generatedDirs, readCurrentSpec } from './context.ts';
import {
  linkRequiredPermissions,
  PERMISSIONS_PARTIAL,
  renderPermissionsMdx,
  specPermissions,
  type PermissionSpecs,
} from '../../reference/permissions.ts';

/**
 * The permissions reference: /permissions lists every permission of the specs
 * (docs/_generated/, imported by docs/permissions.mdx), and each operation page's
 * "Required permission" line links its permissions to their entries there
 * (scripts/reference/permissions.ts). Older versions link the permissions the current list has.
 */
export const permissions: Step = {
  name: 'permissions',
  what: 'write the permission list of /permissions and link each operation page’s required permissions to it',
  run(ctx) {
    const specs = Object.fromEntries(API_NAMES.map((api) => [api, readCurrentSpec(ctx, api)])) as PermissionSpecs;
    fs.mkdirSync(path.dirname(path.join(ctx.root, PERMISSIONS_PARTIAL)), { recursive: true });
    fs.writeFileSync(path.join(ctx.root, PERMISSIONS_PARTIAL), renderPermissionsMdx(specs));
    const known = new Set(specPermissions(specs));
    for (const { dir } of generatedDirs(ctx)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const linked = linkRequiredPermissions(source, known);
        if (linked !== source) fs.writeFileSync(path.join(dir, file), linked);
      }
    }
    return `${PERMISSIONS_PARTIAL}: ${known.size} permissions`;
  },
};
