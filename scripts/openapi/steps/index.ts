/**
 * The steps of `npm run gen:api`, in the order they run. Each one is a small module in this
 * folder; ../README.md lists them (a unit test keeps that list and this one the same).
 *
 * The order matters where a step reads what another wrote: `page-additions` works out what the
 * page generator adds (from the published specs, the guides and the inventories) before
 * `generate-pages` runs it; the steps that edit front matter of every version run before
 * `older-versions` moves the older pages away; `json-props` moves the pages' data out of their MDX
 * once nothing parses it any more.
 */
import type { Step } from './context.ts';
import { apiSidebars } from './api-sidebars.ts';
import { changelog } from './changelog.ts';
import { cleanOutput } from './clean-output.ts';
import { dataModels } from './data-models.ts';
import { errorCodes } from './error-codes.ts';
import { generatePages } from './generate-pages.ts';
import { jsonProps } from './json-props.ts';
import { lastUpdate } from './last-update.ts';
import { lintSpecs } from './lint-specs.ts';
import { olderVersions } from './older-versions.ts';
import { pageAdditions } from './page-additions.ts';
import { pageDescriptions } from './page-descriptions.ts';
import { pageTitles } from './page-titles.ts';
import { permissions } from './permissions.ts';
import { publishSpecs } from './publish-specs.ts';
import { sdkEquivalents } from './sdk-equivalents.ts';
import { sdkReference } from './sdk-reference.ts';

export const STEPS: readonly Step[] = [
  lintSpecs,
  publishSpecs,
  cleanOutput,
  pageAdditions,
  generatePages,
  pageDescriptions,
  permissions,
  dataModels,
  apiSidebars,
  lastUpdate,
  pageTitles,
  olderVersions,
  jsonProps,
  changelog,
  errorCodes,
  sdkReference,
  sdkEquivalents,
];
