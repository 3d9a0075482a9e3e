/**
 * What one inspection collects (parts, checks, problems, Core answers), with typed reads of the
 * decoded CBOR that record a problem, with the item's byte offset, when a value is not the type
 * the structure requires.
 */
import type { CoreAnswer, InspectedPart, InspectionCheck, InspectionProblem } from '../types';
import { describeType, readCbor, type CborIndex } from './cbor';

export class Report {
  readonly parts: InspectedPart[] = [];
  readonly checks: InspectionCheck[] = [];
  readonly problems: InspectionProblem[] = [];
  readonly coreAnswers: CoreAnswer[] = [];

  constructor(readonly index: CborIndex) {}

  problem(part: string, message: string, offset?: number): void {
    this.problems.push(
      offset === undefined ? { part, message } : { part, message, position: { unit: 'byte', offset } },
    );
  }

  /** Where the item at `path` starts, when the scan reached it. */
  offset(path: string): number | undefined {
    return this.index.paths.get(path);
  }

  private expect<T>(
    part: string,
    value: unknown,
    path: string,
    what: string,
    test: (value: unknown) => value is T,
    kind: string,
  ): T | undefined {
    if (test(value)) return value;
    const found = value === undefined ? 'nothing' : describeType(value);
    this.problem(part, `expected ${what} to be ${kind}, found ${found}`, this.offset(path));
    return undefined;
  }

  map(part: string, value: unknown, path: string, what: string): Map<unknown, unknown> | undefined {
    return this.expect(part, value, path, what, (v): v is Map<unknown, unknown> => v instanceof Map, 'a map');
  }

  array(part: string, value: unknown, path: string, what: string): unknown[] | undefined {
    return this.expect(part, value, path, what, (v): v is unknown[] => Array.isArray(v), 'an array');
  }

  text(part: string, value: unknown, path: string, what: string): string | undefined {
    return this.expect(part, value, path, what, (v): v is string => typeof v === 'string', 'a text string');
  }

  bytes(part: string, value: unknown, path: string, what: string): Uint8Array | undefined {
    return this.expect(part, value, path, what, (v): v is Uint8Array => v instanceof Uint8Array, 'a byte string');
  }

  integer(part: string, value: unknown, path: string, what: string): number | undefined {
    return this.expect(
      part,
      value,
      path,
      what,
      (v): v is number => typeof v === 'number' && Number.isInteger(v),
      'an integer',
    );
  }

  /** Decodes CBOR held in a byte string of the pasted value; records a problem when it is broken. */
  embedded(
    part: string,
    content: Uint8Array,
    path: string,
    what: string,
  ): { ok: true; value: unknown } | { ok: false } {
    const read = readCbor(this.index, content, path);
    if (read.ok) return read;
    this.problem(part, `${what}: ${read.failure.message}`, read.failure.offset);
    return { ok: false };
  }
}
