// A qualified name as code writes it, when its first segment is not a module
// path but the name a file binds a module under: a std module by its last
// segment (`io.println`, as `use std.io` binds it; `str.trim` for `use
// std.string as str`), a workspace module's alias (`geo.grow` for `use
// shapes.geometry as geo`) or its last segment (`shapes.unit` for `use
// lib.shapes`), when one module has it; or the alias a file imports a type
// under (`GP.flip` for `use geo.{Point as GP}`), or a type alias's member
// (`P2.half`, `geo.P2.half` for `P2: Type = Point`); or the parameter of a
// method declared apart from its type's module by the method's id
// (`a.Point.norm#k`). find_references,
// lookup_symbol and rename_symbol take such a query for the qualified name.
import { stdModule } from "../../semantic/modules/std-library.js";
import type { SymbolInfo } from "./model.js";
import { symbolById } from "./position.js";
import { occurrencesWithRole } from "./snapshot.js";
import type { SymbolIndex } from "./workspace-index.js";

export interface WrittenQualified {
  /**
   * The query with the module's own path in place of the name it is bound
   * under; several for a method's parameter declared in several modules
   * apart from its type's (`a.Point.norm#k`: `b.Point.norm#k`, `c.Point.norm#k`).
   */
  readonly queries: readonly string[];
  readonly std: boolean;
}

const QUALIFIED = /^([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_.]*)$/;

export function writtenQualified(index: SymbolIndex, query: string): WrittenQualified | undefined {
  const parameters = apartParameter(index, query.trim());
  if (parameters.length > 0) return { queries: parameters, std: false };
  const parts = QUALIFIED.exec(query.trim());
  if (!parts) return undefined;
  const [, head, rest] = parts as unknown as [string, string, string];
  if (head === "std") return undefined;
  // `geo.P2.half` for `P2: Type = Point` in geo: the member of the type the module's alias names (102c N7).
  const inModule = (module: string): string => {
    const dot = rest.indexOf(".");
    const type = dot > 0 ? symbolById(index, `${module}.${rest.slice(0, dot)}`) : undefined;
    const target = type?.kind === "type" && type.origin === "workspace" ? aliasedType(index, type) : undefined;
    return target !== undefined ? `${target}${rest.slice(dot)}` : `${module}.${rest}`;
  };
  // The alias a file binds first: `use std.string as str` makes `str` that module wherever the file reads it.
  const modules = new Set(index.aliasesNamed(head).map((o) => o.symbol));
  const module = modules.size === 1 ? symbolById(index, [...modules][0]!) : undefined;
  if (module?.kind === "module") return { queries: [module.origin === "workspace" ? inModule(module.id) : `${module.id}.${rest}`], std: module.origin !== "workspace" };
  // `GP.flip` for `use geo.{Point as GP}`: a type's member through the alias the code writes it with (94a D3).
  if ((module?.kind === "type" || module?.kind === "interface") && module.origin === "workspace") return { queries: [`${aliasedType(index, module) ?? module.id}.${rest}`], std: false };
  if (modules.size > 0) return undefined;
  // `use lib.shapes` binds `shapes`: a workspace module's last segment, when one module has it.
  const named = index.symbolsNamed(head, false).filter((s) => s.kind === "module" && s.origin === "workspace");
  if (named.length === 1) return { queries: [inModule(named[0]!.id)], std: false };
  // `P2.half` for `P2: Type = Point`: a member of the type the alias names, when one alias has that name (102b D1).
  const aliased = new Set(index.symbolsNamed(head, false).filter((s) => s.kind === "type" && s.origin === "workspace").map((s) => aliasedType(index, s)));
  const target = aliased.size === 1 ? [...aliased][0] : undefined;
  if (named.length === 0 && target !== undefined) return { queries: [`${target}.${rest}`], std: false };
  if (named.length === 0 && stdModule(`std.${head}`)) return { queries: [`std.${head}.${rest}`], std: true };
  return undefined;
}

/**
 * `a.Point.norm#k` for the parameter `k` of a method declared apart from its
 * type's module (`Point.norm` in b.yx, `Point` in a.yx): the method's id names
 * the type's module, its parameters' the declaring module and the type as
 * that file writes it (`b.Point.norm#k`, `b.P2.norm#k` under an alias; 103a
 * D6: the first was no symbol); one per module declaring it (103c E4: with
 * two, it was no symbol). Asked only when the query names no parameter as it
 * is: so also `a.Point.sc#j` for a parameter only the overload another module
 * declares has (104c H3). None for any other query.
 */
function apartParameter(index: SymbolIndex, query: string): string[] {
  const hash = query.indexOf("#");
  if (hash <= 0) return [];
  const method = symbolById(index, query.slice(0, hash));
  if (method?.kind !== "method") return [];
  // The parameters declared within one of its declarations, under the name their file writes the method with.
  const written = new Set<string>();
  for (const s of declaredWithin(index, method.id, query.slice(hash + 1))) written.add(`${s.module}.${s.qualified_name.slice(0, s.qualified_name.indexOf("#"))}`);
  return [...written].sort().map((method) => `${method}${query.slice(hash)}`);
}

/**
 * The parameters a `Type.method#name` query (`Point.sc#k`, or through an
 * alias: `P2.sc#k`, `a.P2.sc#k`) names in every declaration of that method,
 * under whatever name each writes it: `P2.sc` under an alias of `Point`,
 * `Point.sc` in another module (103c E4: the query named the first
 * declaration's only). Empty for any other query, and for a module's own
 * method by its id (`room.Room.tp#k`: that declaration's parameter).
 */
export function parametersOfMethod(index: SymbolIndex, query: string): SymbolInfo[] {
  const hash = query.indexOf("#");
  const head = query.slice(0, Math.max(hash, 0));
  if (hash <= 0 || /@\d+:\d+$/.test(query) || !head.includes(".")) return [];
  const methodsNamed = (name: string, byId: boolean) => index.symbolsNamed(name.slice(name.lastIndexOf(".") + 1), false).filter((s) => s.kind === "method" && (byId ? s.id === name : s.qualified_name === name));
  const qualifiedByModule = head.indexOf(".") !== head.lastIndexOf(".");
  // A module's own method (`room.Room.tp#k`): that declaration's parameter, which the query names as it is.
  if (qualifiedByModule && methodsNamed(head, true).length > 0) return [];
  const direct = qualifiedByModule ? [] : methodsNamed(head, false);
  // `P2.sc#k`, `GP.sc#k`, `a.P2.sc#k` (104b G6): the method of the type the alias names.
  const methods = direct.length > 0 ? direct : (writtenQualified(index, head)?.queries ?? []).flatMap((id) => methodsNamed(id, true));
  const found = new Map<string, SymbolInfo>();
  for (const method of methods) for (const s of declaredWithin(index, method.id, query.slice(hash + 1))) found.set(s.id, s);
  return [...found.values()];
}

/** The parameters called `name` declared within a declaration of the method `methodId`, in any file. */
function declaredWithin(index: SymbolIndex, methodId: string, name: string): SymbolInfo[] {
  const declarations = index.definitionsOf(methodId).flatMap((o) => {
    const span = index.model(o.file)?.definitionAt(o.start)?.declSpan;
    return span ? [{ file: o.file, span }] : [];
  });
  return index.symbolsNamed(name.replace(/@\d+:\d+$/, ""), true).filter((s) => s.kind === "parameter" && s.span !== null && declarations.some((d) => d.file === s.file && within(s.span!, d.span)));
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
