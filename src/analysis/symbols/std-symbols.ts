// Std manifest entries and built-in types as symbols (`origin: "std"` /
// `"builtin"`, no file): joined to lookup_symbol with include_std, and the
// last resort of find_references (§5.7).
import { BUILTIN_TYPES, BUILTIN_VALUES } from "../../semantic/model/builtins.js";
import { preludeEntry, STD_MODULES } from "../../semantic/modules/std-library.js";
import type { SymbolInfo } from "./model.js";

let cached: readonly SymbolInfo[] | undefined;

export function stdSymbols(): readonly SymbolInfo[] {
  cached ??= build();
  return cached;
}

/** The FFI value of the prelude: a record-like value, not a function (diagnostics.md §7.3). */
const NATIVE = { name: "Native", signature: "{ c: (lib: String) -> LibraryRef, rs: (sym: String) -> ExternRef }" };

function build(): SymbolInfo[] {
  const out: SymbolInfo[] = [];
  const base = { scope: "top-level" as const, container: null, file: null, span: null, decl_span: null, doc: null };
  // The root `use std` binds (its modules are its members): what `std` of `use std.io` names.
  out.push({ ...base, name: "std", kind: "module", qualified_name: "std", id: "std", module: "std", signature: null, origin: "std" });
  for (const module of STD_MODULES) {
    out.push({ ...base, name: module.name, kind: "module", qualified_name: module.path, id: module.path, module: module.path, signature: null, origin: "std" });
    for (const e of module.exports) {
      if (!e.plain) continue;
      out.push({ ...base, name: e.name, kind: e.kind, qualified_name: e.name, id: `${module.path}.${e.name}`, module: module.path, signature: e.signature, origin: "std" });
    }
  }
  for (const name of BUILTIN_TYPES) {
    out.push({ ...base, name, kind: "type", qualified_name: name, id: `builtin.${name}`, module: "builtin", signature: null, origin: "builtin" });
  }
  for (const name of BUILTIN_VALUES) {
    if (name === NATIVE.name) continue;
    out.push({ ...base, name, kind: "function", qualified_name: name, id: `builtin.${name}`, module: "builtin", signature: null, origin: "builtin" });
  }
  out.push({ ...base, ...NATIVE, kind: "variable", qualified_name: NATIVE.name, id: `builtin.${NATIVE.name}`, module: "builtin", origin: "builtin" });
  return out;
}

/**
 * For the std function the compiler binds a prelude short name that several
 * std modules define to (`std.string.len` for `len`, diagnostics.md §7.3):
 * every module defining it, that one last. Undefined for any other symbol.
 */
export function sharedPreludeModules(symbol: SymbolInfo): readonly string[] | undefined {
  if (symbol.origin !== "std") return undefined;
  const entry = preludeEntry(symbol.name);
  if (!entry?.ambiguous || symbol.id !== `${entry.referenceChoice.module}.${symbol.name}`) return undefined;
  return entry.exports.map((e) => e.module);
}
