/**
 * The Typesense cluster a Typesense-mode build names (scripts/test.sh builds
 * it with TYPESENSE_HOST=search-1.example.test,search-2.example.test, https
 * on 443), played by the test stand-in (tests/support/typesense-stand-in.mts)
 * holding the build's records: a TLS server on 127.0.0.1 with a throwaway
 * self-signed certificate forwards to the stand-in and adds the CORS headers
 * a cluster sends. Chromium reaches it through a host-resolver rule, so its
 * requests go over the network stack and the DevTools throttling applies to
 * them (request interception would answer them outside it).
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { startTypesenseStandIn } from '../../tests/support/typesense-stand-in.mts';
import { unpackRecord, type PackedRecords } from '../../src/search/packedRecords.ts';
import { SEARCH_RECORDS_FILE } from '../../src/search/files.ts';

/** What scripts/test.sh sets for its Typesense-mode build (tests/e2e/search-typesense.test.mts). */
export const TYPESENSE_BENCH_ENV = {
  TYPESENSE_HOST: 'search-1.example.test,search-2.example.test',
  TYPESENSE_SEARCH_API_KEY: 'search-only-key-for-tests',
  TYPESENSE_COLLECTION: 'docs',
};

export interface TypesenseFront {
  /** Chromium flags that send the build's cluster hosts to this server. */
  chromiumArgs: string[];
  documents: number;
  /** How long the stand-in took for each search request, in ms: a naive scan of every record, no index. */
  searchMs: number[];
  close(): Promise<void>;
}

/** Starts the stand-in with the records of `recordsBuild` (an embedded-mode build) and the TLS front before it. */
export async function startTypesenseFront(recordsBuild: string): Promise<TypesenseFront> {
  const standIn = await startTypesenseStandIn(TYPESENSE_BENCH_ENV.TYPESENSE_SEARCH_API_KEY);
  const packed = JSON.parse(fs.readFileSync(path.join(recordsBuild, SEARCH_RECORDS_FILE), 'utf8')) as PackedRecords;
  const documents = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < packed.records.length; i += 1) {
    const record = unpackRecord(packed, i) as unknown as Record<string, unknown>;
    documents.set(String(record.id), record);
  }
  standIn.collections.set(TYPESENSE_BENCH_ENV.TYPESENSE_COLLECTION, {
    schema: { name: TYPESENSE_BENCH_ENV.TYPESENSE_COLLECTION, fields: [] },
    documents,
    synonyms: new Map(),
    overrides: new Map(),
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-typesense-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=search-1.example.test',
    ],
    { stdio: 'ignore' },
  );
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Max-Age': '86400',
  };
  const searchMs: number[] = [];
  const front = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const started = performance.now();
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const forwarded = http.request(
      { host: '127.0.0.1', port: standIn.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
        answer.pipe(res);
        answer.on('end', () => {
          if (req.url?.startsWith('/multi_search')) searchMs.push(Math.round(performance.now() - started));
        });
      },
    );
    forwarded.on('error', () => {
      res.writeHead(502, cors);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  const hosts = TYPESENSE_BENCH_ENV.TYPESENSE_HOST.split(',');
  return {
    chromiumArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`,
      '--ignore-certificate-errors',
    ],
    documents: documents.size,
    searchMs,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await standIn.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
