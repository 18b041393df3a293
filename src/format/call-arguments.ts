// The order arguments are printed in: positional ones first, then named ones,
// each group in source order. The reference keeps them in two lists, so this
// is the order it evaluates and prints them in (formatting.md §7.2).
import { namedChildren, type CstNode } from "./cst.js";

export function argumentsInOrder(args: CstNode): CstNode[] {
  return positionalFirst(namedChildren(args), a => a.type === "named_argument");
}

/** The same order for any representation of the arguments (equivalence.ts reads its own). */
export function positionalFirst<T>(all: T[], isNamed: (arg: T) => boolean): T[] {
  // Most calls are in that order already (no named argument before a positional one): no copy.
  let named = false;
  for (const arg of all) {
    if (isNamed(arg)) named = true;
    else if (named) return [...all.filter(a => !isNamed(a)), ...all.filter(isNamed)];
  }
  return all;
}
