/**
 * Which mobile SDK function and which REST operation of one-core do the same
 * thing, read from the source: both are thin layers over Core's services, so
 * a binding function (platforms/uniffi/src/binding/) and a REST handler
 * (apps/core-server/src/endpoint/) that call the same service method
 * (`core.credential_service.get_credential(...)`) are equivalents.
 *
 * Every operation and every function gets an entry: its equivalents, or none
 * with the reason the data shows (the service method, or the whole service,
 * is called from only one side; or no service is called at all).
 */
import { matchBracket, stripComments } from './rust-lexer.ts';
import { extractOperations, type Operation } from './rest.ts';
import { extractSdk, type SdkFunction } from './sdk.ts';
import { inventorySource, type InventorySource, type OneCoreSource } from './source.ts';

/** Why an operation has no SDK function, or a function no operation. */
export type NoEquivalent =
  /** The handler or binding function calls no Core service method. */
  | { kind: 'no-service-call'; reason: string }
  /** The other side calls no method of this service at all. */
  | { kind: 'service-not-called'; service: string; reason: string }
  /** The other side calls this service, but not this method. */
  | { kind: 'method-not-called'; service: string; method: string; reason: string };

export interface OperationEquivalent {
  /** `METHOD /path` as the router declares it. */
  operation: string;
  handler: string;
  /** Service methods the handler calls, `service.method`. */
  calls: string[];
  /** Rust names of the SDK functions that call one of those methods. */
  sdk: string[];
  none?: NoEquivalent;
}

export interface FunctionEquivalent {
  /** Rust name of the binding function (the SDK page's address). */
  function: string;
  /** Name in Kotlin, Swift and TypeScript. */
  name: string;
  calls: string[];
  /** `METHOD /path` of the REST operations that call one of those methods. */
  operations: string[];
  none?: NoEquivalent;
}

export interface SdkRestInventory {
  source: InventorySource;
  operations: OperationEquivalent[];
  functions: FunctionEquivalent[];
}

export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** The `{ ... }` body of the first `fn name` at or after `fromLine` (1-based), comments blanked; null when absent. */
export function functionBody(text: string, name: string, fromLine = 1): string | null {
  const clean = stripComments(text);
  let start = 0;
  for (let line = 1; line < fromLine && start >= 0; line += 1) start = clean.indexOf('\n', start) + 1;
  const match = new RegExp(`\\bfn\\s+${name}\\b`).exec(clean.slice(Math.max(start, 0)));
  if (!match) return null;
  const at = Math.max(start, 0) + match.index;
  const paren = clean.indexOf('(', at);
  if (paren < 0) return null;
  const brace = clean.indexOf('{', matchBracket(clean, paren));
  if (brace < 0) return null;
  return clean.slice(brace, matchBracket(clean, brace));
}

const snake = (name: string) => name.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();

/**
 * The service methods a body calls: `x.credential_service.get_credential(` (a
 * method of the service a handler or the binding holds) and
 * `BackupService::unpack_backup(` (an associated function of the service type).
 */
export function serviceCalls(body: string): string[] {
  const calls = new Set<string>();
  for (const m of body.matchAll(/\b(\w+_service)\s*\.\s*(\w+)\s*(?:::<[^>]*>\s*)?\(/g)) calls.add(`${m[1]}.${m[2]}`);
  for (const m of body.matchAll(/\b([A-Z]\w*Service)\s*::\s*(\w+)\s*\(/g)) calls.add(`${snake(m[1])}.${m[2]}`);
  return [...calls].sort();
}

const code = (text: string) => `\`${text}\``;

interface OtherSide {
  /** How the reason names the other side: `the mobile SDK`, `the REST API`. */
  name: string;
  /** What of the other side calls a method of `service` (sorted, distinct). */
  users: (service: string) => string[];
  /** Those users in a parenthesis: `getCredential, listCredentials`, `3 operations`. */
  describe: (users: string[]) => string;
}

/** Why nothing on the other side does what `calls` do. */
function noEquivalent(calls: string[], other: OtherSide): NoEquivalent {
  if (!calls.length) {
    return {
      kind: 'no-service-call',
      reason: `it calls no Core service method, so ${other.name} has nothing that does the same`,
    };
  }
  // One call is the norm (see the inventory); with several, the first explains it as well as any.
  const [service, method] = calls[0].split('.');
  const users = other.users(service);
  if (!users.length) {
    return { kind: 'service-not-called', service, reason: `nothing in ${other.name} calls Core's ${code(service)}` };
  }
  return {
    kind: 'method-not-called',
    service,
    method,
    reason: `${other.name} uses Core's ${code(service)} (${other.describe(users)}), but nothing in it calls ${code(method)}`,
  };
}

/** The equivalents of the given operations and SDK functions, from the source they were read from. */
export function mapSdkToRest(
  source: OneCoreSource,
  operations: Operation[],
  functions: SdkFunction[],
): SdkRestInventory {
  const bodyOf = (file: string, name: string, line?: number) => {
    const body = functionBody(source.read(file), name, line);
    if (body === null) throw new Error(`sdk-rest: no body of fn ${name} in ${file} at ${source.tag}`);
    return body;
  };
  const opCalls = operations.map((op) => ({ op, calls: serviceCalls(bodyOf(op.file, op.handler)) }));
  const fnCalls = functions.map((fn) => ({ fn, calls: serviceCalls(bodyOf(fn.file, fn.rustName, fn.line)) }));

  const byCall = <T>(entries: Array<{ calls: string[] }>, pick: (entry: never) => T) => {
    const map = new Map<string, T[]>();
    for (const entry of entries)
      for (const call of entry.calls) map.set(call, [...(map.get(call) ?? []), pick(entry as never)]);
    return map;
  };
  const opsByCall = byCall(opCalls, (e: (typeof opCalls)[number]) => operationKey(e.op));
  const fnsByCall = byCall(fnCalls, (e: (typeof fnCalls)[number]) => e.fn.rustName);
  const usersOf =
    <T>(map: Map<string, T[]>, label: (value: T) => string) =>
    (service: string) =>
      [
        ...new Set(
          [...map].filter(([call]) => call.startsWith(`${service}.`)).flatMap(([, values]) => values.map(label)),
        ),
      ].sort();
  const sdkName = new Map(functions.map((fn) => [fn.rustName, fn.name]));

  const operationEntries: OperationEquivalent[] = opCalls.map(({ op, calls }) => {
    const sdk = [...new Set(calls.flatMap((call) => fnsByCall.get(call) ?? []))].sort();
    const entry: OperationEquivalent = { operation: operationKey(op), handler: op.handler, calls, sdk };
    if (!sdk.length) {
      entry.none = noEquivalent(calls, {
        name: 'the mobile SDK',
        users: usersOf(fnsByCall, (rust) => sdkName.get(rust) ?? rust),
        describe: (names) =>
          names.length > 4
            ? `${names.slice(0, 4).map(code).join(', ')} and ${names.length - 4} more`
            : names.map(code).join(', '),
      });
    }
    return entry;
  });
  const functionEntries: FunctionEquivalent[] = fnCalls.map(({ fn, calls }) => {
    const ops = [...new Set(calls.flatMap((call) => opsByCall.get(call) ?? []))].sort();
    const entry: FunctionEquivalent = { function: fn.rustName, name: fn.name, calls, operations: ops };
    if (!ops.length) {
      entry.none = noEquivalent(calls, {
        name: 'the REST API',
        users: usersOf(opsByCall, (key) => key),
        describe: (keys) => `${keys.length} operation${keys.length === 1 ? '' : 's'}`,
      });
    }
    return entry;
  });
  return {
    source: inventorySource(source),
    operations: operationEntries.sort((a, b) => a.operation.localeCompare(b.operation)),
    functions: functionEntries.sort((a, b) => a.function.localeCompare(b.function)),
  };
}

export function extractSdkRest(source: OneCoreSource): SdkRestInventory {
  return mapSdkToRest(source, extractOperations(source).operations, extractSdk(source).functions);
}
