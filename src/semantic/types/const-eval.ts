// A small constant evaluator for integer, float, string and boolean
// expressions (the CONST class of diagnostics.md): `Assert(N > 0)`
// predicates of generic records (E1062) and proof-function bodies (E4018).
// Integers are bigints, floats numbers: the two never mix (an Int and a
// Float are not compared or added here). Returns undefined for anything it
// cannot evaluate - an unevaluable constraint is never reported (W1063 would
// be the right warning, and the reference is silent).
import type { AstNode } from "../../syntax/ast/ast.js";

export type ConstValue = bigint | number | string | boolean;

const MAX_DEPTH = 64;

export function evaluate(node: AstNode | null, env: ReadonlyMap<string, ConstValue>, depth = 0): ConstValue | undefined {
  if (!node || depth > MAX_DEPTH) return undefined;
  switch (node.type) {
    case "integer_literal":
      return parseInteger(node.leafText);
    case "float_literal": {
      const value = Number(node.leafText.replace(/_/g, ""));
      return Number.isFinite(value) ? value : undefined;
    }
    case "string_literal":
      // A plain string; escapes and interpolations are not evaluated.
      return node.namedChildren.every((c) => c.type === "string_content") ? node.namedChildren.map((c) => c.leafText).join("") : undefined;
    case "boolean_literal":
      return node.children[0]?.type === "true" || node.leafText === "true";
    case "literal_type": {
      // `Neg(-3)`: in a type the sign is a token of the literal type, not a unary expression.
      const value = evaluate(node.namedChildren[0] ?? null, env, depth + 1);
      const negative = node.children.some((c) => !c.named && c.type === "-");
      return negative && (typeof value === "bigint" || typeof value === "number") ? -value : value;
    }
    case "identifier":
    case "type_identifier":
      return env.get(node.leafText);
    case "parenthesized_expression":
      return node.namedChildren.length === 1 ? evaluate(node.namedChildren[0] ?? null, env, depth + 1) : undefined;
    case "unary_expression": {
      const operand = evaluate(node.get("operand"), env, depth + 1);
      const op = operatorOf(node);
      if (operand === undefined) return undefined;
      if (op === "!" && typeof operand === "boolean") return !operand;
      if (op === "-" && (typeof operand === "bigint" || typeof operand === "number")) return -operand;
      if (op === "+" && (typeof operand === "bigint" || typeof operand === "number")) return operand;
      return undefined;
    }
    case "binary_expression":
      return binary(node, env, depth);
    default:
      return undefined;
  }
}

function binary(node: AstNode, env: ReadonlyMap<string, ConstValue>, depth: number): ConstValue | undefined {
  const op = operatorOf(node);
  const left = evaluate(node.get("left"), env, depth + 1);
  const right = evaluate(node.get("right"), env, depth + 1);
  if (left === undefined || right === undefined) return undefined;
  if (typeof left === "boolean" && typeof right === "boolean") {
    switch (op) {
      case "and":
        return left && right;
      case "or":
        return left || right;
      case "==":
        return left === right;
      case "!=":
        return left !== right;
      default:
        return undefined;
    }
  }
  if (typeof left === "string" && typeof right === "string") return compare(op, left, right) ?? (op === "+" ? left + right : undefined);
  if (typeof left === "number" && typeof right === "number") return compare(op, left, right) ?? arithmetic(op, left, right);
  if (typeof left !== "bigint" || typeof right !== "bigint") return undefined;
  return compare(op, left, right) ?? integerArithmetic(op, left, right);
}

/** Integer arithmetic (a division by zero is not a constant). */
function integerArithmetic(op: string, left: bigint, right: bigint): bigint | undefined {
  switch (op) {
    case "+":
      return left + right;
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return right === 0n ? undefined : left / right;
    case "%":
      return right === 0n ? undefined : left % right;
    default:
      return undefined;
  }
}

/** A comparison of two integers, floats or strings; undefined for another operator. */
function compare<T extends bigint | number | string>(op: string, left: T, right: T): boolean | undefined {
  switch (op) {
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
    case "==":
      return left === right;
    case "!=":
      return left !== right;
    default:
      return undefined;
  }
}

/** Float arithmetic (a result that is not finite is not a constant). */
function arithmetic(op: string, left: number, right: number): number | undefined {
  const value = op === "+" ? left + right : op === "-" ? left - right : op === "*" ? left * right : op === "/" ? left / right : undefined;
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** The operator token of a unary or binary expression. */
export function operatorOf(node: AstNode): string {
  const op = node.get("operator");
  if (op) return op.type;
  for (const c of node.children) if (!c.named) return c.type;
  return "";
}

export function parseInteger(text: string): bigint | undefined {
  const t = text.replace(/_/g, "");
  try {
    if (/^0[xX][0-9a-fA-F]+$/.test(t)) return BigInt(t);
    if (/^0[oO][0-7]+$/.test(t)) return BigInt(`0o${t.slice(2)}`);
    if (/^0[bB][01]+$/.test(t)) return BigInt(`0b${t.slice(2)}`);
    if (/^[0-9]+$/.test(t)) return BigInt(t);
  } catch {
    return undefined;
  }
  return undefined;
}
