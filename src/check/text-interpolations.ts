// `f"{a && b}"`: the compiler lexes each interpolation's text on its own and
// keeps one it cannot lex as literal text (syntax.md §1.12). `&&` and `||`
// are no tokens of its lexer (§1.6), though our grammar reads them as `and`
// and `or` to recover, so such an interpolation prints as written and is
// not code: the model does not walk it (fstrings.ts interpolatedExpression)
// and a warning of the tool's own says so, where elsewhere they are the
// lexer's E0001 (87a D4: it was an E0001 in an interpolation too, which
// claimed the file does not compile).
import type { AstNode } from "../syntax/ast/ast.js";
import { compilerInterpolation, unlexableOperator } from "../syntax/interpolation-lexing.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const TEXT_INTERPOLATION_CODE = "MCP-INTERPOLATION-TEXT";

/**
 * Reports the first `&&` or `||` of `interpolation` outside its nested strings, found in its text (`text`:
 * the file's) as the model finds it (fstrings.ts), so that every interpolation it leaves unread is told.
 */
export function textInterpolationRule(sink: Sink, interpolation: AstNode, text: string): void {
  const raw = text.slice(interpolation.start, interpolation.end);
  const expression = interpolation.get("expression");
  const fstring = interpolation.parent;
  if (expression && fstring?.type === "format_string") {
    const read = compilerInterpolation(text, interpolation.start, interpolation.end, expression.end, fstring.end - 1);
    if (read.reading !== "same") {
      braceInLiteral(sink, interpolation, read.reading, read.at - interpolation.start);
      return;
    }
  }
  const found = unlexableOperator(raw);
  if (!found) return;
  const site = siteIn(interpolation, found.index, 2);
  const word = found.operator === "&&" ? "and" : "or";
  sink.report(TEXT_INTERPOLATION_CODE, site, `\`${found.operator}\` is no YaoXiang operator, so the compiler cannot read this interpolation and keeps it as text: the string shows it as written, and it is not checked`, {
    phase: "syntax",
    severity: "warning",
    help: `write \`${word}\``,
  });
}

/**
 * `f"{add(n, '}')}"`, `f"{s + "{"}"`: the compiler's lexer counts the braces in the interpolation's literals and
 * comments too (syntax.md §1.12), so it ends the interpolation at a `}` inside one, or reads on past its `}` after a
 * `{` inside one: the f-string is not what our grammar reads (111a F2, F3). Not code to the model either.
 */
function braceInLiteral(sink: Sink, interpolation: AstNode, reading: "early" | "on", index: number): void {
  const what = reading === "early"
    ? "the compiler's lexer ends this interpolation at this `}` inside a literal or comment (it counts every brace of the interpolation's text), so it does not read the interpolation as written"
    : "the compiler's lexer counts this brace inside a literal as one of the interpolation's, so the interpolation does not end at its `}` and the f-string reads on";
  sink.report(TEXT_INTERPOLATION_CODE, siteIn(interpolation, index, 1), `${what}: it is not checked here`, {
    phase: "syntax",
    severity: "warning",
    help: "keep braces out of literals and comments inside an interpolation: bind the value to a name first (`brace = '}'`) and interpolate the name",
  });
}

/**
 * `length` characters at `index` of `interpolation`'s text, read off the node, whose offsets follow an edit before its
 * statement (the syntax pass's result is kept per statement).
 */
function siteIn(interpolation: AstNode, index: number, length: number): { readonly start: number; readonly end: number } {
  return {
    get start() {
      return interpolation.start + index;
    },
    get end() {
      return interpolation.start + index + length;
    },
  };
}
