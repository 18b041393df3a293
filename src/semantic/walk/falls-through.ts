// Whether a function's body can end without a value: control reaches the
// end of its block on some path whose last statement gives none (a binding,
// a loop, an `if` without `else`), with no `return` on the way. Tail
// expressions don't return implicitly (corpus 03-semantics
// no_tail_expr_return.yx), so such a call has no value, as one that runs a
// bare `return` has not (105b P2: `total: (xs: List(Int)) -> Int = { mut t =
// 0; for x in xs { t = t + x } }` passed).
//
// Where the answer is not certain the body is taken to give a value (no
// report): a `while true` left only by a labelled or nested `break`, an
// expression of unknown kind, a branch that ends in an expression.
import { unparenthesized, type AstNode } from "../../syntax/ast/ast.js";

/** Whether some path through `block` reaches its end with no value: every statement before the last completes, and the last gives none. */
export function endsWithoutValueOnSomePath(block: AstNode): boolean {
  const statements = block.namedChildren;
  if (statements.length === 0) return true;
  if (statements.some(diverges)) return false;
  return completesWithoutValue(statements.at(-1)!);
}

/** A statement after which nothing runs: a `return`, `break` or `continue`, or control flow all of whose paths end in one. */
export function diverges(statement: AstNode): boolean {
  // `dx = a -` then `return dx` on the next line is one binding holding the `return` (94b D8): it may leave.
  if (statement.type !== "expression_statement") return holdsReturn(statement);
  const inner = statement.namedChildren[0];
  return inner !== undefined && expressionDiverges(inner);
}

function expressionDiverges(node: AstNode): boolean {
  switch (node.type) {
    case "return_expression":
    case "break_expression":
    case "continue_expression":
      return true;
    case "parenthesized_expression":
      return node.namedChildren.length === 1 && expressionDiverges(node.namedChildren[0]!);
    case "block":
      return node.namedChildren.some(diverges);
    case "if_expression": {
      const consequence = node.get("consequence");
      const alternative = node.get("alternative")?.get("body");
      return consequence !== null && alternative != null && expressionDiverges(consequence) && expressionDiverges(alternative);
    }
    case "match_expression": {
      const arms = armValues(node);
      return arms.length > 0 && arms.every(expressionDiverges);
    }
    case "while_expression":
      return isLiteralTrue(node.get("condition")) && !leftByBreak(node.get("body"));
    case "for_expression":
    case "spawn_for_expression":
      return false;
    default:
      // `f(return 1)`: whatever holds a `return` may leave there.
      return holdsReturn(node);
  }
}

/** A `return` in `node` outside the lambdas in it. */
export function holdsReturn(node: AstNode): boolean {
  for (const child of node.children) {
    if (child.type === "return_expression") return true;
    if (child.type !== "lambda" && holdsReturn(child)) return true;
  }
  return false;
}

/** A last statement that may complete with no value. */
function completesWithoutValue(statement: AstNode): boolean {
  if (statement.type !== "expression_statement") return statement.type === "binding" || statement.type === "destructuring";
  const inner = statement.namedChildren[0];
  if (!inner) return false;
  return expressionWithoutValue(inner);
}

function expressionWithoutValue(node: AstNode): boolean {
  switch (node.type) {
    case "for_expression":
    case "spawn_for_expression":
      return true;
    case "while_expression":
      return !expressionDiverges(node);
    case "block":
      return endsWithoutValueOnSomePath(node);
    case "parenthesized_expression":
      return node.namedChildren.length === 1 && expressionWithoutValue(node.namedChildren[0]!);
    case "if_expression": {
      const consequence = node.get("consequence");
      const alternative = node.get("alternative")?.get("body");
      if (!consequence) return false;
      // Without `else`, the path on which the condition is false gives nothing.
      if (!alternative) return true;
      return expressionWithoutValue(consequence) || expressionWithoutValue(alternative);
    }
    case "match_expression":
      return armValues(node).some((value) => value.type === "block" && endsWithoutValueOnSomePath(value));
    default:
      return false;
  }
}

function armValues(match: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const arm of match.get("body")?.namedChildren ?? []) {
    const value = arm.type === "match_arm" ? arm.get("value") : null;
    if (value) out.push(value);
  }
  return out;
}

function isLiteralTrue(node: AstNode | null): boolean {
  const inner = node && unparenthesized(node);
  return inner?.type === "boolean_literal" && (inner.leafText === "true" || inner.children[0]?.type === "true");
}

/** A `break` without a label in `body` that leaves this loop: not inside another loop or a lambda. */
function leftByBreak(body: AstNode | null): boolean {
  if (!body) return false;
  if (body.type === "break_expression") return body.get("label") === null;
  for (const child of body.children) {
    if (LOOPS_AND_FUNCTIONS.has(child.type)) continue;
    if (leftByBreak(child)) return true;
  }
  return false;
}

const LOOPS_AND_FUNCTIONS = new Set(["while_expression", "for_expression", "spawn_for_expression", "lambda"]);
