// `i++` (C, JavaScript) followed by more code (syntax.md §2.1-2.2: a prefix
// operand reads on across lines): `i++\nprint(i)` is `i + +print(i)`, one
// valid expression the compiler accepts without a word, and nothing is
// incremented. (Where nothing follows, `i++` is a syntax error whose help
// says the same: reference-parser.ts incrementHelp.) A warning of the tool's
// own says so.
import type { AstNode } from "../syntax/ast/ast.js";
import type { Sink } from "./context.js";

/** The code of the warning (the tool's own: the compiler has none for it). */
export const INCREMENT_CODE = "MCP-INCREMENT";

/** Reports `binary` when it is `x++ …` / `x-- …`: an operator glued to its left operand and to a same prefix operator whose operand stands apart. */
export function incrementRule(sink: Sink, binary: AstNode): void {
  const left = binary.get("left");
  const right = binary.get("right");
  if (!left || right?.type !== "unary_expression") return;
  const op = binary.children.find((c) => !c.named && (c.type === "+" || c.type === "-"));
  const prefix = right.children.find((c) => !c.named);
  const operand = right.get("operand");
  if (!op || !operand || prefix?.type !== op.type) return;
  if (left.end !== op.start || op.end !== prefix.start || prefix.end === operand.start) return;
  const name = left.type === "identifier" ? left.leafText : "x";
  const sign = op.type;
  sink.report(INCREMENT_CODE, op, `\`${name}${sign}${sign}\` is no increment: YaoXiang has no \`${sign}${sign}\`, so this reads \`${name} ${sign} ${sign}…\` with the expression after it`, {
    phase: "syntax",
    severity: "warning",
    help: `write \`${name} = ${name} ${sign} 1\` (with \`${name}\` declared \`mut\`) on its own line`,
  });
}
