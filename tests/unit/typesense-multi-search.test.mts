/**
 * The site's Typesense call (src/search/typesenseMultiSearch.ts) against a recorded fetch: what
 * it sends, and how it moves between nodes as the `typesense` package's SearchClient does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMultiSearch, type TypesenseServerConfig } from '../../src/search/typesenseMultiSearch.ts';

const CONFIG: TypesenseServerConfig = {
  nodes: [
    { host: 'search-1.example.test', port: 443, protocol: 'https' },
    { host: 'search-2.example.test', port: 8108, protocol: 'http', path: '/ts' },
  ],
  apiKey: 'search only/key',
  connectionTimeoutSeconds: 1,
  numRetries: 2,
  retryIntervalSeconds: 0,
};

type Answer = Response | Error;

/** A fetch that records each request and answers from `answers` by host. */
function recordedFetch(answers: (host: string, call: number) => Answer) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const send = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    const answer = answers(url.hostname, calls.length);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { calls, send };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const OK = { results: [{ found: 0, hits: [] }] };

describe('Typesense multi_search without the typesense package', () => {
  it('sends the searches as text/plain with the key in the query, so a browser sends no preflight', async () => {
    const { calls, send } = recordedFetch(() => json(200, OK));
    const searches = [{ collection: 'docs', q: 'revoke' }];
    assert.deepEqual(await createMultiSearch(CONFIG, send)({ searches }), OK);
    const [{ url, init }] = calls;
    assert.equal(`${url.origin}${url.pathname}`, 'https://search-1.example.test/multi_search');
    assert.equal(url.searchParams.get('x-typesense-api-key'), 'search only/key');
    assert.equal(init.method, 'POST');
    assert.deepEqual(init.headers, { 'Content-Type': 'text/plain' });
    assert.deepEqual(JSON.parse(String(init.body)), { searches });
    assert.ok(init.signal instanceof AbortSignal, 'a timeout');
  });

  it('takes the nodes in turn, with their port and path', async () => {
    const { calls, send } = recordedFetch(() => json(200, OK));
    const multiSearch = createMultiSearch(CONFIG, send);
    for (let i = 0; i < 3; i += 1) await multiSearch({ searches: [] });
    assert.deepEqual(
      calls.map(({ url }) => `${url.origin}${url.pathname}`),
      [
        'https://search-1.example.test/multi_search',
        'http://search-2.example.test:8108/ts/multi_search',
        'https://search-1.example.test/multi_search',
      ],
    );
  });

  it('tries the next node after a network failure or a 5xx, and leaves the failed node out afterwards', async () => {
    for (const failure of [new TypeError('Failed to fetch'), json(503, { message: 'Not Ready or Lagging' })]) {
      const { calls, send } = recordedFetch((host) => (host === 'search-1.example.test' ? failure : json(200, OK)));
      const multiSearch = createMultiSearch(CONFIG, send);
      assert.deepEqual(await multiSearch({ searches: [] }), OK);
      await multiSearch({ searches: [] });
      assert.deepEqual(
        calls.map(({ url }) => url.hostname),
        ['search-1.example.test', 'search-2.example.test', 'search-2.example.test'],
      );
    }
  });

  it("ends at a 4xx with the server's message, without trying another node", async () => {
    const { calls, send } = recordedFetch(() => json(404, { message: 'Not found.' }));
    await assert.rejects(createMultiSearch(CONFIG, send)({ searches: [] }), /HTTP 404: Not found\./);
    assert.equal(calls.length, 1);
  });

  it('gives up after numRetries more tries, naming the last failure', async () => {
    const { calls, send } = recordedFetch((host) => json(500, { message: `boom at ${host}` }));
    await assert.rejects(createMultiSearch(CONFIG, send)({ searches: [] }), /HTTP 500 boom at search-1\.example\.test/);
    assert.equal(calls.length, 3);
  });
});
