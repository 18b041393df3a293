// What the file alone says about the type of a binding, for member
// attribution (§4.5): `p: &Point` → Point, `v: Pair(T)` → Pair, `r = Rect(…)`
// → "the result of calling Rect", `w = v` → "whatever v is". The symbol
// layer finishes the job across files.
import type { AstNode as Node } from "../../syntax/ast/ast.js";
import type { TypeHint } from "../../semantic/model/model.js";

const UNKNOWN: TypeHint = { kind: "unknown" };

/** The type name of a type node: `T`, `&T`, `&mut T`, `*T`, `T(…)`; unknown otherwise. */
export function typeNameHint(type: Node | null): TypeHint {
  let node = type;
  while (node && (node.type === "reference_type" || node.type === "pointer_type")) node = node.get("type");
  if (!node) return UNKNOWN;
  if (node.type === "type_identifier") return { kind: "named", name: node.leafText, referenceStart: node.start };
  if (node.type === "generic_type") {
    const name = node.get("name");
    if (name) return { kind: "named", name: name.leafText, referenceStart: name.start };
  }
  return UNKNOWN;
}

/** The result type of a (possibly curried) function type. */
export function resultHint(fn: Node): TypeHint {
  let result = fn.get("result");
  while (result?.type === "function_type") result = result.get("result");
  return typeNameHint(result);
}

/** What an initialiser expression says about its type. */
export function valueHint(value: Node | null): TypeHint {
  let node = value;
  while (node?.type === "parenthesized_expression") node = node.namedChildren[0] ?? null;
  if (!node) return UNKNOWN;
  if (node.type === "identifier") return { kind: "name", referenceStart: node.start };
  if (node.type === "call_expression") {
    const fn = node.get("function");
    if (fn?.type === "identifier") return { kind: "call", referenceStart: fn.start };
    if (fn?.type === "field_expression") {
      const field = fn.get("field");
      if (field) return { kind: "member-call", memberStart: field.start };
    }
  }
  return UNKNOWN;
}
