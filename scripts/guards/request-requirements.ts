/**
 * The part of the JSON-example guard that holds request examples to what
 * Core's services require beyond the DTO: the `requires:` blocks of the
 * claims ledger (claims/README.md, scripts/claims/requirements.ts).
 *
 * A requirement comes from a ledger of one release and holds for the request
 * examples that describe that release: the guides and `openapi/<api>.yaml`
 * for the current release (CORE_RELEASE), `openapi/versions/<label>/core.yaml`
 * for an older version's Core release. The guides' examples are checked by
 * json-examples.ts once it knows their operation; the specs' own request
 * examples (`example` and `examples.*.value` of a JSON request body) here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { isSourced, type LoadedLedger } from '../claims/ledger.ts';
import { breaches, describeRequirement, type Requirement } from '../claims/requirements.ts';
import type { Spec } from './api-calls.ts';
import type { Problem } from './problem.ts';

export interface LedgerRequirement {
  /** The ledger file, its line of the entry, and the entry's id. */
  ledgerFile: string;
  line: number;
  entry: string;
  /** The release of the ledger. */
  release: string;
  requirement: Requirement;
  api: 'core' | 'desk' | 'bridge';
  method: string;
  path: string;
}

/** Every `requires:` block of the ledgers, one item per requirement. */
export function collectRequirements(ledgers: LoadedLedger[]): LedgerRequirement[] {
  return ledgers.flatMap((loaded) => {
    const ledger = loaded.ledger;
    if (!ledger) return [];
    return ledger.claims.flatMap((entry, index) => {
      if (!isSourced(entry) || !entry.requires) return [];
      return entry.requires.map((requirement) => {
        const [method, opPath] = requirement.operation.split(' ');
        return {
          ledgerFile: loaded.file,
          line: loaded.entryLines[index] ?? 1,
          entry: entry.id,
          release: ledger.release,
          requirement,
          api: requirement.api ?? 'core',
          method,
          path: opPath,
        };
      });
    });
  });
}

/** A requirement that names no operation of its spec is a ledger problem, not a silent no-op. */
export function unknownOperations(requirements: LedgerRequirement[], specs: Spec[], release: string): Problem[] {
  return requirements
    .filter((r) => r.release === release)
    .filter((r) => {
      const spec = specs.find((s) => s.api === r.api);
      return spec && !spec.operations.some((op) => op.method === r.method && op.path === r.path);
    })
    .map((r) => ({
      file: r.ledgerFile,
      line: r.line,
      message: `entry ${r.entry}: requires ${r.requirement.operation}, which is no operation of openapi ${r.api} at ${release}`,
    }));
}

/** The problems of one request body against the requirements of its operation. */
export function checkRequestBody(
  body: unknown,
  op: { api: string; method: string; path: string },
  requirements: LedgerRequirement[],
  where: { file: string; line: number; source: string; excerpt?: boolean },
): Problem[] {
  return requirements
    .filter((r) => r.api === op.api && r.method === op.method && r.path === op.path)
    .flatMap((r) =>
      breaches(r.requirement, body, { skipPresence: where.excerpt }).map((breach) => ({
        file: where.file,
        line: where.line,
        message:
          `request example (${where.source}) breaks what ${r.method} ${r.path} requires beyond its schema ` +
          `(${r.ledgerFile}:${r.line}, entry ${r.entry}: ${describeRequirement(r.requirement)}): ${breach}`,
      })),
    );
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every JSON request example of a spec, with its line in the spec file. */
export function specRequestExamples(
  file: string,
  text: string,
): Array<{ method: string; path: string; name: string; line: number; value: unknown }> {
  const counter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter: counter });
  const plain = (node: unknown): unknown => (isNode(node) ? node.toJS(doc) : node);
  const lineOf = (node: unknown) => {
    const range = (node as { range?: [number] } | undefined)?.range;
    return range ? counter.linePos(range[0]).line : 1;
  };
  const out: Array<{ method: string; path: string; name: string; line: number; value: unknown }> = [];
  const paths = doc.get('paths');
  if (!isMap(paths)) return out;
  for (const pathItem of paths.items) {
    const opPath = String(isScalar(pathItem.key) ? pathItem.key.value : pathItem.key);
    if (!isMap(pathItem.value)) continue;
    for (const opItem of pathItem.value.items) {
      const method = String(isScalar(opItem.key) ? opItem.key.value : opItem.key);
      if (!METHODS.includes(method)) continue;
      let bodyPath: unknown[] = ['paths', opPath, method, 'requestBody'];
      const ref = doc.getIn([...bodyPath, '$ref']);
      if (typeof ref === 'string' && ref.startsWith('#/')) bodyPath = ref.slice(2).split('/');
      const content = doc.getIn([...bodyPath, 'content'], true);
      if (!isMap(content)) continue;
      for (const media of content.items) {
        const type = String(isScalar(media.key) ? media.key.value : media.key);
        if (!/^application\/(.+\+)?json\b/.test(type)) continue;
        const at = [...bodyPath, 'content', type];
        const single = doc.getIn([...at, 'example'], true);
        if (single !== undefined)
          out.push({
            method: method.toUpperCase(),
            path: opPath,
            name: 'example',
            line: lineOf(single),
            value: plain(single),
          });
        const named = doc.getIn([...at, 'examples'], true);
        if (!isMap(named)) continue;
        for (const example of named.items) {
          const name = String(isScalar(example.key) ? example.key.value : example.key);
          const valueNode = doc.getIn([...at, 'examples', name, 'value'], true);
          if (valueNode === undefined) continue;
          out.push({
            method: method.toUpperCase(),
            path: opPath,
            name: `examples.${name}`,
            line: lineOf(valueNode),
            value: plain(valueNode),
          });
        }
      }
    }
  }
  return out;
}

/** The request examples of one spec file against the requirements of its release. */
export function checkSpecExamples(
  root: string,
  file: string,
  api: 'core' | 'desk' | 'bridge',
  release: string,
  requirements: LedgerRequirement[],
): Problem[] {
  const mine = requirements.filter((r) => r.release === release && r.api === api);
  if (!mine.length) return [];
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return specRequestExamples(file, text).flatMap((example) =>
    checkRequestBody(example.value, { api, method: example.method, path: example.path }, mine, {
      file,
      line: example.line,
      source: `${example.method} ${example.path}, ${example.name}`,
    }),
  );
}
