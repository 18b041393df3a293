// `f"{{name}}"`: the RFC means literal braces (syntax.md §1.12, which the
// grammar and the editors follow: README language note 4), but the
// compiler's lexer turns `{{` into `{` before it splits the string, so it
// interpolates `name` and prints its value. With `name` bound, it accepts
// that without a word; the program prints something other than what it
// seems to. A warning of the tool's own says so (an unbound name is E1001,
// whose message says it already).
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const BRACES_INTERPOLATED_CODE = "MCP-BRACES-INTERPOLATED";

/**
 * Warns at `{{…}}` (`content`: the text between the braces) that the compiler reads as an
 * interpolation of `expression`, unless what was reported while walking it (`since`) says so.
 */
export function bracesInterpolatedRule(sink: Sink, content: AstNode, expression: AstNode, since: readonly { code: string }[], text: string): void {
  if (since.some((d) => d.code === "E1001")) return;
  const shown = text.slice(expression.start, expression.end);
  const closing = text.startsWith("}}", content.end) ? 2 : 1;
  const written = text.slice(content.start - 2, content.end + closing);
  const meant = `{${text.slice(content.start, content.end)}}`;
  sink.report(BRACES_INTERPOLATED_CODE, { start: content.start - 2, end: content.end + closing }, `the compiler reads \`${written}\` as an interpolation of \`${shown}\` and prints its value, not the text \`${meant}\` (its lexer turns \`{{\` into \`{\` first, syntax.md §1.12)`, {
    phase: "syntax",
    severity: "warning",
    help: `to print the value, write \`{${shown}}\`; to print braces, bind them to names (\`open = "{"\`, \`close = "}"\`) and interpolate those`,
  });
}
