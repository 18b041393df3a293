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
}

export function prepareQuery(text: string): PreparedQuery {
  return { text, lower: text.toLowerCase(), words: splitWords(text) };
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
  if (query.words.length >= 2 && wordBoundaryMatch(query.words, splitWords(candidate))) return 3;
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
  let n = 0;
  for (const q of queryWords) {
    while (n < nameWords.length && !(nameWords[n]![0] === q[0] && isSubsequence(q, nameWords[n]!))) n++;
    if (n === nameWords.length) return false;
    n++;
  }
  return true;
}

/** Levenshtein distance, capped: for "did you mean" hints. */
export function editDistance(a: string, b: string, cap = 8): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    prev = row;
  }
  return prev[b.length]!;
}

const lowered = new Map<string, string>();

/** `text.toLowerCase()`, remembered (names repeat across queries). */
export function lowerCase(text: string): string {
  let lower = lowered.get(text);
  if (lower === undefined) {
    if (lowered.size > 100_000) lowered.clear();
    lower = text.toLowerCase();
    lowered.set(text, lower);
  }
  return lower;
}
