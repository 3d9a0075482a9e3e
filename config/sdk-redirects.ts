/**
 * The real documentation's SDK addresses: one page per SDK function at
 * `/sdk/<rust_name>` (for example `/sdk/handle_invitation`), and the wallet
 * workflow at `/sdk/wallet_workflow`. The function list is read from the SDK
 * inventory of the Core release the docs describe, so every function of the
 * binding has its address, forwarded to its generated reference page
 * (scripts/reference/sdk-pages.ts).
 */
import path from 'node:path';
import { readInventory } from '../scripts/inventory/release';
import type { SdkInventory } from '../scripts/inventory/sdk';
import type { Redirect } from './redirects';

const ROOT = path.join(__dirname, '..');

/** Where the generated page of an SDK function is served. */
export function sdkFunctionPath(rustName: string): string {
  return `/reference/sdk/api/functions/${rustName}`;
}

export function sdkRedirects(inventory: SdkInventory = readInventory<SdkInventory>(ROOT, 'sdk')): Redirect[] {
  return [
    ...inventory.functions.map((fn) => ({ from: `/sdk/${fn.rustName}`, to: sdkFunctionPath(fn.rustName) })),
    { from: '/sdk/wallet_workflow', to: '/reference/sdk/wallet-workflow' },
  ];
}
