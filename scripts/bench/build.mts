/**
 * Measures a site build for the bench: wall time, peak memory and the HTML
 * pages it wrote. A build is run as its steps (`gen:api`, then the Docusaurus
 * build), each under `/usr/bin/time -f '%e %M'`, so a failure names its step
 * and the figures can be told apart; the build's peak is the largest step's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuildStep {
  name: string;
  command: string[];
}

export interface StepFigures {
  name: string;
  wallSeconds: number;
  peakMemoryMiB: number | null;
}

export interface BuildFigures {
  wallSeconds: number;
  /** Largest resident set of any process of the build (`%M`), null where /usr/bin/time is missing. */
  peakMemoryMiB: number | null;
  /** HTML pages written (assets/ aside). */
  pages: number;
  steps: StepFigures[];
  /** 1-minute load average before and after: another job on the machine slows a build down. */
  load: { before: number; after: number };
}

const TIME = '/usr/bin/time';

/** The `%e %M` line /usr/bin/time appends to stderr: peak resident set in MiB. */
export function parseTimeLine(stderr: string): number | null {
  const last = stderr.trim().split('\n').at(-1) ?? '';
  const match = /^(\d+(?:\.\d+)?) (\d+)$/.exec(last.trim());
  return match ? Math.round(Number(match[2]) / 1024) : null;
}

export function countHtmlPages(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += entry.name === 'assets' ? 0 : countHtmlPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

/**
 * Runs one step in `root`, timed when /usr/bin/time is there; `what` names the
 * build in the error a failing step throws (with the tail of its output, which
 * names the spec, version or page at fault).
 */
export function runStep(root: string, what: string, step: BuildStep, env: Record<string, string> = {}): StepFigures {
  const timed = fs.existsSync(TIME);
  const [command, ...args] = timed ? [TIME, '-f', '%e %M', ...step.command] : step.command;
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CI: '1', ...env },
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    throw new Error(
      `${what}: step "${step.name}" (${step.command.join(' ')}) failed with status ${result.status}:\n${output.slice(-3000)}`,
    );
  }
  return {
    name: step.name,
    wallSeconds: (Date.now() - started) / 1000,
    peakMemoryMiB: timed ? parseTimeLine(result.stderr) : null,
  };
}

/** Runs the steps in order and counts the pages written to `outDir`. */
export function measureBuild(options: {
  root: string;
  what: string;
  steps: BuildStep[];
  outDir: string;
  env?: Record<string, string>;
}): BuildFigures {
  const before = os.loadavg()[0];
  const steps = options.steps.map((step) => runStep(options.root, options.what, step, options.env));
  const peaks = steps.map((s) => s.peakMemoryMiB).filter((p): p is number => p !== null);
  return {
    wallSeconds: steps.reduce((sum, s) => sum + s.wallSeconds, 0),
    peakMemoryMiB: peaks.length ? Math.max(...peaks) : null,
    pages: countHtmlPages(options.outDir),
    steps,
    load: { before, after: os.loadavg()[0] },
  };
}
