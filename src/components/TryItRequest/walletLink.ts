/**
 * The responses of the share operations hold a URL for a wallet: a credential
 * offer (`POST /api/credential/v1/{id}/share`) or a proof request
 * (`POST /api/proof-request/v1/{id}/share`), in the `url` field of Core's
 * and Desk's answer. The "Try it" panel shows it as a QR code a phone wallet
 * can scan, whether the answer came from a server or from the examples.
 */
export interface WalletLink {
  url: string;
  /** What the URL is, for the caption and for screen readers. */
  label: string;
  /** The SVG download's name, without extension. */
  fileName: string;
}

const SHARE_OPERATIONS: ReadonlyArray<{
  method: string;
  path: string;
  field: string;
  label: string;
  fileName: string;
}> = [
  {
    method: 'POST',
    path: '/api/credential/v1/{id}/share',
    field: 'url',
    label: 'Credential offer',
    fileName: 'credential-offer',
  },
  {
    method: 'POST',
    path: '/api/proof-request/v1/{id}/share',
    field: 'url',
    label: 'Proof request',
    fileName: 'proof-request',
  },
];

/** The wallet URL in a response, or null when the operation is no share operation or the response holds none. */
export function walletLink(
  operation: { method?: string; path?: string },
  status: number | undefined,
  body: string | undefined,
): WalletLink | null {
  const share = SHARE_OPERATIONS.find((s) => s.method === operation.method?.toUpperCase() && s.path === operation.path);
  if (!share || !status || status < 200 || status > 299 || !body) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const url = (parsed as Record<string, unknown> | null)?.[share.field];
  if (typeof url !== 'string' || !/^[a-z][a-z\d+.-]*:\S+$/i.test(url)) return null;
  return { url, label: share.label, fileName: share.fileName };
}
