/**
 * Reads a tutorial's shell blocks in page order and runs them one after the other with `bash`,
 * as a reader pasting them into one terminal would: the shell variables a block sets are there
 * for the next block (and the next page of the same sequence).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

export interface ShellStep {
  /** The page, relative to the repository root. */
  page: string;
  /** The h2 or h3 the block sits under. */
  heading: string;
  /** Line of the block's opening fence in the page. */
  line: number;
  code: string;
  /**
   * The block is an alternative to the block before it (its fence reads ```` ```bash alternative ````),
   * such as declining instead of answering: a reader runs one or the other, never both.
   */
  alternative: boolean;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell']);

/** Every `bash` block of an MDX page's text, in order, with the heading it belongs to. */
export function shellSteps(page: string, mdx: string): ShellStep[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(mdx) as Root;
  const steps: ShellStep[] = [];
  let heading = '(before the first heading)';
  visit(tree, (node) => {
    if (node.type === 'heading' && (node as Heading).depth <= 3) heading = toString(node);
    if (node.type === 'code' && SHELL_LANGUAGES.has((node as Code).lang ?? '')) {
      const alternative = ((node as Code).meta ?? '').split(/\s+/).includes('alternative');
      steps.push({ page, heading, line: node.position?.start.line ?? 0, code: (node as Code).value, alternative });
    }
  });
  return steps;
}

/** Names a shell block assigns (`NAME=...` or `export NAME=...`), upper-case ones only. */
export function assignedNames(code: string): string[] {
  return [...code.matchAll(/(?:^|[\s;(])(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

/** Names a shell block reads (`$NAME` or `${NAME}`). */
export function usedNames(code: string): string[] {
  return [...code.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
}

export interface StepRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The values of the variables the page's blocks assign, after the step. */
  variables: Record<string, string>;
}

/**
 * Runs the steps in order in a fresh directory, which is also the working directory. `overrides`
 * replaces the value of an `export NAME=value` line (the address a reader points at their own
 * Core) before the block runs; `files` are written there first (what the reader brings, such as
 * a certificate chain their CA returned); `after` is called after every step and may throw to
 * stop the run.
 */
export async function runShellSteps(
  steps: ShellStep[],
  options: {
    overrides: Record<string, string>;
    files?: Record<string, string | Buffer>;
    after: (step: ShellStep, run: StepRun) => void;
    timeoutMs?: number;
  },
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-steps-'));
  const state = path.join(dir, 'state.sh');
  fs.writeFileSync(state, '');
  for (const [name, content] of Object.entries(options.files ?? {})) fs.writeFileSync(path.join(dir, name), content);
  const names = [...new Set(steps.flatMap((s) => assignedNames(s.code)))];
  try {
    for (const step of steps) {
      let code = step.code;
      for (const [name, value] of Object.entries(options.overrides)) {
        code = code.replace(new RegExp(`^(\\s*export\\s+${name}=).*$`, 'm'), `$1'${value}'`);
      }
      const script = [
        'set -euo pipefail',
        `source '${state}'`,
        code,
        // What the reader's terminal would still hold for the next block.
        `for name in ${names.join(' ')}; do if [[ -v $name ]]; then declare -p "$name"; fi; done > '${state}.next'`,
        `for name in ${names.join(' ')}; do if [[ -v $name ]]; then printf '%s\\t%s\\n' "$name" "\${!name//$'\\n'/ }"; fi; done > '${state}.values'`,
      ].join('\n');
      // Asynchronous: a stand-in answering the block's requests may run in this very process.
      const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          'bash',
          ['-c', script],
          {
            encoding: 'utf8',
            cwd: dir,
            timeout: options.timeoutMs ?? 30_000,
            env: { PATH: process.env.PATH ?? '', HOME: dir, LANG: 'C.UTF-8' },
          },
          (error, stdout, stderr) => {
            const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
            resolve({ status, stdout, stderr: stderr + (error && status === null ? String(error) : '') });
          },
        );
      });
      let variables: Record<string, string> = {};
      if (result.status === 0) {
        fs.renameSync(`${state}.next`, state);
        variables = Object.fromEntries(
          fs
            .readFileSync(`${state}.values`, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('\t', 2) as [string, string]),
        );
      }
      options.after(step, { ...result, variables });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
