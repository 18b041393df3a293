// `&&` and `||` are no tokens of the compiler's lexer (syntax.md §1.6),
// though the grammar reads them (as `and` / `or`, to recover): an f-string
// interpolation holding one does not lex, and the compiler keeps it as text
// (§1.12). The model does not read such an interpolation as code, and the
// formatter prints it as written.

/** `&&` or `||` outside string literals in an interpolation's text, else undefined. */
export function unlexableOperator(raw: string): "&&" | "||" | undefined {
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if ((c === "&" || c === "|") && raw[i + 1] === c) return c === "&" ? "&&" : "||";
  }
  return undefined;
}
