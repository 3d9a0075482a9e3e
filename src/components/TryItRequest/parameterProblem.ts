/**
 * The parameters of a "Try it" request checked against the spec before
 * sending: a required field left empty, or a value Core would reject for its
 * type, format, range or allowed values, is named with what to enter. Core
 * answers such a request with a 400 that says less.
 */
import { objectEntries, takesObject } from './encodeParameters';
import { allowedValues, enteredTexts, type PanelParameter, type ParameterSchema } from './parameters';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const LOCATIONS: Record<PanelParameter['in'], string> = {
  path: 'path',
  query: 'query',
  header: 'header',
  cookie: 'cookie',
};

const subjectOf = (parameter: PanelParameter) => `The ${LOCATIONS[parameter.in]} parameter ${parameter.name}`;

/** What `text` fails against `schema`, as the end of a sentence about the field (`takes …; "x" is not …`), or null. */
function valueProblem(text: string, schema: ParameterSchema | undefined): string | null {
  const allowed = allowedValues(schema);
  if (allowed && !allowed.includes(text)) return `takes one of ${allowed.join(', ')}; "${text}" is not one of them`;
  switch (schema?.type) {
    case 'integer':
      if (!/^-?\d+$/.test(text)) return `takes a whole number; "${text}" is not one`;
      break;
    case 'number':
      if (text.trim() === '' || !Number.isFinite(Number(text))) return `takes a number; "${text}" is not one`;
      break;
    case 'boolean':
      if (text !== 'true' && text !== 'false') return `takes true or false; "${text}" is neither`;
      break;
    default:
      break;
  }
  if (schema?.type === 'integer' || schema?.type === 'number') {
    const number = Number(text);
    const { minimum, maximum } = schema;
    if ((minimum !== undefined && number < minimum) || (maximum !== undefined && number > maximum)) {
      const range =
        minimum !== undefined && maximum !== undefined
          ? `from ${minimum} to ${maximum}`
          : minimum !== undefined
            ? `of ${minimum} or more`
            : `of ${maximum} or less`;
      return `takes a value ${range}; ${text} is outside`;
    }
  }
  if (schema?.format === 'uuid' && !UUID.test(text))
    return `takes a UUID (such as 3fa85f64-5717-4562-b3fc-2c963f66afa6); "${text}" is not one`;
  if (schema?.format === 'date-time' && (!DATE_TIME.test(text) || Number.isNaN(Date.parse(text)))) {
    return `takes a date and time in RFC 3339 form (such as 2025-12-31T23:59:59Z); "${text}" is not one`;
  }
  if (schema?.format === 'date' && !DATE.test(text)) return `takes a date in the form 2025-12-31; "${text}" is not one`;
  return null;
}

/** Why the panel's parameters cannot be sent as they are, naming the first field at fault, or null. */
export function parameterProblem(parameters: readonly PanelParameter[]): string | null {
  for (const parameter of parameters) {
    const texts = enteredTexts(parameter.value);
    const subject = subjectOf(parameter);
    if (texts.length === 0) {
      if (parameter.required) return `${subject} is required: enter a value.`;
      continue;
    }
    if (Array.isArray(parameter.value)) {
      for (const [index, text] of texts.entries()) {
        const problem = valueProblem(text, parameter.schema?.items);
        if (problem) return `${subject} ${problem} (item ${index + 1}).`;
      }
      continue;
    }
    if (takesObject(parameter)) {
      if (!objectEntries(texts[0]))
        return `${subject} takes a JSON object, such as {"name": "value"}; "${texts[0]}" is not one.`;
      continue;
    }
    const problem = valueProblem(texts[0], parameter.schema);
    if (problem) return `${subject} ${problem}.`;
  }
  return null;
}
