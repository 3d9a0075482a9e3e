/**
 * Requirements: what a Core service asks of a request body beyond the DTO
 * (a proximity proof request needs a `verifier`, `TOKENSTATUSLIST` only with
 * `SD_JWT_VC`), written as the `requires:` block of a ledger entry
 * (claims/README.md) so the JSON-example guard can hold every request example
 * to it. The entry's evidence is what shows the requirement in one-core.
 *
 * A requirement names an operation and a rule. The rule is read against the
 * request body, or with `each` against every element of an array in it:
 * when every test of `when` holds, every test of `then` must hold.
 */
import { z } from 'zod';
import { API_NAMES, type ApiName } from '../../config/apis.ts';

const json = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * A dot path into the body (`credentialSchema.format`), relative to the element
 * under `each`, or from the body's root with a leading `$.` (`$.format`).
 */
const fieldPath = z.string().regex(/^(\$\.)?[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/, 'a dot path such as a.b or $.a.b');

/** What one field must be. An absent field fails every test but `absent`, `notIn`, `itemsIn` and `matches`. */
export const fieldTestSchema = z.union([
  z.enum(['present', 'absent']),
  /** The value is one of these. */
  z.object({ in: z.array(json).min(1) }).strict(),
  /** The value is absent or none of these. */
  z.object({ notIn: z.array(json).min(1) }).strict(),
  /** An array with at least this many items. */
  z.object({ minItems: z.number().int().min(1) }).strict(),
  /** An array (or absent) whose every item is one of these. */
  z.object({ itemsIn: z.array(json).min(1) }).strict(),
  /** An array with an object item that has all these member values. */
  z.object({ contains: z.record(z.string(), json) }).strict(),
  /** Absent, or a string matching this regular expression (`^https://`). */
  z
    .object({
      matches: z.string().refine((source) => {
        try {
          new RegExp(source, 'u');
          return true;
        } catch {
          return false;
        }
      }, 'a valid regular expression'),
    })
    .strict(),
]);
export type FieldTest = z.infer<typeof fieldTestSchema>;

const testsSchema = z
  .record(fieldPath, fieldTestSchema)
  .refine((tests) => Object.keys(tests).length > 0, 'at least one field test');

/** `present` that may be met by any of several fields: `verifier|verifierDid: present`. */
const ALTERNATIVES = /\|/;

export const requirementSchema = z
  .object({
    /** The operation as `METHOD /path`, the path exactly as in the spec (`/api/proof-request/v1`). */
    operation: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, 'METHOD /path as in the spec'),
    /** The API whose operation it is (Core unless said). */
    api: z.enum(API_NAMES as [ApiName, ...ApiName[]]).optional(),
    /** An array in the body (dot path): the rule holds for each element. */
    each: fieldPath.optional(),
    /** The rule applies when all of these hold (always when omitted). */
    when: testsSchema.optional(),
    /** What must then hold. A key `a|b` with `present` is met by either field. */
    then: z
      .record(z.string().regex(/^(\$\.)?[\w.-]+(\|(\$\.)?[\w.-]+)*$/), fieldTestSchema)
      .refine((tests) => Object.keys(tests).length > 0, 'at least one field test')
      .refine(
        (tests) => Object.entries(tests).every(([key, test]) => !ALTERNATIVES.test(key) || test === 'present'),
        'only `present` may name alternatives (a|b)',
      ),
  })
  .strict();
export type Requirement = z.infer<typeof requirementSchema>;

type Body = unknown;

function read(root: Body, scope: Body, pathText: string): unknown {
  const fromRoot = pathText.startsWith('$.');
  const parts = (fromRoot ? pathText.slice(2) : pathText).split('.');
  let node: unknown = fromRoot ? root : scope;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function holds(test: FieldTest, value: unknown): boolean {
  if (test === 'present') return value !== undefined && value !== null;
  if (test === 'absent') return value === undefined || value === null;
  if ('in' in test) return test.in.some((allowed) => allowed === value);
  if ('notIn' in test) return !test.notIn.some((refused) => refused === value);
  if ('minItems' in test) return Array.isArray(value) && value.length >= test.minItems;
  if ('itemsIn' in test)
    return value === undefined || (Array.isArray(value) && value.every((item) => test.itemsIn.includes(item)));
  if ('matches' in test)
    return (
      value === undefined || value === null || (typeof value === 'string' && new RegExp(test.matches, 'u').test(value))
    );
  return (
    Array.isArray(value) &&
    value.some(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        Object.entries(test.contains).every(([key, wanted]) => (item as Record<string, unknown>)[key] === wanted),
    )
  );
}

const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** The test in words: `protocol is one of "ISO_MDL"`. */
export function describeTest(pathText: string, test: FieldTest): string {
  const field = pathText.split('|').join(' or ');
  if (test === 'present') return `${field} is present`;
  if (test === 'absent') return `${field} is absent`;
  if ('in' in test)
    return `${field} is ${test.in.length === 1 ? JSON.stringify(test.in[0]) : `one of ${list(test.in)}`}`;
  if ('notIn' in test) return `${field} is not ${list(test.notIn)}`;
  if ('minItems' in test) return `${field} has at least ${test.minItems} item(s)`;
  if ('itemsIn' in test) return `every item of ${field} is one of ${list(test.itemsIn)}`;
  if ('matches' in test) return `${field} matches /${test.matches}/`;
  return `${field} has an item with ${Object.entries(test.contains)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ')}`;
}

/** The rule in words, for messages and the README. */
export function describeRequirement(requirement: Requirement): string {
  const when = Object.entries(requirement.when ?? {}).map(([p, t]) => describeTest(p, t));
  const then = Object.entries(requirement.then).map(([p, t]) => describeTest(p, t));
  const scope = requirement.each ? `for each item of ${requirement.each}: ` : '';
  return `${scope}${when.length ? `when ${when.join(' and ')}, ` : ''}${then.join(' and ')}`;
}

/**
 * The tests of `then` a body breaks, in words (`[]` when it keeps the
 * requirement). `skipPresence` leaves out `present` tests, for examples that
 * say they are abbreviated.
 */
export function breaches(requirement: Requirement, body: Body, options: { skipPresence?: boolean } = {}): string[] {
  const scopes = requirement.each ? read(body, body, requirement.each) : body;
  const items = requirement.each ? (Array.isArray(scopes) ? scopes : []) : [body];
  const out: string[] = [];
  items.forEach((scope, index) => {
    const applies = Object.entries(requirement.when ?? {}).every(([p, t]) => holds(t, read(body, scope, p)));
    if (!applies) return;
    for (const [key, test] of Object.entries(requirement.then)) {
      if (options.skipPresence && test === 'present') continue;
      const ok = key.split('|').some((p) => holds(test, read(body, scope, p)));
      if (!ok) {
        const where = requirement.each ? `${requirement.each}[${index}]: ` : '';
        out.push(`${where}expected ${describeTest(key, test)}`);
      }
    }
  });
  return out;
}
