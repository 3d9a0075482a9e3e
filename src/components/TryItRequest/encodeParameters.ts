/**
 * The query string and path segments of a request from the "Try it" panel,
 * serialised as each parameter's `style` and `explode` say (OpenAPI 3:
 * query parameters default to `form` with `explode`). Names keep their
 * brackets (`states[]`, `filter[name]`), which Core's query parser reads
 * encoded or not; everything else is percent-encoded once.
 */
import { enteredTexts, type PanelParameter } from './parameters';

const encodeName = (name: string) => encodeURIComponent(name).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
const encodeValue = (value: string) => encodeURIComponent(value);

/** Between the items of a non-exploded array, already encoded. */
const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: '%20', pipeDelimited: '%7C' };

/** The entries of a JSON object typed into an object parameter's field, or null when it holds none. */
export function objectEntries(text: string): Array<[string, string]> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
    ]);
  } catch {
    return null;
  }
}

/** Whether a parameter's field holds a JSON object (deepObject, or an object schema) rather than one value. */
export const takesObject = (parameter: PanelParameter) =>
  parameter.style === 'deepObject' || parameter.schema?.type === 'object';

/** The encoded `name=value` pairs of the query parameters that have a value, in the spec's order. */
export function queryPairs(parameters: readonly PanelParameter[]): Array<[name: string, value: string]> {
  const pairs: Array<[string, string]> = [];
  for (const parameter of parameters) {
    const texts = enteredTexts(parameter.value);
    if (texts.length === 0) continue;
    const style = parameter.style ?? 'form';
    const explode = parameter.explode ?? style === 'form';
    const name = encodeName(parameter.name);
    if (Array.isArray(parameter.value)) {
      if (style === 'form' && explode) for (const text of texts) pairs.push([name, encodeValue(text)]);
      else pairs.push([name, texts.map(encodeValue).join(DELIMITERS[style] ?? ',')]);
      continue;
    }
    const entries = takesObject(parameter) ? objectEntries(texts[0]) : null;
    if (!entries) {
      pairs.push([name, encodeValue(texts[0])]);
    } else if (style === 'deepObject') {
      for (const [key, value] of entries) pairs.push([`${name}[${encodeName(key)}]`, encodeValue(value)]);
    } else if (explode) {
      for (const [key, value] of entries) pairs.push([encodeName(key), encodeValue(value)]);
    } else {
      pairs.push([name, entries.flatMap(([key, value]) => [encodeValue(key), encodeValue(value)]).join(',')]);
    }
  }
  return pairs;
}

export const queryString = (parameters: readonly PanelParameter[]) =>
  queryPairs(parameters)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/** A path parameter's segment (style `simple`), encoded; undefined when its field is empty. */
export function pathSegment(parameter: PanelParameter): string | undefined {
  const texts = enteredTexts(parameter.value);
  if (texts.length === 0) return undefined;
  return texts.map(encodeValue).join(',');
}
