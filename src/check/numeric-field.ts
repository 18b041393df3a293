// `lo = pair.0` (syntax.md §1.8, §2.1): YaoXiang has no numeric field access,
// and `.0` is a float literal, so the line is two valid statements: `lo =
// pair` (which moves the whole tuple into `lo`) and the float `.0` on its
// own. The compiler accepts it silently and the errors that follow (a
// tuple where an Int was declared, `pair` moved away) never mention `.0`.
// A statement that is nothing but a leading-dot float written right against
// the previous statement's last token is this mistake: a warning says so.
// (Where `.0` is a parse error instead, as in `f(t.0)`, the syntax error
// says it: reference-parser.ts numericFieldAccess.)
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const NUMERIC_FIELD_CODE = "MCP-NUMERIC-FIELD";

/** Reports `statement` when it is a `.N` float statement glued to `previous` (the statement before it in its block). */
export function numericFieldRule(sink: Sink, previous: AstNode, statement: AstNode): void {
  if (statement.type !== "expression_statement" || previous.end !== statement.start) return;
  const literal = statement.children.length === 1 ? statement.children[0]! : undefined;
  if (literal?.type !== "float_literal" || !/^\.\d+$/.test(literal.leafText)) return;
  // After a name, a call or an index, as Rust's `t.0` is written.
  const last = lastLeaf(previous);
  if (last.type !== "identifier" && last.leafText !== ")" && last.leafText !== "]") return;
  const dot = literal.leafText;
  const index = dot.slice(1);
  const name = last.type === "identifier" ? last.leafText : undefined;
  const written = name ? `\`${name}${dot}\` is \`${name}\` followed by the float \`${dot}\`` : `\`${dot}\` right after a \`)\` or \`]\` is the float \`${dot}\``;
  sink.report(NUMERIC_FIELD_CODE, literal, `${written} (a statement of its own): YaoXiang has no numeric field access, so the statement before takes the whole value`, {
    phase: "syntax",
    severity: "warning",
    help: name ? `index the tuple, \`${name}[${index}]\`, or destructure it, \`(a, b) = ${name}\`` : `index the tuple, \`…[${index}]\`, or destructure it, \`(a, b) = …\``,
  });
}

function lastLeaf(node: AstNode): AstNode {
  let at = node;
  while (at.children.length > 0) at = at.children[at.children.length - 1]!;
  return at;
}
