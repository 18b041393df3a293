// Whether a value fits a required type by what the declarations list
// (diagnostics.md §6.5 "Compatibility": "a record whose definition lists
// interface B"). compatible() (../types/types.ts) cannot see declarations:
// it accepts any value for an interface and compares records by name. This
// says:
//   - yes, when the value's type lists the required type, directly or through
//     an interface it lists (`Cube` lists `Solid`, which lists `Area`); this
//     also lets a record stand for an empty or generic "interface" that is
//     read as a record (`Marker: Type = {}`, `Container: (T: Type) -> Type`);
//   - no, when an interface is required and the value is a record or
//     interface whose body lists nothing that can name it, or a value of a
//     built-in type;
//   - for lists, sets and dictionaries, what their elements (keys, values) say;
//   - nothing (undefined) otherwise, and whenever a listed name cannot be
//     read (an alias of a type, a name no `use` of its file resolves):
//     compatible() decides. An imported interface is read where it is
//     declared.
import { deref, type Type } from "../types/types.js";
import { listedTypes } from "../types/declarations.js";
import { declarationsFor, isBuiltinInterface } from "./members.js";
import type { Walker } from "./walker.js";

export function fitsByDeclaration(w: Walker, actual: Type, expected: Type): boolean | undefined {
  const required = deref(expected);
  const value = deref(actual);
  // `[Bin("x")]` where `List(Weighable)` is required: the elements decide (and a dictionary's keys and values).
  if ((required.k === "list" || required.k === "set") && value.k === required.k) return fitsByDeclaration(w, value.elem, required.elem);
  if (required.k === "dict" && value.k === "dict") return both(fitsByDeclaration(w, value.key, required.key), fitsByDeclaration(w, value.value, required.value));
  if (required.k === "record") {
    // An interface's value is not one particular record (diagnostics.md §6.5 allows the other way round only).
    if (value.k === "iface") return hasFields(w, required) ? false : undefined;
    // Only a listing can make one record stand for another; otherwise records compare by name.
    return value.k === "record" && value.name !== required.name && lists(w, value, required.name) === "yes" ? true : undefined;
  }
  if (required.k !== "iface") return undefined;
  switch (value.k) {
    case "iface":
      return value.name === required.name || lists(w, value, required.name) !== "no";
    case "record":
      return lists(w, value, required.name) !== "no";
    case "prim":
      return value.name === "Never" ? undefined : false;
    case "list":
    case "dict":
    case "set":
    case "tuple":
    case "range":
      return false;
    default:
      // Option/Result wrapping, functions, shared handles, opaque types: not decided (compatible() is lenient there too).
      return undefined;
  }
}

/** A record with fields (not one standing for an interface: `Marker: Type = {}`, a body of functions only). */
function hasFields(w: Walker, record: { readonly name: string; readonly file: string }): boolean {
  const decl = declarationsFor(w, record.file)?.types.get(record.name);
  return decl?.kind === "record" && decl.fields.some((f) => f.typeNode?.type !== "function_type");
}

/** Two parts' verdicts: no when either is; yes when both are; else undecided. */
function both(a: boolean | undefined, b: boolean | undefined): boolean | undefined {
  if (a === false || b === false) return false;
  return a === true && b === true ? true : undefined;
}

type Listing = "yes" | "no" | "maybe";

/**
 * Whether the body of `type` (a record or interface) lists `name`, directly or through the interfaces
 * it lists, also those its file imports (`use shop.{Item}` then `Disc: Type = { …, Item }`: what
 * `Item` lists in shop.yx; 57a D1). `seen`: the types entered, against cycles.
 */
function lists(w: Walker, type: { readonly name: string; readonly file: string }, name: string, seen = new Set<string>()): Listing {
  const key = `${type.file}\n${type.name}`;
  if (seen.has(key)) return "no";
  seen.add(key);
  const decls = declarationsFor(w, type.file);
  const decl = decls?.types.get(type.name);
  if (!decls || (decl?.kind !== "record" && decl?.kind !== "iface")) return "maybe";
  let verdict: Listing = "no";
  for (const entry of listedTypes(decls, decl.kind === "record" ? decl.interfaces : decl.listed, new Set([type.name]))) {
    if (entry.name === name) return "yes";
    if (!entry.decl) {
      // Imported into the type's file: the interface there, by its own name (an alias may rename it).
      const imported = w.importedName(type.file, entry.name);
      if (imported) {
        if (imported.name === name) return "yes";
        const further = lists(w, imported, name, seen);
        if (further === "yes") return "yes";
        if (further === "maybe") verdict = "maybe";
        continue;
      }
      // A built-in interface (`Clone`, `Debug`) is not the user interface required, and lists none.
      if (isBuiltinInterface(w, type.file, entry.name)) continue;
    }
    // Not found (a std type, a module alias's member), or an alias of a type: it may be the one required.
    if (!entry.decl || entry.decl.kind === "alias") verdict = "maybe";
  }
  return verdict;
}
