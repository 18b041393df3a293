// A qualified name as code writes it, when its first segment is not a module
// path but the name a file binds a module under: a std module by its last
// segment (`io.println`, as `use std.io` binds it; `str.trim` for `use
// std.string as str`), a workspace module's alias (`geo.grow` for `use
// shapes.geometry as geo`) or its last segment (`shapes.unit` for `use
// lib.shapes`), when one module has it; or the alias a file imports a type
// under (`GP.flip` for `use geo.{Point as GP}`). find_references,
// lookup_symbol and rename_symbol take such a query for the qualified name.
import { stdModule } from "../../semantic/modules/std-library.js";
import type { SymbolInfo } from "./model.js";
import { symbolById } from "./position.js";
import { occurrencesWithRole } from "./snapshot.js";
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
  if ((module?.kind === "type" || module?.kind === "interface") && module.origin === "workspace") return { query: `${aliasedType(index, module) ?? module.id}.${rest}`, std: false };
  if (modules.size > 0) return undefined;
  // `use lib.shapes` binds `shapes`: a workspace module's last segment, when one module has it.
  const named = index.symbolsNamed(head, false).filter((s) => s.kind === "module" && s.origin === "workspace");
  if (named.length === 1) return { query: `${named[0]!.id}.${rest}`, std: false };
  // `P2.half` for `P2: Type = Point`: a member of the type the alias names, when one alias has that name (102b D1).
  const aliased = new Set(index.symbolsNamed(head, false).filter((s) => s.kind === "type" && s.origin === "workspace").map((s) => aliasedType(index, s)));
  const target = aliased.size === 1 ? [...aliased][0] : undefined;
  if (named.length === 0 && target !== undefined) return { query: `${target}.${rest}`, std: false };
  if (named.length === 0 && stdModule(`std.${head}`)) return { query: `std.${head}.${rest}`, std: true };
  return undefined;
}

/**
 * The id of the workspace type a type alias names (`Point` of `P2: Type =
 * Point`, through aliases of aliases), read off the links: the one type its
 * declaration refers to. Undefined for a record, or an alias of something
 * else (a std type, a function type, a generic one with several).
 */
function aliasedType(index: SymbolIndex, alias: SymbolInfo, depth = 0): string | undefined {
  // A record's or generic type's declaration refers to types too: only an alias's signature is a type's name (`Point`, `Box(Int)`).
  const isAlias = alias.signature !== null && /^[\p{L}_]/u.test(alias.signature);
  const link = !isAlias || alias.file === null || alias.decl_span === null ? undefined : index.link(alias.file);
  if (!link || depth > MAX_ALIAS_DEPTH) return undefined;
  const references = occurrencesWithRole(link, "reference");
  const types = new Set<SymbolInfo>();
  for (const o of references) {
    if (!within(o.span, alias.decl_span!)) continue;
    const type = symbolById(index, o.symbol);
    if (type && (type.kind === "type" || type.kind === "interface") && type.origin === "workspace") types.add(type);
  }
  if (types.size !== 1) return undefined;
  const [type] = [...types] as [SymbolInfo];
  return aliasedType(index, type, depth + 1) ?? type.id;
}

const MAX_ALIAS_DEPTH = 8;

/** Whether span `inner` lies within `outer` (line, column, end line, end column). */
function within(inner: readonly number[], outer: readonly number[]): boolean {
  const before = (l1: number, c1: number, l2: number, c2: number) => l1 < l2 || (l1 === l2 && c1 <= c2);
  return before(outer[0]!, outer[1]!, inner[0]!, inner[1]!) && before(inner[2]!, inner[3]!, outer[2]!, outer[3]!);
}
