import { API_NAMES } from '../../../config/apis.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './context.ts';
import { readCurrentSpec } from './context.ts';
import {
  PERMISSIONS_PARTIAL,
  renderPermissionsMdx,
  specPermissions,
  type PermissionSpecs,
} from '../../reference/permissions.ts';

/**
 * The permissions reference: /permissions lists every permission of the specs
 * (docs/_generated/, imported by docs/permissions.mdx; scripts/reference/permissions.ts).
 * The page generator links each operation page's "Required permission" line to it
 * (../markdown-generators.ts).
 */
export const permissions: Step = {
  name: 'permissions',
  what: 'write the permission list of /permissions',
  run(ctx) {
    const specs = Object.fromEntries(API_NAMES.map((api) => [api, readCurrentSpec(ctx, api)])) as PermissionSpecs;
    fs.mkdirSync(path.dirname(path.join(ctx.root, PERMISSIONS_PARTIAL)), { recursive: true });
    fs.writeFileSync(path.join(ctx.root, PERMISSIONS_PARTIAL), renderPermissionsMdx(specs));
    const known = new Set(specPermissions(specs));
    return `${PERMISSIONS_PARTIAL}: ${known.size} permissions`;
  },
};
