import type { GlossaryTerm } from '@site/src/data/glossary';

export interface LetterGroup {
  letter: string;
  /** Heading id of the letter, distinct from every term id. */
  anchor: string;
  terms: GlossaryTerm[];
}

/** The letter a term is filed under: its first letter, so `did:web` is under D and `eIDAS` under E. */
export function letterOf(term: string): string {
  const first = term.match(/[a-z0-9]/i)?.[0] ?? '#';
  return /\d/.test(first) ? '#' : first.toUpperCase();
}

/** Terms grouped by letter, letters and terms sorted case-insensitively. */
export function groupByLetter(terms: readonly GlossaryTerm[]): LetterGroup[] {
  const byLetter = new Map<string, GlossaryTerm[]>();
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
  for (const term of sorted) {
    const letter = letterOf(term.term);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return [...byLetter.keys()].sort().map((letter) => ({
    letter,
    anchor: `letter-${letter === '#' ? 'digits' : letter.toLowerCase()}`,
    terms: byLetter.get(letter) ?? [],
  }));
}
