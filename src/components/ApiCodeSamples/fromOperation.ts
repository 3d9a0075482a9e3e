/**
 * The example request of an API operation, from what the OpenAPI plugin
 * stores on each generated page (the `api` item: method, path, servers,
 * parameters, request body examples, security).
 */
import type { HttpRequest } from './generate';
import { pathSegment, queryString } from '../TryItRequest/encodeParameters';
import { initialValue, type PanelParameter } from '../TryItRequest/parameters';

export interface ApiOperation {
  method: string;
  path: string;
  servers?: Array<{ url: string; variables?: Record<string, { default: string }> }>;
  parameters?: PanelParameter[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
  jsonRequestBodyExample?: unknown;
  security?: Array<Record<string, string[]>>;
  securitySchemes?: Record<string, { type?: string; scheme?: string }>;
}

function serverUrl(operation: ApiOperation, variables: Record<string, string>): string {
  const server = operation.servers?.[0];
  if (!server) return '';
  return server.url
    .replace(/\{(\w+)\}/g, (_, name: string) => variables[name] ?? server.variables?.[name]?.default ?? `{${name}}`)
    .replace(/\/$/, '');
}

/**
 * The request the panel sends when opened and left as it is (the same
 * starting values and encoding): required parameters with their examples.
 * `variables` replace the defaults of the first server's variables (the
 * server URL a reader set).
 */
export function requestFromOperation(operation: ApiOperation, variables: Record<string, string> = {}): HttpRequest {
  const parameters = (operation.parameters ?? []).map((p) => ({ ...p, value: initialValue(p) }));
  let path = operation.path;
  for (const p of parameters.filter((x) => x.in === 'path'))
    path = path.replace(`{${p.name}}`, pathSegment(p) ?? `{${p.name}}`);
  const query = queryString(parameters.filter((p) => p.in === 'query'));
  const url = `${serverUrl(operation, variables)}${path}${query ? `?${query}` : ''}`;

  const headers: Array<[string, string]> = [['Accept', 'application/json']];
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['application/x-www-form-urlencoded'];
  let body: string | undefined;
  if (json) {
    const example = json.example ?? Object.values(json.examples ?? {})[0]?.value ?? operation.jsonRequestBodyExample;
    headers.push(['Content-Type', 'application/json']);
    body = JSON.stringify(example ?? {});
  } else if (form) {
    const example = (form.example ?? {}) as Record<string, unknown>;
    headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
    body = new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString();
  }
  const needsBearer = (operation.security ?? []).some((requirement) =>
    Object.keys(requirement).some(
      (name) => operation.securitySchemes?.[name]?.scheme === 'bearer' || name === 'bearer',
    ),
  );
  if (needsBearer) headers.push(['Authorization', 'Bearer <token>']);
  for (const p of parameters.filter((x) => x.in === 'header' && x.required))
    headers.push([p.name, typeof p.value === 'string' ? p.value : `<${p.name}>`]);
  return { method: operation.method.toUpperCase(), url, headers, body };
}
