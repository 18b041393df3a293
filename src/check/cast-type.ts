// `n as f64 / 2.0`: in a cast, a type that is a bare name directly followed
// by an operator takes the operator and its operand into the type
// (syntax.md §5.6, §6.6): the compiler reads a cast to the "type"
// `f64 / 2.0`, not `(n as f64) / 2.0`, and accepts it without a word. Our
// grammar applies the operator outside (the deviation §5.6 recommends), so
// the tools would silently give the program another meaning than the
// compiler's: a warning of the tool's own says so.
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const CAST_TYPE_CODE = "MCP-CAST-TYPE";

/** Reports `binary` when its left operand is a cast to a bare type name: the compiler takes the operator into that type. */
export function castTypeRule(sink: Sink, binary: AstNode, text: string): void {
  const cast = binary.get("left");
  const right = binary.get("right");
  if (cast?.type !== "cast_expression" || !right) return;
  const type = cast.get("type");
  const value = cast.get("value");
  if (type?.type !== "type_identifier" || !value) return;
  const operator = binary.children.find((c) => !c.named && c.start >= cast.end && c.end <= right.start);
  if (!operator) return;
  const castText = text.slice(cast.start, cast.end);
  const operand = short(text.slice(right.start, right.end));
  const swallowed = `${type.leafText} ${operator.type} ${operand}`;
  sink.report(CAST_TYPE_CODE, operator, `the compiler reads this as a cast to the type \`${swallowed}\` (a type name takes the operator after it, syntax.md §5.6), not as \`(${castText}) ${operator.type} ${operand}\``, {
    phase: "syntax",
    severity: "warning",
    help: `parenthesise the cast: \`(${castText}) ${operator.type} ${operand}\``,
  });
}

/** An operand as the message quotes it: one line, at most 30 characters. */
function short(operand: string): string {
  const line = operand.split("\n")[0]!;
  return line.length > 30 || line !== operand ? `${line.slice(0, 30)}…` : line;
}
