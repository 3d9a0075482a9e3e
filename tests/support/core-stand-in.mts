/**
 * A stand-in for a Procivis One Core on 127.0.0.1, for the "Try it" tests:
 * it answers the CORS preflight of one allowed origin (or of none, to play a
 * server whose CORS settings refuse the docs), checks the bearer token and
 * each request against the routes a test gives it, records every request it
 * receives (its query string exactly as sent) and answers JSON, or for a
 * route that plays another server, the body and content type it is given.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The query string as sent, without the `?`: encoding and order included. */
  rawQuery: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface StandInRoute {
  method: string;
  path: string;
  /** Every listed query parameter must have exactly this value. */
  query?: Record<string, string>;
  /** The JSON body must equal this value. */
  json?: unknown;
  status: number;
  /** JSON unless `contentType` is given; then the text sent as it is. */
  response: unknown;
  /** Plays a server other than Core (an HTML error page, say). */
  contentType?: string;
}

export interface CoreStandIn {
  url: string;
  /** Every request received, preflights included, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const jsonEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function startCoreStandIn(options: {
  allowOrigin: string | null;
  token: string;
  routes: StandInRoute[];
}): Promise<CoreStandIn> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        rawQuery: (req.url ?? '').split('?').slice(1).join('?'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const allowed = options.allowOrigin !== null && req.headers.origin === options.allowOrigin;
      if (allowed) {
        res.setHeader('Access-Control-Allow-Origin', options.allowOrigin!);
        res.setHeader('Vary', 'Origin');
      }
      if (request.method === 'OPTIONS') {
        if (allowed) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
          res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
        }
        res.writeHead(204).end();
        return;
      }
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        answer(401, { code: 'BR_0000', message: 'stand-in: missing or wrong bearer token' });
        return;
      }
      const route = options.routes.find((r) => r.method === request.method && r.path === request.path);
      if (!route) {
        answer(404, { message: `stand-in: no route ${request.method} ${request.path}` });
        return;
      }
      const wrongQuery = Object.entries(route.query ?? {}).filter(([name, value]) => request.query[name] !== value);
      if (wrongQuery.length) {
        answer(400, {
          message: `stand-in: query ${JSON.stringify(request.query)} lacks ${JSON.stringify(Object.fromEntries(wrongQuery))}`,
        });
        return;
      }
      if (route.json !== undefined) {
        let body: unknown;
        try {
          body = JSON.parse(request.body);
        } catch {
          answer(400, { message: 'stand-in: the body is not JSON' });
          return;
        }
        if (!/^application\/json\b/.test(req.headers['content-type'] ?? '') || !jsonEqual(body, route.json)) {
          answer(400, { message: `stand-in: unexpected body ${request.body} (${req.headers['content-type']})` });
          return;
        }
      }
      if (route.contentType) {
        res.writeHead(route.status, { 'Content-Type': route.contentType }).end(String(route.response));
        return;
      }
      answer(route.status, route.response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 127.0.0.1 address where nothing listens: a port the system gave out and that was closed again. */
export async function unusedLocalUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
