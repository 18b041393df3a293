// Functions bound in a function body and the signatures they are written
// with (syntax.md §3.3, §3.4): which form a local binding's value takes
// (the signature's body, or the function itself), the parameters named
// arguments of its calls name, and a lambda that is a parenthesised result.
import type { AstNode } from "../../syntax/ast/ast.js";
import { functionTypeIn } from "../types/annotations.js";
import { lambdaParams } from "../types/declarations.js";

/**
 * The function type of a local binding whose value is its body (syntax.md §3.3: `area2: (w: Float, h:
 * Float) -> Float = w * h`, `tick: () -> Int = n + 1`): a named signature (every parameter named, or
 * none) and a value that is no lambda, read as at the top level and as format_source prints it
 * (`= (w: Float, h: Float) => …`), so `f: (x: Int) -> Int = make_adder(1)` is a function returning a
 * function (E1002), as it is at the top level.
 */
export function localSignatureBody(typeNode: AstNode, value: AstNode): AstNode | null {
  if (typeNode.type !== "function_type" || value.type === "lambda") return null;
  const entries = typeNode.get("parameters")?.namedChildren ?? [];
  return entries.every((e) => e.type === "parameter" && e.get("name")) ? typeNode : null;
}

/** The parameters of a local function (`value` a lambda, or the body of the signature `signatureBody`), by name. */
export function localParameters(value: AstNode | null, signatureBody: AstNode | null): { parameters?: ReadonlyMap<string, AstNode> } {
  const names = signatureBody
    ? (signatureBody.get("parameters")?.namedChildren ?? []).map((p) => p.get("name"))
    : value?.type === "lambda"
      ? lambdaParams(value).map((p) => p.get("name"))
      : [];
  const parameters = new Map<string, AstNode>();
  for (const name of names) if (name?.type === "identifier") parameters.set(name.leafText, name);
  return parameters.size > 0 ? { parameters } : {};
}

/** Whether an identifier in `node` is one of `names` (a loop: an expression may be nested deeper than the stack). */
function mentions(node: AstNode, names: ReadonlySet<string>): boolean {
  const pending = [node];
  for (let current = pending.pop(); current; current = pending.pop()) {
    if (current.type === "identifier" && names.has(current.leafText)) return true;
    pending.push(...current.namedChildren);
  }
  return false;
}

/**
 * The function type `fnType` returns, when `lambda` is that function rather than the one `fnType`
 * declares: its binders are the result's parameter names (`(factor: Int) -> ((g: Int) -> Int) = (g) =>
 * g * factor`, as `(x) => …` is `lift`'s in syntax.md §3.4), or, none of them a name of the first group,
 * as many as the result takes while its body reads the first group's names (`(limit: Float) -> (Obs) ->
 * Bool = (o) => o.temp_c > limit`, the form format_source gives `-> ((o: Obs) -> Bool)`), or for a
 * method whose first group is its receiver `self` alone (`(self: &Acc) -> (String) -> String = (s) =>
 * …`). Undefined
 * otherwise (the binders are the first group's, by name or position).
 */
export function lambdaIsResultFunction(lambda: AstNode, fnType: AstNode): AstNode | null {
  const result = fnType.get("result");
  const inner = result?.type === "function_type" ? result : functionTypeIn(result);
  if (!inner) return null;
  const resultEntries = inner.get("parameters")?.namedChildren ?? [];
  const resultNames = resultEntries.map((e) => (e.type === "parameter" ? e.get("name")?.leafText : undefined));
  const firstGroup = new Set((fnType.get("parameters")?.namedChildren ?? []).filter((e) => e.type === "parameter").map((e) => e.get("name")?.leafText));
  const binders = lambdaParams(lambda).map((p) => p.get("name")?.leafText);
  if (binders.length === 0 || binders.length !== resultEntries.length || binders.some((b) => b === undefined || firstGroup.has(b))) return null;
  // A later group's names a binder takes are matched by name where the groups are bound (walker.ts).
  if (binders.every((b, i) => b === resultNames[i])) return inner !== result ? inner : null;
  // A method's only first-group parameter is its receiver, `self` (§3.8): binders of other names are the result's.
  if (firstGroup.size === 1 && firstGroup.has("self")) return inner;
  const free = new Set([...firstGroup].filter((n): n is string => n !== undefined && !binders.includes(n)));
  const body = lambda.get("body");
  return free.size > 0 && body && mentions(body, free) ? inner : null;
}

/**
 * Whether a curried function's block body (no lambda head) gives functions:
 * every value it returns, and its last expression if it has one, is a lambda
 * (`make_adder: (k: Int) -> (x: Int) -> Int = { return (x) => x + k }`: the
 * body binds the first group, its value is the next group's function, 104e
 * M1). Otherwise it is the body of every group (`add: (a: Int) -> (b: Int) ->
 * Int = { return a + b }`, as format_source writes it; 105d R1: read as the
 * first group's, it was a false E1002).
 */
export function givesFunctions(block: AstNode): boolean {
  const values: AstNode[] = [];
  const pending = [...block.children];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === "lambda") continue;
    if (node.type === "return_expression") {
      const value = node.get("value");
      if (value) values.push(value);
      continue;
    }
    pending.push(...node.children);
  }
  const last = block.namedChildren.at(-1);
  const tail = last?.type === "expression_statement" ? last.namedChildren[0] : undefined;
  if (tail && tail.type !== "return_expression") values.push(tail);
  return values.length > 0 && values.every((value) => unparenthesizedLambda(value));
}

function unparenthesizedLambda(node: AstNode): boolean {
  let current = node;
  while (current.type === "parenthesized_expression" && current.namedChildren.length === 1) current = current.namedChildren[0]!;
  return current.type === "lambda";
}

