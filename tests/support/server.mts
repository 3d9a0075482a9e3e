/**
 * Serves a built site on 127.0.0.1 the way a static host does: `/a/b` finds
 * `a/b.html`, unknown paths get `404.html` with status 404, responses are
 * compressed. Optional extra headers (e.g. a Content-Security-Policy).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import handler from 'serve-handler';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** What the server does with a request: serve-handler's own options, as a host configures them. */
export type ServeHandler = typeof handler;
export type ServeOptions = NonNullable<Parameters<ServeHandler>[2]>;
const HOST_OPTIONS: ServeOptions = { cleanUrls: true, trailingSlash: false, directoryListing: false };

export async function startStaticServer(
  root: string,
  options: {
    headers?: Record<string, string>;
    compress?: boolean;
    handler?: ServeHandler;
    serveOptions?: ServeOptions;
  } = {},
): Promise<StaticServer> {
  const serveFile = options.handler ?? handler;
  const serveOptions = { ...(options.serveOptions ?? HOST_OPTIONS), public: root };
  const compress = options.compress === false ? null : compression();
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    const serve = () => void serveFile(req, res, serveOptions);
    if (compress) compress(req as never, res as never, serve);
    else serve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
