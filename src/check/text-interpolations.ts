// `f"{a && b}"`: the compiler lexes each interpolation's text on its own and
// keeps one it cannot lex as literal text (syntax.md §1.12). `&&` and `||`
// are no tokens of its lexer (§1.6), though our grammar reads them as `and`
// and `or` to recover, so such an interpolation prints as written and is
// not code: the model does not walk it (fstrings.ts interpolatedExpression)
// and a warning of the tool's own says so, where elsewhere they are the
// lexer's E0001 (87a D4: it was an E0001 in an interpolation too, which
// claimed the file does not compile).
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const TEXT_INTERPOLATION_CODE = "MCP-INTERPOLATION-TEXT";

/** Reports the first `&&` or `||` token of `interpolation` (outside its nested strings). */
export function textInterpolationRule(sink: Sink, interpolation: AstNode): void {
  const operator = firstOperator(interpolation);
  if (!operator) return;
  const word = operator.type === "&&" ? "and" : "or";
  sink.report(TEXT_INTERPOLATION_CODE, operator, `\`${operator.type}\` is no YaoXiang operator, so the compiler cannot read this interpolation and keeps it as text: the string shows it as written, and it is not checked`, {
    phase: "syntax",
    severity: "warning",
    help: `write \`${word}\``,
  });
}

/** The first `&&` / `||` token under `node`, not inside a nested string (iterative: trees may be deep). */
function firstOperator(node: AstNode): AstNode | undefined {
  const stack: AstNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "&&" || current.type === "||") return current;
    if (current !== node && (current.type === "string_literal" || current.type === "format_string" || current.type === "multiline_string")) continue;
    for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
  }
  return undefined;
}
