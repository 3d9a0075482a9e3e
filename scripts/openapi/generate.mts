/**
 * Generates the API reference pages from the specs in openapi/ (run by
 * `npm start` and `npm run build`, and on its own as `npm run gen:api`):
 *   1. lints every spec with Redocly, the versions side by side, and validates each
 *      with swagger-parser, a standard OpenAPI validator (a bad spec stops here,
 *      naming the file and the JSON path of each problem);
 *   2. removes the previous output, so a removed operation leaves no page;
 *   3. generates the MDX pages and sidebar slices (docusaurus-plugin-openapi-docs);
 *      then writes the permission list of /permissions and links each page's
 *      required permissions to it (scripts/reference/permissions.ts);
 *      and lists on each operation page the guides that link to it; last, each
 *      operation page's data (parameters, body, responses) moves to a module it
 *      imports, which the bundler parses far faster than MDX (./json-props.ts);
 *   4. publishes the specs as static files for download (/openapi/<api>.yaml, and
 *      /openapi/<version>/<api>.yaml for the older versions of config/api-versions.ts,
 *      whose pages go to the docs plugin's versioned folders: scripts/openapi/versions.ts);
 *   5. writes the error-code list of /reference/errors from the inventory of
 *      Core's codes and reference/error-guidance.yaml (a code in no area, or
 *      guidance for a code Core lacks, stops here);
 *   6. writes the data model pages of each API and links its operation pages to
 *      them (scripts/reference/data-models.ts; a model no operation uses stops here);
 *   7. writes the SDK reference (a page per binding function, the type pages and
 *      their sidebar slice) from the SDK inventory and reference/sdk/function-summaries.yaml
 *      (scripts/reference/sdk-pages.ts; a function with no description stops here);
 *   8. links the REST API and the SDK both ways: a "Mobile SDK" line (and the SDK call
 *      for the request samples) on each Core operation page, a "REST API" line on each
 *      SDK function page, from the SDK-REST inventory (scripts/reference/sdk-equivalents.ts;
 *      an operation or function the inventory lacks stops here);
 *   9. ends each operation page of the current version with its history: the release that added
 *      it, what each later release changed, and a deprecated one's replacement, linking the
 *      changelog's entries (scripts/reference/operation-history.ts; a deprecation note linking
 *      no operation stops here).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_SPECS } from '../../config/openapi.ts';
import { OLDER_API_VERSIONS, versionSpecs, type ApiName, type VersionSpec } from '../../config/api-versions.ts';
import {
  generationDir,
  infoPageSlug,
  moveVersionedPages,
  oldVersionNotice,
  operationSlugs,
  publishedSpecFile,
  publishedSpecText,
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  versionedDocsDir,
  VERSIONS_FILE,
  DUPLICATES_FILE,
  canonicalHead,
  versionedSidebars,
  versionIndexPage,
  withNotice,
} from './versions.ts';
import { changelogRoute } from '../reference/api-changelog/routes.ts';
import { writeChangelogPages } from '../reference/api-changelog/write.ts';
import { publishedSpecVersions } from '../reference/api-changelog/entries.ts';
import { operationHistories } from '../reference/api-changelog/history.ts';
import { addOperationHistory } from '../reference/operation-history.ts';
import { lintAll, lintRuns } from './lint.ts';
import { validateAll } from './validate.ts';
import { moveJsonProps, PROPS_DIR } from './json-props.ts';
import { withApiTitle } from './page-titles.ts';
import { unchangedOperations } from '../reference/api-changelog/diff.ts';
import { normalizedSiteLocation } from '../../config/site-location.ts';
import { lastCommitDate } from '../../config/git-history.ts';
import type { ErrorInventory } from '../inventory/errors.ts';
import { inventoryFile, readInventory } from '../inventory/release.ts';
import { GENERATED_PARTIAL, writeErrorCodesPage } from '../reference/error-codes.ts';
import { SDK_GENERATED_DIR, writeSdkReference } from '../reference/sdk-pages.ts';
import type { SdkInventory } from '../inventory/sdk.ts';
import type { SdkRestInventory } from '../inventory/sdk-rest.ts';
import { addSdkEquivalents } from '../reference/sdk-equivalents.ts';
import YAML from 'yaml';
import { loadGuides } from '../guards/guides.ts';
import { addRelatedGuides, relatedGuides } from '../reference/related-guides.ts';
import { writeDataModels } from '../reference/data-models.ts';
import {
  linkRequiredPermissions,
  PERMISSIONS_PARTIAL,
  renderPermissionsMdx,
  specPermissions,
  type PermissionSpecs,
} from '../reference/permissions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/** Runs a tool; with `quiet`, its output is shown only when it fails. */
function run(command: string, args: string[], what: string, quiet = false): string {
  try {
    return (
      execFileSync(command, args, {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
        env: {
          ...process.env,
          NO_UPDATE_NOTIFIER: '1',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          DOCS_GENERATING_API: '1',
        },
      }) ?? ''
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (quiet) process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
    console.error(`\n✖ ${what} failed (see above).`);
    process.exit(1);
  }
}

/**
 * Gives a generated page the date of its sources' newest commit as `last_update`: "Last updated"
 * and the sitemap's lastmod (the generated folders are not committed, so git knows nothing of
 * the pages themselves). Without git history nothing is dated.
 */
function stampLastUpdate(file: string, sources: string[]): void {
  const dates = sources.map((source) => lastCommitDate(ROOT, source)).filter((date): date is Date => date !== null);
  if (dates.length === 0) return;
  const newest = new Date(Math.max(...dates.map((date) => date.getTime())));
  const source = fs.readFileSync(file, 'utf8');
  if (/^last_update:/m.test(source.match(/^---\n[\s\S]*?\n---\n/)?.[0] ?? '')) return;
  const dated = source.replace(/^(---\n[\s\S]*?\n)---\n/, `$1last_update:\n  date: ${newest.toISOString()}\n---\n`);
  if (dated !== source) fs.writeFileSync(file, dated);
}

let allSpecs: VersionSpec[];
try {
  allSpecs = versionSpecs(ROOT);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
const specs = allSpecs.filter((spec) => spec.version === allSpecs[0].version).map((spec) => spec.source);
for (const spec of specs) {
  if (!fs.existsSync(path.join(ROOT, spec))) {
    console.error(`✖ ${spec} does not exist`);
    process.exit(1);
  }
}

if (!process.argv.includes('--skip-lint')) {
  const runs = lintRuns(allSpecs);
  const files = runs.flatMap((lintRun) => lintRun.files);
  // Redocly runs in child processes, so the validator's work on this thread goes alongside it.
  const [results, validations] = await Promise.all([lintAll(ROOT, runs), validateAll(ROOT, files)]);
  for (const result of results) {
    if (!result.ok) {
      process.stderr.write(result.output);
      console.error(`\n✖ ${result.message}`);
      process.exit(1);
    }
  }
  for (const validation of validations) {
    if (!validation.ok) {
      console.error(`✖ ${validation.message}`);
      process.exit(1);
    }
  }
  for (const lintRun of runs)
    console.log(`✔ version ${lintRun.version}: ${lintRun.files.join(', ')}: valid (Redocly, swagger-parser)`);
}

// Publish every version's specs: the downloads, and what the older versions' pages are generated from
const publicDir = path.join(ROOT, 'static/openapi');
fs.rmSync(publicDir, { recursive: true, force: true });
for (const spec of allSpecs) {
  const file = path.join(ROOT, publishedSpecFile(spec.version, spec.api));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, publishedSpecText(ROOT, spec));
}

for (const name of Object.keys(API_SPECS)) {
  fs.rmSync(path.join(ROOT, 'reference', name), { recursive: true, force: true });
}
for (const generated of [
  'reference/_versions',
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
  DUPLICATES_FILE,
]) {
  fs.rmSync(path.join(ROOT, generated), { recursive: true, force: true });
}
const log = run(bin('docusaurus'), ['gen-api-docs', 'all', '--plugin-id', 'openapi'], 'API page generation', true);
const pages = log.match(/Successfully created/g)?.length ?? 0;

/**
 * The generator uses a tag's name as the meta description of its overview page and cuts
 * the info page's description mid-sentence; both get the first sentence of their text.
 */
function firstSentence(markdown: string): string | null {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !/^(import |<|#|export |:::|\||```)/.test(p));
  if (!paragraph) return null;
  const text = paragraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ');
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}

/** Every folder of generated pages: the current version's, then the older versions'. */
function generatedDirs(): Array<{ version: string; api: ApiName; dir: string }> {
  return allSpecs.map(({ version, api }) => ({
    version,
    api,
    dir: path.join(ROOT, version === allSpecs[0].version ? `reference/${api}` : generationDir(version, api)),
  }));
}

for (const { dir } of generatedDirs()) {
  for (const file of fs.readdirSync(dir).filter((f) => /\.(tag|info)\.mdx$/.test(f))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const [, frontMatter, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
    const description = body && firstSentence(body.replace(/<[^>]+>[\s\S]*?<\/[^>]+>/g, ''));
    if (!frontMatter || !description) continue;
    const updated = frontMatter.replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`);
    fs.writeFileSync(path.join(dir, file), `---\n${updated}\n---\n${body}`);
  }
}

// The permissions reference: /permissions lists every permission of the three specs
// (docs/_generated/, imported by docs/permissions.mdx), and each operation page's
// "Required permission" line links its permissions to their entries there.
{
  const permissionSpecs = Object.fromEntries(
    Object.entries(API_SPECS).map(([name, { spec }]) => [
      name,
      YAML.parse(fs.readFileSync(path.join(ROOT, spec), 'utf8')),
    ]),
  ) as PermissionSpecs;
  fs.mkdirSync(path.dirname(path.join(ROOT, PERMISSIONS_PARTIAL)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, PERMISSIONS_PARTIAL), renderPermissionsMdx(permissionSpecs));
  const known = new Set(specPermissions(permissionSpecs));
  // older versions link the permissions /permissions (the current version's list) has
  for (const { dir } of generatedDirs()) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const linked = linkRequiredPermissions(source, known);
      if (linked !== source) fs.writeFileSync(path.join(dir, file), linked);
    }
  }
  console.log(`✔ ${PERMISSIONS_PARTIAL}: ${known.size} permissions`);
}

// Each operation page lists the guides that link to it (scripts/reference/related-guides.ts).
{
  const related = relatedGuides(loadGuides(ROOT, ['docs']));
  const pages = Object.keys(API_SPECS).reduce((n, name) => n + addRelatedGuides(ROOT, name, related), 0);
  console.log(`✔ related guides on ${pages} operation pages`);
}

// Data model pages per tag group, and a "Data models" line on each operation page (scripts/reference/data-models.ts).
try {
  for (const [name, { spec }] of Object.entries(API_SPECS)) {
    const written = writeDataModels(ROOT, name, YAML.parse(fs.readFileSync(path.join(ROOT, spec), 'utf8')));
    console.log(
      `✔ reference/${name}/models: ${written.models} data models on ${written.pages} pages, linked from ${written.operations} operation pages`,
    );
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

// "Last updated" of the API pages is the last commit of their spec: reference/<api>/ is not
// committed, so git knows nothing about the pages themselves. Without git history (an archive)
// the pages carry no date and show none.
for (const { dir, version, api } of generatedDirs()) {
  const spec = allSpecs.find((s) => s.version === version && s.api === api)!;
  const specUpdated = lastCommitDate(ROOT, spec.source);
  if (!specUpdated) continue;
  for (const file of fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const dated = source.replace(
      /^(---\n[\s\S]*?\n)---\n/,
      `$1last_update:\n  date: ${specUpdated.toISOString()}\n---\n`,
    );
    if (dated !== source) fs.writeFileSync(path.join(dir, file), dated);
  }
}

// Each operation and tag page's <title> names its API (and version), its heading stays the short name (./page-titles.ts).
for (const { dir, version, api } of generatedDirs()) {
  const older = version === allSpecs[0].version ? undefined : version;
  for (const file of fs.readdirSync(dir).filter((f) => /\.(api|tag)\.mdx$/.test(f))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    try {
      const titled = withApiTitle(source, file.endsWith('.api.mdx') ? 'api' : 'tag', API_SPECS[api].label, older);
      if (titled !== source) fs.writeFileSync(path.join(dir, file), titled);
    } catch (error) {
      console.error(`✖ ${path.relative(ROOT, path.join(dir, file))}: ${(error as Error).message}`);
      process.exit(1);
    }
  }
}

// The older versions: every page says it is old and links the same page of the current
// version (or the changelog), then moves to the versioned docs with its sidebar slice.
if (OLDER_API_VERSIONS.length) {
  const currentSlugs = Object.fromEntries(
    (Object.keys(API_SPECS) as ApiName[]).map((api) => [
      api,
      operationSlugs(fs.readFileSync(path.join(ROOT, API_SPECS[api].spec), 'utf8')),
    ]),
  ) as Record<ApiName, Set<string>>;
  const labels = [allSpecs[0].version, ...OLDER_API_VERSIONS.map((v) => v.label)];
  const { url, baseUrl } = normalizedSiteLocation();
  const duplicates: string[] = [];
  for (const version of OLDER_API_VERSIONS) {
    const newer = labels[labels.indexOf(version.label) - 1];
    const slices: Record<string, unknown[]> = {};
    const infoSlugs = {} as Record<ApiName, string>;
    for (const api of Object.keys(API_SPECS) as ApiName[]) {
      const dir = path.join(ROOT, generationDir(version.label, api));
      infoSlugs[api] = infoPageSlug(dir);
      // older pages of operations the current version has unchanged point search engines at the current page
      const unchanged = new Map(
        unchangedOperations(
          YAML.parse(fs.readFileSync(path.join(ROOT, publishedSpecFile(version.label, api)), 'utf8')),
          YAML.parse(fs.readFileSync(path.join(ROOT, API_SPECS[api].spec), 'utf8')),
        ).map(({ older, newer }) => [older.slug, newer.slug]),
      );
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
        const slug = file.replace(/\.(api|tag|info|schema|event)\.mdx$/, '').replace(/\.mdx$/, '');
        // tag and info pages exist in both versions under the same slug when the tag or API does
        const inCurrent = file.endsWith('.api.mdx')
          ? currentSlugs[api].has(slug)
          : fs.existsSync(path.join(ROOT, 'reference', api, file));
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const currentSlug = file.endsWith('.api.mdx') ? unchanged.get(slug) : undefined;
        const head = currentSlug ? canonicalHead(`${url}${baseUrl}reference/${api}/${currentSlug}`) : '';
        if (currentSlug) duplicates.push(`/reference/${version.label}/${api}/${slug}`);
        fs.writeFileSync(
          path.join(dir, file),
          withNotice(
            source,
            head + oldVersionNotice(version.label, api, slug, inCurrent, changelogRoute(api, version.label, newer)),
          ),
        );
      }
      slices[api] = await moveVersionedPages(ROOT, version.label, api);
    }
    fs.mkdirSync(path.join(ROOT, VERSIONED_SIDEBARS_DIR), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, VERSIONED_SIDEBARS_DIR, `version-${version.label}-sidebars.json`),
      `${JSON.stringify(versionedSidebars(slices, infoSlugs), null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join(ROOT, versionedDocsDir(version.label), 'index.mdx'),
      versionIndexPage(version.label, newer, version.inferred ?? [], infoSlugs),
    );
  }
  fs.writeFileSync(path.join(ROOT, DUPLICATES_FILE), `${JSON.stringify(duplicates, null, 2)}\n`);
  fs.writeFileSync(
    path.join(ROOT, VERSIONS_FILE),
    `${JSON.stringify(
      OLDER_API_VERSIONS.map((v) => v.label),
      null,
      2,
    )}\n`,
  );
  fs.rmSync(path.join(ROOT, 'reference/_versions'), { recursive: true, force: true });
  console.log(
    `✔ older versions: ${OLDER_API_VERSIONS.map((v) => `${v.label} (${versionedDocsDir(v.label)})`).join(', ')}; ${duplicates.length} operation pages unchanged in the current version, canonical there`,
  );
}

// Last, once every step that edits the pages' text has run: their data moves to modules they import (scripts/openapi/json-props.ts).
{
  const dirs = [
    ...Object.keys(API_SPECS).map((api) => path.join(ROOT, 'reference', api)),
    ...OLDER_API_VERSIONS.flatMap((version) =>
      Object.keys(API_SPECS).map((api) => path.join(ROOT, versionedDocsDir(version.label), api)),
    ),
  ];
  const moved = dirs.filter((dir) => fs.existsSync(dir)).reduce((n, dir) => n + moveJsonProps(dir), 0);
  if (moved === 0) {
    // The pages would still build, but MDX would parse their data again (the build's slowest step).
    console.error(
      `✖ no operation page had JSON attribute values to move: has the generator's output format changed? (scripts/openapi/json-props.ts)`,
    );
    process.exit(1);
  }
  console.log(`✔ data of ${moved} operation pages in modules (${PROPS_DIR}/)`);
}

console.log(
  `✔ ${pages} API reference files generated from ${allSpecs
    .map((s) => s.source)
    .filter((f, i, all) => all.indexOf(f) === i)
    .join(', ')}`,
);

// The API changelog: one page per API and pair of neighbouring versions
{
  const written = writeChangelogPages(ROOT, allSpecs);
  // a changelog page changes when a spec of its API does
  for (const { file } of written) {
    const api = path.basename(file).split('-')[0];
    stampLastUpdate(
      path.join(ROOT, file),
      allSpecs.filter((spec) => spec.api === api).map((spec) => spec.source),
    );
  }
  if (written.length)
    console.log(`✔ API changelog: ${written.map((w) => `${w.file}${w.empty ? ' (no changes)' : ''}`).join(', ')}`);
}

try {
  const written = writeErrorCodesPage(ROOT, readInventory<ErrorInventory>(ROOT, 'errors'));
  console.log(
    `✔ ${GENERATED_PARTIAL}: ${written.codes} error codes in ${written.areas} areas, ${written.withGuidance} with guidance`,
  );
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

// The SDK reference: one page per binding function and the type pages, from the SDK inventory.
try {
  const sdk = writeSdkReference(ROOT, readInventory<SdkInventory>(ROOT, 'sdk'));
  // the SDK pages are written from the SDK inventory and the function summaries
  for (const file of fs
    .readdirSync(path.join(ROOT, SDK_GENERATED_DIR), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'))) {
    stampLastUpdate(path.join(ROOT, SDK_GENERATED_DIR, file), [
      inventoryFile('sdk'),
      'reference/sdk/function-summaries.yaml',
    ]);
  }
  console.log(`✔ ${SDK_GENERATED_DIR}: ${sdk.functions} SDK function pages, ${sdk.typePages} type pages`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

// REST <-> SDK: each Core operation page names the SDK function that calls the same Core
// service method (or why none does), each SDK function page its REST operations.
try {
  const written = addSdkEquivalents(
    ROOT,
    'core',
    YAML.parse(fs.readFileSync(path.join(ROOT, API_SPECS.core.spec), 'utf8')),
    readInventory<SdkRestInventory>(ROOT, 'sdk-rest'),
    readInventory<SdkInventory>(ROOT, 'sdk'),
  );
  console.log(
    `✔ REST ↔ SDK: ${written.withSdk} of ${written.operationPages} Core operation pages name an SDK function, ${written.withRest} of ${written.functionPages} SDK function pages a REST operation`,
  );
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

// Each operation page of the current version ends with its history, from the same diffs as the changelog pages.
try {
  const counts = (Object.keys(API_SPECS) as ApiName[]).map((api) => {
    const histories = operationHistories(api, publishedSpecVersions(ROOT, api));
    return `${api} ${addOperationHistory(ROOT, api, API_SPECS[api].label, histories)}`;
  });
  console.log(`✔ history on the operation pages: ${counts.join(', ')}`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
