// Functions bound in a function body and the signatures they are written
// with (syntax.md §3.3, §3.4): which form a local binding's value takes
// (the signature's body, or the function itself), the parameters named
// arguments of its calls name, and a lambda that is a parenthesised result.
import type { AstNode } from "../../syntax/ast/ast.js";
import { functionTypeIn } from "../types/annotations.js";
import { lambdaParams } from "../types/declarations.js";
import type { Scope } from "./scope.js";

/**
 * The function type of a local binding whose value is its body (syntax.md §3.3: `area2: (w: Float, h:
 * Float) -> Float = w * h`): a named signature whose value is a block, or reads one of its parameters
 * that nothing visible binds. Otherwise (`f: (x: Int) -> Int = make_adder(1)`) the value is the function.
 */
export function localSignatureBody(typeNode: AstNode, value: AstNode, scope: Scope): AstNode | null {
  if (typeNode.type !== "function_type" || value.type === "lambda") return null;
  const entries = typeNode.get("parameters")?.namedChildren ?? [];
  if (!entries.every((e) => e.type === "parameter" && e.get("name"))) return null;
  if (value.type === "block") return typeNode;
  const names = new Set(entries.map((e) => e.get("name")!.leafText).filter((n) => scope.lookup(n) === undefined));
  return names.size > 0 && mentions(value, names) ? typeNode : null;
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
 * The parenthesised function type `fnType` returns (`(factor: Int) -> ((g: Int) -> Int)`) when `lambda`
 * is it: its binders are that type's parameter names, in order, and none is a name of the first group.
 */
export function lambdaIsResultFunction(lambda: AstNode, fnType: AstNode): AstNode | null {
  const result = fnType.get("result");
  const inner = result?.type === "function_type" ? null : functionTypeIn(result);
  if (!inner) return null;
  const names = (node: AstNode | null | undefined) => (node?.namedChildren ?? []).filter((e) => e.type === "parameter").map((e) => e.get("name")?.leafText);
  const resultNames = names(inner.get("parameters"));
  const firstGroup = new Set(names(fnType.get("parameters")));
  const binders = lambdaParams(lambda).map((p) => p.get("name")?.leafText);
  if (binders.length === 0 || binders.length !== resultNames.length) return null;
  return binders.every((b, i) => b !== undefined && b === resultNames[i] && !firstGroup.has(b)) ? inner : null;
}
