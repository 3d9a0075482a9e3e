/**
 * How search splits text into terms, at build time and in the browser (and for
 * the query plan). No dependencies.
 */
/** Characters that join the parts of an identifier: `CREDENTIAL_ISSUE`, `did:web`, `/api/key/v1`, `get-config`. */
const JOINERS = /[_:/.-]+/;
/** MiniSearch's own separators (white space and punctuation), less the joiners above. */
const SEPARATORS = /[\s\n\r\p{Z}\p{P}]+/u;

/** A chunk of text between spaces, without the punctuation around it. */
function words(text: string): string[] {
  return text
    .split(/[\s\p{Z}]+/u)
    .map((chunk) => chunk.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter(Boolean);
}

/** The parts of an identifier (`CREDENTIAL_ISSUE` -> CREDENTIAL, ISSUE), or null when the word is not one. */
function partsOf(word: string): string[] | null {
  const parts = word.split(SEPARATORS).filter(Boolean);
  return parts.length > 1 && word.split(JOINERS).filter(Boolean).length === parts.length ? parts : null;
}

/**
 * Words, with identifiers kept whole (`CREDENTIAL_ISSUE`, `did:web`,
 * `api/credential/v1`). Other punctuation splits words, as in prose.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (partsOf(word)) tokens.push(word);
    else tokens.push(...word.split(SEPARATORS).filter(Boolean));
  }
  return tokens;
}

/**
 * The parts of every identifier in the text, so `credential issue` still
 * finds `CREDENTIAL_ISSUE`. The index keeps them in a field of their own that
 * weighs less than words: a page about trust lists outranks a table of
 * `TRUST_LIST_*` keys for `trust list`.
 */
export function identifierParts(text: string): string[] {
  return words(text).flatMap((word) => partsOf(word) ?? []);
}
