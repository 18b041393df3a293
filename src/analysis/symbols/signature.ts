// The signature a symbol shows (lookup_symbol, the outline, the saved
// index): its annotation as written, else the type the checker gave it (an
// unannotated function's inferred result, a method bound by position, a
// value's inferred type). Locals show their type at a position (lookup by
// position) instead, so that the index does not display a type per local.
import { displayNamed, type Definition } from "../../semantic/index.js";

export function shownSignature(def: Definition): string | null {
  if (def.signature !== null) return def.signature;
  if (def.kind === "type" || def.kind === "interface" || def.symbolScope === "local") return null;
  // An unannotated function with its parameters' names, as an annotated one shows them (`g = (x: Int) => …`: `(x: Int) -> Int`).
  const text = displayNamed(def.type);
  return text === "?" ? null : text;
}
