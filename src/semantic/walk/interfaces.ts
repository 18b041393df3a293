// Whether a value fits where a user interface is required (diagnostics.md
// §6.5 "Compatibility"): a record whose definition lists the interface
// does; a record whose definition lists nothing that can name it, or a value
// of a built-in type, does not. compatible() (../types/types.ts) accepts any
// value for an interface, as it cannot see declarations; this answers "no"
// only when the declarations make it certain, and "yes" whenever a listed
// name cannot be read here (an imported or aliased interface).
import { deref, type Type } from "../types/types.js";
import { declarationsFor } from "./members.js";
import type { Walker } from "./walker.js";

export function fitsInterface(w: Walker, actual: Type, expected: Type): boolean {
  const iface = deref(expected);
  if (iface.k !== "iface") return true;
  const value = deref(actual);
  switch (value.k) {
    case "iface":
      return value.name === iface.name;
    case "record":
      return recordMayList(w, value, iface.name);
    case "prim":
      return value.name === "Never";
    case "list":
    case "dict":
    case "set":
    case "tuple":
    case "range":
      return false;
    default:
      // Option/Result wrapping, functions, shared handles, opaque types: not decided (compatible() is lenient there too).
      return true;
  }
}

/** False only when every name the record's body lists is a type of its own file other than `name`. */
function recordMayList(w: Walker, record: Extract<Type, { k: "record" }>, name: string): boolean {
  const decls = declarationsFor(w, record.file);
  const decl = decls?.types.get(record.name);
  if (!decls || decl?.kind !== "record") return true;
  for (const listed of decl.interfaces) {
    if (listed === name) return true;
    const other = decls.types.get(listed);
    // Not declared in the record's file (imported, perhaps under an alias), or an alias of a type: it may be the interface.
    if (!other || other.kind === "alias") return true;
  }
  return false;
}
