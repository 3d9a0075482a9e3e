/**
 * Validates the specs with swagger-parser, a standard OpenAPI validator: the document against
 * the OpenAPI JSON Schema and the rules that schema cannot express (unique operationIds,
 * path parameters that are declared, ...). Redocly's lint (./lint.ts) checks our own rules; it
 * passed `required: []`, which the OpenAPI 3.0 schema forbids and strict tools then reject, and
 * the specs are offered for download to such tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import YAML from 'yaml';

export type ValidationResult = { ok: true } | { ok: false; message: string };

/**
 * One spec file, read from `root`. swagger-parser dereferences before it validates, so a path in
 * its message leads through the operation that uses a schema; each distinct line is kept once.
 */
export async function validateSpec(root: string, file: string): Promise<ValidationResult> {
  let document: OpenAPI.Document;
  try {
    document = YAML.parse(fs.readFileSync(path.join(root, file), 'utf8')) as OpenAPI.Document;
  } catch (error) {
    return { ok: false, message: `${file}: not readable as YAML: ${(error as Error).message}` };
  }
  try {
    await SwaggerParser.validate(document);
    return { ok: true };
  } catch (error) {
    const lines = [
      ...new Set(
        (error as Error).message
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
    return { ok: false, message: `${file} is not valid OpenAPI (swagger-parser):\n  ${lines.join('\n  ')}` };
  }
}

/** Every file, one after the other (the validator is synchronous work on this thread). */
export async function validateAll(root: string, files: string[]): Promise<ValidationResult[]> {
  const results: ValidationResult[] = [];
  for (const file of files) results.push(await validateSpec(root, file));
  return results;
}
