// Parentheses in type position (syntax.md §6.1, §8 item 3): `(T)` is a
// grouping, the type T itself; `(T,)` and `(A, B)` are tuples. Every reader
// of annotation nodes goes through here so that `-> ((x: Int) -> Int)` and
// `-> (x: Int) -> Int` can never be two types.
import type { AstNode } from "../../syntax/ast/ast.js";

/**
 * The type inside a grouping `(T)` (syntax.md §6.1: `"(" type ")"` is
 * grouping, `"(" type "," … ")"` a tuple), else null: a one-element tuple
 * type is a grouping unless written with its comma, `(T,)`. An unclosed
 * `( Int` (its `)` made up by error recovery) is no grouping: the compiler
 * rejects such a result type with E1002 (README, "Typecheck notes").
 */
export function groupedType(node: AstNode): AstNode | null {
  if (node.type !== "tuple_type" || node.namedChildren.length !== 1) return null;
  const closed = node.children.some((c) => !c.named && c.type === ")" && !c.missing);
  if (!closed || node.children.some((c) => !c.named && c.type === ",")) return null;
  return node.namedChildren[0] ?? null;
}

/** `node` with any number of grouping parentheses taken off (`((T))` → `T`). */
export function withoutGrouping(node: AstNode | null): AstNode | null {
  let current = node;
  for (let inner = current && groupedType(current); inner; inner = groupedType(inner)) current = inner;
  return current;
}
