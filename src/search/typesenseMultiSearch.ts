/**
 * The one call the site makes to a Typesense cluster, `POST /multi_search`, as the `typesense`
 * package's SearchClient makes it, without loading that package: in Typesense mode its library
 * was the largest file the first search fetched after the modal's code, a request of its own on a
 * phone's connection (issue 39). What it keeps of the SearchClient's behaviour:
 * - the search-only key as the `x-typesense-api-key` query parameter and the body as `text/plain`,
 *   so that the browser sends the search without a CORS preflight;
 * - the nodes taken in turn; a node that fails (no answer, no answer within
 *   `connectionTimeoutSeconds`, or a 5xx or 408 status) is left out for
 *   `healthcheckIntervalSeconds` while the next one is tried after `retryIntervalSeconds`, up to
 *   `numRetries` more tries; any other answer ends the request, an error with the server's message.
 */

export interface TypesenseNode {
  host: string;
  port: number | string;
  protocol: string;
  path?: string;
}

/** The parts of docusaurus-theme-search-typesense's `typesenseServerConfig` read here (config/search.ts). */
export interface TypesenseServerConfig {
  nodes: readonly TypesenseNode[];
  apiKey: string;
  connectionTimeoutSeconds?: number;
  numRetries?: number;
  retryIntervalSeconds?: number;
  healthcheckIntervalSeconds?: number;
}

/** The SearchClient's defaults for the settings a configuration leaves out. */
const DEFAULTS = { connectionTimeoutSeconds: 5, retryIntervalSeconds: 0.1, healthcheckIntervalSeconds: 60 };

/** A failure after which the SearchClient tries the next node. */
class NodeFailure extends Error {}

async function serverMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the text itself, if any.
  }
  return text.trim() || response.statusText;
}

export type MultiSearch = (body: { searches: readonly object[] }) => Promise<{ results: unknown[] }>;

export function createMultiSearch(config: TypesenseServerConfig, send: typeof fetch = fetch): MultiSearch {
  const settings = { ...DEFAULTS, ...config };
  const tries = (config.numRetries ?? config.nodes.length) + 1;
  const leftOutUntil = new Map<number, number>();
  let turn = 0;

  /** The next node in turn that is not left out; the next in turn if all are. */
  const nextNode = (): number => {
    for (let i = 0; i < settings.nodes.length; i += 1) {
      const index = (turn + i) % settings.nodes.length;
      if ((leftOutUntil.get(index) ?? 0) <= Date.now()) {
        turn = index + 1;
        return index;
      }
    }
    const index = turn % settings.nodes.length;
    turn = index + 1;
    return index;
  };

  const url = ({ protocol, host, port, path = '' }: TypesenseNode) =>
    `${protocol}://${host}:${port}${path}/multi_search?x-typesense-api-key=${encodeURIComponent(settings.apiKey)}`;

  return async (body) => {
    let failure: Error = new Error('Typesense: no node is configured');
    for (let attempt = 0; attempt < tries && settings.nodes.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, settings.retryIntervalSeconds * 1000));
      const index = nextNode();
      const node = settings.nodes[index];
      try {
        const response = await send(url(node), {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.connectionTimeoutSeconds * 1000),
        }).catch((error: Error) => {
          throw new NodeFailure(`${node.host}: ${error.message}`);
        });
        if (response.status >= 500 || response.status === 408)
          throw new NodeFailure(`${node.host}: HTTP ${response.status} ${await serverMessage(response)}`);
        if (!response.ok)
          throw new Error(`Typesense answered HTTP ${response.status}: ${await serverMessage(response)}`);
        leftOutUntil.delete(index);
        return (await response.json()) as { results: unknown[] };
      } catch (error) {
        if (!(error instanceof NodeFailure)) throw error;
        leftOutUntil.set(index, Date.now() + settings.healthcheckIntervalSeconds * 1000);
        failure = error;
      }
    }
    throw failure;
  };
}
