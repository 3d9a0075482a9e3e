/**
 * Curations generated from data for the hosted Typesense search, so that a
 * task typed in words ("revoke credential", "create a proof request") has
 * the Core operation first and its main guide second, as the embedded
 * ranking has them (src/search/rank.ts), without one hand-written rule.
 *
 * Where the data comes from:
 * - the task: each Core operation whose summary names an action on a
 *   resource (openapi/core.yaml; the summary is the operation page's title,
 *   the record the embedded ranking boosts for a task);
 * - the reader's other words for it: the synonym groups and the action
 *   synonyms both search modes share (src/search/synonyms.ts);
 * - the main guide: among the guides that link the operation (the data of
 *   its "Related guides" line, scripts/reference/related-guides.ts), the one
 *   whose linking section is headed by the action, else the one whose title
 *   names most of the resource.
 *
 * Typesense matches a curation rule's phrase against the query, both
 * lower-cased and split as the collection splits words; `match: contains`
 * wants the phrase's words in a row in the query ("how do I revoke a
 * credential" holds "revoke a credential"). So each phrase a reader may type
 * for the task is one rule: with and without an article, singular and
 * plural, each synonym form. A phrase two operations claim equally is left
 * out. Typesense tries the rules in the order of their ids and stops at the
 * first that matches, so the ids put longer phrases first: "delete credential
 * schema" is tried before "delete credential". The operation and guide are pinned by record id when
 * the records are published (taskCurations), so a record missing from the
 * build drops the pin rather than pinning nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import kebabCase from 'lodash/kebabCase';
import { parse } from 'yaml';
import { loadGuides, prose } from '../guards/guides.ts';
import { guideRoute } from '../reference/related-guides.ts';
import { ACTION_VERBS, STOP_WORDS } from '../../src/search/queryPlan.ts';
import { ACTION_SYNONYMS, SYNONYM_GROUPS, singular } from '../../src/search/synonyms.ts';
import { LEVELS, type DocSearchRecord } from '../../src/search/record.ts';
import type { Curation } from './curations.ts';
import { SYMBOLS_TO_INDEX, TOKEN_SEPARATORS } from './schema.ts';

/** A Core operation as its page presents it. */
export interface TaskOperation {
  /** `/reference/core/<kebab-case operationId>`, the page's route. */
  route: string;
  summary: string;
  /** A deprecated operation still has its page, but a current one with the same summary takes its phrases. */
  deprecated: boolean;
  /**
   * The states its description says the operation moves a resource out of (`SUSPENDED` -> `ACCEPTED`,
   * "from `PENDING` to `ACCEPTED`"): a reader names the resource by them ("reactivate a suspended credential").
   */
  fromStates: string[];
}

/** One section of a written guide: its heading (null before the first) and the API pages it links. */
export interface GuideSection {
  route: string;
  title: string;
  heading: string | null;
  links: ReadonlySet<string>;
}

/** What one generated curation pins, before record ids are known. */
export interface TaskPin {
  operation: string;
  /** The main guide's route and the heading of the section to show (null: the page itself). */
  guide: { route: string; heading: string | null } | null;
  /** Every phrase the rule set matches, as Typesense normalizes a query. */
  phrases: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Core's operations with their summaries, from the spec the pages are generated from. */
export function readTaskOperations(siteDir: string): TaskOperation[] {
  const spec = parse(fs.readFileSync(path.join(siteDir, 'openapi', 'core.yaml'), 'utf8')) as {
    paths?: Record<
      string,
      Record<string, { operationId?: string; summary?: string; description?: string; deprecated?: boolean }>
    >;
  };
  const operations: TaskOperation[] = [];
  for (const item of Object.values(spec.paths ?? {}))
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!METHODS.includes(method) || !operation?.operationId || !operation.summary) continue;
      operations.push({
        route: `/reference/core/${kebabCase(operation.operationId)}`,
        summary: operation.summary,
        deprecated: operation.deprecated === true,
        fromStates: fromStates(operation.description ?? ''),
      });
    }
  return operations;
}

/** The states a description moves a resource out of, as lower-case words (`SUSPENDED` -> `suspended`). */
export function fromStates(description: string): string[] {
  const transitions = description.matchAll(
    /`([A-Z][A-Z_]*)`\s*->\s*`[A-Z][A-Z_]*`|\bfrom `([A-Z][A-Z_]*)` to `[A-Z][A-Z_]*`/g,
  );
  return [...new Set([...transitions].map((m) => (m[1] ?? m[2]).toLowerCase().replace(/_/g, ' ')))];
}

/** The listed guides under docs/, cut into sections at their headings, with the API pages each section links. */
export function readGuideSections(siteDir: string): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const guide of loadGuides(siteDir, ['docs'])) {
    if (guide.file.includes('/_generated/')) continue;
    const meta: Record<string, unknown> = matter(guide.text).data;
    if (meta.unlisted || meta.draft) continue;
    const title = typeof meta.title === 'string' ? meta.title : guide.text.match(/^# (.+)$/m)?.[1];
    if (!title) continue;
    const route = typeof meta.slug === 'string' && meta.slug.startsWith('/') ? meta.slug : guideRoute(guide.file);
    for (const part of prose(guide).split(/^(?=#{2,6} )/m)) {
      const heading = /^#{2,6} (.+)$/m.exec(part);
      const links = new Set([...part.matchAll(/\/reference\/core\/[A-Za-z0-9_-]+/g)].map((m) => m[0]));
      sections.push({ route, title, heading: part.startsWith('#') && heading ? headingText(heading[1]) : null, links });
    }
  }
  return sections;
}

/** A Markdown heading as the page shows it: no explicit id, comment, code ticks or emphasis. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\{\/\*.*?\*\/\}|\{#[^}]*\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

const escape = (c: string) => c.replace(/[-\\\]^]/g, '\\$&');
const SEPARATOR = new RegExp(`[\\s${TOKEN_SEPARATORS.map(escape).join('')}]+`, 'u');
const DROPPED = new RegExp(`[^\\p{L}\\p{N}${SYMBOLS_TO_INDEX.map(escape).join('')}]`, 'gu');

/**
 * A query or rule as Typesense compares them: lower case, split at white
 * space and the collection's token separators, other punctuation dropped,
 * joined by single spaces.
 */
export function typesenseNormalized(text: string): string {
  return text
    .toLowerCase()
    .split(SEPARATOR)
    .map((word) => word.replace(DROPPED, ''))
    .filter(Boolean)
    .join(' ');
}

/** Reader's action words for an action the docs use: `decline` is what a reader calls `reject`. */
function readerActions(action: string): string[] {
  return [
    action,
    ...Object.entries(ACTION_SYNONYMS)
      .filter(([, forms]) => forms.includes(action))
      .map(([reader]) => reader),
  ];
}

/** English plural of a noun the summaries use (`entry` -> `entries`, `process` -> `processes`). */
function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * What a reader calls the thing an operation acts on where Core's summary
 * names it by the interaction's own word: the holder accepts or rejects an
 * issuance that a credential offer started, or a presentation a verifier's
 * proof request asked for; "Check credential status" is Core's revocation
 * check (`credential_revocation_check`). Applied only where the summary's
 * whole resource is the key, so "Submit a presentation (v1)" keeps its own
 * words. Task phrases only: the embedded ranking finds these operations by
 * their descriptions.
 */
export const READER_RESOURCE_NAMES: Readonly<Record<string, readonly string[]>> = {
  issuance: ['credential offer', 'offer'],
  presentation: ['proof request'],
  'credential status': ['revocation status', 'credential revocation status'],
};

/** The reader's names of a resource (READER_RESOURCE_NAMES), each as its words; none unless the whole resource is a key. */
function readerResourceNames(resource: readonly string[]): string[][] {
  return (READER_RESOURCE_NAMES[resource.join(' ')] ?? []).map((name) => name.split(' '));
}

/** A resource's other forms: the last word singular and plural, and each synonym group's other forms in its place. */
function resourceForms(words: string[]): string[][] {
  const forms = new Map<string, string[]>();
  const add = (form: string[]) => forms.set(form.join(' '), form);
  add(words);
  for (const name of readerResourceNames(words)) add(name);
  const last = words.length - 1;
  const one = singular(words[last]);
  add([...words.slice(0, last), one]);
  add([...words.slice(0, last), plural(one)]);
  for (const form of [...forms.values()]) {
    const text = form.join(' ');
    for (const group of SYNONYM_GROUPS)
      for (const member of group) {
        const at = ` ${text} `.indexOf(` ${member} `);
        if (at < 0) continue;
        for (const other of group)
          if (other !== member) add(`${text.slice(0, at)}${other}${text.slice(at + member.length)}`.trim().split(' '));
      }
  }
  return [...forms.values()];
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

interface Phrase {
  text: string;
  /** 0: the summary itself (with or without its small words); 1: a form made from it. */
  rank: number;
}

/**
 * The phrases a reader may type for an operation's task; none when the summary does not open with an action.
 * `fromStates`: the states the operation moves its resource out of (TaskOperation), each a word a reader may put before it.
 */
export function taskPhrases(summary: string, fromStates: readonly string[] = []): Phrase[] {
  const words = typesenseNormalized(summary).split(' ');
  const [action, ...rest] = words;
  const resource = rest.filter((word) => !STOP_WORDS.has(word));
  // An action the docs name in their own word ("Decline") is a task in the reader's ("reject").
  if (!readerActions(action).some((verb) => ACTION_VERBS.has(verb)) || resource.length === 0) return [];
  const phrases = new Map<string, number>();
  const add = (text: string, rank: number) => phrases.set(text, Math.min(rank, phrases.get(text) ?? rank));
  add(words.join(' '), 0);
  add([action, ...resource].join(' '), 0);
  const variants: Array<{ verbs: string[]; resource: string[]; fillers: (noun: string) => string[] }> = [
    {
      verbs: readerActions(action),
      resource,
      fillers: (noun) => ['', article(noun), 'the'],
    },
    ...fromStates.map((state) => ({
      verbs: readerActions(action),
      resource: [...state.split(' '), ...resource],
      fillers: (noun: string) => ['', article(noun), 'the'],
    })),
  ];
  // "Create a trust list subscription" is what a reader calls "subscribe to a trust list":
  // the resource's last word is the noun of an action (synonyms.ts ACTION_SYNONYMS).
  const noun = resource[resource.length - 1];
  const nounOf = Object.entries(ACTION_SYNONYMS).find(([, forms]) => forms.includes(noun))?.[0];
  if (action === 'create' && nounOf && resource.length > 1)
    variants.push({
      verbs: [nounOf],
      resource: resource.slice(0, -1),
      fillers: (first) => ['', article(first), 'the', 'to', `to ${article(first)}`, 'to the'],
    });
  for (const variant of variants)
    for (const verb of variant.verbs)
      for (const form of resourceForms(variant.resource))
        for (const filler of variant.fillers(form[0])) add([verb, filler, ...form].filter(Boolean).join(' '), 1);
  return [...phrases].map(([text, rank]) => ({ text: typesenseNormalized(text), rank }));
}

/** Lower-case content words, plurals folded, as the embedded ranking compares them. */
function contentWords(text: string): Set<string> {
  return new Set(
    typesenseNormalized(text)
      .split(' ')
      .filter((word) => word && !STOP_WORDS.has(word))
      .map(singular),
  );
}

/**
 * The main guide of an operation, of the guides whose sections link it: the
 * one titled by the task, then one with a linking section headed by the action
 * (that section is shown), then the one whose title holds most of the
 * resource's words; ties go to the guide that links fewer operations (it is
 * about fewer things), then the route.
 */
export function mainGuide(operation: TaskOperation, sections: readonly GuideSection[]): TaskPin['guide'] {
  const [action, ...resource] = [...contentWords(operation.summary)];
  // A section may name the resource as the reader does ("Accept offer" for Accept issuance).
  const sectionResource = [
    ...new Set([...resource, ...readerResourceNames(resource).flatMap((name) => [...contentWords(name.join(' '))])]),
  ];
  // The action as a guide may say it: the reader's words, the docs' other words, and "-ing" forms ("Publishing a list").
  const forms = [...new Set([...readerActions(action), action, ...(ACTION_SYNONYMS[action] ?? [])])];
  const isAction = (word: string) =>
    forms.some((form) => word === form || word === `${form}ing` || word === `${form.replace(/e$/, '')}ing`);
  const byRoute = new Map<string, GuideSection[]>();
  for (const section of sections)
    if (section.links.has(operation.route))
      byRoute.set(section.route, [...(byRoute.get(section.route) ?? []), section]);
  const linkCount = (route: string) =>
    new Set(sections.filter((section) => section.route === route).flatMap((section) => [...section.links])).size;
  const scored = [...byRoute].map(([route, own]) => {
    const headed = own.find((section) => {
      const words = section.heading ? [...contentWords(section.heading)] : [];
      return words.length > 1 && isAction(words[0]) && sectionResource.some((word) => words.includes(word));
    });
    const title = [...contentWords(own[0].title)];
    const named = resource.filter((word) => title.includes(word)).length / Math.max(1, resource.length);
    // A guide titled by the task ("Search credentials") is about it; one with a section headed by it says how.
    const titled = named === 1 && title.some(isAction);
    return {
      route,
      heading: headed?.heading ?? null,
      score: (titled ? 3 : 0) + (headed ? 2 : 0) + named,
      links: linkCount(route),
    };
  });
  scored.sort((a, b) => b.score - a.score || a.links - b.links || a.route.localeCompare(b.route));
  const best = scored[0];
  return best && best.score > 0 ? { route: best.route, heading: best.heading } : null;
}

/**
 * One pin per Core operation whose summary names a task, with the phrases
 * that are its alone: a phrase made for two operations goes to the one whose
 * summary it is, or to neither.
 */
export function taskPins(operations: readonly TaskOperation[], sections: readonly GuideSection[]): TaskPin[] {
  const claims = new Map<string, Array<{ operation: string; rank: number }>>();
  for (const operation of operations)
    for (const phrase of taskPhrases(operation.summary, operation.fromStates))
      claims.set(phrase.text, [
        ...(claims.get(phrase.text) ?? []),
        { operation: operation.route, rank: phrase.rank + (operation.deprecated ? 2 : 0) },
      ]);
  const owner = new Map<string, string>();
  for (const [text, claimants] of claims) {
    const best = Math.min(...claimants.map((claim) => claim.rank));
    const first = claimants.filter((claim) => claim.rank === best);
    if (new Set(first.map((claim) => claim.operation)).size === 1) owner.set(text, first[0].operation);
  }
  return operations
    .map((operation) => ({
      operation: operation.route,
      guide: mainGuide(operation, sections),
      phrases: [...owner].filter(([, route]) => route === operation.route).map(([text]) => text),
    }))
    .filter((pin) => pin.phrases.length > 0);
}

/** The pins for the checkout's spec and guides. */
export function readTaskPins(siteDir: string): TaskPin[] {
  return taskPins(readTaskOperations(siteDir), readGuideSections(siteDir));
}

const routeOf = (url: string, baseUrl: string) => {
  const pathname = new URL(url).pathname;
  const base = baseUrl.replace(/\/$/, '');
  return (pathname.startsWith(base) ? pathname.slice(base.length) : pathname) || '/';
};

/**
 * `/reference/core/revoke-credential` and a phrase -> a curation item id a
 * reader can read, that sorts a phrase of more words before one of fewer
 * (`task-97-revoke-credential` before `task-98-revoke`).
 */
const itemId = (operation: string, phrase: string) =>
  `task-${String(99 - phrase.split(' ').length).padStart(2, '0')}-${phrase.replace(/[^a-z0-9]+/g, '-')}--${operation.split('/').pop()}`;

/**
 * The curation items for the records being published: for every phrase of a
 * pin, a rule matching the whole query that puts the operation's page record
 * first and its main guide's record (the section named by the action, else
 * the page) second. `filter_curated_hits`: a search filtered to guides (the
 * best-guide search, typesenseGuide.ts) or to other versions does not get the
 * operation pinned into it. Returns the items and the pins left out because
 * their operation's record is not among the records.
 */
export function taskCurations(
  pins: readonly TaskPin[],
  records: readonly DocSearchRecord[],
  baseUrl: string,
): { curations: Curation[]; missing: string[] } {
  const byRoute = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    if (record.version !== 'current') continue;
    const route = routeOf(record.url_without_anchor, baseUrl);
    byRoute.set(route, [...(byRoute.get(route) ?? []), record]);
  }
  const pageRecord = (route: string) => byRoute.get(route)?.find((record) => record.type === 'lvl1');
  const headingRecord = (route: string, heading: string) =>
    byRoute
      .get(route)
      ?.find(
        (record) =>
          record.type !== 'content' &&
          record.type !== 'lvl1' &&
          LEVELS.some(
            (level) =>
              level !== 'lvl0' && level !== 'lvl1' && record.type === level && record[`hierarchy.${level}`] === heading,
          ),
      );
  const curations: Curation[] = [];
  const missing: string[] = [];
  for (const pin of pins) {
    const operation = pageRecord(pin.operation);
    if (!operation) {
      missing.push(pin.operation);
      continue;
    }
    const guide = pin.guide
      ? ((pin.guide.heading && headingRecord(pin.guide.route, pin.guide.heading)) ?? pageRecord(pin.guide.route))
      : undefined;
    const includes = [{ id: operation.id, position: 1 }, ...(guide ? [{ id: guide.id, position: 2 }] : [])];
    for (const phrase of pin.phrases)
      curations.push({
        id: itemId(pin.operation, phrase),
        rule: { query: phrase, match: 'contains' },
        includes,
        remove_matched_tokens: false,
        filter_curated_hits: true,
        stop_processing: true,
      });
  }
  return { curations, missing };
}
