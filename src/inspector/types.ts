/**
 * What the credential inspector shows for one pasted value, whatever its
 * kind: the decoders (one module per family) produce it, the page renders it.
 * Decoders never touch the network and never throw for bad input: they return
 * `null` when the value is not theirs, and an `Inspection` whose `problems`
 * name the part, the position and what was expected when it is theirs but broken.
 */

/** One decoded field: the raw key, a plain-language label, and where to read more. */
export interface InspectedField {
  /** The key as it appears in the value, e.g. `iat`, `_sd_alg`, `validityInfo.validUntil`. */
  key: string;
  /** What it means, in a few words, e.g. "Issued at". */
  label: string;
  /** The value as decoded (dates already read as ISO strings where the key is a timestamp). */
  value: unknown;
  /** A site path (glossary entry, guide or operation page) that explains it. */
  href?: string;
}

/** A decoded part of the value: a header, a payload, one disclosure, the MSO, an offer's grants. */
export interface InspectedPart {
  /** e.g. "Header", "Payload", "Disclosure 2", "Mobile security object". */
  title: string;
  fields: InspectedField[];
  /** The part as decoded, for the raw JSON view. */
  raw: unknown;
}

export type CheckStatus = 'passed' | 'failed' | 'not-possible';

/** A check made offline: digests, validity window, a signature whose key the value carries. */
export interface InspectionCheck {
  /** e.g. "Disclosure digests match `_sd`". */
  name: string;
  status: CheckStatus;
  /** Passed: what was compared. Failed: what differs. Not possible: why not here. */
  detail: string;
}

/** Where the value is not what its kind requires: which part, where, what was expected. */
export interface InspectionProblem {
  /** e.g. "Disclosure 3", "Payload", "CBOR". */
  part: string;
  /** A character offset into the pasted text, or a byte offset into decoded bytes, where known. */
  position?: { unit: 'character' | 'byte'; offset: number };
  message: string;
}

/** What a Core would answer for this value, where the site knows it. */
export interface CoreAnswer {
  /** e.g. "A wallet accepting this offer after it expired gets BR_0043." */
  summary: string;
  /** The error code, linked to its entry in the error catalogue. */
  errorCode?: string;
  href?: string;
}

export interface Inspection {
  /** A stable kind id, e.g. `sd-jwt-vc`, `jwt-vc`, `json-ld-vc`, `mdoc-issuer-signed`, `mdoc-device-response`, `openid4vci-offer`, `openid4vp-request`, `mdoc-device-engagement`. */
  kind: string;
  /** The kind in words, e.g. "SD-JWT VC with key-binding JWT". */
  label: string;
  parts: InspectedPart[];
  checks: InspectionCheck[];
  problems: InspectionProblem[];
  /** URLs worth showing as QR codes (an offer or a request, as given or as rebuilt). */
  scannableUrls: string[];
  coreAnswers: CoreAnswer[];
}

/** A decoder family: `null` when the value is not of its kinds. `now` is the reader's clock. */
export type Inspector = (input: string, now: Date) => Promise<Inspection | null>;
