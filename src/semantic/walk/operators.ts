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
 * first: a long chain must not exhaust the stack. Operands are walked in
 * the same order as a recursive walk would (left to right).
 */
export function inferBinary(w: Walker, node: AstNode, scope: Scope): Type {
  const spine: AstNode[] = [node];
  for (let left = node.get("left"); left?.type === "binary_expression"; left = left.get("left")) spine.push(left);
  const innermost = spine[spine.length - 1] as AstNode;
  const first = innermost.get("left");
  let result = first && first.type !== "generic_type" ? w.expr(first, scope) : UNKNOWN;
  for (let i = spine.length - 1; i >= 0; i--) result = binaryResult(w, spine[i] as AstNode, result, scope);
  return result;
}

/** The type of `node` given its left operand's type (its right operand is walked here). */
function binaryResult(w: Walker, node: AstNode, left: Type, scope: Scope): Type {
  const op = operatorOf(node);
  const rightNode = node.get("right");
  const right = rightNode && rightNode.type !== "generic_type" ? w.expr(rightNode, scope) : UNKNOWN;
  if (op === "and" || op === "or") {
    w.checks?.operator(w, node, op, [
      { node: node.get("left"), type: left },
      { node: rightNode, type: right },
    ]);
    return BOOL;
  }
  if (COMPARISONS.has(op)) return BOOL;
  return arithmetic(op, left, right);
}

function arithmetic(op: string, left: Type, right: Type): Type {
  if (left.k === "prim" && right.k === "prim") {
    if (op === "%") return left.name === "Int" || left.name === "Float" ? left : UNKNOWN;
    if (left.name === right.name && (left.name === "Int" || left.name === "Float")) return left;
    if (op === "+" && left.name === "String" && right.name === "String") return left;
    return UNKNOWN;
  }
  if (op === "+" && left.k === "list" && right.k === "list") return left;
  return UNKNOWN;
}

export function inferUnary(w: Walker, node: AstNode, scope: Scope): Type {
  const op = operatorOf(node);
  const operandNode = node.get("operand");
  const operand = operandNode && operandNode.type !== "generic_type" ? w.expr(operandNode, scope) : UNKNOWN;
  switch (op) {
    case "!":
      w.checks?.operator(w, node, op, [{ node: operandNode, type: operand }]);
      return BOOL;
    case "-":
    case "+":
      return operand.k === "prim" && (operand.name === "Int" || operand.name === "Float") ? operand : UNKNOWN;
    case "*":
      if (operand.k === "ptr") return operand.inner;
      w.checks?.operator(w, node, op, [{ node: operandNode, type: operand }]);
      return UNKNOWN;
    default:
      return UNKNOWN;
  }
}
