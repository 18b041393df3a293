// Where a type alias's named type is written (`Point` of `P2: Type =
// Point`): the symbol tools follow it to the type a method declared under the
// alias belongs to (`P2.norm` is a method of `Point`, as the checker reads
// it: walk/members.ts methodIn).
import type { Document } from "../syntax/document.js";
import { declarationsOfDocument } from "./walk/context.js";

/** The start offset, in `file`'s text, of the type name the alias `name` names; undefined when `name` is no alias of a named type. */
export function aliasedTypeStart(file: string, doc: Document, name: string): number | undefined {
  const decl = declarationsOfDocument(file, doc).types.get(name);
  if (decl?.kind !== "alias") return undefined;
  const target = decl.typeNode;
  // `MaybeInt: Type = Maybe(Int)`: the generic type it instantiates.
  const named = target.type === "type_identifier" ? target : target.type === "generic_type" ? target.get("name") : null;
  return named?.start;
}
