/**
 * The parameters of an operation as the "Try it" panel holds them: the
 * OpenAPI parameter object (dereferenced by the OpenAPI plugin) with the
 * `value` the reader entered, kept in the OpenAPI theme's store. A value is
 * the text of a field as typed (never pre-encoded), or a list of such texts
 * for an array; an empty field has no value and is not sent.
 */

export interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  allOf?: ParameterSchema[];
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  items?: ParameterSchema;
}

export interface PanelParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: ParameterSchema;
  value?: unknown;
}

/** The example the spec gives for a parameter, else its default: what a required field starts with and an optional one shows as its placeholder. */
export function exampleOf(parameter: PanelParameter): unknown {
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return parameter.example ?? named ?? parameter.schema?.example ?? parameter.schema?.default;
}

/** The allowed values of a schema: its enum, an enum inside allOf, or its const (as the theme reads them). */
export function allowedValues(schema: ParameterSchema | undefined): string[] | undefined {
  const values =
    schema?.enum ??
    schema?.allOf?.find((part) => part.enum)?.enum ??
    (schema?.const !== undefined ? [schema.const] : undefined);
  return values?.map(String);
}

const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The example as a field shows it, for the placeholder of an empty field (first line only: a placeholder is one line). */
export function placeholderOf(parameter: PanelParameter): string | undefined {
  const example = exampleOf(parameter);
  if (example === undefined || example === null) return undefined;
  const text = Array.isArray(example) ? example.map(asText).join(', ') : asText(example);
  return text.split('\n')[0];
}

/**
 * The value a field starts with when the panel opens: a required scalar
 * parameter its example (as text, the way a reader would type it); anything
 * else nothing, so that what is sent is only what the reader sees or typed.
 * Array fields start empty: the theme's list and multi-select fields show no
 * value they did not get from the reader.
 */
export function initialValue(parameter: PanelParameter): string | undefined {
  if (!parameter.required || parameter.schema?.type === 'array') return undefined;
  const example = exampleOf(parameter);
  if (example === undefined || example === null) return undefined;
  return asText(example);
}

/** The texts of a value that are sent: none for an empty field, the non-empty items of a list. */
export function enteredTexts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value))
    return value.map((item) => (item === undefined || item === null ? '' : String(item))).filter((item) => item !== '');
  const text = String(value);
  return text === '' ? [] : [text];
}
