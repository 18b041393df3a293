// Which top-level functions of a file are attached to one of its types as
// methods (modules-and-workspace.md §3.4, §4.5: a `pub` function whose first
// parameter is of the type; `b.widen(3)` calls it when the type has no member
// `widen`). A rename must know them: a member renamed to such a function's
// name, or such a function renamed to a member's name, would change what
// `x.name(…)` calls.
import type { Document } from "../syntax/document.js";
import { attachedTypeName } from "./types/declarations.js";
import { declarationsOfDocument } from "./walk/context.js";

/** Function name → the name of the type (of the same file) it is attached to. */
export function attachedFunctions(file: string, doc: Document): ReadonlyMap<string, string> {
  const declarations = declarationsOfDocument(file, doc);
  const attached = new Map<string, string>();
  for (const [name, overloads] of declarations.functions) {
    const type = overloads.map(attachedTypeName).find((t) => t !== undefined && declarations.types.has(t));
    if (type !== undefined) attached.set(name, type);
  }
  return attached;
}
