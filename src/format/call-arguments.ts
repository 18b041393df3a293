// The order arguments are printed in: positional ones first, then named ones,
// each group in source order. The reference keeps them in two lists, so this
// is the order it evaluates and prints them in (formatting.md §7.2).
import { namedChildren, type CstNode } from "./cst.js";

export function argumentsInOrder(args: CstNode): CstNode[] {
  const all = namedChildren(args);
  return [...all.filter(a => a.type !== "named_argument"), ...all.filter(a => a.type === "named_argument")];
}
