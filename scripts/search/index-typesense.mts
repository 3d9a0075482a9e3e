/**
 * `npm run search:index`: publishes the built site's search records to
 * Typesense (see publish.ts for how, maintainers/search-and-publishing.md for the settings).
 *
 *   npm run search:index -- [--build-dir build] [--batch-size 1000] [--timeout-seconds 30]
 *   npm run search:index -- --dry-run [--out-dir .search-dry-run]
 *
 * This file only reads arguments and the environment and prints; every
 * failure is one line on stderr and exit code 1, without the admin key.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normalizedSiteLocation } from '../../config/site-location.ts';
import { DEFAULT_BATCH_SIZE } from './batches.ts';
import { aliasName, typesenseTarget } from './env.ts';
import { describeError, PublishError } from './errors.ts';
import { DEFAULT_TIMEOUT_SECONDS, dryRun, publish } from './publish.ts';
import { shown } from './site-records.ts';

const USAGE = `Usage: npm run search:index -- [options]

Publishes the records of the built site to Typesense: a new collection, then
the alias (TYPESENSE_COLLECTION, default docs) switched to it.

  --build-dir <dir>        built site (default: build)
  --batch-size <n>         documents per import request (default: ${DEFAULT_BATCH_SIZE})
  --timeout-seconds <s>    limit per request, each batch included (default: ${DEFAULT_TIMEOUT_SECONDS})
  --dry-run                write the records and schema to files instead; no network, no key
  --out-dir <dir>          where --dry-run writes (default: .search-dry-run next to the build dir)
  -h, --help               this text

Environment: TYPESENSE_HOST, TYPESENSE_PORT, TYPESENSE_PROTOCOL, TYPESENSE_COLLECTION,
TYPESENSE_ADMIN_API_KEY, SITE_URL, BASE_URL.`;

function positive(name: string, value: string | undefined, fallback: number, integer: boolean): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    throw new PublishError(`--${name} must be a positive ${integer ? 'whole ' : ''}number, not "${value}"`);
  }
  return number;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'build-dir': { type: 'string' },
        'out-dir': { type: 'string' },
        'batch-size': { type: 'string' },
        'timeout-seconds': { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new PublishError(`${(error as Error).message} (--help lists the options)`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }

  const buildDir = path.resolve(values['build-dir'] ?? 'build');
  const site = normalizedSiteLocation(process.env);

  if (values['dry-run']) {
    const outDir = path.resolve(values['out-dir'] ?? path.join(path.dirname(buildDir), '.search-dry-run'));
    const result = await dryRun({ buildDir, site, outDir, alias: aliasName(process.env) });
    const list = (counts: Array<[string, number]>) => counts.map(([value, count]) => `${value} ${count}`).join(', ');
    console.log(`by docusaurus_tag: ${list(result.byTag)}`);
    console.log(`by type: ${list(result.byType)}`);
    console.log(
      `dry run: ${result.records} records written to ${shown(result.recordsFile)}, schema to ${shown(result.schemaFile)}, ${result.curations} curations to ${shown(result.curationsFile)}`,
    );
    return;
  }

  const target = typesenseTarget(process.env);
  const batchSize = positive('batch-size', values['batch-size'], DEFAULT_BATCH_SIZE, true);
  const timeoutSeconds = positive('timeout-seconds', values['timeout-seconds'], DEFAULT_TIMEOUT_SECONDS, false);
  // A line per batch helps someone watching a terminal; in CI logs it is noise.
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  const interactive = process.stdout.isTTY === true && !ci;
  const started = Date.now();
  const result = await publish({
    buildDir,
    site,
    target,
    batchSize,
    timeoutSeconds,
    progress: interactive ? (line) => console.log(line) : undefined,
  });
  const replaced = result.previous ? `, deleted ${result.previous}` : '';
  console.log(
    `search:index: ${result.records} records in ${result.batches} batches and ${result.curations} curations to ${result.collection}; alias ${result.alias} -> ${result.collection}${replaced} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  // Only the message, masked: the error object may hold the request headers.
  console.error(`search:index: ${describeError(error, { secret: process.env.TYPESENSE_ADMIN_API_KEY?.trim() })}`);
  process.exitCode = 1;
});
