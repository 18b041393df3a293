// What makes an f-string interpolation's text fail the compiler's lexer,
// which then keeps the whole interpolation as literal text (syntax.md
// §1.12): a `\` outside a string literal, and `&&` or `||`, no tokens of
// its lexer (§1.6) though the grammar reads them (as `and` / `or`, to
// recover). The model does not read such an interpolation as code, and the
// formatter prints it as written.

/** The index of the first character outside the string literals of `raw` for which `at(raw, i)` holds, else -1. */
function firstOutsideStrings(raw: string, at: (raw: string, i: number) => boolean): number {
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (at(raw, i)) return i;
  }
  return -1;
}

/** The first `&&` or `||` outside string literals in an interpolation's text, and where it starts, else undefined. */
export function unlexableOperator(raw: string): { readonly operator: "&&" | "||"; readonly index: number } | undefined {
  const index = firstOutsideStrings(raw, (text, j) => (text[j] === "&" || text[j] === "|") && text[j + 1] === text[j]);
  return index < 0 ? undefined : { operator: raw[index] === "&" ? "&&" : "||", index };
}

/**
 * Where the compiler's lexer closes an interpolation whose raw text (`{…}`) is `raw`: it counts the braces
 * of the text as they come, in string and char literals too (§1.12), so `{f('}')}` closes inside the literal.
 * The index of that `}`, or -1 when it does not close within `raw` (`{s + "{"}`: it reads on past the end).
 */
export function rawBracesClose(raw: string): number {
  let depth = 0;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === "{") depth++;
    else if (raw[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** Whether a `\` stands outside string literals in an interpolation's text. */
export function backslashOutsideStrings(raw: string): boolean {
  return firstOutsideStrings(raw, (text, j) => text[j] === "\\") >= 0;
}

/** Words the compiler's expression parser reads as infix operators (it goes on after an operand followed by one). */
export const INFIX_WORDS: ReadonlySet<string> = new Set(["and", "or", "as", "in"]);
