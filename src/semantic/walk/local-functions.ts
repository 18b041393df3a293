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
 * How a curried function's body without a lambda head is read (syntax.md
 * §3.3, §3.4 leave it open):
 *   - "every-group": it is the body of every group, giving the last group's
 *     result: it reads a later group's parameter (`add: (a: Int) -> (b: Int)
 *     -> Int = { return a + b }`, 105d R1), or every value it gives is surely
 *     no function (`return "s"`);
 *   - "first-group": it binds the first group and gives the next group's
 *     function: every value it gives is a lambda, also through the branches
 *     of an `if` or a `match` (`make_adder: (k: Int) -> (x: Int) -> Int = {
 *     return (x) => x + k }`, 104e M1; 105e S1);
 *   - "unsettled": otherwise (`return twice`, a local holding a lambda: a
 *     function or not, 105e S2), and then nothing is checked against it.
 * `later`: the parameter names of the groups after the first.
 */
export function curriedBodyReading(body: AstNode, later: ReadonlySet<string>): "every-group" | "first-group" | "unsettled" {
  if (readsFreely(body, later)) return "every-group";
  const values = body.type === "block" ? blockValues(body) : expressionValues(body);
  const kinds = values.map(valueKind);
  if (kinds.length > 0 && kinds.every((k) => k === "function")) return "first-group";
  if (kinds.every((k) => k === "value")) return "every-group";
  return "unsettled";
}

/** The expressions whose values a block gives: its `return`s' (outside lambdas) and its last expression's, through branches. */
function blockValues(block: AstNode): AstNode[] {
  const out: AstNode[] = [];
  const pending = [...block.children];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === "lambda") continue;
    if (node.type === "return_expression") {
      const value = node.get("value");
      if (value) out.push(...expressionValues(value));
      continue;
    }
    pending.push(...node.children);
  }
  out.push(...tailValues(block));
  return out;
}

/** What a block's last statement gives as its value (none when it is no expression or returns). */
function tailValues(block: AstNode): AstNode[] {
  const last = block.namedChildren.at(-1);
  const tail = last?.type === "expression_statement" ? last.namedChildren[0] : undefined;
  return tail && tail.type !== "return_expression" ? expressionValues(tail) : [];
}

/** The expressions an expression's value comes from: through parentheses, an `if` with `else`, a `match`, a block. */
function expressionValues(node: AstNode): AstNode[] {
  switch (node.type) {
    case "parenthesized_expression":
      return node.namedChildren.length === 1 ? expressionValues(node.namedChildren[0]!) : [node];
    case "block":
      return tailValues(node);
    case "if_expression": {
      const consequence = node.get("consequence");
      const alternative = node.get("alternative")?.get("body");
      // Without `else` it gives nothing of its own (its branch's `return`s are counted apart).
      return consequence && alternative ? [...expressionValues(consequence), ...expressionValues(alternative)] : [];
    }
    case "match_expression":
      return (node.get("body")?.namedChildren ?? []).flatMap((arm) => {
        const value = arm.type === "match_arm" ? arm.get("value") : null;
        return value && value.type !== "return_expression" ? expressionValues(value) : [];
      });
    default:
      return [node];
  }
}

/** A lambda is a function; a name, a call, a member or an index may hold one; anything else surely does not. */
function valueKind(node: AstNode): "function" | "maybe" | "value" {
  if (node.type === "lambda") return "function";
  return MAYBE_FUNCTIONS.has(node.type) ? "maybe" : "value";
}

const MAYBE_FUNCTIONS = new Set(["identifier", "call_expression", "field_expression", "index_expression", "unsafe_expression"]);

/** Whether `node` reads one of `names` where no lambda inside it binds that name (a later group's parameter, read by an every-group body). */
function readsFreely(node: AstNode, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  const pending: [AstNode, ReadonlySet<string>][] = [[node, names]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, free] = item;
    if (current.type === "identifier" && free.has(current.leafText) && !DECLARING_FIELDS.has(current.field ?? "")) return true;
    let inside = free;
    if (current.type === "lambda") {
      const bound = new Set(lambdaParams(current).map((p) => p.get("name")?.leafText));
      inside = new Set([...free].filter((n) => !bound.has(n)));
      if (inside.size === 0) continue;
    }
    for (const child of current.children) pending.push([child, inside]);
  }
  return false;
}

/** Fields under which an identifier names something other than a read (a member, an argument's or parameter's name, a target). */
const DECLARING_FIELDS = new Set(["field", "name", "target", "label"]);

/**
 * The parameter names of `group` and of the groups chained after it
 * (`(T: Type) -> (x: T) -> T`: T and x); from a signature's `result`, those
 * of its later groups.
 */
export function groupParameterNames(group: AstNode | null): Set<string> {
  const names = new Set<string>();
  for (let at = group; at?.type === "function_type"; at = at.get("result")) {
    for (const p of at.get("parameters")?.namedChildren ?? []) {
      const name = p.get("name")?.leafText;
      if (name) names.add(name);
    }
  }
  return names;
}
