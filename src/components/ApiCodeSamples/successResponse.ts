/**
 * The success response an operation documents, for the sample column: the
 * first 2xx status with its example body, pretty-printed JSON where the
 * media type is JSON. The left column keeps the full schema of every status.
 */

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface OperationResponses {
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export type SuccessResponse =
  | { status: string; kind: 'example'; mediaType: string; body: string }
  /** The status has no body (204, or a 2xx that documents none). */
  | { status: string; kind: 'empty' }
  /** A body is documented but not shown by example (a binary certificate, a CRL). */
  | { status: string; kind: 'unshown'; mediaType: string };

const isJson = (mediaType: string) => /[/+]json\b/.test(mediaType);

export function successResponse(operation: OperationResponses): SuccessResponse | null {
  const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  if (!status) return null;
  const content = operation.responses![status].content ?? {};
  const mediaType = Object.keys(content).find(isJson) ?? Object.keys(content)[0];
  if (!mediaType) return { status, kind: 'empty' };
  const media = content[mediaType];
  const example = media.example !== undefined ? media.example : Object.values(media.examples ?? {})[0]?.value;
  if (example === undefined) return { status, kind: 'unshown', mediaType };
  const body = isJson(mediaType) || typeof example !== 'string' ? JSON.stringify(example, null, 2) : example;
  return { status, kind: 'example', mediaType, body };
}
