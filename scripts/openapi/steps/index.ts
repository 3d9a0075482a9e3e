/**
 * The steps of `npm run gen:api`, in the order they run. Each one is a small module in this
 * folder; ../README.md lists them (a unit test keeps that list and this one the same).
 *
 * The order matters where a step reads what another wrote: the pages exist after
 * `generate-pages`; every step that edits an operation page's text of every version runs before
 * `older-versions` moves the older pages away; `json-props` moves the pages' data out of their MDX
 * once nothing parses it any more; the SDK lines and the history are added after it (they edit only
 * prose of the current version).
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
import { operationHistory } from './operation-history.ts';
import { pageDescriptions } from './page-descriptions.ts';
import { pageTitles } from './page-titles.ts';
import { permissions } from './permissions.ts';
import { publishSpecs } from './publish-specs.ts';
import { relatedGuides } from './related-guides.ts';
import { sdkEquivalents } from './sdk-equivalents.ts';
import { sdkReference } from './sdk-reference.ts';

export const STEPS: readonly Step[] = [
  lintSpecs,
  publishSpecs,
  cleanOutput,
  generatePages,
  pageDescriptions,
  permissions,
  relatedGuides,
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
  operationHistory,
];
