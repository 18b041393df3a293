// Kinds of the entries of a type body (modules-and-workspace.md §4.2):
//
//   variant  every entry is function-typed and returns the type itself (or
//            the generic type applied to its parameters) without taking
//            `self` (modules/type-body.ts): `{ red: () -> Color }`
//   method   entries of an interface (all function-typed, one not returning
//            the type); `m = f[0]` bindings and `m: F[0] = lambda` (bound at
//            positions); in a record with data entries, a
//            function-typed entry whose first parameter is `self`
//   field    everything else (data entries, and function-typed entries of a
//            record with data entries that do not take `self`)
//
// Bare type names in the body (`Drawable`) are implemented interfaces:
// references, not entries.
import type { AstNode as Node } from "../../syntax/ast/ast.js";
import { constructsType, firstParameterIsSelf } from "../modules/type-body.js";

export type MemberKind = "field" | "variant" | "method";

/**
 * Kind of every entry of `body` (a record_type) of the type `typeName`, keyed by the entry's name start.
 * `declaredApart`: the methods the type's file declares as `T.m` (a function-typed entry of such a name
 * is that method's entry, whatever its first parameter is called: the checker calls it as a method).
 */
export function memberKinds(body: Node, typeName: string, declaredApart?: { has(name: string): boolean }): Map<number, MemberKind> {
  const entries = body.namedChildren.filter(
    (n): n is Node => n !== null && (n.type === "field_declaration" || n.type === "method_binding"),
  );
  const kinds = new Map<number, MemberKind>();
  const fnTyped = (e: Node) => e.type === "field_declaration" && e.get("type")?.type === "function_type";
  const allFunctions = entries.length > 0 && entries.every(fnTyped);
  const allReturnSelf = allFunctions && entries.every((e) => constructsType(e.get("type")!, typeName));
  for (const entry of entries) {
    const name = entry.get("name");
    if (!name) continue;
    let kind: MemberKind;
    if (entry.type === "method_binding") kind = "method";
    // `name: FnType[0] = expr`: an anonymous method bound at positions (syntax.md §3.7).
    else if (entry.get("positions")) kind = "method";
    else if (allReturnSelf) kind = "variant";
    else if (allFunctions) kind = "method";
    else if (fnTyped(entry) && (firstParameterIsSelf(entry.get("type")!) || declaredApart?.has(name.leafText) === true)) kind = "method";
    else kind = "field";
    kinds.set(name.start, kind);
  }
  return kinds;
}
