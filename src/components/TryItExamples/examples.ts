/**
 * The examples of an operation, read from the operation's own page data (the
 * OpenAPI plugin's dereferenced operation): which success status it answers
 * with, and the JSON body the spec gives as the example of a status. These
 * are the media-type examples of openapi/<api>.yaml, which `npm run gen:api`
 * lints with Redocly's `no-invalid-media-type-examples` against their schemas.
 */
import type { PanelParameter } from '@site/src/components/TryItRequest/parameters';

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { example?: unknown };
}

export interface ExampleResponse {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface ExampleOperation {
  method: string;
  /** The path template, `/api/key/v1/{id}`. */
  path: string;
  parameters?: PanelParameter[];
  responses?: Record<string, ExampleResponse>;
}

export type ExampleBody = { found: true; value: unknown; name?: string } | { found: false };

/** The success status the operation answers with: its lowest 2xx (201 for a create, 204 for most deletes). */
export function successStatus(operation: ExampleOperation): number | null {
  const codes = Object.keys(operation.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
  return codes[0] ?? null;
}

/**
 * The spec's JSON example of a status: the media type's `example`, else its
 * first named example, else the example of its schema. None for a status
 * without a JSON body (a 204).
 */
export function exampleBody(operation: ExampleOperation, status: number): ExampleBody {
  const content = operation.responses?.[String(status)]?.content ?? {};
  const json = Object.entries(content).find(([type]) => /^application\/([\w.-]+\+)?json\b/i.test(type))?.[1];
  if (!json) return { found: false };
  if (json.example !== undefined) return { found: true, value: json.example };
  const [name, named] = Object.entries(json.examples ?? {}).find(([, e]) => e.value !== undefined) ?? [];
  if (name && named) return { found: true, value: named.value, name };
  if (json.schema?.example !== undefined) return { found: true, value: json.schema.example };
  return { found: false };
}

/** The values a parameter's examples give (the spec's IDs that the example set knows). */
export function parameterExamples(parameter: PanelParameter): string[] {
  const values = [
    parameter.example,
    parameter.schema?.example,
    ...Object.values(parameter.examples ?? {}).map((e) => e.value),
  ];
  return values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}
