/**
 * Code samples for an HTTP request in the six languages the API reference
 * shows. Small and dependency-free, so API pages need no code-generator
 * library: the same function serves the first render (from the spec's
 * examples) and the request panel (from the values a reader typed).
 */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  /** Raw body (JSON text for JSON requests). */
  body?: string;
}

export type SampleLanguage = 'curl' | 'nodejs' | 'python' | 'kotlin' | 'swift' | 'java';

/**
 * Each tab names the HTTP client its sample uses where the language alone could
 * be read as the mobile SDK (whose calls the SDK samples show separately).
 */
export const SAMPLE_LANGUAGES: Array<{ id: SampleLanguage; label: string; highlight: string }> = [
  { id: 'curl', label: 'cURL', highlight: 'bash' },
  { id: 'nodejs', label: 'Node.js', highlight: 'javascript' },
  { id: 'python', label: 'Python', highlight: 'python' },
  { id: 'kotlin', label: 'Kotlin · OkHttp', highlight: 'kotlin' },
  { id: 'swift', label: 'Swift · URLSession', highlight: 'swift' },
  { id: 'java', label: 'Java · HttpClient', highlight: 'java' },
];

const quoteShell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const quoteJson = (s: string) => JSON.stringify(s);
const indentLines = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line, i) => (i === 0 ? line : prefix + line))
    .join('\n');

/** Pretty JSON when the body is JSON, else as written. */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function curl({ method, url, headers, body }: HttpRequest): string {
  const lines = [`curl -X ${method} ${quoteShell(url)}`];
  for (const [name, value] of headers) lines.push(`  -H ${quoteShell(`${name}: ${value}`)}`);
  if (body) lines.push(`  --data-raw ${quoteShell(prettyBody(body))}`);
  return lines.join(' \\\n');
}

function nodejs({ method, url, headers, body }: HttpRequest): string {
  const headerLines = headers.map(([n, v]) => `    ${quoteJson(n)}: ${quoteJson(v)},`).join('\n');
  const bodyLine = body ? `\n  body: JSON.stringify(${indentLines(prettyBody(body), '  ')}),` : '';
  return `const response = await fetch(${quoteJson(url)}, {
  method: ${quoteJson(method)},
  headers: {
${headerLines}
  },${bodyLine}
});
console.log(response.status, await response.text());`;
}

function python({ method, url, headers, body }: HttpRequest): string {
  const headerLines = headers.map(([n, v]) => `    ${quoteJson(n)}: ${quoteJson(v)},`).join('\n');
  const payload = body
    ? `\npayload = ${indentLines(
        prettyBody(body)
          .replace(/\btrue\b/g, 'True')
          .replace(/\bfalse\b/g, 'False')
          .replace(/\bnull\b/g, 'None'),
        '',
      )}\n`
    : '';
  const bodyArg = body ? ', json=payload' : '';
  return `import requests
${payload}
headers = {
${headerLines}
}
response = requests.request(${quoteJson(method)}, ${quoteJson(url)}, headers=headers${bodyArg})
print(response.status_code, response.text)`;
}

function kotlin({ method, url, headers, body }: HttpRequest): string {
  const headerLines = headers.map(([n, v]) => `    .header(${quoteJson(n)}, ${quoteJson(v)})`).join('\n');
  const bodyDecl = body
    ? `val body = """\n${prettyBody(body)}\n""".trimIndent().toRequestBody("application/json".toMediaType())\n`
    : '';
  const methodCall = body ? `.method(${quoteJson(method)}, body)` : `.method(${quoteJson(method)}, null)`;
  return `import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

val client = OkHttpClient()
${bodyDecl}val request = Request.Builder()
    .url(${quoteJson(url)})
    ${methodCall}
${headerLines}
    .build()
client.newCall(request).execute().use { response ->
    println("\${response.code} \${response.body?.string()}")
}`;
}

function swift({ method, url, headers, body }: HttpRequest): string {
  const headerLines = headers
    .map(([n, v]) => `request.setValue(${quoteJson(v)}, forHTTPHeaderField: ${quoteJson(n)})`)
    .join('\n');
  const bodyLines = body ? `\nrequest.httpBody = """\n${prettyBody(body)}\n""".data(using: .utf8)` : '';
  return `import Foundation

var request = URLRequest(url: URL(string: ${quoteJson(url)})!)
request.httpMethod = ${quoteJson(method)}
${headerLines}${bodyLines}

let (data, response) = try await URLSession.shared.data(for: request)
print((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))`;
}

function java({ method, url, headers, body }: HttpRequest): string {
  const headerLines = headers.map(([n, v]) => `    .header(${quoteJson(n)}, ${quoteJson(v)})`).join('\n');
  const publisher = body
    ? `HttpRequest.BodyPublishers.ofString("""\n${prettyBody(body)}\n""")`
    : 'HttpRequest.BodyPublishers.noBody()';
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

HttpRequest request = HttpRequest.newBuilder()
    .uri(URI.create(${quoteJson(url)}))
    .method(${quoteJson(method)}, ${publisher})
${headerLines}
    .build();
HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
System.out.println(response.statusCode() + " " + response.body());`;
}

const GENERATORS: Record<SampleLanguage, (request: HttpRequest) => string> = {
  curl,
  nodejs,
  python,
  kotlin,
  swift,
  java,
};

export function generateSample(language: SampleLanguage, request: HttpRequest): string {
  return GENERATORS[language](request);
}
