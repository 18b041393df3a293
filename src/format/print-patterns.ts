// Match-arm patterns (formatting.md §7.5): always one line.
import { fieldChild, fieldChildren, hasToken, namedChildren, type CstNode } from "./cst.js";
import { join, type Doc } from "./doc.js";
import type { PrintContext } from "./context.js";
import { printAll, printNode, type NodePrinter } from "./print.js";
import { oneLineList } from "./print-lists.js";
import { tupleComma } from "./print-types.js";

function printConstructor(node: CstNode, ctx: PrintContext): Doc {
  const [head, ...items] = namedChildren(node);
  return [printNode(head!, ctx), "(", join(", ", printAll(items, ctx)), ")"];
}

function printTuplePattern(node: CstNode, ctx: PrintContext): Doc {
  const items = namedChildren(node).map(item => ({ node: item, doc: printNode(item, ctx) }));
  // A one-element tuple pattern keeps its comma, or it would read as a grouping.
  return oneLineList(ctx, node, "(", ")", items, tupleComma(node));
}

/**
 * `(a + b)`, `(!ok)`, `(&mut k)`, `(1..5)`, `(a as Int)`, `(xs[0])`, `(n?)`, `(g(1)(2))`, `(g(1).x)`: an operation the compiler reads
 * as a silent `_` (syntax.md §7.2), spaced as the expression would be.
 */
function printPatternOperation(node: CstNode, ctx: PrintContext): Doc {
  const operator = fieldChild(node, "operator")?.type ?? "";
  const operand = fieldChild(node, "operand");
  // `ref k`, `&mut k`; `& &k`, `- -k`: never joined into another token.
  if (operand) {
    const apart = operator === "ref" || operator === "&mut" || /^[-+*&!]/.test(operand.text);
    return [operator, apart ? " " : "", printNode(operand, ctx)];
  }
  const left = printNode(fieldChild(node, "left")!, ctx);
  if (operator === "[") return [left, "[", join(", ", printAll(fieldChildren(node, "index"), ctx)), "]"];
  if (operator === "(") return [left, "(", join(", ", printAll(fieldChildren(node, "argument"), ctx)), ")"];
  if (operator === "?") return [left, "?"];
  if (operator === ".") return [left, ".", printNode(fieldChild(node, "field")!, ctx)];
  const right = fieldChild(node, "right") ?? fieldChild(node, "type");
  return [left, " ", operator, " ", printNode(right!, ctx)];
}

export const PATTERN_PRINTERS: Record<string, NodePrinter> = {
  literal_pattern: (node, ctx) => [hasToken(node, "-") ? "-" : "", printAll(namedChildren(node), ctx)],
  tuple_pattern: printTuplePattern,
  constructor_pattern: printConstructor,
  struct_pattern: (node, ctx) => ["{ ", join(", ", printAll(namedChildren(node), ctx)), " }"],
  pattern_path: (node, ctx) => join(".", printAll(namedChildren(node), ctx)),
  pattern_operation: printPatternOperation,
};
