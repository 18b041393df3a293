// A member declared under a type alias (`P2.norm` with `P2: Type = Point`)
// belongs to the type the alias names, as the checker reads it (walk/members.ts
// methodIn): its uses resolve to `Point.norm`. The source form of a rename
// names and matches members by that type (83a D4).
import { aliasedTypeStart, type SemanticModel } from "../../semantic/index.js";
import type { Document } from "../../syntax/document.js";

/** Most aliases followed from one name (a cycle stops there), as the checker's throughAliases. */
const MAX_ALIAS_HOPS = 8;

/** Maps a member's container to the type it names in the model's file: itself unless it is an alias of a type declared there. */
export type OwnerOf = (container: string) => string;

export const ownerAsWritten: OwnerOf = (container) => container;

export function ownersThroughAliases(model: SemanticModel, doc: Document): OwnerOf {
  return (container) => {
    let name = container;
    for (let hop = 0; hop < MAX_ALIAS_HOPS; hop++) {
      const at = aliasedTypeStart(model.file, doc, name);
      const ref = at === undefined ? undefined : model.referenceAt(at);
      const def = ref?.resolution.kind === "definition" ? model.definitions[ref.resolution.definition] : undefined;
      if (!def || def.symbolScope !== "top-level" || (def.kind !== "type" && def.kind !== "interface")) return name;
      name = def.name;
    }
    return name;
  };
}
