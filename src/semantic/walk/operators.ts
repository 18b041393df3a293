// Operators (diagnostics.md §6.5 "Operators"): result types of arithmetic and
// comparisons. The operands of `and`, `or`, `!` and unary `*` are handed to
// the rules (E1050-E1052, src/check/operators.ts) with their types.
import type { AstNode } from "../../syntax/ast/ast.js";
import { operatorOf } from "../types/const-eval.js";
import { BOOL, UNKNOWN, type Type } from "../types/types.js";
import type { Scope } from "./scope.js";
import type { Walker } from "./walker.js";

const COMPARISONS = new Set(["<", "<=", ">", ">=", "==", "!="]);

/**
 * A binary expression. Operator chains (`a + b + c + …`) nest to the left as
 * deep as they are long, so the left spine is walked in a loop, innermost
 * first: a long chain must not exhaust the stack. Operands are walked left
 * to right, except in the reference's view, where the right operand comes
 * first: `(a.x - b.x) * *2` reports the E1052 of `*2`, not the E1053 of
 * `a.x`, as the first error of its item (a documentation snippet of the
 * corpus shows it; conformance:check).
 */
export function inferBinary(w: Walker, node: AstNode, scope: Scope): Type {
  const spine: AstNode[] = [node];
  for (let left = node.get("left"); left?.type === "binary_expression"; left = left.get("left")) spine.push(left);
  const innermost = spine[spine.length - 1] as AstNode;
  const rights = w.referenceMode ? spine.map((n) => operand(w, n.get("right"), scope)) : null;
  let result = operand(w, innermost.get("left"), scope);
  for (let i = spine.length - 1; i >= 0; i--) {
    const n = spine[i] as AstNode;
    result = binaryResult(w, n, result, rights ? (rights[i] as Type) : operand(w, n.get("right"), scope));
  }
  return result;
}

function operand(w: Walker, node: AstNode | null, scope: Scope): Type {
  return node && node.type !== "generic_type" ? w.expr(node, scope) : UNKNOWN;
}

/** The type of `node` given its operands' types. */
function binaryResult(w: Walker, node: AstNode, left: Type, right: Type): Type {
  const op = operatorOf(node);
  if (op === "and" || op === "or") {
    w.checks?.operator(w, node, op, [
      { node: node.get("left"), type: left },
      { node: node.get("right"), type: right },
    ]);
    return BOOL;
  }
  if (COMPARISONS.has(op)) return BOOL;
  // `"n = " + n`: text and a number (the check warns: nothing converts a number to text, §6.5).
  if (op === "+") {
    w.checks?.operator(w, node, op, [
      { node: node.get("left"), type: left },
      { node: node.get("right"), type: right },
    ]);
  }
  return arithmetic(op, left, right);
}

function arithmetic(op: string, left: Type, right: Type): Type {
  if (left.k === "prim" && right.k === "prim") {
    if (op === "%") return left.name === "Int" || left.name === "Float" ? left : UNKNOWN;
    if (left.name === right.name && (left.name === "Int" || left.name === "Float")) return left;
    if (op === "+" && left.name === "String" && right.name === "String") return left;
    return UNKNOWN;
  }
  // `out + [row]` where `out` started as `[]`: the elements the right side brings.
  if (op === "+" && left.k === "list" && right.k === "list") return left.elem.k === "unknown" ? right : left;
  return UNKNOWN;
}

export function inferUnary(w: Walker, node: AstNode, scope: Scope): Type {
  const op = operatorOf(node);
  const operandNode = node.get("operand");
  const type = operand(w, operandNode, scope);
  switch (op) {
    case "!":
      w.checks?.operator(w, node, op, [{ node: operandNode, type }]);
      return BOOL;
    case "-":
    case "+":
      return type.k === "prim" && (type.name === "Int" || type.name === "Float") ? type : UNKNOWN;
    case "*":
      if (type.k === "ptr") return type.inner;
      w.checks?.operator(w, node, op, [{ node: operandNode, type }]);
      return UNKNOWN;
    default:
      return UNKNOWN;
  }
}
