// The help of E0010 "expected `)` to close this `(`" when a line break came
// before the token that could not continue the list. Usually the `)` belongs
// after the list's last item; but when the `(` ends its line and the next
// line starts a statement (`a.fee(` then `return sum`), that "item" is the
// next statement and the fix is on the `(`'s own line.

import type { Diagnostic, Span } from "../diagnostics/diagnostic.js";

/**
 * The related place of a missing-`)` E0010 that names the `(` left open. The
 * error starts where the reference notices it, on a later line (often the
 * next statement's first token); the statement the `(` is in is the one the
 * error breaks (see `syntaxErrorAnchor`).
 */
export const UNCLOSED_OPEN = "the `(` left open";

/** Where a syntax error belongs in the source: the unclosed `(` of a missing `)`, else its own span. */
export function syntaxErrorAnchor(d: Diagnostic): Span {
  return d.related?.find((r) => r.message === UNCLOSED_OPEN)?.span ?? d.span;
}

/** How much text after the `(` the help reads (two lines are enough; a bound keeps many errors linear). */
export const LIST_HELP_LOOKAHEAD = 512;

/** After a `(`: blanks (and a comment) to the line's end, then a keyword that starts a statement, not an argument. */
const STATEMENT_AFTER_BREAK = /^[ \t]*(?:\/\/[^\n]*)?\r?\n\s*(return|break|continue|for|while|mut|use)\b/;
/** After a `(`: the line's end, then `name = …` not ended by a comma, and more lines: a binding statement rather than a named argument. */
const BINDING_AFTER_BREAK = /^[ \t]*(?:\/\/[^\n]*)?\r?\n[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*=(?!=)[^\n]*[^,\s][ \t]*\r?\n[ \t]*[^\s)]/;

/**
 * `textAfterOpen`: the source from just after the `(`; `openLine` its 1-based
 * line; `last`: how to name the list's last token (`` `sum` ``) and its line.
 */
export function unclosedListHelp(textAfterOpen: string, openLine: number, last: string, lastLine: number): string {
  const statement = STATEMENT_AFTER_BREAK.exec(textAfterOpen)?.[1];
  if (statement !== undefined) {
    return `the \`(\` is left open at the end of line ${openLine}, and the next line starts a statement (\`${statement}\`): write the call's arguments and \`)\` on line ${openLine}`;
  }
  // `ks = dict.keys(` then `vs = dict.values(d)`: closing the list after that line would make `vs = …` a named argument.
  const binding = BINDING_AFTER_BREAK.exec(textAfterOpen)?.[1];
  if (binding !== undefined) {
    return `the \`(\` is left open at the end of line ${openLine}, and the next line looks like a statement (\`${binding} = …\`), which a \`)\` after it would turn into a named argument: write the call's arguments and \`)\` on line ${openLine}`;
  }
  // `if !book.available( {`: the `{` that ends the `(`'s line opens the body (not a lambda's block, not a dictionary).
  const body = OPEN_BEFORE_BODY.exec(textAfterOpen);
  if (body && !body[1]!.includes("=>")) {
    return `the \`(\` is left open before the \`{\` that ends line ${openLine}, which opens the body below: add \`)\` before that \`{\``;
  }
  return `add \`)\` after ${last} on line ${lastLine}, or a \`,\` if the list goes on`;
}

/** After a `(`: its line ending in `{` (the text before it captured), then a line that is no dictionary entry. */
const OPEN_BEFORE_BODY = /^([^\n{}]*)\{[ \t]*(?:\/\/[^\n]*)?\r?\n(?![ \t]*["}])/;
