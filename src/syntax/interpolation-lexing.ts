// What makes an f-string interpolation's text fail the compiler's lexer,
// which then keeps the whole interpolation as literal text (syntax.md
// §1.12): a `\` outside a string literal, and `&&` or `||`, no tokens of
// its lexer (§1.6) though the grammar reads them (as `and` / `or`, to
// recover); and where its count of the raw braces ends an interpolation
// elsewhere than our grammar does. The model does not read such an
// interpolation as code, and the formatter prints it as written.

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
 * How the compiler's lexer reads the interpolation at [start, end) of `text` whose expression ends at
 * `expressionEnd`, in an f-string whose closing quote is at `stringEnd`: it counts every brace as it comes,
 * in string and char literals and comments too (syntax.md §1.12), so it may close the interpolation at a
 * `}` inside the expression (`{add(n, '}')}`: "early", at that `}`), or past the expression where a comment
 * or literal opened after it is cut (a block comment holding a `}`), or not before the f-string's quote at all
 * (`f"{s + "{"}"`: "on", at the first brace after the interpolation's `{`). Else "same": it reads the
 * expression our grammar reads (a `{w}` in a format spec, `{k('{')}}` whose extra `}` closes it).
 */
export function compilerInterpolation(text: string, start: number, end: number, expressionEnd: number, stringEnd: number): { readonly reading: "same"; readonly close: number } | { readonly reading: "early" | "on"; readonly at: number } {
  let depth = 0;
  for (let i = start; i < stringEnd; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) {
      if (i < expressionEnd) return { reading: "early", at: i };
      if (i < end - 1 && /\/\*|["']/.test(text.slice(expressionEnd, i))) return { reading: "early", at: i };
      // `close` past `end`: what our grammar reads after the interpolation is the compiler's format spec (`{n:>{w}.{p}}`).
      return { reading: "same", close: i };
    }
  }
  const brace = text.slice(start + 1, end).search(/[{}]/);
  return { reading: "on", at: brace < 0 ? start : start + 1 + brace };
}

/** Whether a `\` stands outside string literals in an interpolation's text. */
export function backslashOutsideStrings(raw: string): boolean {
  return firstOutsideStrings(raw, (text, j) => text[j] === "\\") >= 0;
}

/** Words the compiler's expression parser reads as infix operators (it goes on after an operand followed by one). */
export const INFIX_WORDS: ReadonlySet<string> = new Set(["and", "or", "as", "in"]);
