// Operators (diagnostics.md §6.5 "Operators"): result types of arithmetic and
// comparisons, and the operand checks E1050 (`and`/`or`), E1051 (`!`) and
// E1052 (`*` on something that is not a raw pointer). Every check skips
// operands whose type is unknown.
import type { AstNode } from "../syntax/ast/ast.js";
import { operatorOf } from "../semantic/types/const-eval.js";
import type { Scope } from "../semantic/walk/scope.js";
import { BOOL, display, fullyKnown, UNKNOWN, type Type } from "../semantic/types/types.js";
import type { Walker } from "../semantic/walk/walker.js";

const COMPARISONS = new Set(["<", "<=", ">", ">=", "==", "!="]);

/**
 * A binary expression. Operator chains (`a + b + c + …`) nest to the left as
 * deep as they are long, so the left spine is walked in a loop, innermost
 * first: a long chain must not exhaust the stack. Operands are checked in
 * the same order as a recursive walk would (left to right).
 */
export function checkBinary(w: Walker, node: AstNode, scope: Scope): Type {
  const spine: AstNode[] = [node];
  for (let left = node.get("left"); left?.type === "binary_expression"; left = left.get("left")) spine.push(left);
  const innermost = spine[spine.length - 1] as AstNode;
  const first = innermost.get("left");
  let result = first && first.type !== "generic_type" ? w.expr(first, scope) : UNKNOWN;
  for (let i = spine.length - 1; i >= 0; i--) result = binaryResult(w, spine[i] as AstNode, result, scope);
  return result;
}

/** The type of `node` given its left operand's type (its right operand is checked here). */
function binaryResult(w: Walker, node: AstNode, left: Type, scope: Scope): Type {
  const op = operatorOf(node);
  const leftNode = node.get("left");
  const rightNode = node.get("right");
  const right = rightNode && rightNode.type !== "generic_type" ? w.expr(rightNode, scope) : UNKNOWN;
  if (op === "and" || op === "or") {
    const bad = [
      [leftNode, left],
      [rightNode, right],
    ].find(([n, t]) => n && fullyKnown(t as Type) && !isBool(t as Type)) as [AstNode, Type] | undefined;
    if (bad) {
      w.sink.report("E1050", bad[0], `\`${op}\` needs Bool operands, but this one is ${display(bad[1])}`, { phase: "types" });
    }
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

function isBool(t: Type): boolean {
  return t.k === "prim" && t.name === "Bool";
}

export function checkUnary(w: Walker, node: AstNode, scope: Scope): Type {
  const op = operatorOf(node);
  const operandNode = node.get("operand");
  const operand = operandNode && operandNode.type !== "generic_type" ? w.expr(operandNode, scope) : UNKNOWN;
  switch (op) {
    case "!":
      if (operandNode && fullyKnown(operand) && !isBool(operand)) {
        w.sink.report("E1051", operandNode, `\`!\` needs a Bool operand, but this one is ${display(operand)}`, { phase: "types" });
      }
      return BOOL;
    case "-":
    case "+":
      return operand.k === "prim" && (operand.name === "Int" || operand.name === "Float") ? operand : UNKNOWN;
    case "*":
      if (operand.k === "ptr") return operand.inner;
      if (fullyKnown(operand)) {
        w.sink.report("E1052", node, `only raw pointers (\`*T\`) can be dereferenced, but this value is ${display(operand)}`, { phase: "types" });
      }
      return UNKNOWN;
    default:
      return UNKNOWN;
  }
}
