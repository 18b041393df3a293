// Where a type alias's named type is written (`Point` of `P2: Type =
// Point`): the symbol tools follow it to the type a method declared under the
// alias belongs to (`P2.norm` is a method of `Point`, as the checker reads
// it: walk/members.ts methodIn).
import { perVersion } from "../syntax/doc-cache.js";
import type { Document } from "../syntax/document.js";
import { declarationsOfDocument } from "./walk/context.js";

/** Per-version cache key prefix (numbers only: kept when the tree copy is released, as apartMethodKeys's). */
const ALIAS_STARTS_SLOT = "semantic.alias-starts:";

/** The start offset, in `file`'s text, of the type name the alias `name` names; undefined when `name` is no alias of a named type. */
export function aliasedTypeStart(file: string, doc: Document, name: string): number | undefined {
  // Asked for the owner of every method declaration the index links: one map per version, not the declarations
  // (which hold the tree copy, released after the walk, and would be rebuilt from it).
  return perVersion(doc, ALIAS_STARTS_SLOT + file, () => {
    const starts = new Map<string, number>();
    for (const [alias, decl] of declarationsOfDocument(file, doc).types) {
      if (decl.kind !== "alias") continue;
      const target = decl.typeNode;
      // `MaybeInt: Type = Maybe(Int)`: the generic type it instantiates.
      const named = target.type === "type_identifier" ? target : target.type === "generic_type" ? target.get("name") : null;
      if (named) starts.set(alias, named.start);
    }
    return starts;
  }).get(name);
}
