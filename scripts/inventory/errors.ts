/**
 * Error-code inventory of one-core: every `BR_xxxx` code of the `ErrorCode`
 * enum (lib/one-core/src/error/mod.rs, plus any other `enum ...ErrorCode`
 * under lib/ that defines `BR_` variants), with
 *   - the enum variant (which is the code itself in one-core) and the Rust
 *     error variants that map to it (`impl ErrorCodeMixin for X` match arms
 *     anywhere under lib/ and apps/, tests excluded), so a writer can see
 *     which failures produce it;
 *   - Core's short message (the `#[strum(message = "...")]` text, returned as
 *     `message` in the error body);
 *   - the HTTP status the REST server answers with, from the match in
 *     `error_code_to_http_status` (apps/core-server/src/dto/error/).
 */
import { matchBracket, stripComments } from './rust-lexer.ts';
import type { InventorySource, OneCoreSource } from './source.ts';
import { inventorySource } from './source.ts';

export interface ErrorRaiser {
  /** File that holds the `impl ErrorCodeMixin for <type>` arm. */
  file: string;
  /** The Rust error type, e.g. `ServiceError`. */
  type: string;
  /** The variant of that type, e.g. `MappingError`. */
  variant: string;
}

export interface ErrorEntry {
  /** `BR_0001` etc. */
  code: string;
  /** The Rust enum and variant that define the code, e.g. `ErrorCode::BR_0001`. */
  variant: string;
  /** Where the code is defined. */
  definedIn: string;
  /** Core's short message for the code, or null when the variant has none. */
  message: string | null;
  /** HTTP status Core's REST server answers with, or null when the server has no mapping. */
  httpStatus: number | null;
  /** The axum `StatusCode` constant, e.g. `NOT_FOUND`. */
  httpStatusName: string | null;
  raisedBy: ErrorRaiser[];
}

export interface ErrorInventory {
  source: InventorySource;
  errors: ErrorEntry[];
}

const STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

/** Decodes a Rust string literal body (the common escapes). */
function unescapeRust(s: string): string {
  return s.replace(/\\(["\\nt'])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

interface Definition {
  code: string;
  enumName: string;
  file: string;
  message: string | null;
}

/** Every `BR_xxxx` variant of every `enum <X>ErrorCode` in `file`, with its strum message. */
export function parseErrorCodeEnums(file: string, rust: string): Definition[] {
  const text = stripComments(rust);
  const out: Definition[] = [];
  for (const head of text.matchAll(/\benum\s+(\w*ErrorCode)\s*\{/g)) {
    const open = head.index! + head[0].length - 1;
    const body = text.slice(open + 1, matchBracket(text, open) - 1);
    let pending: string | null = null;
    // Attributes (possibly spanning lines, strings may hold brackets) and variants, in order.
    let i = 0;
    while (i < body.length) {
      if (body.startsWith('#[', i)) {
        const end = matchBracket(body, i + 1) - 1;
        const msg = body.slice(i, end).match(/\bmessage\s*=\s*"((?:[^"\\]|\\.)*)"/);
        if (msg) pending = unescapeRust(msg[1]);
        i = end + 1;
        continue;
      }
      const variant = body.slice(i).match(/^\s*([A-Za-z_]\w*)[^,]*,?/);
      if (!variant) {
        i += 1;
        continue;
      }
      if (/^BR_\d{4}$/.test(variant[1])) out.push({ code: variant[1], enumName: head[1], file, message: pending });
      pending = null;
      i += variant[0].length;
    }
  }
  return out;
}

/** `ErrorCode::BR_x | ErrorCode::BR_y => StatusCode::NAME` arms of `error_code_to_http_status`. */
export function parseStatusMapping(rust: string): Map<string, string> {
  const text = stripComments(rust);
  const fn = text.match(/fn\s+error_code_to_http_status\s*\([^)]*\)[^{]*\{/);
  if (!fn) throw new Error('error_code_to_http_status not found');
  const open = fn.index! + fn[0].length - 1;
  const body = text.slice(open, matchBracket(text, open));
  const map = new Map<string, string>();
  for (const arm of body.matchAll(/((?:\|?\s*ErrorCode::BR_\d{4}\s*)+)=>\s*StatusCode::([A-Z_]+)/g)) {
    for (const code of arm[1].matchAll(/BR_\d{4}/g)) {
      if (map.has(code[0])) throw new Error(`${code[0]} is mapped twice in error_code_to_http_status`);
      map.set(code[0], arm[2]);
    }
  }
  return map;
}

/**
 * The arms of every `impl ErrorCodeMixin for T` in `file` that end in
 * `ErrorCode::BR_xxxx`, as (type, variant, code). Arms that delegate
 * (`Self::Nested(e) => e.error_code()`) carry no code and are skipped.
 */
export function parseErrorRaisers(file: string, rust: string): Array<ErrorRaiser & { code: string }> {
  const text = stripComments(rust);
  const out: Array<ErrorRaiser & { code: string }> = [];
  for (const impl of text.matchAll(
    /impl(?:<[^>]*>)?\s+(?:[\w:]+::)?ErrorCodeMixin\s+for\s+([\w:]+)(?:<[^>]*>)?\s*(?:where[^{]*)?\{/g,
  )) {
    const type = impl[1].split('::').pop()!;
    const open = impl.index! + impl[0].length - 1;
    const body = text.slice(open, matchBracket(text, open));
    for (const arm of body.matchAll(/=>\s*(?:\{\s*)?ErrorCode::(BR_\d{4})/g)) {
      // Walk back from `=>` to the start of the arm's pattern.
      let depth = 0;
      let i = arm.index! - 1;
      for (; i >= 0; i -= 1) {
        const c = body[i];
        if (c === ')' || c === '}' || c === ']') depth += 1;
        else if (c === '(' || c === '{' || c === '[') {
          if (depth === 0) break;
          depth -= 1;
        } else if (depth === 0 && (c === ',' || (c === '>' && body[i - 1] === '='))) break;
      }
      const pattern = body.slice(i + 1, arm.index!).replace(/\bif\b[\s\S]*$/, '');
      const seen = new Set<string>();
      for (const v of pattern.matchAll(/\b(Self|[A-Z]\w*)::([A-Z]\w*)/g)) {
        const owner = v[1] === 'Self' ? type : v[1];
        const key = `${owner}::${v[2]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ file, type: owner, variant: v[2], code: arm[1] });
      }
      if (seen.size === 0 && /^\s*_\s*$/.test(pattern)) out.push({ file, type, variant: '_', code: arm[1] });
    }
  }
  return out;
}

const isTestFile = (file: string) => /(^|\/)tests?(\/|\.rs$)|_tests?\.rs$|\/test_/.test(file);

export function extractErrors(source: OneCoreSource): ErrorInventory {
  const rustUnder = (dir: string) => source.list(dir).filter((f) => f.endsWith('.rs') && !isTestFile(f));
  const libFiles = rustUnder('lib');
  const definitions: Definition[] = [];
  for (const file of libFiles) {
    const rust = source.read(file);
    if (!/\benum\s+\w*ErrorCode\b/.test(rust)) continue;
    definitions.push(...parseErrorCodeEnums(file, rust));
  }
  if (definitions.length === 0) throw new Error(`no BR_ error codes found under lib/ at ${source.tag}`);
  const dup = definitions.find((d, i) => definitions.findIndex((e) => e.code === d.code) !== i);
  if (dup) throw new Error(`${dup.code} is defined twice (${dup.file})`);

  const statusFile =
    source.list('apps/core-server/src/dto/error').find((f) => /status_code\.rs$/.test(f)) ??
    source.list('apps/core-server/src/dto/error').find((f) => source.read(f).includes('fn error_code_to_http_status'));
  if (!statusFile)
    throw new Error(`no error_code_to_http_status under apps/core-server/src/dto/error at ${source.tag}`);
  const statuses = parseStatusMapping(source.read(statusFile));

  const raisers = new Map<string, ErrorRaiser[]>();
  for (const file of [...libFiles, ...rustUnder('apps'), ...rustUnder('platforms')]) {
    const rust = source.read(file);
    if (!rust.includes('ErrorCodeMixin for')) continue;
    for (const { code, ...raiser } of parseErrorRaisers(file, rust)) {
      const list = raisers.get(code) ?? [];
      list.push(raiser);
      raisers.set(code, list);
    }
  }

  const errors = definitions
    .map((d): ErrorEntry => {
      const name = statuses.get(d.code) ?? null;
      if (name && !(name in STATUS)) throw new Error(`unknown StatusCode::${name} for ${d.code}`);
      return {
        code: d.code,
        variant: `${d.enumName}::${d.code}`,
        definedIn: d.file,
        message: d.message,
        httpStatus: name ? STATUS[name] : null,
        httpStatusName: name,
        raisedBy: (raisers.get(d.code) ?? []).sort((a, b) =>
          `${a.file}\0${a.type}\0${a.variant}`.localeCompare(`${b.file}\0${b.type}\0${b.variant}`),
        ),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  const unknown = [...statuses.keys()].filter((code) => !errors.some((e) => e.code === code));
  if (unknown.length) throw new Error(`status mapping names undefined codes: ${unknown.join(', ')}`);
  return { source: inventorySource(source), errors };
}
