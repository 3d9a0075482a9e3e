/**
 * Where "Try it" gets its answers: the reader's server, or the spec's
 * examples with no server at all. The choice holds for every operation page
 * while the browser tab is open (sessionStorage), so a create on one page and
 * a get on the next both use the examples.
 */
export type AnswerSource = 'server' | 'examples';

export const ANSWER_SOURCE_KEY = 'procivis-docs:try-it-answers';

export function readAnswerSource(storage: Pick<Storage, 'getItem'> | undefined): AnswerSource {
  try {
    return storage?.getItem(ANSWER_SOURCE_KEY) === 'examples' ? 'examples' : 'server';
  } catch {
    return 'server';
  }
}

export function writeAnswerSource(storage: Pick<Storage, 'setItem'> | undefined, source: AnswerSource): void {
  try {
    storage?.setItem(ANSWER_SOURCE_KEY, source);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}
