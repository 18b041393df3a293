// The help of E0010 "expected `)` to close this `(`" when a line break came
// before the token that could not continue the list. Usually the `)` belongs
// after the list's last item; but when the `(` ends its line and the next
// line starts a statement (`a.fee(` then `return sum`), that "item" is the
// next statement and the fix is on the `(`'s own line.

/** After a `(`: blanks (and a comment) to the line's end, then a keyword that starts a statement, not an argument. */
const STATEMENT_AFTER_BREAK = /^[ \t]*(?:\/\/[^\n]*)?\r?\n\s*(return|break|continue|for|while|mut|use)\b/;

/**
 * `textAfterOpen`: the source from just after the `(`; `openLine` its 1-based
 * line; `last`: how to name the list's last token (`` `sum` ``) and its line.
 */
export function unclosedListHelp(textAfterOpen: string, openLine: number, last: string, lastLine: number): string {
  const statement = STATEMENT_AFTER_BREAK.exec(textAfterOpen)?.[1];
  if (statement !== undefined) {
    return `the \`(\` is left open at the end of line ${openLine}, and the next line starts a statement (\`${statement}\`): write the call's arguments and \`)\` on line ${openLine}`;
  }
  return `add \`)\` after ${last} on line ${lastLine}, or a \`,\` if the list goes on`;
}
