// A qualified name as code writes it, when its first segment is not a module
// path but the name a file binds a module under: a std module by its last
// segment (`io.println`, as `use std.io` binds it; `str.trim` for `use
// std.string as str`), a workspace module's alias (`geo.grow` for `use
// shapes.geometry as geo`) or its last segment (`shapes.unit` for `use
// lib.shapes`), when one module has it; or the alias a file imports a type
// under (`GP.flip` for `use geo.{Point as GP}`). find_references,
// lookup_symbol and rename_symbol take such a query for the qualified name.
import { stdModule } from "../../semantic/modules/std-library.js";
import { symbolById } from "./position.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface WrittenQualified {
  /** The query with the module's own path in place of the name it is bound under. */
  readonly query: string;
  readonly std: boolean;
}

const QUALIFIED = /^([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_.]*)$/;

export function writtenQualified(index: SymbolIndex, query: string): WrittenQualified | undefined {
  const parts = QUALIFIED.exec(query.trim());
  if (!parts) return undefined;
  const [, head, rest] = parts as unknown as [string, string, string];
  if (head === "std") return undefined;
  // The alias a file binds first: `use std.string as str` makes `str` that module wherever the file reads it.
  const modules = new Set(index.aliasesNamed(head).map((o) => o.symbol));
  const module = modules.size === 1 ? symbolById(index, [...modules][0]!) : undefined;
  if (module?.kind === "module") return { query: `${module.id}.${rest}`, std: module.origin !== "workspace" };
  // `GP.flip` for `use geo.{Point as GP}`: a type's member through the alias the code writes it with (94a D3).
  if ((module?.kind === "type" || module?.kind === "interface") && module.origin === "workspace") return { query: `${module.id}.${rest}`, std: false };
  if (modules.size > 0) return undefined;
  // `use lib.shapes` binds `shapes`: a workspace module's last segment, when one module has it.
  const named = index.symbolsNamed(head, false).filter((s) => s.kind === "module" && s.origin === "workspace");
  if (named.length === 1) return { query: `${named[0]!.id}.${rest}`, std: false };
  if (named.length === 0 && stdModule(`std.${head}`)) return { query: `std.${head}.${rest}`, std: true };
  return undefined;
}
