/**
 * Runs tests/support/mdoc-vectors.mts in a child process and returns its vectors. This module
 * must not import that one: loading @auth0/mdl here would register its cbor-x tag handlers in the
 * test's own process.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MdocVectors } from './mdoc-vectors.mts';

export async function loadMdocVectors(): Promise<MdocVectors> {
  const script = fileURLToPath(new URL('./mdoc-vectors.mts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as MdocVectors;
}
