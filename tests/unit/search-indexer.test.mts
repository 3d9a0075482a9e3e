/**
 * The pure parts of `npm run search:index`: the collection schema, the
 * batching and the reading of import answers, the error wording (never the
 * key), and the settings read from the environment.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizedSiteLocation, siteLocation } from '../../config/site-location.ts';
import { DEFAULT_SITE_URL } from '../../config/site.ts';
import { LEVELS, type DocSearchRecord } from '../../src/search/record.ts';
import { batches, checkImportResults, countBy, DEFAULT_BATCH_SIZE, toJsonl } from '../../scripts/search/batches.ts';
import { aliasName, typesenseTarget } from '../../scripts/search/env.ts';
import { describeError, oneLine, PublishError } from '../../scripts/search/errors.ts';
import { collectionNameFor, docSearchSchema, SYMBOLS_TO_INDEX, TOKEN_SEPARATORS } from '../../scripts/search/schema.ts';

const field = (name: string) => docSearchSchema('docs-x').fields?.find((f) => f.name === name);

describe('DocSearch collection schema', () => {
  const schema = docSearchSchema('docs-20250131T142501123Z');

  it('names the collection and sorts by item_priority', () => {
    assert.equal(schema.name, 'docs-20250131T142501123Z');
    assert.equal(schema.default_sorting_field, 'item_priority');
    assert.deepEqual(field('item_priority'), { name: 'item_priority', type: 'int64', sort: true });
  });

  it('has the seven flat hierarchy fields, optional strings, lvl0 and lvl1 faceted', () => {
    for (const level of LEVELS) {
      const f = field(`hierarchy.${level}`);
      assert.ok(f, `hierarchy.${level}`);
      assert.equal(f.type, 'string');
      assert.equal(f.optional, true);
      assert.equal(f.facet === true, level === 'lvl0' || level === 'lvl1', `facet of ${level}`);
    }
  });

  it('has the fields the Typesense DocSearch theme filters, groups and reads', () => {
    assert.deepEqual(field('url'), { name: 'url', type: 'string', facet: true });
    assert.deepEqual(field('type'), { name: 'type', type: 'string', facet: true });
    assert.deepEqual(field('content'), { name: 'content', type: 'string', optional: true });
    assert.deepEqual(field('anchor'), { name: 'anchor', type: 'string', optional: true });
    for (const name of ['url_without_anchor', 'language', 'docusaurus_tag', 'version']) {
      assert.deepEqual(field(name), { name, type: 'string', facet: true, optional: true });
    }
  });

  it('declares every record field except the id, and only those', () => {
    const record: DocSearchRecord = {
      id: 'x',
      'hierarchy.lvl0': 'Guides',
      'hierarchy.lvl1': 'Issue',
      'hierarchy.lvl2': null,
      'hierarchy.lvl3': null,
      'hierarchy.lvl4': null,
      'hierarchy.lvl5': null,
      'hierarchy.lvl6': null,
      content: null,
      url: 'https://docs.procivis.ch/issue',
      url_without_anchor: 'https://docs.procivis.ch/issue',
      anchor: null,
      type: 'lvl1',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      item_priority: 1,
      page_kind: 'guide',
    };
    const declared = schema.fields!.map((f) => f.name).sort();
    assert.deepEqual(
      declared,
      Object.keys(record)
        .filter((key) => key !== 'id')
        .sort(),
    );
  });

  it('splits words on API and identifier punctuation, keeps @, and the two lists do not overlap', () => {
    for (const separator of ['_', '-', '.', '/']) assert.ok(schema.token_separators?.includes(separator), separator);
    assert.deepEqual(schema.symbols_to_index, [...SYMBOLS_TO_INDEX]);
    assert.ok(!SYMBOLS_TO_INDEX.some((symbol) => (TOKEN_SEPARATORS as readonly string[]).includes(symbol)));
  });

  it('is a fresh object each time (callers may not change the shared one)', () => {
    assert.notEqual(docSearchSchema('a').fields, docSearchSchema('a').fields);
  });

  it('names a collection after the alias and the UTC time, sortable', () => {
    assert.equal(collectionNameFor('docs', new Date('2025-01-31T14:25:01.123Z')), 'docs-20250131T142501123Z');
    const earlier = collectionNameFor('docs', new Date('2025-01-31T09:00:00.000Z'));
    const later = collectionNameFor('docs', new Date('2025-12-01T00:00:00.000Z'));
    assert.ok(earlier < later);
  });
});

describe('batching', () => {
  it('defaults to 1000 per batch', () => assert.equal(DEFAULT_BATCH_SIZE, 1000));

  it('splits in order into full batches and one remainder', () => {
    const items = Array.from({ length: 2501 }, (_, i) => i);
    const parts = batches(items, 1000);
    assert.deepEqual(
      parts.map((part) => part.length),
      [1000, 1000, 501],
    );
    assert.deepEqual(parts.flat(), items);
  });

  it('handles exact multiples, tiny inputs and nothing', () => {
    assert.deepEqual(batches([1, 2, 3, 4], 2), [
      [1, 2],
      [3, 4],
    ]);
    assert.deepEqual(batches([1], 1000), [[1]]);
    assert.deepEqual(batches([], 1000), []);
  });

  it('refuses a size that is not a positive whole number', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) assert.throws(() => batches([1], size), /positive whole number/);
  });

  it('writes one JSON document a line, no trailing newline', () => {
    assert.equal(toJsonl([{ a: 1 }, { b: 'x\ny' }]), '{"a":1}\n{"b":"x\\ny"}');
  });
});

describe('reading an import answer', () => {
  const ok = JSON.stringify({ success: true });

  it('accepts one success line per document', () => {
    assert.deepEqual(checkImportResults([ok, ok, ok].join('\n'), 3), { succeeded: 3, failed: 0, firstError: null });
  });

  it('counts rejected documents and keeps the first reason', () => {
    const body = [
      ok,
      JSON.stringify({
        success: false,
        error: 'Field `url` has been declared in the schema, but is not found in the document.',
        code: 400,
      }),
      JSON.stringify({ success: false, error: 'A document with id x already exists.', code: 409 }),
    ].join('\n');
    assert.deepEqual(checkImportResults(body, 3), {
      succeeded: 1,
      failed: 2,
      firstError: 'Field `url` has been declared in the schema, but is not found in the document. (code 400)',
    });
  });

  it('fails missing, extra, unreadable and success-less lines', () => {
    assert.deepEqual(checkImportResults(ok, 3), {
      succeeded: 1,
      failed: 2,
      firstError: '2 of 3 documents have no result line',
    });
    assert.equal(checkImportResults('', 2).failed, 2);
    assert.equal(checkImportResults([ok, ok].join('\n'), 1).failed, 1);
    assert.match(checkImportResults('<html>502</html>', 1).firstError!, /unreadable result line/);
    assert.match(checkImportResults('{"ok":true}', 1).firstError!, /result without success/);
  });

  it('ignores a trailing newline', () => {
    assert.equal(checkImportResults(`${ok}\n${ok}\n`, 2).failed, 0);
  });

  it('counts by a key, sorted', () => {
    assert.deepEqual(
      countBy(['b', 'a', 'b'], (x) => x),
      [
        ['a', 1],
        ['b', 2],
      ],
    );
  });
});

describe('indexer error messages', () => {
  const secret = 'k3y-s3cr3t-abcdef';
  const where = 'https://search.example.org:443';

  it('reports a rejected key without the key', () => {
    for (const httpStatus of [401, 403]) {
      const message = describeError(
        Object.assign(new Error(`Request failed with HTTP code ${httpStatus} | Server said: bad key ${secret}`), {
          httpStatus,
        }),
        { secret },
      );
      assert.match(message, new RegExp(`rejected the admin key \\(HTTP ${httpStatus}\\)`));
      assert.ok(!message.includes(secret));
    }
  });

  it('names unreachable hosts, DNS failures, TLS mismatches and timeouts', () => {
    assert.equal(
      describeError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }, { where }),
      `cannot reach Typesense at ${where}: connection refused`,
    );
    assert.equal(
      describeError({ code: 'ENOTFOUND' }, { where }),
      `cannot reach Typesense at ${where}: host name not found (DNS)`,
    );
    assert.match(describeError({ code: 'EPROTO' }, { where }), /TLS failed \(EPROTO\); check TYPESENSE_PROTOCOL/);
    assert.equal(
      describeError({ code: 'ECONNABORTED', message: 'timeout of 300ms exceeded' }, { where, timeoutSeconds: 0.3 }),
      `Typesense at ${where} did not answer within 0.3 s (--timeout-seconds)`,
    );
  });

  it('keeps what the server said on other HTTP errors, in one line, masked', () => {
    const error = Object.assign(
      new Error(`Request failed with HTTP code 500 | Server said: line one\nline two ${secret}`),
      { httpStatus: 500 },
    );
    assert.equal(describeError(error, { secret }), 'Typesense answered HTTP 500: line one line two [redacted]');
  });

  it('passes PublishError messages through, masked, and bounds the length', () => {
    assert.equal(describeError(new PublishError(`x ${secret}`), { secret }), 'x [redacted]');
    assert.equal(oneLine('a'.repeat(1000)).length, 400);
  });
});

describe('indexer settings from the environment', () => {
  const env = { TYPESENSE_HOST: 'a.example.org, https://b.example.org:8443', TYPESENSE_ADMIN_API_KEY: ' admin ' };

  it('reads the nodes exactly as the site does, and the admin key', () => {
    assert.deepEqual(typesenseTarget(env), {
      nodes: [
        { host: 'a.example.org', port: 443, protocol: 'https' },
        { host: 'b.example.org', port: 8443, protocol: 'https' },
      ],
      adminKey: 'admin',
      alias: 'docs',
    });
    assert.deepEqual(
      typesenseTarget({ ...env, TYPESENSE_HOST: 'localhost', TYPESENSE_PORT: '8108', TYPESENSE_PROTOCOL: 'http' })
        .nodes,
      [{ host: 'localhost', port: 8108, protocol: 'http' }],
    );
  });

  it('does not need the search-only key, and uses TYPESENSE_COLLECTION as the alias', () => {
    assert.equal(typesenseTarget({ ...env, TYPESENSE_COLLECTION: 'procivis-docs' }).alias, 'procivis-docs');
    assert.equal(aliasName({}), 'docs');
  });

  it('names what is missing or wrong, in one line', () => {
    assert.throws(
      () => typesenseTarget({ TYPESENSE_ADMIN_API_KEY: 'x' }),
      (e: Error) => e instanceof PublishError && /^TYPESENSE_HOST is not set/.test(e.message),
    );
    assert.throws(
      () => typesenseTarget({ TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: '  ' }),
      /^PublishError: TYPESENSE_ADMIN_API_KEY is not set/,
    );
    assert.throws(() => typesenseTarget({ ...env, TYPESENSE_PORT: 'x' }), /TYPESENSE_PORT must be a port number/);
    assert.throws(
      () => typesenseTarget({ ...env, TYPESENSE_PROTOCOL: 'ftp' }),
      /TYPESENSE_PROTOCOL must be http or https/,
    );
  });
});

describe('site location for the records', () => {
  it('uses the defaults of docusaurus.config.ts', () => {
    assert.deepEqual(siteLocation({}), { url: DEFAULT_SITE_URL, baseUrl: '/' });
  });

  it('normalizes like Docusaurus: no trailing slash on the URL, slashes around the base', () => {
    assert.deepEqual(normalizedSiteLocation({ SITE_URL: 'https://example.org/', BASE_URL: 'docs' }), {
      url: 'https://example.org',
      baseUrl: '/docs/',
    });
    assert.deepEqual(normalizedSiteLocation({ BASE_URL: '' }), { url: DEFAULT_SITE_URL, baseUrl: '/' });
  });
});
