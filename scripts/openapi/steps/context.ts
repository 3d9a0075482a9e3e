/**
 * What every step of `npm run gen:api` is handed (./index.ts): the repository
 * root, every version's spec of every API, and the folders the generator writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { API_SPECS } from '../../../config/openapi.ts';
import type { ApiName, VersionSpec } from '../../../config/api-versions.ts';
import { lastCommitDate } from '../../../config/git-history.ts';
import { generationDir } from '../versions.ts';

export interface GenerationContext {
  root: string;
  /** Every version's spec of every API, the current version first (config/api-versions.ts). */
  specs: VersionSpec[];
  /** The label of the current version. */
  current: string;
  /** Command-line flags (`--skip-lint`). */
  flags: ReadonlySet<string>;
}

/** A step's failure that stops the generation with its message (and nothing else: no stack). */
export class StepError extends Error {}

/** Every folder of generated pages before the older versions move: the current version's, then the older versions'. */
export function generatedDirs(ctx: GenerationContext): Array<{ version: string; api: ApiName; dir: string }> {
  return ctx.specs.map(({ version, api }) => ({
    version,
    api,
    dir: path.join(ctx.root, version === ctx.current ? `reference/${api}` : generationDir(version, api)),
  }));
}

/** The current spec of an API, parsed. */
export function readCurrentSpec<T = unknown>(ctx: GenerationContext, api: ApiName): T {
  return YAML.parse(fs.readFileSync(path.join(ctx.root, API_SPECS[api].spec), 'utf8')) as T;
}

/** The front matter block of an MDX page, as the generator writes it. */
const FRONT_MATTER = /^(---\n[\s\S]*?\n)---\n/;

/**
 * Gives a generated page the date of its sources' newest commit as `last_update`: "Last updated"
 * and the sitemap's lastmod (the generated folders are not committed, so git knows nothing of
 * the pages themselves). Without git history nothing is dated.
 */
export function stampLastUpdate(root: string, file: string, sources: string[]): void {
  const dates = sources.map((source) => lastCommitDate(root, source)).filter((date): date is Date => date !== null);
  if (dates.length === 0) return;
  const newest = new Date(Math.max(...dates.map((date) => date.getTime())));
  const source = fs.readFileSync(file, 'utf8');
  if (/^last_update:/m.test(source.match(FRONT_MATTER)?.[0] ?? '')) return;
  const dated = source.replace(FRONT_MATTER, `$1last_update:\n  date: ${newest.toISOString()}\n---\n`);
  if (dated !== source) fs.writeFileSync(file, dated);
}

/**
 * One named step of the generation. `run` returns the lines to report (each printed after ✔),
 * and throws a StepError to stop the generation with its message.
 */
export interface Step {
  /** Short kebab-case name, as the README's step list and `--skip <name>` name it. */
  name: string;
  /** What the step does, in one line. */
  what: string;
  run: (ctx: GenerationContext) => string | string[] | void | Promise<string | string[] | void>;
}
