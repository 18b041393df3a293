// Which block of an unclosed `{` is really missing its `}`. The parser pairs
// each `}` with the nearest open `{`, so a block left open inside another
// (`if x {` without its `}`) makes the OUTERMOST one unclosed at the end of
// the file, and the error names the wrong line. Indentation tells the truth
// the braces no longer do: the first `}` that starts its line indented less
// than the line of the `{` it was paired with belongs to an outer block, and
// that `{` is the one left open.

export interface BraceToken {
  readonly kind: string;
  readonly value: string;
  readonly start: number;
  readonly startRow: number;
}

/**
 * Among `tokens` after index `from` (an unclosed `{`), the first `{` whose
 * paired `}` starts a line indented less than the `{`'s own line, with that
 * `}` and the last row (0-based) between them indented deeper than the `{`'s
 * line (where its block seems to end); undefined when the indentation agrees
 * with the braces everywhere.
 */
export function misindentedClose<T extends BraceToken>(tokens: readonly T[], from: number, text: string): { open: T; close: T; lastInside: number } | undefined {
  for (const { open, close } of bracePairs(tokens, from + 1)) {
    if (!open) return undefined; // closes the unclosed one's enclosing blocks: nothing inside it was left open
    const closeIndent = leadingIndent(text, close.start);
    const openIndent = lineIndent(text, open.start);
    if (closeIndent !== undefined && closeIndent < openIndent) return { open, close, lastInside: lastLineDeeper(text, open.startRow, close.startRow, openIndent) };
  }
  return undefined;
}

/** Each `}` of `tokens` from index `from` on, with its token index and the `{` it closes (undefined: none is open). */
function* bracePairs<T extends BraceToken>(tokens: readonly T[], from: number): Generator<{ index: number; open: T | undefined; close: T }> {
  const stack: T[] = [];
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== "punct") continue;
    if (token.value === "{") stack.push(token);
    else if (token.value === "}") yield { index: i, open: stack.pop(), close: token };
  }
}

/** The indentation of the line holding `offset`, when only blanks come before it on that line; else undefined (read back over the blanks only). */
export function leadingIndent(text: string, offset: number): number | undefined {
  let at = offset;
  while (at > 0 && (text[at - 1] === " " || text[at - 1] === "\t")) at--;
  return at === 0 || text[at - 1] === "\n" ? offset - at : undefined;
}

/** The indentation of the line holding `offset` (one scan back to the line's start). */
export function lineIndent(text: string, offset: number): number {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  let at = lineStart;
  while (at < offset && (text[at] === " " || text[at] === "\t")) at++;
  return at - lineStart;
}

/** The last non-blank row after `openRow` and before `closeRow` indented more than `indent` (`openRow` when none is). */
function lastLineDeeper(text: string, openRow: number, closeRow: number, indent: number): number {
  const lines = text.split("\n");
  let last = openRow;
  for (let row = openRow + 1; row < closeRow; row++) {
    const line = lines[row] ?? "";
    if (line.trim() !== "" && /^[ \t]*/.exec(line)![0].length > indent) last = row;
  }
  return last;
}

/**
 * Where the block of a `{` left open at the end of the file (`open`, on a
 * line indented `indent`) probably ends: the first later line with code on
 * it indented no deeper than that line (`main = {` after a function whose
 * `}` is missing; 85c D3), with the last line before it indented deeper.
 * Undefined when no such line comes (the block runs to the end of the file
 * as indented) or when nothing inside is indented deeper. Lines holding only
 * a comment or a closing bracket do not count.
 */
export function dedentedAfter(text: string, open: BraceToken): { row: number; lastInside: number } | undefined {
  const indent = lineIndent(text, open.start);
  const lines = text.split("\n");
  let lastInside: number | undefined;
  for (let row = open.startRow + 1; row < lines.length; row++) {
    const line = lines[row]!;
    const code = line.trim();
    if (code === "" || code.startsWith("//") || code.startsWith("#") || code.startsWith("/*") || /^[)}\]]/.test(code)) continue;
    const depth = /^[ \t]*/.exec(line)![0].length;
    if (depth > indent) lastInside = row;
    else return lastInside === undefined ? undefined : { row, lastInside };
  }
  return undefined;
}

/**
 * Every `}` that starts a line indented MORE than the line of the `{` it is
 * paired with (probably one `}` too many, which closed that block early), in
 * order, with its token index and the row of that `{`: a stray `}` later
 * (one no open `{` is left for) names the last one before it.
 */
export function earlyCloses<T extends BraceToken>(tokens: readonly T[], text: string): { index: number; close: T; openRow: number }[] {
  const out: { index: number; close: T; openRow: number }[] = [];
  for (const { index, open, close } of bracePairs(tokens, 0)) {
    const closeIndent = open ? leadingIndent(text, close.start) : undefined;
    if (open && closeIndent !== undefined && closeIndent > lineIndent(text, open.start)) out.push({ index, close, openRow: open.startRow });
  }
  return out;
}

/**
 * The first line from row `from` to row `to` (0-based, exclusive) that opens
 * a `while`, `for` or `if` without its `{` while the line after it is
 * indented deeper (`while i < n` then the loop's lines): such a body is one
 * statement, and the `}` meant for it closes the enclosing block instead.
 * Its row and keyword, or undefined.
 */
export function headerWithoutBrace(text: string, from: number, to: number): { row: number; keyword: string } | undefined {
  const lines = text.split("\n", to + 1);
  const indent = (l: string) => l.length - l.trimStart().length;
  for (let row = from; row < Math.min(to, lines.length - 1); row++) {
    const line = lines[row]!.replace(/\/\/.*$/, "");
    const keyword = /^\s*(?:\}\s*else\s+)?(while|for|if)\b/.exec(line)?.[1];
    if (!keyword || line.includes("{")) continue;
    // The next non-blank line (within those read).
    let next = row + 1;
    while (next < lines.length && lines[next]!.trim() === "") next++;
    if (next < lines.length && indent(lines[next]!) > indent(lines[row]!)) return { row, keyword };
  }
  return undefined;
}
