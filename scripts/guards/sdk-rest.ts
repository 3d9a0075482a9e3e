/**
 * Drift guard: the REST ↔ SDK inventory (inventory/one-core-<release>/sdk-rest.json)
 * names only operations and SDK functions that exist in the operations and
 * SDK inventories of the same release, both directions of each pair agree,
 * and every operation and function has an entry. The API pages' "Mobile SDK"
 * and the SDK pages' "REST API" lines are written from it, so a wrong name
 * here would be a wrong link there. Each problem names both sides of the pair.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inventoryFile, readInventory } from '../inventory/release.ts';
import type { OperationsInventory } from '../inventory/rest.ts';
import { operationKey, type SdkRestInventory } from '../inventory/sdk-rest.ts';
import type { SdkInventory } from '../inventory/sdk.ts';
import type { Problem } from './problem.ts';

/** 1-based line of the first occurrence of `needle` in `text` (1 when absent). */
function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/**
 * Every problem of `mapping` (whose JSON text is `text`, in `file`) against the
 * operations and functions of its release.
 */
export function checkSdkRest(
  mapping: SdkRestInventory,
  text: string,
  file: string,
  operations: OperationsInventory,
  sdk: SdkInventory,
): Problem[] {
  const problems: Problem[] = [];
  const release = mapping.source.tag;
  const knownOperations = new Set(operations.operations.map(operationKey));
  const knownFunctions = new Set(sdk.functions.map((fn) => fn.rustName));
  const report = (needle: string, message: string) => problems.push({ file, line: lineOf(text, needle), message });
  const missingOperation = (operation: string) => `Core ${release} has no REST operation \`${operation}\``;
  const missingFunction = (fn: string) => `the SDK of Core ${release} has no function \`${fn}\``;

  const sdkOf = new Map(mapping.operations.map((entry) => [entry.operation, new Set(entry.sdk)]));
  const operationsOf = new Map(mapping.functions.map((entry) => [entry.function, new Set(entry.operations)]));

  for (const entry of mapping.operations) {
    const at = `"operation": ${JSON.stringify(entry.operation)}`;
    const opMissing = !knownOperations.has(entry.operation);
    if (opMissing && !entry.sdk.length) report(at, missingOperation(entry.operation));
    for (const fn of entry.sdk) {
      const missing = [
        opMissing && missingOperation(entry.operation),
        !knownFunctions.has(fn) && missingFunction(fn),
      ].filter(Boolean);
      if (missing.length) report(at, `\`${entry.operation}\` ↔ \`${fn}\`: ${missing.join('; ')}`);
      else if (!operationsOf.get(fn)?.has(entry.operation))
        report(
          at,
          `\`${entry.operation}\` ↔ \`${fn}\`: the operation names the function, but the function's entry does not name the operation`,
        );
    }
    if (!entry.sdk.length && !entry.none) report(at, `\`${entry.operation}\` has no SDK function and no reason why`);
  }
  for (const entry of mapping.functions) {
    const at = `"function": ${JSON.stringify(entry.function)}`;
    const fnMissing = !knownFunctions.has(entry.function);
    if (fnMissing && !entry.operations.length) report(at, missingFunction(entry.function));
    for (const operation of entry.operations) {
      const missing = [
        fnMissing && missingFunction(entry.function),
        !knownOperations.has(operation) && missingOperation(operation),
      ].filter(Boolean);
      if (missing.length) report(at, `\`${entry.function}\` ↔ \`${operation}\`: ${missing.join('; ')}`);
      else if (!sdkOf.get(operation)?.has(entry.function))
        report(
          at,
          `\`${entry.function}\` ↔ \`${operation}\`: the function names the operation, but the operation's entry does not name the function`,
        );
    }
    if (!entry.operations.length && !entry.none)
      report(at, `\`${entry.function}\` has no REST operation and no reason why`);
  }
  for (const operation of knownOperations)
    if (!sdkOf.has(operation)) report('"operations"', `\`${operation}\` of Core ${release} has no entry`);
  for (const fn of knownFunctions)
    if (!operationsOf.has(fn)) report('"functions"', `the SDK function \`${fn}\` of Core ${release} has no entry`);
  return problems.sort((a, b) => a.line - b.line);
}

export function runSdkRest(root: string, release?: string): Problem[] {
  const file = inventoryFile('sdk-rest', release);
  const mapping = readInventory<SdkRestInventory>(root, 'sdk-rest', release);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return checkSdkRest(
    mapping,
    text,
    file,
    readInventory<OperationsInventory>(root, 'operations', release),
    readInventory<SdkInventory>(root, 'sdk', release),
  );
}
