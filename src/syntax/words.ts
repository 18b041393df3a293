// Where a name is written in a text as a whole word (not inside a longer
// name), found without building a regular expression from it: V8 refuses a
// pattern past about 32,000 characters ("Regular expression too large"),
// which a generated name, or the alternation of every method name a
// checkout adds, reaches (101a D1: a 32,768-character name made `typecheck`
// an internal error). indexOf, then the characters on either side.

/** Which characters continue a name, so that a word never starts or ends beside one. */
export type WordBoundary = "ascii" | "unicode";

const ASCII_WORD = /[A-Za-z0-9_]/;
const UNICODE_WORD = /[\p{L}\p{M}\p{N}_]/u;

/** The character (code point) ending just before `at`, or "" at the start. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return "";
  const low = text.charCodeAt(at - 1);
  const pair = at >= 2 && low >= 0xdc00 && low <= 0xdfff && isHighSurrogate(text.charCodeAt(at - 2));
  return text.slice(pair ? at - 2 : at - 1, at);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The character (code point) starting at `at`, or "" at the end. */
function charAt(text: string, at: number): string {
  if (at >= text.length) return "";
  return String.fromCodePoint(text.codePointAt(at)!);
}

function continuesName(char: string, boundary: WordBoundary): boolean {
  return char !== "" && (boundary === "ascii" ? ASCII_WORD : UNICODE_WORD).test(char);
}

/** Whether the occurrence of a word at [start, end) stands alone. */
function standsAlone(text: string, start: number, end: number, boundary: WordBoundary): boolean {
  return !continuesName(charBefore(text, start), boundary) && !continuesName(charAt(text, end), boundary);
}

/** The offset of the first whole-word `word` at or after `from`, or -1. */
export function nextWord(text: string, word: string, from = 0, boundary: WordBoundary = "ascii"): number {
  if (word === "") return -1;
  for (let at = text.indexOf(word, from); at !== -1; at = text.indexOf(word, at + 1)) {
    if (standsAlone(text, at, at + word.length, boundary)) return at;
  }
  return -1;
}

/** Whether `text` writes `word` as a whole word. */
export function mentionsWord(text: string, word: string, boundary: WordBoundary = "ascii"): boolean {
  return nextWord(text, word, 0, boundary) !== -1;
}

/** The offsets of every whole-word `word` in `text`, in order (none overlapping). */
export function wordStarts(text: string, word: string, boundary: WordBoundary = "ascii"): number[] {
  const starts: number[] = [];
  for (let at = nextWord(text, word, 0, boundary); at !== -1; at = nextWord(text, word, at + word.length, boundary)) starts.push(at);
  return starts;
}

const WORD_RUN = /[\p{L}\p{M}\p{N}_]+/gu;

/** The words of a text, in order: each run of name characters. */
export function wordRuns(text: string): string[] {
  return text.match(WORD_RUN) ?? [];
}

/** Every word of a text (a file with syntax errors may declare any of them). */
export function allWords(text: string): Set<string> {
  return new Set(wordRuns(text));
}

/** Longest alternation put in one pattern (well under V8's limit; a longer word is searched alone). */
const MAX_PATTERN_CHARS = 8_000;

/**
 * Whether a text writes any of `words` as a whole word (Unicode name
 * characters around it): one regular expression per 8,000 characters of
 * words (one pass over the text each), a longer word searched alone.
 * Undefined when there is nothing to look for.
 */
export function mentionsAny(words: ReadonlySet<string>): ((text: string) => boolean) | undefined {
  if (words.size === 0) return undefined;
  const patterns: RegExp[] = [];
  const alone: string[] = [];
  let chunk: string[] = [];
  let chunkChars = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    patterns.push(new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])(?:${chunk.join("|")})(?![\\p{L}\\p{M}\\p{N}_])`, "u"));
    chunk = [];
    chunkChars = 0;
  };
  for (const word of words) {
    if (word === "") continue;
    // Only the syntax characters: a `u` pattern refuses any other escape (`\-` of a directory `moved-in`).
    const escaped = word.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
    if (escaped.length > MAX_PATTERN_CHARS) {
      alone.push(word);
      continue;
    }
    if (chunkChars + escaped.length > MAX_PATTERN_CHARS) flush();
    chunk.push(escaped);
    chunkChars += escaped.length + 1;
  }
  flush();
  return (text) => patterns.some((p) => p.test(text)) || alone.some((word) => mentionsWord(text, word, "unicode"));
}
