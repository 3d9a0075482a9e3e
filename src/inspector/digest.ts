/** The hash functions `_sd_alg` may name (IANA "Named Information Hash Algorithm" names), through Web Crypto. */
import { toBase64Url } from './encoding';

const WEB_CRYPTO_NAMES: Record<string, string> = { 'sha-256': 'SHA-256', 'sha-384': 'SHA-384', 'sha-512': 'SHA-512' };

export function supportedDigest(alg: string): boolean {
  return alg.toLowerCase() in WEB_CRYPTO_NAMES;
}

export async function digestBytes(data: string | ArrayBuffer, alg: string): Promise<Uint8Array> {
  const name = WEB_CRYPTO_NAMES[alg.toLowerCase()];
  if (!name) throw new Error(`unsupported digest algorithm ${alg}`);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  return new Uint8Array(await crypto.subtle.digest(name, bytes));
}

/** base64url(hash(ASCII text)), as SD-JWT computes disclosure digests and `sd_hash`. */
export async function digestBase64Url(text: string, alg: string): Promise<string> {
  return toBase64Url(await digestBytes(text, alg));
}
