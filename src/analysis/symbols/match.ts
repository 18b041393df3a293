// Query matching for lookup_symbol (modules-and-workspace.md §5.2, §5.7):
//
//   0 exact            case-sensitive equality
//   1 case-insensitive equality ignoring case
//   2 prefix           prefix, ignoring case
//   3 subsequence      substring, or a word-boundary subsequence: the query's
//                      words (split at `_`, `.`, `#` and lower→upper case
//                      changes; at least two) each match, in order, a
//                      subsequence of one of the name's words starting at
//                      that word's first letter (`ptNorm` → `point_norm`)
//   4 fuzzy            any other subsequence, ignoring case (`Pt` → `Point`)
//
// Characters, not bytes, are compared (D10).

export type MatchLabel = "exact" | "case-insensitive" | "prefix" | "subsequence" | "fuzzy";

export const MATCH_LABELS: readonly MatchLabel[] = ["exact", "case-insensitive", "prefix", "subsequence", "fuzzy"];

/** The query prepared once for many candidates. */
export interface PreparedQuery {
  readonly text: string;
  readonly lower: string;
  readonly words: readonly string[];
  /** The query has `.` or `#` (a qualified name or an id). */
  readonly qualified: boolean;
  /** charMask(lower). */
  readonly mask: number;
}

export function prepareQuery(text: string): PreparedQuery {
  const lower = text.toLowerCase();
  return { text, lower, words: splitWords(text), qualified: /[.#]/.test(text), mask: charMask(lower) };
}

/**
 * The characters a string holds, as 30 bits: one per letter `a`-`z`, two
 * shared by the digits (even, odd), one for `.`, one for anything else. 30
 * bits keep every mask a small integer for V8 (a wider one is a heap number,
 * and objects holding both kinds in one field slow every lookup down). A
 * character whose bit is missing from a string's mask is not in the string,
 * so every match, which needs each character of the (lower-cased) query in
 * the (lower-cased) candidate, first needs `covers(candidateMask, queryMask)`:
 * lookups test thousands of names and module paths with one AND each.
 */
export function charMask(text: string, from = 0, to = text.length): number {
  let mask = 0;
  for (let i = from; i < to; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

/** The bit of `.` in a charMask. */
export const DOT_BIT = 1 << 28;

function charBit(c: number): number {
  if (c >= 97 && c <= 122) return 1 << (c - 97);
  if (c >= 48 && c <= 57) return 1 << (26 + (c & 1));
  if (c === 46) return DOT_BIT;
  return 1 << 29;
}

/** Every character bit of `needed` is in `mask` (see charMask). */
export function covers(mask: number, needed: number): boolean {
  return (needed & ~mask) === 0;
}

/** Score 0-4, or undefined when the candidate does not match. An empty query matches everything with 3. */
export function score(query: PreparedQuery, candidate: string, candidateLower?: string): number | undefined {
  if (query.text === "") return 3;
  if (candidate === query.text) return 0;
  const lower = candidateLower ?? candidate.toLowerCase();
  if (lower === query.lower) return 1;
  if (lower.startsWith(query.lower)) return 2;
  if (lower.includes(query.lower)) return 3;
  if (!isSubsequence(query.lower, lower)) return undefined;
  // A qualified query whose words each start a word of the candidate (`vec.dot` → `linalg.vector.dot`)
  // ranks as a substring; a bare name is scored by characters only, as §5.2 says.
  if (query.qualified && query.words.length >= 2 && wordBoundaryMatch(query.words, splitWords(candidate))) return 3;
  return 4;
}

/** Whether `needle` from index `from` on is a subsequence of `haystack` (compared unit by unit). */
export function isSubsequence(needle: string, haystack: string, from = 0): boolean {
  let i = from;
  for (let j = 0; j < haystack.length && i < needle.length; j++) if (haystack.charCodeAt(j) === needle.charCodeAt(i)) i++;
  return i === needle.length;
}

/** Lower-cased words of an identifier-like string. */
export function splitWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.#]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

function wordBoundaryMatch(queryWords: readonly string[], nameWords: readonly string[]): boolean {
  return wordsMatched(queryWords, 0, nameWords) === queryWords.length;
}

/**
 * How far the query's words, from word `from` on, match the name's words in
 * order (each a subsequence of a name word, starting at its first letter):
 * the index of the first query word left unmatched. Greedy, which is
 * optimal; so matching a name's words in two runs (a module path's, then a
 * qualified name's) is matching them at once.
 */
export function wordsMatched(queryWords: readonly string[], from: number, nameWords: readonly string[]): number {
  let n = 0;
  let q = from;
  for (; q < queryWords.length; q++) {
    const word = queryWords[q]!;
    while (n < nameWords.length && !(nameWords[n]![0] === word[0] && isSubsequence(word, nameWords[n]!))) n++;
    if (n === nameWords.length) return q;
    n++;
  }
  return q;
}

/** A name lower-cased, with the charMask of that, and its words (splitWords) once asked for. */
export interface LoweredName {
  readonly lower: string;
  readonly mask: number;
  words?: readonly string[];
}

const lowered = new Map<string, LoweredName>();

/** `text.toLowerCase()` and its charMask, remembered (names repeat across queries). */
export function lowerCase(text: string): LoweredName {
  let name = lowered.get(text);
  if (name === undefined) {
    if (lowered.size > 100_000) lowered.clear();
    const lower = text.toLowerCase();
    name = { lower, mask: charMask(lower) };
    lowered.set(text, name);
  }
  return name;
}

/** splitWords(text), remembered with lowerCase(text). */
export function wordsOf(text: string): readonly string[] {
  const name = lowerCase(text);
  return (name.words ??= splitWords(text));
}
