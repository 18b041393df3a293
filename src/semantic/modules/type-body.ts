// How the entries of a type body read (modules-and-workspace.md §4.2): a
// function-typed entry that returns the type itself constructs it (a variant:
// `red: () -> Color`), unless it takes `self` (`advance: (self: &Step) ->
// Step`): a constructor has no receiver, so that entry is a method and its
// type an interface. One reading for the outline's kinds, the declarations
// and the member kinds.
import type { AstNode } from "../../syntax/ast/ast.js";

/** Whether the function type `fn` of an entry of `typeName`'s body constructs the type (a variant). */
export function constructsType(fn: AstNode, typeName: string): boolean {
  return returnsType(fn, typeName) && !firstParameterIsSelf(fn);
}

/** Whether the (innermost) result of the function type `fn` is `typeName` (or the generic `typeName` applied). */
export function returnsType(fn: AstNode, typeName: string): boolean {
  let result = fn.get("result");
  while (result?.type === "function_type") result = result.get("result");
  if (!result) return false;
  if (result.type === "type_identifier") return result.leafText === typeName;
  if (result.type === "generic_type") return result.get("name")?.leafText === typeName;
  return false;
}

/** Whether the first parameter of the function type `fn` is named `self`. */
export function firstParameterIsSelf(fn: AstNode): boolean {
  const first = fn.get("parameters")?.namedChildren.find((n) => n.type !== "line_comment" && n.type !== "block_comment");
  if (!first) return false;
  if (first.type === "parameter") return first.get("name")?.leafText === "self";
  return first.leafText === "self";
}
