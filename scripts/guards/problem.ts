/**
 * What every drift guard reports: where (file and 1-based line, relative to
 * the repo root) and what is wrong, in one line a writer can act on.
 */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}
